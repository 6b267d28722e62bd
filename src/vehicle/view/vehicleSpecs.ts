/** The vehicle page's specification groups: SPEC.md's spec rows of a car (or a caravan), with dates, units and rego expiry written out and empty rows left out. */
import { dateTimeFormat } from '@/rules/intlFormats'
import type { Vehicle } from '@/payload-types'
import { visibleSpecRows, type SpecRow } from '@/rules/specRows'
import { metresText } from '@/rules/feetToMetres'
import { regoExpiryText } from '@/rules/regoExpiry'
import { formatVehicleCount } from '@/rules/searchCount'

export interface SpecGroup {
  title: string
  rows: Array<{ label: string; value: string }>
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim())

function dateText(v: unknown): string | null {
  if (!v) return null
  const d = new Date(String(v))
  return Number.isNaN(d.getTime()) ? null : dateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' }).format(d)
}

function withUnit(v: unknown, unit: string): string | null {
  const n = typeof v === 'number' ? v : Number.NaN
  return Number.isFinite(n) ? `${formatVehicleCount(n)} ${unit}` : null
}

export function specGroups(vehicle: Vehicle, now: number): SpecGroup[] {
  const v = vehicle as Vehicle & Record<string, unknown>
  const variant = (v.variant ?? {}) as Record<string, unknown>
  const caravan = (v.caravan ?? {}) as Record<string, unknown>
  const isCaravan = v.item_type === 'caravan'
  const rego = regoExpiryText(v.rego_expiry ?? null, now)
  const groups: Array<{ title: string; rows: SpecRow[] }> = [
    {
      title: 'Key information',
      rows: [
        { label: 'Condition', value: v.car_type ? `${str(v.car_type)[0].toUpperCase()}${str(v.car_type).slice(1)}` : null },
        // A caravan has no odometer, gearbox or fuel: its own facts are in the Caravan group.
        { label: 'Odometer', value: isCaravan ? null : withUnit(v.km, 'km') },
        { label: 'Body', value: v.simple_body },
        { label: 'Transmission', value: isCaravan ? null : v.transmission || v.simple_transmission },
        { label: 'Fuel', value: isCaravan ? null : v.fuel || v.simple_fuel },
        { label: 'Drive', value: v.drive || v.simple_drive },
        { label: 'Engine', value: v.engine_size },
        { label: 'Colour', value: v.colour },
        { label: 'Interior colour', value: v.interior_colour },
        { label: 'Seats', value: v.seats },
        { label: 'Doors', value: v.doors },
        { label: 'Stock number', value: v.stocknum },
        { label: 'VIN', value: v.vin },
        { label: 'Rego', value: v.regplate ? `${str(v.regplate)}${rego ? ` (${rego})` : ''}` : rego },
        { label: 'Build date', value: dateText(v.build_date) },
        { label: 'Compliance date', value: dateText(v.compliance_date) },
      ],
    },
    {
      title: 'Engine and economy',
      rows: [
        { label: 'Cylinders', value: variant.cylinders as number },
        { label: 'Engine size', value: (variant.enginesize_litres ? `${variant.enginesize_litres} L` : variant.enginesize) as string },
        { label: 'Induction', value: variant.induction as string },
        { label: 'Gear type', value: variant.geartype as string },
        { label: 'Torque', value: variant.torque as string },
        { label: 'Fuel consumption (combined)', value: variant.fuelconsumptioncombined ? `${variant.fuelconsumptioncombined} L/100 km` : null },
        { label: 'Fuel capacity', value: variant.fuelcapacity ? `${variant.fuelcapacity} L` : null },
        { label: 'Gross vehicle mass', value: withUnit(variant.grossvehiclemass, 'kg') },
        { label: 'Length', value: withUnit(variant.vehiclelength, 'mm') },
        { label: 'Height', value: withUnit(variant.vehicleheight, 'mm') },
        { label: 'Width', value: withUnit(variant.vehiclewidth, 'mm') },
        { label: 'Body configuration', value: variant.bodyconfiguration as string },
        { label: 'ANCAP rating', value: variant.ancaprating ? `${variant.ancaprating} stars` : null },
      ],
    },
  ]
  if (isCaravan) {
    groups.push({
      title: 'Caravan specifications',
      rows: [
        { label: 'Body length', value: metresText(caravan.body_length as number) },
        { label: 'Body width', value: metresText(caravan.body_width as number) },
        { label: 'Sleeps', value: caravan.sleeps as number },
        { label: 'Axles', value: caravan.axle_type as string },
        { label: 'Tare weight', value: withUnit(caravan.tare_weight, 'kg') },
        { label: 'Aggregate trailer mass', value: withUnit(caravan.aggregate_trailer_mass, 'kg') },
      ],
    })
  }
  return groups.map((g) => ({ title: g.title, rows: visibleSpecRows(g.rows) })).filter((g) => g.rows.length > 0)
}
