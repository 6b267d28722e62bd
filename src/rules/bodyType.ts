/**
 * Body types and the body-type picker tiles.
 *
 * SPEC.md §3 "Body types recognised: 4x4, bus, cabChassis, convertible, coupe, hardtop, hatch,
 *   hatchback, motorhome, lightTruck, peopleMover, sedan, softtop, suv, ute, van, wagon,
 *   stationWagon. truck maps to ute on one site, otherwise to lightTruck."
 * SPEC.md §2 Search results: "Body-type picker with facet tiles: top 4 by count by default, 20
 *   with a custom list."
 * DESIGN.md Site settings: "body-type tiles: custom list (up to 20); truck maps to — top 4 by
 *   count; lightTruck".
 */

export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const

export type BodyType = (typeof BODY_TYPES)[number]

/** Site setting "truck maps to", default lightTruck. */
export type TruckMapping = 'ute' | 'lightTruck'
const DEFAULT_TRUCK_MAPS_TO: TruckMapping = 'lightTruck'

/** SPEC.md §2: "top 4 by count by default". */
export const DEFAULT_TILE_COUNT = 4
/** SPEC.md §2: "20 with a custom list". */
export const MAX_CUSTOM_TILES = 20

/** Display labels for the tiles and filters. */
export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  '4x4': '4x4',
  bus: 'Bus',
  cabChassis: 'Cab Chassis',
  convertible: 'Convertible',
  coupe: 'Coupe',
  hardtop: 'Hardtop',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  motorhome: 'Motorhome',
  lightTruck: 'Light Truck',
  peopleMover: 'People Mover',
  sedan: 'Sedan',
  softtop: 'Softtop',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
  stationWagon: 'Station Wagon',
}

/** Lower-case, separator-free spelling → canonical key ("cab chassis", "Cab-Chassis" → cabChassis). */
const BY_SQUASHED: ReadonlyMap<string, BodyType> = new Map(BODY_TYPES.map((t) => [squash(t), t]))

function squash(raw: string): string {
  return raw.toLowerCase().replace(/[\s_\-/]+/g, '')
}

/**
 * SPEC.md §3: the canonical body type of a raw `simple_body` value, case- and
 * separator-insensitive ("People Mover" → peopleMover, "SUV" → suv, "Station Wagon" →
 * stationWagon). "Truck" maps to the site's `truckMapsTo` (default lightTruck). Unknown → null.
 */
export function normaliseBodyType(
  raw: string | null | undefined,
  truckMapsTo: TruckMapping = DEFAULT_TRUCK_MAPS_TO,
): BodyType | null {
  if (typeof raw !== 'string') return null
  const key = squash(raw.trim())
  if (key === '') return null
  if (key === 'truck') return truckMapsTo
  return BY_SQUASHED.get(key) ?? null
}

/** Display label for a canonical body type ("cabChassis" → "Cab Chassis"). */
export function bodyTypeLabel(type: BodyType): string {
  return BODY_TYPE_LABELS[type]
}

export interface BodyTypeTile {
  type: BodyType
  label: string
  /** Results with this body type (sum over every raw facet value that maps to it). */
  count: number
  /**
   * The raw facet values to refine on when the tile is clicked (e.g. ["Truck", "Light Truck"]);
   * the label for a custom tile with no current results.
   */
  values: string[]
}

/** Group raw facet counts by canonical body type; unknown values are ignored. */
function groupBodyTypeCounts(
  facetCounts: Readonly<Record<string, number>>,
  truckMapsTo: TruckMapping = DEFAULT_TRUCK_MAPS_TO,
): Map<BodyType, BodyTypeTile> {
  const groups = new Map<BodyType, BodyTypeTile>()
  for (const [raw, count] of Object.entries(facetCounts)) {
    const type = normaliseBodyType(raw, truckMapsTo)
    if (!type || typeof count !== 'number' || !Number.isFinite(count)) continue
    const tile = groups.get(type) ?? { type, label: BODY_TYPE_LABELS[type], count: 0, values: [] }
    tile.count += count
    tile.values.push(raw)
    groups.set(type, tile)
  }
  return groups
}

/**
 * SPEC.md §2 body-type picker tiles.
 * Default: the 4 body types with the most results (count > 0), ties broken by label.
 * With a custom list: those body types in the editor's order, duplicates and unknown entries
 * dropped, at most 20; a listed type with no current results is still shown (count 0) because
 * the editor chose it.
 */
export function bodyTypeTiles(
  facetCounts: Readonly<Record<string, number>>,
  customList?: readonly string[] | null,
  truckMapsTo: TruckMapping = DEFAULT_TRUCK_MAPS_TO,
): BodyTypeTile[] {
  const groups = groupBodyTypeCounts(facetCounts, truckMapsTo)
  if (customList && customList.length > 0) {
    const picked: BodyTypeTile[] = []
    const seen = new Set<BodyType>()
    for (const entry of customList) {
      const type = normaliseBodyType(entry, truckMapsTo)
      if (!type || seen.has(type)) continue
      seen.add(type)
      const label = BODY_TYPE_LABELS[type]
      picked.push(groups.get(type) ?? { type, label, count: 0, values: [label] })
      if (picked.length === MAX_CUSTOM_TILES) break
    }
    return picked
  }
  return [...groups.values()]
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, DEFAULT_TILE_COUNT)
}
