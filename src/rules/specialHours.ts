/**
 * Special (holiday) opening hours.
 *
 * SPEC.md section 3, "Special (holiday) hours entry": status, date, start_hour, end_hour;
 * department: all, sales, service or parts.
 * SPEC.md section 9, "Locations and display": "Special hours are shown in 12-hour am/pm".
 * SPEC.md section 2, Locations: "Holiday Opening Hours dialog".
 * Instead of SPEC.md section 9's "formatted from UTC" (which showed holiday hours at the wrong
 * time for any zone but UTC): start_hour and end_hour are wall-clock times at the location, stored as "HH:MM" like the
 * weekly opening hours, and shown as stored, whatever the editor's or the shopper's time zone.
 * "Today" (which entries are upcoming) is the date in the location's zone (src/rules/timeZone.ts).
 *
 * Pure: `now` is a parameter.
 */
import { dateTimeFormat } from './intlFormats'
import { CLOSED_TEXT, OPEN_WITHOUT_TIMES_TEXT, clockMinutes, formatClockTime } from './openingHours'

/** Department of a special hours entry (SPEC.md section 3). */
export type SpecialHoursDepartment = 'all' | 'sales' | 'service' | 'parts'

/** One stored special hours entry (SPEC.md section 3, field names as stored). */
export interface SpecialHoursEntry {
  status: 'Open' | 'Closed' | (string & {})
  /** "YYYY-MM-DD" or an ISO timestamp; its UTC calendar day is the holiday's date. */
  date: string
  /** Wall-clock times at the location, 24-hour "HH:MM" (e.g. "09:00", "15:30"). */
  start_hour?: string | null
  end_hour?: string | null
  /** Missing means 'all'. */
  department?: SpecialHoursDepartment | null
}

/** One row of the Holiday Opening Hours dialog. */
export interface SpecialHoursRow {
  /** Display date, e.g. "Fri 25 Dec 2026". */
  dateLabel: string
  /** UTC calendar date "YYYY-MM-DD" (for keys and sorting). */
  isoDate: string
  /** "9:00am - 1:00pm", or "Closed". */
  hours: string
  closed: boolean
  department: SpecialHoursDepartment
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

function parseInstant(value: string | null | undefined): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  const date = new Date(value.trim())
  return Number.isNaN(date.getTime()) ? null : date
}

/** Minutes after midnight of an entry's "HH:MM" start; 0 when missing (so all-day entries sort first). */
export function specialHoursStartMinute(entry: Pick<SpecialHoursEntry, 'start_hour'>): number {
  return clockMinutes(entry.start_hour) ?? 0
}

/** The UTC calendar date "YYYY-MM-DD" of a date or timestamp string; null when invalid. */
export function utcIsoDate(value: string | null | undefined): string | null {
  const instant = parseInstant(value)
  return instant ? instant.toISOString().slice(0, 10) : null
}

/**
 * Display date of a special hours entry, from UTC, e.g. "2026-12-25" -> "Fri 25 Dec 2026".
 * Returns null for an invalid date.
 */
export function formatSpecialHoursDate(value: string | null | undefined): string | null {
  const instant = parseInstant(value)
  if (!instant) return null
  const day = DAY_NAMES[instant.getUTCDay()]
  const month = MONTH_NAMES[instant.getUTCMonth()]
  return `${day} ${instant.getUTCDate()} ${month} ${instant.getUTCFullYear()}`
}

/**
 * Hours text of one special hours entry: "Closed" for status Closed, otherwise
 * "9:00am - 1:00pm" from its wall-clock "HH:MM" times, or "Open" when the times are missing.
 */
export function specialHoursText(entry: SpecialHoursEntry): string {
  if (String(entry.status ?? '').trim().toLowerCase() === 'closed') return CLOSED_TEXT
  const start = formatClockTime(entry.start_hour)
  const end = formatClockTime(entry.end_hour)
  return start && end ? `${start} - ${end}` : OPEN_WITHOUT_TIMES_TEXT
}

/**
 * True when an entry applies to the department being viewed. Entries for 'all' apply to every
 * department; viewing 'all' shows every entry (SPEC.md section 3: department all, sales,
 * service or parts).
 */
export function appliesToDepartment(
  entry: Pick<SpecialHoursEntry, 'department'>,
  viewed: SpecialHoursDepartment,
): boolean {
  const department = entry.department ?? 'all'
  return viewed === 'all' || department === 'all' || department === viewed
}

/** The calendar date "YYYY-MM-DD" of `now` in an IANA time zone. */
export function calendarDateInTimeZone(now: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const get = (type: string): string => parts.find((part) => part.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

export interface UpcomingSpecialHoursOptions {
  /** The current instant; entries dated before today are dropped. */
  now: Date
  /** The department being viewed; default 'all' (every entry). */
  department?: SpecialHoursDepartment
  /**
   * Time zone that decides what "today" is; default "UTC". A dealer site passes the location's
   * zone (e.g. "Australia/Perth") so a holiday stays listed for the whole local day.
   */
  timeZone?: string
}

/**
 * Rows for the Holiday Opening Hours dialog: entries for the viewed department (or 'all'),
 * dated today or later, sorted by date then start time. Entries with an invalid date are dropped.
 */
export function upcomingSpecialHours(
  entries: readonly SpecialHoursEntry[] | null | undefined,
  { now, department = 'all', timeZone = 'UTC' }: UpcomingSpecialHoursOptions,
): SpecialHoursRow[] {
  const today = calendarDateInTimeZone(now, timeZone)
  return (entries ?? [])
    .filter((entry) => appliesToDepartment(entry, department))
    .map((entry) => ({ entry, isoDate: utcIsoDate(entry.date) }))
    .filter((item): item is { entry: SpecialHoursEntry; isoDate: string } => item.isoDate !== null && item.isoDate >= today)
    .sort(
      (a, b) =>
        a.isoDate.localeCompare(b.isoDate) ||
        specialHoursStartMinute(a.entry) - specialHoursStartMinute(b.entry),
    )
    .map(({ entry, isoDate }) => {
      const hours = specialHoursText(entry)
      return {
        dateLabel: formatSpecialHoursDate(entry.date) ?? isoDate,
        isoDate,
        hours,
        closed: hours === CLOSED_TEXT,
        department: entry.department ?? 'all',
      }
    })
}
