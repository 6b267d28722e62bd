/**
 * The test-drive time a shopper chose, in words, in the location's time zone:
 * "2026-11-29T10:00" → "Sunday 29 November 2026 at 10:00 am (AEST)" (issue 32: never the raw value).
 *
 * The booking form sends the location's wall-clock time "YYYY-MM-DDTHH:MM" (src/rules/testDriveSlots.ts),
 * so the date and hour are read as written; only the zone's abbreviation (AEST or AEDT, ACST or
 * ACDT …) depends on the instant, which is worked out from the zone's offset at that wall-clock
 * time. A value with an offset or "Z" is an instant and is shown in the zone. Anything else is not a
 * time: null (callers then show the value as typed, never lose it). Pure: no clock.
 */
import { dateTimeFormat } from './intlFormats'

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

type Wall = { year: number; month: number; day: number; hour: number; minute: number }

/** The wall-clock time in `timeZone` at `ms` (UTC milliseconds). */
function wallAt(ms: number, timeZone: string): Wall {
  const parts = dateTimeFormat('en-AU', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(new Date(ms))
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') % 24, minute: part('minute') }
}

const asUtc = (w: Wall) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute)

/** The instant the wall-clock time `wall` happens in `timeZone` (the later offset in a DST gap). */
function instantOfWallClock(wall: Wall, timeZone: string): number {
  const guess = asUtc(wall)
  const first = guess - (asUtc(wallAt(guess, timeZone)) - guess)
  return guess - (asUtc(wallAt(first, timeZone)) - first)
}

/** "AEST", "AEDT", "ACST", "AWST" …: the zone's short name at that instant. */
function zoneName(ms: number, timeZone: string): string {
  const parts = dateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(ms))
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone
}

/** "10:00 am", "1:30 pm", "12:00 pm". */
function clockInWords(hour: number, minute: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`
}

function isRealDate(w: Wall): boolean {
  const d = new Date(asUtc(w))
  return d.getUTCFullYear() === w.year && d.getUTCMonth() === w.month - 1 && d.getUTCDate() === w.day && w.hour < 24 && w.minute < 60
}

/** "Sunday 29 November 2026 at 10:00 am (AEST)", or null when `value` is not a date and time. */
export function testDriveWhen(value: unknown, timeZone: string): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  let wall: Wall
  let instant: number
  if (INSTANT.test(text)) {
    instant = Date.parse(text)
    if (!Number.isFinite(instant)) return null
    wall = wallAt(instant, timeZone)
  } else {
    const m = WALL_CLOCK.exec(text)
    if (!m) return null
    wall = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4]), minute: Number(m[5]) }
    if (!isRealDate(wall)) return null
    instant = instantOfWallClock(wall, timeZone)
  }
  const weekday = WEEKDAYS[new Date(asUtc(wall)).getUTCDay()]
  return `${weekday} ${wall.day} ${MONTHS[wall.month - 1]} ${wall.year} at ${clockInWords(wall.hour, wall.minute)} (${zoneName(instant, timeZone)})`
}
