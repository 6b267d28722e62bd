/**
 * Car types (new, demo, used), their facet order, the /search/{type}-cars pages, and the
 * vehicle label used in texts.
 *
 * SPEC.md §3 "car_type: new, demo, used (also "all" as a filter value)"; "item_type (caravan)".
 * SPEC.md §9 "Sort order for car_type is new, demo, used."
 * SPEC.md §2 Routes: "/search/new-cars, /search/used-cars, /search/demo-cars,
 *   /search/new-used-and-demo-cars, /search/new-and-demo-cars, /search/{car-type}-cars".
 * SPEC.md §2 "A "Show Me N <vehicles>" button"; §4 "Unfortunately this [vehicle type] recently sold".
 */

/** SPEC.md §3 car_type values, in SPEC.md §9 facet order. */
export const CAR_TYPES = ['new', 'demo', 'used'] as const
export type CarType = (typeof CAR_TYPES)[number]
/** The order words appear in search page slugs (SPEC.md §2: "new-used-and-demo-cars"). */
const SLUG_ORDER: readonly CarType[] = ['new', 'used', 'demo']

/** True for exactly "new", "demo" or "used" (use normaliseCarType for raw input). */
function isCarType(value: unknown): value is CarType {
  return typeof value === 'string' && (CAR_TYPES as readonly string[]).includes(value)
}

/** Lower-cased, trimmed car type, or null when it is not one of new, demo, used. */
export function normaliseCarType(value: string | null | undefined): CarType | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : ''
  return isCarType(v) ? v : null
}

/**
 * Expand a car-type filter value: "all" → every type, a type → itself, anything else → none.
 */
export function expandCarTypeFilter(value: string | null | undefined): CarType[] {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'all') return [...CAR_TYPES]
  const t = normaliseCarType(value)
  return t ? [t] : []
}

/**
 * SPEC.md §9 "Sort order for car_type is new, demo, used." Items are matched on `value`
 * (case-insensitive); unknown values follow, in their original order. Returns a new array.
 */
export function sortCarTypeFacet<T extends { value: string }>(items: readonly T[]): T[] {
  const rank = (item: T) => {
    const t = normaliseCarType(item.value)
    return t ? CAR_TYPES.indexOf(t) : CAR_TYPES.length
  }
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item)
}

/**
 * SPEC.md §2 search pages: the car types a /search/{…}-cars slug stands for, in facet order.
 * Accepts "new-cars", "/search/new-and-demo-cars", "new-used-and-demo-cars", "all-cars" (every type).
 * Words may come in any order, joined by "-" or "-and-". Returns null when the slug is not a
 * car-type page (e.g. /search/toyota), so the caller can try make/model routes.
 */
export function carTypesForSearchSlug(slugOrPath: string | null | undefined): CarType[] | null {
  if (typeof slugOrPath !== 'string') return null
  const segment = slugOrPath.trim().toLowerCase().replace(/\/+$/, '').split('/').pop() ?? ''
  const match = /^([a-z-]+)-cars$/.exec(segment)
  if (!match) return null
  const words = (match[1] as string).split('-').filter((w) => w !== '' && w !== 'and')
  if (words.length === 0) return null
  if (words.length === 1 && words[0] === 'all') return [...CAR_TYPES]
  const types = new Set<CarType>()
  for (const word of words) {
    if (!isCarType(word)) return null
    types.add(word)
  }
  return CAR_TYPES.filter((t) => types.has(t))
}

/**
 * The canonical search page slug for a set of car types (inverse of carTypesForSearchSlug):
 * [new] → "new-cars", [new, demo] → "new-and-demo-cars", all three → "new-used-and-demo-cars".
 * Returns null for an empty list.
 */
export function searchSlugForCarTypes(types: readonly string[]): string | null {
  const set = new Set(types.map((t) => normaliseCarType(t)).filter((t): t is CarType => t !== null))
  const ordered = SLUG_ORDER.filter((t) => set.has(t))
  if (ordered.length === 0) return null
  if (ordered.length === 1) return `${ordered[0]}-cars`
  const head = ordered.slice(0, -1).join('-')
  return `${head}-and-${ordered[ordered.length - 1]}-cars`
}

/** Singular vehicle label for texts: item_type "caravan" → "Caravan", everything else → "Car". */
export function vehicleTypeLabel(itemType: string | null | undefined): 'Car' | 'Caravan' {
  return typeof itemType === 'string' && itemType.trim().toLowerCase() === 'caravan' ? 'Caravan' : 'Car'
}

/** "Car" for 1, "Cars" otherwise (0, 2, …). */
export function pluraliseVehicle(label: string, count: number): string {
  return count === 1 ? label : `${label}s`
}
