/**
 * Which dealer locations show in a locations block, a location selector and the Opening Hours
 * department selector.
 *
 * SPEC.md section 3, Location: id, name, slug, visible, manufacturers (list), primary flag;
 * location_type "sales, service, parts, or empty, where empty means sales";
 * location_subtype (may include buying); address {street, city, state, postcode, ...}.
 * SPEC.md section 2, Locations: "Locations block: filters by primary, sales, service, parts,
 * service-and-parts, all, or a specific location id. It can also filter by manufacturer and
 * subtype and exclude given ids." and "The Opening Hours section has a department selector when
 * one address hosts several departments."
 * SPEC.md section 5, Location selector: "A single option is preselected. Placeholder 'Please
 * select a dealership...'. On one site four specific location ids are excluded. The make filter
 * uses the manufacturers list with spaces replaced by hyphens."
 */
import { slugify } from '@/lib/slug'

type LocationId = string | number

/** A location's department (SPEC.md section 3). */
export type LocationType = 'sales' | 'service' | 'parts'

/** A manufacturer on a location: a name, or a record with name and/or slug. */
/** A name, a populated manufacturer, or a bare id (depth 0: nothing to match on). */
type LocationManufacturer = number | string | { name?: string | null; slug?: string | null }

interface LocationAddress {
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | number | null
}

/** The Location fields these rules read (SPEC.md section 3). */
export interface FilterableLocation {
  id: LocationId
  name?: string | null
  /** Only `false` hides a location; missing means visible. */
  visible?: boolean | null
  primary?: boolean | null
  /** Empty or missing means sales. */
  location_type?: LocationType | '' | null
  location_subtype?: readonly string[] | string | null
  manufacturers?: readonly LocationManufacturer[] | null
  address?: LocationAddress | null
}

/** Filter modes of the locations block (SPEC.md section 2). */
type LocationFilterMode = 'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all'

/** A mode, or one specific location id. */
export type LocationFilter = LocationFilterMode | { locationId: LocationId }

export interface LocationFilterOptions {
  /** Manufacturer name or slug, case-insensitive ("Land Rover" matches "land-rover"). */
  manufacturer?: string | null
  /** A location_subtype value, case-insensitive (e.g. "buying"). */
  subtype?: string | null
  /** Location ids never shown. */
  excludeIds?: readonly LocationId[] | null
}

/** Placeholder of the location selector (SPEC.md section 5). */
export const LOCATION_SELECTOR_PLACEHOLDER = 'Please select a dealership...'

/** Display names of departments, for the department selector. */
export const DEPARTMENT_LABELS: Readonly<Record<LocationType, string>> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
}

function idKey(id: LocationId | null | undefined): string {
  return id === null || id === undefined ? '' : String(id).trim()
}

/** The department of a location; empty or missing location_type means sales (SPEC.md section 3). */
export function effectiveLocationType(location: Pick<FilterableLocation, 'location_type'>): LocationType {
  const type = location.location_type
  return type === 'service' || type === 'parts' ? type : 'sales'
}

/** Invisible locations are never shown; only `visible: false` hides a location. */
function isLocationVisible(location: Pick<FilterableLocation, 'visible'>): boolean {
  return location.visible !== false
}

/** The make slugs of a location's manufacturers list (by slug when given, else by name). */
export function locationMakeSlugs(location: Pick<FilterableLocation, 'manufacturers'>): string[] {
  const slugs: string[] = []
  for (const maker of location.manufacturers ?? []) {
    if (typeof maker === 'number') continue
    if (typeof maker === 'string') {
      if (maker.trim()) slugs.push(slugify(maker))
      continue
    }
    if (maker?.slug?.trim()) slugs.push(slugify(maker.slug))
    if (maker?.name?.trim()) slugs.push(slugify(maker.name))
  }
  return [...new Set(slugs)]
}

/** True when a location sells/services the manufacturer, given by name or slug, case-insensitive. */
function locationHasManufacturer(
  location: Pick<FilterableLocation, 'manufacturers'>,
  manufacturer: string,
): boolean {
  return locationMakeSlugs(location).includes(slugify(manufacturer))
}

/** True when location_subtype (a list or a single value) includes the subtype, case-insensitive. */
function locationHasSubtype(location: Pick<FilterableLocation, 'location_subtype'>, subtype: string): boolean {
  const raw = location.location_subtype
  const list = typeof raw === 'string' ? [raw] : raw ?? []
  const wanted = subtype.trim().toLowerCase()
  return list.some((value) => value.trim().toLowerCase() === wanted)
}

