import { describe, expect, it } from 'vitest'
import { compareRows } from '@/rules/compareRows'

describe('compareRows (issue 11: key specs in rows, differences highlighted)', () => {
  const a = { year: 2022, car_type: 'used', km: 12000, simple_fuel: 'Petrol', simple_transmission: 'Automatic', colour: 'White', seats: null }
  const b = { year: 2022, car_type: 'used', km: 45500, simple_fuel: 'petrol', simple_transmission: 'Manual', colour: 'null' }

  it('marks rows whose values differ and leaves equal ones plain', () => {
    const rows = Object.fromEntries(compareRows([a, b]).map((r) => [r.label, r]))
    expect(rows.Year).toEqual({ label: 'Year', values: ['2022', '2022'], differs: false })
    expect(rows.Fuel?.differs).toBe(false) // case-insensitive
    expect(rows.Kilometres).toEqual({ label: 'Kilometres', values: ['12,000 km', '45,500 km'], differs: true })
    expect(rows.Transmission?.differs).toBe(true)
    expect(rows.Colour).toEqual({ label: 'Colour', values: ['White', null], differs: true })
  })

  it('hides rows no car has a value for (SPEC.md §5 spec rows)', () => {
    const labels = compareRows([a, b]).map((r) => r.label)
    expect(labels).not.toContain('Seats')
    expect(labels).not.toContain('Engine')
  })

  it('a single car never differs; a removed car (null) counts as missing', () => {
    expect(compareRows([a]).every((r) => !r.differs)).toBe(true)
    expect(compareRows([a, null]).find((r) => r.label === 'Year')?.differs).toBe(true)
  })
})
