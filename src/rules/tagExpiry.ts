/**
 * Custom car tags that name a time (issue 32: "COMING LATE 2025" still shown in Nov 2026). Pure.
 *
 * A tag's text may name a period: a year ("NEW 2027 MODEL", "LATE 2025"), a part of a year
 * ("EARLY 2026" ends with April, "MID 2026" with August), a quarter ("Q3 2026"), a season
 * ("SPRING 2026", Australian seasons: spring Sep–Nov, summer Dec–Feb (summer 2026 runs into
 * February 2027), autumn Mar–May, winter Jun–Aug), a month ("ARRIVING MARCH 2026", "Mar '26")
 * or a day, its end date ("ENDS 30/11/2026", "UNTIL 30 NOV 2026", "2026-11-30").
 * The tag lasts until the end of the LATEST period it names; once that is past it has expired:
 * shoppers do not see it and the admin dashboard lists it to staff.
 *
 * Decision (the issue is silent): a named year counts as a period even when it is a model year
 * ("NEW 2025 MODEL" in 2026 is stale copy, staff rewrite it); only years from 2015 to 2099 are read
 * as years, so model names such as "Peugeot 2008" or "3008" are not dates. A month or day without a
 * year ("ARRIVING MARCH") names no period. Ends are computed in UTC on calendar boundaries: an
 * Australian site sees a tag leave up to ten hours after its local midnight, never before.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH_WORD = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)'
const YEAR = "(20[1-9]\\d|'\\d{2})"
/** Month index (0-11) after which the part of the year ends: early → April, mid → August, late → December. */
const PART_END_MONTH: Record<string, number> = { early: 3, mid: 7, late: 11, end: 11 }
/** The last month (0-11, relative to the named year) of each Australian season. */
const SEASON_END_MONTH: Record<string, number> = { autumn: 4, fall: 4, winter: 7, spring: 10, summer: 13 }

const FOUR_DIGIT_YEAR = /(?<![\d/.-])(20\d\d)(?![\d/.-]|\s*[-/]\s*\d)/g

function yearOf(token: string): number | null {
  const year = token.startsWith("'") ? 2000 + Number(token.slice(1)) : Number(token)
  return year >= 2015 && year <= 2099 ? year : null
}

function monthOf(word: string): number {
  return MONTHS.indexOf(word.slice(0, 3).toLowerCase())
}

/** The first instant after the month `month` (0-based, may exceed 11) of `year`. */
const afterMonth = (year: number, month: number): number => Date.UTC(year, month + 1, 1)
/** The first instant after the day. */
const afterDay = (year: number, month: number, day: number): number => Date.UTC(year, month, day + 1)

function validDay(year: number, month: number, day: number): boolean {
  if (month < 0 || month > 11 || day < 1) return false
  return new Date(Date.UTC(year, month, day)).getUTCMonth() === month
}

/** Every period end the text names, epoch ms (see the module comment). */
function namedPeriodEnds(text: string): number[] {
  const t = text.toLowerCase()
  const ends: number[] = []
  const add = (value: number | null) => {
    if (value !== null && Number.isFinite(value)) ends.push(value)
  }
  // Days: 30/11/2026 (Australian order), 2026-11-30, 30 Nov 2026, 30th November 2026.
  for (const m of t.matchAll(/(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](20\d\d)(?!\d)/g)) {
    const [day, month, year] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])]
    if (yearOf(m[3]!) !== null && validDay(year, month, day)) add(afterDay(year, month, day))
  }
  for (const m of t.matchAll(/(?<!\d)(20\d\d)-(\d{1,2})-(\d{1,2})(?!\d)/g)) {
    const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])]
    if (yearOf(m[1]!) !== null && validDay(year, month, day)) add(afterDay(year, month, day))
  }
  const dayMonth = new RegExp(`(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_WORD}\\.?,?\\s+${YEAR}(?!\\d)`, 'g')
  const dayMonthSpans: [number, number][] = []
  for (const m of t.matchAll(dayMonth)) {
    const year = yearOf(m[3]!)
    const month = monthOf(m[2]!)
    if (year !== null && validDay(year, month, Number(m[1]))) {
      add(afterDay(year, month, Number(m[1])))
      dayMonthSpans.push([m.index, m.index + m[0].length])
    }
  }
  // Months: March 2026, Mar '26 (a month word inside a day already read adds nothing later).
  for (const m of t.matchAll(new RegExp(`\\b${MONTH_WORD}\\.?,?\\s+${YEAR}(?!\\d)`, 'g'))) {
    if (dayMonthSpans.some(([from, to]) => m.index >= from && m.index < to)) continue
    const year = yearOf(m[2]!)
    if (year !== null) add(afterMonth(year, monthOf(m[1]!)))
  }
  // Quarters: Q3 2026, Q3/2026, Q3 '26.
  for (const m of t.matchAll(new RegExp(`\\bq([1-4])\\s*[/-]?\\s*${YEAR}(?!\\d)`, 'g'))) {
    const year = yearOf(m[2]!)
    if (year !== null) add(afterMonth(year, Number(m[1]) * 3 - 1))
  }
  // Seasons and parts of a year: spring 2026, late 2025, mid-2026, end of 2025.
  for (const m of t.matchAll(new RegExp(`\\b(autumn|fall|winter|spring|summer)\\s+(?:of\\s+)?${YEAR}(?!\\d)`, 'g'))) {
    const year = yearOf(m[2]!)
    if (year !== null) add(afterMonth(year, SEASON_END_MONTH[m[1]!]!))
  }
  for (const m of t.matchAll(new RegExp(`\\b(early|mid|late|end)\\s*(?:-|of)?\\s*${YEAR}(?!\\d)`, 'g'))) {
    const year = yearOf(m[2]!)
    if (year !== null) add(afterMonth(year, PART_END_MONTH[m[1]!]!))
  }
  // A bare year ("NEW 2027 MODEL", "2025 RUNOUT"): the year's end, unless the year is part of a date above.
  for (const m of t.matchAll(FOUR_DIGIT_YEAR)) {
    const year = yearOf(m[1]!)
    const before = t.slice(Math.max(0, m.index - 14), m.index)
    const partOfPeriod = new RegExp(`(${MONTH_WORD}|q[1-4]|autumn|fall|winter|spring|summer|early|mid|late|end|\\d)[\\s./,'-]*(of\\s+)?$`).test(before)
    if (year !== null && !partOfPeriod) add(afterMonth(year, 11))
  }
  return ends
}

/** When the tag stops being true (the end of the latest period it names); null when it names none. */
export function tagExpiresAt(text: string | null | undefined): Date | null {
  if (typeof text !== 'string' || text.trim() === '') return null
  const ends = namedPeriodEnds(text)
  return ends.length ? new Date(Math.max(...ends)) : null
}

/** True when every period the tag names is over at `now` (a tag that names none never expires). */
export function isTagExpired(text: string | null | undefined, now: Date | number): boolean {
  const end = tagExpiresAt(text)
  const nowMs = typeof now === 'number' ? now : now.getTime()
  return end !== null && Number.isFinite(nowMs) && nowMs >= end.getTime()
}