/** True when a location passes a filter mode or matches a specific id (SPEC.md section 2). */
function matchesLocationFilter(location: FilterableLocation, filter: LocationFilter): boolean {
  if (typeof filter === 'object') return idKey(location.id) === idKey(filter.locationId)
  const type = effectiveLocationType(location)
  switch (filter) {
    case 'all':
      return true
    case 'primary':
      return location.primary === true
    case 'service-and-parts':
      return type === 'service' || type === 'parts'
    default:
      return type === filter
  }
}

/**
 * The locations a locations block shows, in their original order (SPEC.md section 2):
 * visible only, matching the filter mode or id, the manufacturer and subtype when given,
 * minus excluded ids. 'primary' with no primary location shows nothing.
 */
export function filterLocations<T extends FilterableLocation>(
  locations: readonly T[] | null | undefined,
  filter: LocationFilter,
  options: LocationFilterOptions = {},
): T[] {
  const excluded = new Set((options.excludeIds ?? []).map(idKey))
  const manufacturer = options.manufacturer?.trim()
  const subtype = options.subtype?.trim()
  return (locations ?? []).filter(
    (location) =>
      isLocationVisible(location) &&
      !excluded.has(idKey(location.id)) &&
      matchesLocationFilter(location, filter) &&
      (!manufacturer || locationHasManufacturer(location, manufacturer)) &&
      (!subtype || locationHasSubtype(location, subtype)),
  )
}

interface LocationOption {
  value: string
  label: string
}

export interface LocationSelectorState {
  placeholder: string
  options: LocationOption[]
  /** The preselected value: the only option when there is exactly one, else the current value if still offered, else "". */
  selectedValue: string
}

export interface LocationSelectorOptions {
  /** The site's excluded location ids (DESIGN.md: "excluded location ids in selectors"). */
  excludedIds?: readonly LocationId[] | null
  /** A value already chosen (kept when still offered). */
  currentValue?: LocationId | null
  /** Restrict to makes (name or slug) a location carries, e.g. the car's make. */
  manufacturer?: string | null
}

/**
 * Options of a location selector (SPEC.md section 5): visible locations minus the site's
 * excluded ids (and optionally only those carrying a make); a single option is preselected;
 * placeholder "Please select a dealership...".
 */
export function locationSelectorState(
  locations: readonly FilterableLocation[] | null | undefined,
  { excludedIds, currentValue, manufacturer }: LocationSelectorOptions = {},
): LocationSelectorState {
  const options = filterLocations(locations, 'all', { excludeIds: excludedIds, manufacturer }).map((location) => ({
    value: idKey(location.id),
    label: (location.name ?? '').trim() || idKey(location.id),
  }))
  const current = idKey(currentValue)
  const only = options.length === 1 ? options[0] : undefined
  const selectedValue = only ? only.value : options.some((option) => option.value === current) ? current : ''
  return { placeholder: LOCATION_SELECTOR_PLACEHOLDER, options, selectedValue }
}

/**
 * Key of a location's address: street (lower case, single spaces, no trailing punctuation) plus
 * postcode. Null when street or postcode is missing (such a location is its own group).
 */
function addressKey(address: LocationAddress | null | undefined): string | null {
  const street = (address?.street ?? '').trim().toLowerCase().replace(/\s+/g, ' ').replace(/[.,]+$/, '')
  const postcode = String(address?.postcode ?? '').trim()
  return street && postcode ? `${street}|${postcode}` : null
}

export interface AddressGroup<T extends FilterableLocation> {
  key: string
  address: LocationAddress | null
  /** Locations at this address, in original order. */
  locations: T[]
  /** Distinct departments at this address, in the order sales, service, parts. */
  departments: LocationType[]
  /** True when one address hosts several departments (SPEC.md section 2). */
  hasDepartmentSelector: boolean
}

/**
 * Groups visible locations sharing one address (same street and postcode), in order of first
 * appearance. A group with more than one department gets the Opening Hours department
 * selector (SPEC.md section 2).
 */
export function groupLocationsByAddress<T extends FilterableLocation>(
  locations: readonly T[] | null | undefined,
): AddressGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const location of locations ?? []) {
    if (!isLocationVisible(location)) continue
    const key = addressKey(location.address) ?? `id:${idKey(location.id)}`
    const group = groups.get(key)
    if (group) group.push(location)
    else groups.set(key, [location])
  }
  return [...groups].map(([key, members]) => {
    const present = new Set(members.map(effectiveLocationType))
    const departments = (['sales', 'service', 'parts'] as const).filter((type) => present.has(type))
    return {
      key,
      address: members[0]?.address ?? null,
      locations: members,
      departments,
      hasDepartmentSelector: departments.length > 1,
    }
  })
}
