/**
 * Dates in the admin as Australians read and type them (issue 22, item 5): day first, with the
 * year ("11 Dec 2026, 2:30 pm"; typed "11/12/2026" is 11 December). Pure apart from reading the
 * default time zone.
 */

/** Shown times are in this zone unless a location's own applies (ADMIN_TIME_ZONE, default Sydney). */
export const adminTimeZone = (env: NodeJS.ProcessEnv = process.env): string => env.ADMIN_TIME_ZONE?.trim() || 'Australia/Sydney'

/** date-fns patterns for Payload: lists and read-only dates, and what the date pickers accept. */
export const ADMIN_DATE_FORMAT = 'd MMM yyyy, h:mm a'
export const PICKER_DAY_FORMAT = 'dd/MM/yyyy'
export const PICKER_DAY_AND_TIME_FORMAT = 'dd/MM/yyyy h:mm aa'
export const PICKER_TIME_FORMAT = 'h:mm aa'

/** "11 Dec 2026, 2:30 pm" in the zone; "" for no or an unreadable date. */
export function formatAdminDateTime(value: string | Date | null | undefined, timeZone: string = adminTimeZone()): string {
  if (!value) return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(date)
}
