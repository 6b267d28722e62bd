/** Which locations a Locations block shows (SPEC.md §2), via filterLocations (src/rules/locationFilters). Pure. */
import { filterLocations, type LocationFilter } from '@/rules/locationFilters'
import { toFilterableLocation } from '@/rules/locationHours'
import { docOf, relationId, sameId, type Relation } from '@/lib/relations'
import type { Location, LocationsBlock, Manufacturer } from '@/payload-types'

/** The block fields that choose its locations (all optional: a missing filter shows all). */
export type LocationsChoice = Partial<Pick<LocationsBlock, 'filter' | 'locationId' | 'manufacturer' | 'subtype' | 'excludedIds'>>

/**
 * The make (slug or name) the block filters by. A manufacturer stored only as an id is looked up
 * among the locations' populated manufacturers; an id no location carries matches nothing.
 */
export function manufacturerFilter(value: Relation<Pick<Manufacturer, 'id' | 'name' | 'slug'>>, locations: readonly Pick<Location, 'manufacturers'>[]): string | null {
  const doc = docOf(value)
  if (doc) return doc.slug?.trim() || doc.name?.trim() || null
  const id = relationId(value)
  if (id === null) return null
  for (const location of locations) {
    for (const maker of location.manufacturers ?? []) {
      const makerDoc = docOf(maker)
      if (makerDoc && sameId(makerDoc.id, id)) return makerDoc.slug?.trim() || makerDoc.name?.trim() || null
    }
  }
  return `__unknown-manufacturer-${id}`
}

/**
 * The locations a block shows, in their original order: visible, matching the filter (primary,
 * sales, service, parts, service-and-parts, all, or one id), the manufacturer and subtype when
 * set, minus the excluded ids.
 */
export function locationsForBlock<T extends Location>(block: LocationsChoice, all: readonly T[]): T[] {
  const filter: LocationFilter =
    block.filter === 'id' ? { locationId: block.locationId ?? '__none__' } : (block.filter ?? 'all')
  return filterLocations(all.map(toFilterableLocation), filter, {
    manufacturer: manufacturerFilter(block.manufacturer, all),
    subtype: block.subtype ?? null,
    excludeIds: (block.excludedIds ?? []).flatMap((item) => (item?.value?.trim() ? [item.value.trim()] : [])),
  })
}
