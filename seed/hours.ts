/** Weekly and holiday hours for the demo locations. */

type Day = { weekday: string; status: 'Open' | 'Closed'; open?: string; close?: string }

function week(weekday: [string, string] | null, saturday: [string, string] | null, sunday: [string, string] | null, overrides: Record<number, [string, string] | null> = {}): Day[] {
  const days: Day[] = []
  for (let d = 0; d <= 6; d++) {
    const base = d === 0 ? sunday : d === 6 ? saturday : weekday
    const hours = d in overrides ? overrides[d] : base
    days.push(hours ? { weekday: String(d), status: 'Open', open: hours[0], close: hours[1] } : { weekday: String(d), status: 'Closed' })
  }
  return days
}

export const HOURS = {
  sales: week(['08:30', '17:30'], ['08:30', '16:00'], null),
  salesLateThursday: week(['08:30', '17:30'], ['08:30', '16:00'], ['10:00', '15:00'], { 4: ['08:30', '20:00'] }),
  service: week(['07:30', '17:00'], ['08:00', '12:00'], null),
  parts: week(['08:00', '17:00'], ['08:00', '12:00'], null),
  caravans: week(['09:00', '17:00'], ['09:00', '16:00'], ['10:00', '14:00']),
}

/** Easter Sunday (anonymous Gregorian algorithm), as a UTC date. */
function easterSunday(year: number): Date {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(Date.UTC(year, month - 1, day))
}

const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000)
const iso = (d: Date) => d.toISOString()

export type HolidaySeed = {
  name: string
  date: string
  status: 'Open' | 'Closed'
  department: 'all' | 'sales' | 'service' | 'parts'
  /** Wall-clock "HH:MM" at the location (shown as stored, in the location's zone). */
  start_hour?: string
  end_hour?: string
}

/** Christmas, Boxing Day, New Year and Easter, with different hours per department. */
export function holidayHours(now = new Date()): HolidaySeed[] {
  const year = now.getUTCFullYear()
  const christmas = new Date(Date.UTC(year, 11, 25))
  const nextYear = year + 1
  const easterYear = easterSunday(year) > now ? year : nextYear
  const easter = easterSunday(easterYear)
  const goodFriday = addDays(easter, -2)
  const easterSaturday = addDays(easter, -1)
  const easterMonday = addDays(easter, 1)
  const boxing = addDays(christmas, 1)
  const newYear = new Date(Date.UTC(nextYear, 0, 1))
  return [
    { name: 'Christmas Day', date: iso(christmas), status: 'Closed', department: 'all' },
    { name: 'Boxing Day', date: iso(boxing), status: 'Open', department: 'sales', start_hour: '09:00', end_hour: '15:00' },
    { name: 'Boxing Day', date: iso(boxing), status: 'Closed', department: 'service' },
    { name: 'Boxing Day', date: iso(boxing), status: 'Closed', department: 'parts' },
    { name: "New Year's Day", date: iso(newYear), status: 'Closed', department: 'all' },
    { name: 'Good Friday', date: iso(goodFriday), status: 'Closed', department: 'all' },
    { name: 'Easter Saturday', date: iso(easterSaturday), status: 'Open', department: 'sales', start_hour: '09:00', end_hour: '13:00' },
    { name: 'Easter Saturday', date: iso(easterSaturday), status: 'Open', department: 'parts', start_hour: '08:00', end_hour: '12:00' },
    { name: 'Easter Saturday', date: iso(easterSaturday), status: 'Closed', department: 'service' },
    { name: 'Easter Monday', date: iso(easterMonday), status: 'Closed', department: 'all' },
  ]
}
