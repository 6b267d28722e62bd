/**
 * What the import writes for one validated row: the Local API data (given fields only, so blank
 * cells keep stored values; the place and listing of the car), and whether its location lets it be
 * listed.
 */
import type { DealershipInfo } from './importTypes'
import type { StoredDoc } from './importStored'
import type { VehicleRow } from './schema'
import { isRecord } from '@/lib/guards'
import { relationId } from '@/lib/relations'

export const idOf = (v: unknown): number | string | undefined => relationId(v) ?? undefined

const autoName = (v: Record<string, unknown>) => [v.year, v.make, v.model, v.badge].filter((x) => x !== undefined && x !== null && x !== '').join(' ')

/**
 * Where a car can be seen decides whether it is listed: `hold` keeps a car with no location (none
 * named, none stored, the dealership has none) as a draft (stored, not listed); `list` lists again
 * a stored car that was held that way (no location, not listed) now that it gets one, unless
 * the row itself (`rowListing`, its show_on_dealer_website) says whether to list it; `keep`
 * leaves the row's own choice.
 */
export function placeRule(rowListing: unknown, location: StoredDoc | undefined, current: StoredDoc | undefined): 'hold' | 'list' | 'keep' {
  if (location) {
    const wasHeld = current !== undefined && idOf(current.location) === undefined && current.show_on_dealer_website === false
    return wasHeld && rowListing === undefined ? 'list' : 'keep'
  }
  return idOf(current?.location) === undefined ? 'hold' : 'keep'
}

/** The Local API data for one validated row: given fields only (blank cells keep stored values). */
export function vehicleData(v: VehicleRow, dealership: DealershipInfo, location: StoredDoc | undefined, current: StoredDoc | undefined): Record<string, unknown> {
  const { dealership_slug: _slug, location_slug: _loc, images, standardEquipment, finance, autograb_data, caravan, variant, ...scalars } = v
  const data: Record<string, unknown> = { ...scalars, dealership: dealership.id }
  if (images) data.images = images.map((url) => ({ url }))
  if (standardEquipment) data.standardEquipment = standardEquipment.map((item) => ({ item }))
  if (finance) data.finance = finance
  // Groups: given sub-fields over the stored ones.
  for (const [name, group] of [['autograb_data', autograb_data], ['caravan', caravan], ['variant', variant]] as const) {
    const stored = current?.[name]
    if (group) data[name] = { ...(isRecord(stored) ? stored : {}), ...group }
  }
  if (location) {
    const address = isRecord(location.address) ? location.address : {}
    data.location = location.id
    if (data.location_name === undefined) data.location_name = location.name
    if (data.city === undefined && address.city) data.city = address.city
    if (data.state === undefined && address.state) data.state = address.state
  } else if (!current && data.location_name === undefined) {
    data.location_name = dealership.name
  }
  // The name follows year/make/model/badge unless someone wrote their own.
  if (current && data.name === undefined && current.name === autoName(current)) {
    const next = autoName({ ...current, ...data })
    if (next !== current.name) data.name = next
  }
  return data
}
