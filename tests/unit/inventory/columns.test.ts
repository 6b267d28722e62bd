import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FINANCE_COLUMNS, GROUP_COLUMNS, GROUP_NAMES, TOP_COLUMNS, allColumnNames, canonicalColumn } from '../../../src/inventory/server/columns'
import { Vehicles } from '../../../collections/Vehicles'

/** Every named field of a Payload field list, descending through rows and tabs (not into groups/arrays). */
function fieldNames(fields: unknown[]): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>()
  for (const f of fields as Record<string, unknown>[]) {
    if (f.type === 'tabs') for (const tab of f.tabs as { fields: unknown[] }[]) fieldNames(tab.fields).forEach((v, k) => out.set(k, v))
    else if (f.type === 'row') fieldNames(f.fields as unknown[]).forEach((v, k) => out.set(k, v))
    else if (typeof f.name === 'string') out.set(f.name, f)
  }
  return out
}

describe('inventory columns', () => {
  const vehicleFields = fieldNames(Vehicles.fields)

  it('are vehicles fields (SPEC names), except the two slugs the import resolves', () => {
    for (const c of TOP_COLUMNS) {
      if (c.name === 'dealership_slug' || c.name === 'location_slug') continue
      expect(vehicleFields.has(c.name), c.name).toBe(true)
    }
    for (const g of GROUP_NAMES) {
      const group = fieldNames((vehicleFields.get(g)!.fields as unknown[]) ?? [])
      for (const c of GROUP_COLUMNS[g]) expect(group.has(c.name), `${g}.${c.name}`).toBe(true)
    }
    const finance = fieldNames(vehicleFields.get('finance')!.fields as unknown[])
    for (const c of FINANCE_COLUMNS) expect(finance.has(c.name), `finance.${c.name}`).toBe(true)
  })

  it('are each documented in docs/inventory-import.md', () => {
    const doc = fs.readFileSync('docs/inventory-import.md', 'utf8')
    for (const name of allColumnNames()) expect(doc, name).toContain(`\`${name}\``)
  })

  it('canonicalColumn matches case-insensitively and refuses unknown or mis-nested names', () => {
    expect(canonicalColumn(' StockNum ')).toBe('stocknum')
    expect(canonicalColumn('CARAVAN.Sleeps')).toBe('caravan.sleeps')
    expect(canonicalColumn('finance.car clarity.PAYMENTWEEK')).toBe('finance.Car Clarity.paymentWeek')
    expect(canonicalColumn('standardequipment')).toBe('standardEquipment')
    for (const bad of ['colour.x', 'caravan', 'caravan.wheels', 'finance.Bank.deposit', 'finance.Taurus', 'nope']) expect(canonicalColumn(bad), bad).toBeUndefined()
  })
})
