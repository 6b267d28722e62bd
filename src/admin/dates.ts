/**
 * Dates in the admin as Australians read and type them: day first, with the
 * year ("11 Dec 2026, 2:30 pm"; typed "11/12/2026" is 11 December), in the zone the caller names (a
 * site's or a lead's location's: src/rules/leadTimes.ts). Pure.
 */
import { dayIn } from '@/rules/leadTimes'

/** date-fns patterns for Payload: lists and read-only dates, and what the date pickers accept. */
export const ADMIN_DATE_FORMAT = 'd MMM yyyy, h:mm a'
export const PICKER_DAY_FORMAT = 'dd/MM/yyyy'
export const PICKER_DAY_AND_TIME_FORMAT = 'dd/MM/yyyy h:mm aa'
export const PICKER_TIME_FORMAT = 'h:mm aa'

/** "11 Dec 2026, 2:30 pm" in the zone; "" for no or an unreadable date. */
export function formatAdminDateTime(value: string | Date | null | undefined, timeZone: string): string {
  if (!value) return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(date)
}

/** Midnight at the start of `now`'s day in the zone, as an instant (a daylight-saving day is 23 or 25 hours: src/rules/leadTimes.ts). */
export function startOfDayIn(timeZone: string, now: Date = new Date()): Date {
  return dayIn(timeZone, now).start
}

/** Midnight starting the week (Monday) of `now` in the zone. */
export function startOfWeekIn(timeZone: string, now: Date = new Date()): Date {
  const day = startOfDayIn(timeZone, now)
  const weekday = new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'short' }).format(now)
  const back = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(weekday)
  // Step back whole days from local midnight, re-reading midnight each time (a DST change is 23 or 25 hours).
  let start = day
  for (let i = 0; i < Math.max(back, 0); i++) start = startOfDayIn(timeZone, new Date(start.getTime() - 12 * 3600_000))
  return start
}
