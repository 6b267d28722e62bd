/**
 * A lead's times as staff read them (issue 32: one lead screen said "Created 12:49 PM" and
 * "Received 11:49 pm" for one lead, and a Queensland site's "today" was Sydney's day):
 *
 * - a lead's time is shown in its location's zone (else its site's), in one format with the
 *   zone's abbreviation: "6 Dec 2026, 11:49 pm AEST";
 * - a site's "today" is the day in the site's zone (its default state's, src/rules/timeZone.ts),
 *   from local midnight to the next local midnight, whatever the zone of the server or the viewer;
 *   a day with a daylight-saving change is 23 or 25 hours long.
 *
 * Pure: no I/O, no clock (the instant is always passed in).
 */
import { locationTimeZone, timeZoneForState, type AuTimeZone, type ZonedLocation } from './timeZone'

/** The calendar date and wall-clock time of `instant` in `timeZone`. */
function wallClock(timeZone: string, instant: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! }
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds (whole seconds). */
function offsetAt(timeZone: string, instant: Date): number {
  const w = wallClock(timeZone, instant)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000
}

/** The instant of midnight starting the calendar date (year, month 1–12, day) in `timeZone`. */
function midnightOf(timeZone: string, year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day)
  // Two passes: the zone's offset at the first guess may differ from the offset at midnight when a
  // daylight-saving change falls between them (Australian changes are at 2 or 3 am, never at midnight).
  let guess = wall - offsetAt(timeZone, new Date(wall))
  guess = wall - offsetAt(timeZone, new Date(guess))
  return new Date(guess)
}

/** The day `instant` falls on in `timeZone`: its first instant and the first instant of the next day. */
export function dayIn(timeZone: string, instant: Date): { start: Date; end: Date } {
  const { year, month, day } = wallClock(timeZone, instant)
  const next = new Date(Date.UTC(year, month - 1, day + 1))
  return { start: midnightOf(timeZone, year, month, day), end: midnightOf(timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()) }
}

/** The zone a site counts its days in: its default state's (Brisbane when unset). */
export function siteTimeZone(site: { defaultState?: string | null } | null | undefined): AuTimeZone {
  return timeZoneForState(site?.defaultState)
}

/** The zone a lead's times are shown in: its location's, else its site's. */
export function leadTimeZone(location: ZonedLocation | null | undefined, site: { defaultState?: string | null } | null | undefined): AuTimeZone {
  return location ? locationTimeZone(location, site?.defaultState) : siteTimeZone(site)
}

/** "6 Dec 2026, 11:49 pm AEST": the one way a lead's times are written; "" for no or an unreadable date. */
export function formatLeadTime(value: string | Date | null | undefined, timeZone: string): string {
  if (!value) return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const format = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone, timeZoneName: 'short' })
  const parts = format.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()} ${part('timeZoneName')}`
}

/** "Brisbane time (AEST)": the zone named for staff, with its abbreviation at `at` (AEDT in a Sydney summer). */
export function zoneName(timeZone: string, at: Date): string {
  const abbreviation = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? ''
  const city = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')
  return abbreviation ? `${city} time (${abbreviation})` : `${city} time`
}
