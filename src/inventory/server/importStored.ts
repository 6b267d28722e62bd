/**
 * What the database already holds for the dealerships in scope: their vehicles by stock number
 * (straight from the adapter: no afterRead hooks for thousands of cars, ids for relations) and
 * their locations.
 */
import type { Payload } from 'payload'
import type { DealershipInfo, ImportReport } from './importTypes'

export type StoredDoc = Record<string, unknown> & { id: number | string }

export interface StoredInventory {
  /** dealership slug → stock number → stored vehicle */
  existing: Map<string, Map<string, StoredDoc>>
  /** dealership slug → its locations */
  locations: Map<string, StoredDoc[]>
}

type PayloadReader = Pick<Payload, 'db' | 'find'>

/** Loads the stored vehicles and locations; a stock number stored twice is a report warning. */
export async function loadStored(payload: PayloadReader, inScope: ReadonlyMap<string, DealershipInfo>, report: ImportReport): Promise<StoredInventory> {
  const existing = new Map<string, Map<string, StoredDoc>>()
  const locations = new Map<string, StoredDoc[]>()
  for (const d of inScope.values()) {
    const { docs } = await payload.db.find<StoredDoc>({ collection: 'vehicles', where: { dealership: { equals: d.id } }, pagination: false, limit: 0, sort: 'id' })
    const byStock = new Map<string, StoredDoc>()
    for (const v of docs) {
      const stock = String(v.stocknum)
      if (byStock.has(stock)) report.warnings.push(`Dealership ${d.slug} already has more than one vehicle with stock number ${stock}; the import updates the first (id ${byStock.get(stock)!.id}).`)
      else byStock.set(stock, v)
    }
    existing.set(d.slug, byStock)
    const locs = await payload.find({ collection: 'locations', where: { dealership: { equals: d.id } }, pagination: false, depth: 0, overrideAccess: true, sort: 'id' })
    locations.set(d.slug, locs.docs.map((l) => ({ ...l })))
  }
  return { existing, locations }
}

/** Where a new car of the dealership goes: its primary sales location, else its first sales location. */
export function defaultLocation({ locations }: StoredInventory, slug: string): StoredDoc | undefined {
  const locs = (locations.get(slug) ?? []).filter((l) => (l.location_type ?? 'sales') === 'sales' || !l.location_type)
  return locs.find((l) => l.primary) ?? locs[0]
}
