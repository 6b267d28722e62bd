/**
 * Location display helpers: opening hours per department (with the Opening Hours department
 * selector of SPEC.md §2), today's hours, address lines, phone and directions links.
 * Pure: `now` is passed in. Uses the rules in src/rules (openingHours, locationFilters).
 */
import {
  hoursForWeekday,
  openingHoursRows,
  weekdayInTimeZone,
  type OpeningHourEntry,
  type OpeningHoursRow,
} from '@/rules/openingHours'
import {
  DEPARTMENT_LABELS,
  effectiveLocationType,
  groupLocationsByAddress,
  type FilterableLocation,
  type LocationType,
} from '@/rules/locationFilters'
import { locationTimeZone } from '@/rules/timeZone'
import type { Location } from '@/payload-types'

/** One stored day of a location's weekly opening hours (`opening_hours[].days[]`). */
export type OpeningDay = NonNullable<NonNullable<Location['opening_hours']>[number]['days']>[number]

const DEPARTMENT_ORDER: readonly LocationType[] = ['sales', 'service', 'parts']

function asDepartment(value: unknown): LocationType | null {
  return value === 'sales' || value === 'service' || value === 'parts' ? value : null
}

/** Stored days (weekday '0'..'6' as text) as rule entries (weekday as a number). */
export function toOpeningHourEntries(days: readonly OpeningDay[] | null | undefined): OpeningHourEntry[] {
  return (days ?? [])
    .map((day) => ({ ...day, weekday: Number(day.weekday) }))
    .filter((day) => Number.isInteger(day.weekday) && day.weekday >= 0 && day.weekday <= 6)
}

/** One department's week, for OpeningHours. */
export interface DepartmentHours {
  department: LocationType
  /** "Sales", "Service" or "Parts". */
  label: string
  /** The location whose hours these are. */
  locationId: string
  /** Rows from openingHoursRows (Mon-Fri grouping, Sat, Sun, Closed when none). */
  rows: OpeningHoursRow[]
}

/** The days stored for a department on a location, or null when it stores none for it. */
function daysFor(location: Pick<Location, 'opening_hours'>, department: LocationType): readonly OpeningDay[] | null {
  const entry = (location.opening_hours ?? []).find((item) => (asDepartment(item.department) ?? 'sales') === department)
  return entry ? (entry.days ?? []) : null
}

/**
 * The departments whose weekly hours a location's Opening Hours section shows, in the order
 * sales, service, parts:
 * - every department the location itself stores hours for;
 * - plus, when other visible locations share its address (same street and postcode), their
 *   department hours (SPEC.md §2: "a department selector when one address hosts several
 *   departments"); the location's own entries win.
 * A location with no stored hours at all and no neighbours gives an empty list.
 */
export function departmentHours(location: Location, siblings: readonly Location[] = []): DepartmentHours[] {
  const found = new Map<LocationType, DepartmentHours>()
  for (const item of location.opening_hours ?? []) {
    const department = asDepartment(item.department) ?? effectiveLocationType(location)
    if (found.has(department)) continue
    found.set(department, {
      department,
      label: DEPARTMENT_LABELS[department],
      locationId: String(location.id),
      rows: openingHoursRows(toOpeningHourEntries(item.days)),
    })
  }
  const pool = siblings.some((other) => String(other.id) === String(location.id)) ? siblings : [location, ...siblings]
  const group = groupLocationsByAddress(pool.map(toFilterableLocation)).find(
    (candidate) => candidate.locations.some((member) => String(member.id) === String(location.id)),
  )
  for (const member of group?.locations ?? []) {
    if (String(member.id) === String(location.id)) continue
    const department = effectiveLocationType(member)
    if (found.has(department)) continue
    const days = daysFor(member, department) ?? member.opening_hours?.[0]?.days ?? null
    if (!days) continue
    found.set(department, {
      department,
      label: DEPARTMENT_LABELS[department],
      locationId: String(member.id),
      rows: openingHoursRows(toOpeningHourEntries(days)),
    })
  }
  return DEPARTMENT_ORDER.flatMap((department) => {
    const hours = found.get(department)
    return hours ? [hours] : []
  })
}

