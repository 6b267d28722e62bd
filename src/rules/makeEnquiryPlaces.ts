/**
 * Where a model page's enquiry can go (issue 32: /cx-5 asked "Preferred dealership" and
 * "Dealership location", both listing Ford, Kia and Hyundai dealerships, neither preselected).
 * Pure: the page passes the site's dealerships and locations with their manufacturers.
 *
 * - The enquiry asks ONE question, the dealership location (each location names its dealership,
 *   from which the server routes the lead: src/leads/submit.ts).
 * - It offers only the places that sell the make: a location whose manufacturers include the make,
 *   or, for a location that lists no manufacturer, one whose dealership's do.
 * - A single place is preselected (src/rules/locationFilters.ts#locationSelectorState).
 * - When no place names the make (a site that never filled in manufacturers), every place is
 *   offered rather than none: the shopper can always send the enquiry.
 */
import { relationId, sameId, type Id } from '@/lib/relations'

export interface MakePlaceDealership {
  id: Id
  /** The dealership's manufacturers (ids or populated documents). */
  manufacturers?: readonly unknown[] | null
}

export interface MakePlaceLocation {
  id: Id
  dealershipId: Id | null
  manufacturers?: readonly unknown[] | null
}

const lists = (makers: readonly unknown[] | null | undefined, makeId: Id): boolean => (makers ?? []).some((m) => sameId(relationId(m), makeId))

/** True when the location sells the make (its own manufacturers, else its dealership's). */
export function locationSellsMake(location: MakePlaceLocation, dealerships: readonly MakePlaceDealership[], makeId: Id): boolean {
  if ((location.manufacturers ?? []).length > 0) return lists(location.manufacturers, makeId)
  const dealership = dealerships.find((d) => location.dealershipId !== null && sameId(d.id, location.dealershipId))
  return Boolean(dealership && lists(dealership.manufacturers, makeId))
}

/**
 * The location and dealership ids a make's enquiry offers (see the module comment), in the
 * order given; every one when none sells the make or the make is unknown.
 */
export function makeEnquiryPlaces(
  dealerships: readonly MakePlaceDealership[],
  locations: readonly MakePlaceLocation[],
  makeId: Id | null | undefined,
): { locationIds: Id[]; dealershipIds: Id[] } {
  const selling = makeId === null || makeId === undefined ? [] : locations.filter((l) => locationSellsMake(l, dealerships, makeId))
  if (selling.length === 0) return { locationIds: locations.map((l) => l.id), dealershipIds: dealerships.map((d) => d.id) }
  const dealershipIds = dealerships.filter((d) => selling.some((l) => sameId(l.dealershipId, d.id))).map((d) => d.id)
  return { locationIds: selling.map((l) => l.id), dealershipIds }
}
