/**
 * Compare table rows ("the key specs in rows, differences highlighted").
 * SPEC.md §5 "Spec rows with empty, null or "null" values are hidden": a row is dropped when no
 * car has a value. A row differs when the shown values (missing counted as a value) are not all
 * equal, compared case-insensitively.
 */
import { formatVehicleCount } from './searchCount'

/** A car as the search index answers it (a record of any shape: the specs below read it by name). */
type Car = object | null

export type CompareRow = { label: string; values: Array<string | null>; differs: boolean }

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null
  const s = String(v).trim()
  return s === '' || s.toLowerCase() === 'null' ? null : s
}

const CAR_TYPE: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' }

const COMPARE_SPECS: Array<{ label: string; value: (car: Record<string, unknown>) => string | null }> = [
  { label: 'Year', value: (c) => text(c.year) },
  { label: 'Condition', value: (c) => (text(c.car_type) ? (CAR_TYPE[String(c.car_type)] ?? text(c.car_type)) : null) },
  {
    label: 'Kilometres',
    value: (c) => {
      const n = typeof c.km === 'number' ? c.km : Number(text(c.km) ?? NaN)
      return Number.isFinite(n) && n >= 0 ? `${formatVehicleCount(n)} km` : null
    },
  },
  { label: 'Body', value: (c) => text(c.simple_body) ?? text(c.body) },
  { label: 'Fuel', value: (c) => text(c.simple_fuel) ?? text(c.fuel) },
  { label: 'Transmission', value: (c) => text(c.simple_transmission) ?? text(c.transmission) },
  { label: 'Drive', value: (c) => text(c.simple_drive) ?? text(c.drive) },
  { label: 'Engine', value: (c) => text(c.engine_size) },
  { label: 'Colour', value: (c) => text(c.colour) },
  { label: 'Seats', value: (c) => text(c.seats) },
  { label: 'Doors', value: (c) => text(c.doors) },
  { label: 'Location', value: (c) => text(c.location_name) ?? text(c.city) },
]

export function compareRows(cars: readonly Car[]): CompareRow[] {
  const rows: CompareRow[] = []
  for (const spec of COMPARE_SPECS) {
    const values = cars.map((car) => (car ? spec.value(car as Record<string, unknown>) : null))
    if (values.every((v) => v === null)) continue
    const keys = new Set(values.map((v) => (v === null ? '\u0000' : v.toLowerCase())))
    rows.push({ label: spec.label, values, differs: cars.length > 1 && keys.size > 1 })
  }
  return rows
}
