/**
 * Test drive appointment slots (SPEC.md §7 "Test drive appointment slots"): offered
 * from the location's opening hours and holiday hours (no past slots, none when closed).
 *
 * - A day's hours come from a holiday (special hours) entry for that date when one applies to the
 *   department (Closed: no slots; Open with times: those wall-clock "HH:MM" times at the
 *   location, like the Holiday Opening Hours dialog), otherwise from the weekly opening hours
 *   (SPEC.md §3 Opening hour entry; no entry or Closed: no slots).
 * - Slots start at opening time every `slotMinutes`; the last one starts `slotMinutes` before
 *   closing.
 * - No past slots: a slot must start at least `minLeadMinutes` after `now` in the location's
 *   time zone.
 *
 * Pure: `now` and the time zone are parameters. Values are local wall-clock "YYYY-MM-DDTHH:MM".
 */
import { dateTimeFormat } from './intlFormats'
import { clockMinutes, entryForWeekday, formatTwelveHour, isClosedEntry, type OpeningHourEntry } from './openingHours'
import { appliesToDepartment, calendarDateInTimeZone, utcIsoDate, type SpecialHoursDepartment, type SpecialHoursEntry } from './specialHours'

interface TestDriveSlot {
  /** Local wall-clock time, "2026-11-24T09:30". */
  value: string
  /** "9:30am". */
  label: string
}

export interface TestDriveDay {
  /** "2026-11-24". */
  date: string
  /** "Tue 24 Nov". */
  label: string
  slots: TestDriveSlot[]
}

export interface TestDriveSlotOptions {
  now: Date
  /** IANA zone of the location, e.g. "Australia/Brisbane". */
  timeZone: string
  /** Days offered, today included. Default 14. */
  days?: number
  /** Minutes between slot starts and the length of one drive. Default 30. */
  slotMinutes?: number
  /** A slot must start at least this long after `now`. Default 60. */
  minLeadMinutes?: number
  /** Which holiday entries apply. Default 'sales'. */
  department?: SpecialHoursDepartment
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** Minutes after local midnight of `now` in a time zone. */
function minuteOfDayInTimeZone(now: Date, timeZone: string): number {
  const parts = dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now)
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0)
  return get('hour') * 60 + get('minute')
}

function addDays(isoDate: string, days: number): Date {
  const [y, m, d] = isoDate.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days))
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The opening window [open, close) in minutes of one date, or null when closed.
 * A holiday entry for the date wins over the weekly hours.
 */
export function openWindowFor(
  isoDate: string,
  weekly: readonly OpeningHourEntry[] | null | undefined,
  holidays: readonly SpecialHoursEntry[] | null | undefined,
  department: SpecialHoursDepartment = 'sales',
): { open: number; close: number } | null {
  const holiday = (holidays ?? []).find((entry) => appliesToDepartment(entry, department) && utcIsoDate(entry.date) === isoDate)
  if (holiday) {
    if (String(holiday.status ?? '').trim().toLowerCase() === 'closed') return null
    const open = clockMinutes(holiday.start_hour)
    const close = clockMinutes(holiday.end_hour)
    if (open !== null && close !== null) return close > open ? { open, close } : null
  }
  const entry = entryForWeekday(weekly, addDays(isoDate, 0).getUTCDay())
  if (!entry || isClosedEntry(entry)) return null
  const open = clockMinutes(entry.open)
  const close = clockMinutes(entry.close)
  return open !== null && close !== null && close > open ? { open, close } : null
}

/** The days (today first) with their free slots; closed days and days with no slot left are omitted. */
export function testDriveSlots(
  weekly: readonly OpeningHourEntry[] | null | undefined,
  holidays: readonly SpecialHoursEntry[] | null | undefined,
  { now, timeZone, days = 14, slotMinutes = 30, minLeadMinutes = 60, department = 'sales' }: TestDriveSlotOptions,
): TestDriveDay[] {
  const step = Math.max(5, Math.trunc(slotMinutes))
  const today = calendarDateInTimeZone(now, timeZone)
  const earliestToday = minuteOfDayInTimeZone(now, timeZone) + Math.max(0, minLeadMinutes)
  const out: TestDriveDay[] = []
  for (let offset = 0; offset < Math.max(0, Math.trunc(days)); offset++) {
    const day = addDays(today, offset)
    const isoDate = day.toISOString().slice(0, 10)
    const window = openWindowFor(isoDate, weekly, holidays, department)
    if (!window) continue
    const slots: TestDriveSlot[] = []
    for (let start = window.open; start + step <= window.close; start += step) {
      if (offset === 0 && start < earliestToday) continue
      // A lead time past midnight pushes into tomorrow; handled by the day loop's own check.
      if (offset === 1 && earliestToday >= 24 * 60 && start < earliestToday - 24 * 60) continue
      const h = Math.floor(start / 60)
      const m = start % 60
      slots.push({ value: `${isoDate}T${pad(h)}:${pad(m)}`, label: formatTwelveHour(h, m) })
    }
    if (slots.length === 0) continue
    out.push({ date: isoDate, label: `${DAY_NAMES[day.getUTCDay()]} ${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]}`, slots })
  }
  return out
}
