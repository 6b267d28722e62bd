/**
 * Search URLs built by hand (DESIGN.md Search contract: "Links like 'See more from this dealer'
 * build such URLs"). Brackets are written literally, as InstantSearch writes them.
 */

/** SPEC.md §2 Routes: /cars/ refined by dealership_slug ("See more from this dealer"). */
export function dealerSearchUrl(dealershipSlug: string): string {
  return `/cars/?refinementList[dealership_slug][0]=${encodeURIComponent(dealershipSlug)}`
}

/** /cars/ refined to the cars held at one location (the Location facet): a location page's "See all". */
export function locationSearchUrl(locationName: string): string {
  return `/cars/?refinementList[location_name][0]=${encodeURIComponent(locationName.trim())}`
}

/** "/cars/{slug}" for a car detail page. */
export function carUrl(slug: string | null | undefined, objectID: string): string {
  return `/cars/${encodeURIComponent(slug && slug.trim() !== '' ? slug : objectID)}`
}

/** Make/model search page slug: lower case, spaces become hyphens (SPEC.md §5 "make filter"). */
export function searchSegment(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
}
