/**
 * Review dates (SPEC.md §3 Review: review_date_in_words "month year" and
 * created_at_time_ago_in_words, e.g. "3 months ago"). Pure: `now` is passed in.
 */

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const

function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "March 2025" from a date or ISO timestamp (its UTC calendar month); "" when invalid. */
export function reviewDateInWords(value: string | Date | null | undefined): string {
  const date = parse(value)
  return date ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : ''
}

/** The ISO calendar date "2025-03-14" for a <time dateTime>; "" when invalid. */
export function isoDate(value: string | Date | null | undefined): string {
  const date = parse(value)
  return date ? date.toISOString().slice(0, 10) : ''
}

const MINUTES_PER_DAY = 1440
const MINUTES_PER_MONTH = 43200
const MINUTES_PER_YEAR = 525600

/**
 * The distance between two instants in words, as Rails' distance_of_time_in_words (which the
 * source system's created_at_time_ago_in_words uses): "less than a minute", "5 minutes",
 * "about 1 hour", "1 day", "12 days", "about 1 month", "3 months", "about 1 year",
 * "over 1 year", "almost 2 years".
 */
export function distanceInWords(from: Date, to: Date): string {
  const seconds = Math.abs(to.getTime() - from.getTime()) / 1000
  const minutes = Math.round(seconds / 60)
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (minutes <= 1) return minutes === 0 ? 'less than a minute' : '1 minute'
  if (minutes < 45) return plural(minutes, 'minute')
  if (minutes < 90) return 'about 1 hour'
  if (minutes < MINUTES_PER_DAY) return `about ${plural(Math.round(minutes / 60), 'hour')}`
  if (minutes < 2520) return '1 day'
  if (minutes < MINUTES_PER_MONTH) return plural(Math.round(minutes / MINUTES_PER_DAY), 'day')
  if (minutes < 2 * MINUTES_PER_MONTH) return `about ${plural(Math.round(minutes / MINUTES_PER_MONTH), 'month')}`
  if (minutes < MINUTES_PER_YEAR) return plural(Math.round(minutes / MINUTES_PER_MONTH), 'month')
  const years = Math.floor(minutes / MINUTES_PER_YEAR)
  const remainder = minutes % MINUTES_PER_YEAR
  if (remainder < 131400) return `about ${plural(years, 'year')}`
  if (remainder < 394200) return `over ${plural(years, 'year')}`
  return `almost ${plural(years + 1, 'year')}`
}

/** "3 months ago" (a future date reads "in 3 months"); "" when the date is invalid. */
export function timeAgoInWords(value: string | Date | null | undefined, now: Date): string {
  const date = parse(value)
  if (!date) return ''
  const words = distanceInWords(date, now)
  return date.getTime() > now.getTime() + 60_000 ? `in ${words}` : `${words} ago`
}
