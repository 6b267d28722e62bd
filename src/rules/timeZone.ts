/**
 * The time zone a dealer location keeps its hours in (read in any other zone,
 * holiday hours showed at the wrong time): a dealer's weekly and holiday hours are wall-clock times at the location, so "today",
 * "open now" and the hours shown are all read in the location's own IANA zone, never in the
 * editor's or the shopper's browser zone nor in UTC.
 *
 * - A location may name its zone (`timeZone`, one of AU_TIME_ZONES);
 * - otherwise the zone follows its state (NSW/ACT Sydney, VIC Melbourne, QLD Brisbane,
 *   SA Adelaide, NT Darwin, WA Perth, TAS Hobart);
 * - otherwise the site's default state (SPEC.md §1: qld), so Brisbane.
 *
 * Pure: no I/O, no clock.
 */

/** The IANA zones an Australian location can be in (admin options of `locations.timeZone`). */
export const AU_TIME_ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Hobart',
  'Australia/Lord_Howe',
  'Australia/Broken_Hill',
] as const
export type AuTimeZone = (typeof AU_TIME_ZONES)[number]

/** IANA time zone of each Australian state code. */
const STATE_TIME_ZONES: Readonly<Record<string, AuTimeZone>> = {
  qld: 'Australia/Brisbane',
  nsw: 'Australia/Sydney',
  act: 'Australia/Sydney',
  vic: 'Australia/Melbourne',
  tas: 'Australia/Hobart',
  sa: 'Australia/Adelaide',
  wa: 'Australia/Perth',
  nt: 'Australia/Darwin',
}

/** SPEC.md §1: the default state is qld. */
const DEFAULT_TIME_ZONE: AuTimeZone = 'Australia/Brisbane'

export function isAuTimeZone(value: unknown): value is AuTimeZone {
  return typeof value === 'string' && (AU_TIME_ZONES as readonly string[]).includes(value)
}

/** The zone of a state code (any case), or null when the state is missing or unknown. */
export function stateTimeZone(state: string | null | undefined): AuTimeZone | null {
  return STATE_TIME_ZONES[String(state ?? '').trim().toLowerCase()] ?? null
}

/** The zone of a state code (any case); Brisbane when unknown. */
export function timeZoneForState(state: string | null | undefined): AuTimeZone {
  return stateTimeZone(state) ?? DEFAULT_TIME_ZONE
}

/** The parts of a location the zone depends on. */
export interface ZonedLocation {
  timeZone?: string | null
  address?: { state?: string | null } | null
}

/**
 * The zone of a location: its own `timeZone` when set to a known zone, else its state's, else
 * the site's default state's, else Brisbane.
 */
export function locationTimeZone(location: ZonedLocation | null | undefined, siteDefaultState?: string | null): AuTimeZone {
  if (isAuTimeZone(location?.timeZone)) return location.timeZone
  return stateTimeZone(location?.address?.state) ?? timeZoneForState(siteDefaultState)
}
