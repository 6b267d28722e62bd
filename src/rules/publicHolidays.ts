/**
 * Australia's national public holidays (observed in every state and territory) falling in the
 * year from a given day: what the new-dealer wizard turns into holiday-hours entries for a new
 * location when its staff give public-holiday hours (issue 32).
 *
 * Decision: only the seven holidays every state keeps, on their calendar dates (New Year's Day,
 * Australia Day, Good Friday, Easter Monday, Anzac Day, Christmas Day, Boxing Day). State-only
 * holidays (e.g. the King's Birthday, Labour Day, show days) and substitute weekdays differ by
 * state and year; staff add those as holiday hours in the admin.
 *
 * Pure: `from` is a parameter. Dates are calendar dates "YYYY-MM-DD".
 */

export interface PublicHoliday {
  name: string
  date: string
}

/** Easter Sunday of a year (anonymous Gregorian algorithm), as "YYYY-MM-DD". */
export function easterSundayDate(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return isoDay(new Date(Date.UTC(year, month - 1, day)))
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10)
const shifted = (date: string, days: number) => isoDay(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000))

/** The national public holidays of one calendar year, in date order. */
export function nationalPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSundayDate(year)
  const pad = (n: number) => String(n).padStart(2, '0')
  const fixed = (month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`
  return [
    { name: "New Year's Day", date: fixed(1, 1) },
    { name: 'Australia Day', date: fixed(1, 26) },
    { name: 'Good Friday', date: shifted(easter, -2) },
    { name: 'Easter Monday', date: shifted(easter, 1) },
    { name: 'Anzac Day', date: fixed(4, 25) },
    { name: 'Christmas Day', date: fixed(12, 25) },
    { name: 'Boxing Day', date: fixed(12, 26) },
  ].sort((x, y) => x.date.localeCompare(y.date))
}

/** The national public holidays from `today` ("YYYY-MM-DD", included) for one year, in date order. */
export function publicHolidaysInYearFrom(today: string): PublicHoliday[] {
  const year = Number(today.slice(0, 4))
  const end = `${year + 1}${today.slice(4)}`
  return [...nationalPublicHolidays(year), ...nationalPublicHolidays(year + 1)].filter((h) => h.date >= today && h.date < end)
}