/** The departments present at a location's address (for the holiday hours dialog sections). */
export function departmentsOf(hours: readonly DepartmentHours[], location: Pick<Location, 'location_type'>): LocationType[] {
  if (hours.length > 0) return hours.map((item) => item.department)
  return [effectiveLocationType(location)]
}

/**
 * Today's hours of a location's own department (or its first stored department), e.g.
 * `{ label: 'Mon', hours: '8:30am - 5:00pm' }`. Null when the location stores no hours.
 * "Today" is in the location's own time zone (its `timeZone`, else its state's).
 */
export function todaysHours(location: Pick<Location, 'location_type' | 'opening_hours' | 'address' | 'timeZone'>, now: Date, siteDefaultState?: string | null): OpeningHoursRow | null {
  const own = effectiveLocationType(location)
  const entries = location.opening_hours ?? []
  if (entries.length === 0) return null
  const days = daysFor(location, own) ?? entries[0]?.days ?? []
  const weekday = weekdayInTimeZone(now, locationTimeZone(location, siteDefaultState))
  return hoursForWeekday(toOpeningHourEntries(days), weekday)
}

/** Address as display lines: ["1 Main St", "Brisbane QLD 4000"]; empty parts are skipped. */
export function addressLines(address: Location['address']): string[] {
  const street = address?.street?.trim()
  const locality = [address?.city?.trim(), address?.state?.trim().toUpperCase(), address?.postcode?.trim()]
    .filter(Boolean)
    .join(' ')
  return [street, locality].filter((line): line is string => Boolean(line))
}

/** A tel: link for a phone number ("07 3000 1234" -> "tel:0730001234"); null when no digits. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = String(phone ?? '').replace(/[^\d+]/g, '')
  return /\d/.test(digits) ? `tel:${digits}` : null
}

/**
 * The Get Directions link: the location's place_url when it is an https URL, else a Google Maps
 * directions URL for its address or coordinates; null when there is nothing to point at.
 */
export function directionsUrl(location: Pick<Location, 'address' | 'name'>): string | null {
  const place = location.address?.place_url?.trim()
  if (place && /^https:\/\/[^\s]+$/i.test(place)) return place
  const lines = addressLines(location.address)
  const lat = location.address?.lat
  const lng = location.address?.long
  const destination =
    lines.length > 0
      ? [location.name, ...lines].filter(Boolean).join(', ')
      : typeof lat === 'number' && typeof lng === 'number'
        ? `${lat},${lng}`
        : null
  return destination ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}` : null
}

/** The map centre and zoom of a location (SPEC.md §2: zoom and centre from config; centre defaults to the address). */
export function mapView(location: Pick<Location, 'address' | 'map'>): { lat: number; lng: number; zoom: number | null } | null {
  const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
  const lat = num(location.map?.centreLat) ?? num(location.address?.lat)
  const lng = num(location.map?.centreLong) ?? num(location.address?.long)
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { lat, lng, zoom: num(location.map?.zoom) }
}

/** The path of a location's page (SPEC.md §2: /contact-us/{location slug}). */
export function locationPagePath(location: Pick<Location, 'slug'>): string | null {
  const slug = location.slug?.trim()
  return slug ? `/contact-us/${encodeURIComponent(slug)}` : null
}

/**
 * A location in the shape the location rules read: manufacturers that are only ids (not
 * populated) are dropped, since the rules match makes by name or slug.
 */
export function toFilterableLocation<T extends Pick<Location, 'id' | 'manufacturers'>>(location: T): T & FilterableLocation {
  const manufacturers = (location.manufacturers ?? []).flatMap((maker) =>
    maker !== null && typeof maker === 'object' ? [{ name: maker.name ?? null, slug: maker.slug ?? null }] : [],
  )
  return { ...location, manufacturers } as T & FilterableLocation
}
