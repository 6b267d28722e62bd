/**
 * Weekly opening hours display.
 *
 * SPEC.md section 9, "Locations and display" > Opening hours:
 * - "Monday to Friday are grouped as Mon-Fri when all five are identical";
 * - "Saturday and Sunday are shown separately";
 * - "Closed is shown when none";
 * - "weekdays are days 1 to 5".
 * SPEC.md section 3, "Opening hour entry": weekday 0 Sunday to 6 Saturday, status Open or Closed,
 * formated_hours, open, close.
 *
 * Pure: no I/O, no clock. Callers pass the weekday (or `now` plus a time zone) in.
 */
import { dateTimeFormat } from './intlFormats'

/** 0 Sunday ... 6 Saturday (SPEC.md section 3, "Opening hour entry"). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

/** One stored opening hour entry (SPEC.md section 3, field names as stored). */
export interface OpeningHourEntry {
  weekday: number
  status: 'Open' | 'Closed' | (string & {})
  /** 24-hour clock "HH:MM" (also "H:MM" and "HH:MM:SS" are accepted). */
  open?: string | null
  close?: string | null
  /** Pre-formatted text from the source system; preferred over open/close when present. */
  formated_hours?: string | null
}

/** One display row, e.g. `{ label: 'Mon-Fri', hours: '8:30am - 5:00pm' }`. */
export interface OpeningHoursRow {
  label: string
  hours: string
}

/** Text for a day with no entry or a Closed entry (SPEC.md section 9: "Closed is shown when none"). */
export const CLOSED_TEXT = 'Closed'
/** Text for a day marked Open with no usable times (SPEC.md is silent; see DECISIONS in tests). */
export const OPEN_WITHOUT_TIMES_TEXT = 'Open'
/** Label of the grouped weekday row (SPEC.md section 9). */
const MON_FRI_LABEL = 'Mon-Fri'
/** Short day labels indexed by weekday, 0 Sunday. */
const WEEKDAY_SHORT_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
/** Weekdays are days 1 to 5 (SPEC.md section 9). */
const WORKING_WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5]

/**
 * Formats a 24-hour clock time as 12-hour "h:mmam"/"h:mmpm", e.g. (8, 30) -> "8:30am",
 * (17, 0) -> "5:00pm", (0, 0) -> "12:00am", (12, 0) -> "12:00pm".
 * Used by opening hours and by special hours (SPEC.md section 9: "12-hour am/pm").
 */
export function formatTwelveHour(hours24: number, minutes: number): string {
  const h = ((hours24 % 24) + 24) % 24
  const suffix = h < 12 ? 'am' : 'pm'
  const h12 = h % 12 === 0 ? 12 : h % 12
  return `${h12}:${String(minutes).padStart(2, '0')}${suffix}`
}

/**
 * Parses "HH:MM" (or "H:MM", "HH:MM:SS"; "24:00" means midnight) and formats it as 12-hour.
 * Returns null when the value is not a valid clock time.
 */
export function formatClockTime(value: string | null | undefined): string | null {
  const minutes = clockMinutes(value)
  return minutes === null ? null : formatTwelveHour(Math.floor(minutes / 60), minutes % 60)
}

/** "HH:MM" (or "H:MM", "HH:MM:SS"; "24:00" is 1440) as minutes after midnight; null when not a clock time. */
export function clockMinutes(value: string | null | undefined): number | null {
  const match = typeof value === 'string' ? /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim()) : null
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null
  return hours * 60 + minutes
}

/** True when an entry's status is Closed (case-insensitive). */
export function isClosedEntry(entry: Pick<OpeningHourEntry, 'status'>): boolean {
  return String(entry.status ?? '').trim().toLowerCase() === 'closed'
}

/**
 * The hours text of one day.
 * - no entry, or status Closed -> "Closed" (SPEC.md section 9);
 * - formated_hours, when non-empty, is shown as given;
 * - otherwise open/close as "8:30am - 5:00pm";
 * - Open with no usable times -> "Open".
 */
export function dayHoursText(entry: OpeningHourEntry | undefined): string {
  if (!entry || isClosedEntry(entry)) return CLOSED_TEXT
  const preformatted = entry.formated_hours?.trim()
  if (preformatted) return preformatted
  const open = formatClockTime(entry.open)
  const close = formatClockTime(entry.close)
  if (open && close) return `${open} - ${close}`
  return OPEN_WITHOUT_TIMES_TEXT
}

/** The first entry for a weekday; later duplicates are ignored. */
export function entryForWeekday(
  entries: readonly OpeningHourEntry[] | null | undefined,
  weekday: number,
): OpeningHourEntry | undefined {
  return (entries ?? []).find((entry) => entry.weekday === weekday)
}

/**
 * Display rows for a week, in the order Mon-Fri (or Mon, Tue, Wed, Thu, Fri), Sat, Sun.
 * SPEC.md section 9: Monday to Friday (days 1 to 5) are one "Mon-Fri" row when all five show
 * identical hours, otherwise one row per day; Saturday and Sunday are always their own rows;
 * a day with no entry shows "Closed".
 */
export function openingHoursRows(
  entries: readonly OpeningHourEntry[] | null | undefined,
): OpeningHoursRow[] {
  const weekdayRows = WORKING_WEEKDAYS.map((day) => ({
    label: WEEKDAY_SHORT_LABELS[day],
    hours: dayHoursText(entryForWeekday(entries, day)),
  }))
  const allIdentical = weekdayRows.every((row) => row.hours === weekdayRows[0]?.hours)
  const rows: OpeningHoursRow[] = allIdentical
    ? [{ label: MON_FRI_LABEL, hours: weekdayRows[0]?.hours ?? CLOSED_TEXT }]
    : weekdayRows
  for (const day of [6, 0] as const) {
    rows.push({ label: WEEKDAY_SHORT_LABELS[day], hours: dayHoursText(entryForWeekday(entries, day)) })
  }
  return rows
}

/**
 * Today's hours row (short label, e.g. `{ label: 'Sat', hours: 'Closed' }`) for a given weekday.
 * Use {@link weekdayInTimeZone} to get the weekday from `now`.
 */
export function hoursForWeekday(
  entries: readonly OpeningHourEntry[] | null | undefined,
  weekday: number,
): OpeningHoursRow {
  const day = ((Math.trunc(weekday) % 7) + 7) % 7
  return {
    label: WEEKDAY_SHORT_LABELS[day] ?? '',
    hours: dayHoursText(entryForWeekday(entries, day)),
  }
}

/**
 * The weekday (0 Sunday) of `now` in an IANA time zone, e.g. a dealer in "Australia/Brisbane".
 * Pure: the instant is passed in.
 */
export function weekdayInTimeZone(now: Date, timeZone: string): Weekday {
  const short = dateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now)
  const index = (WEEKDAY_SHORT_LABELS as readonly string[]).indexOf(short)
  return (index < 0 ? now.getUTCDay() : index) as Weekday
}
