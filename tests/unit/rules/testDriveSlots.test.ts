import { describe, expect, it } from 'vitest'
import { openWindowFor, testDriveSlots } from '@/rules/testDriveSlots'
import type { OpeningHourEntry } from '@/rules/openingHours'
import type { SpecialHoursEntry } from '@/rules/specialHours'

// Mon-Fri 9:00-11:00, Sat 9:00-10:00, Sun closed.
const week: OpeningHourEntry[] = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '09:00', close: '11:00' })),
  { weekday: 6, status: 'Open', open: '09:00', close: '10:00' },
  { weekday: 0, status: 'Closed' },
]
const tz = 'Australia/Brisbane' // UTC+10, no daylight saving
// Tuesday 24 Nov 2026, 08:00 in Brisbane.
const tuesday8am = new Date('2026-11-23T22:00:00Z')

describe('testDriveSlots (issue 10: slots from opening and holiday hours)', () => {
  it('offers 30-minute slots from opening until the last one that ends by closing', () => {
    const days = testDriveSlots(week, [], { now: tuesday8am, timeZone: tz, days: 1 })
    expect(days).toEqual([
      {
        date: '2026-11-24',
        label: 'Tue 24 Nov',
        slots: [
          { value: '2026-11-24T09:00', label: '9:00am' },
          { value: '2026-11-24T09:30', label: '9:30am' },
          { value: '2026-11-24T10:00', label: '10:00am' },
          { value: '2026-11-24T10:30', label: '10:30am' },
        ],
      },
    ])
  })

  it('offers no past slots: today starts an hour after now', () => {
    const nowAt930 = new Date('2026-11-23T23:30:00Z')
    const [today] = testDriveSlots(week, [], { now: nowAt930, timeZone: tz, days: 1 })
    expect(today.slots.map((s) => s.label)).toEqual(['10:30am'])
  })

  it('leaves out a day once its last slot has passed', () => {
    const evening = new Date('2026-11-24T08:00:00Z') // 18:00 Tuesday
    const days = testDriveSlots(week, [], { now: evening, timeZone: tz, days: 2 })
    expect(days.map((d) => d.date)).toEqual(['2026-11-25'])
  })

  it('offers nothing on a closed day or a day with no hours', () => {
    // Sat 28, Sun 29 (closed), Mon 30.
    const days = testDriveSlots(week, [], { now: new Date('2026-11-27T22:00:00Z'), timeZone: tz, days: 3 })
    expect(days.map((d) => d.date)).toEqual(['2026-11-28', '2026-11-30'])
    expect(testDriveSlots([], [], { now: tuesday8am, timeZone: tz })).toEqual([])
  })

  it('a holiday closed for the department (or all) removes the day; another department does not', () => {
    const closedAll: SpecialHoursEntry[] = [{ status: 'Closed', date: '2026-11-25', department: 'all' }]
    const closedService: SpecialHoursEntry[] = [{ status: 'Closed', date: '2026-11-25', department: 'service' }]
    const dates = (h: SpecialHoursEntry[]) => testDriveSlots(week, h, { now: tuesday8am, timeZone: tz, days: 3 }).map((d) => d.date)
    expect(dates(closedAll)).toEqual(['2026-11-24', '2026-11-26'])
    expect(dates(closedService)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26'])
  })

  it('holiday opening hours replace the weekly hours, read as wall-clock times at the location', () => {
    const shortDay: SpecialHoursEntry[] = [
      { status: 'Open', date: '2026-11-25T00:00:00.000Z', start_hour: '10:00', end_hour: '11:00', department: 'sales' },
    ]
    expect(openWindowFor('2026-11-25', week, shortDay)).toEqual({ open: 600, close: 660 })
    const days = testDriveSlots(week, shortDay, { now: tuesday8am, timeZone: tz, days: 2 })
    expect(days[1].slots.map((s) => s.value)).toEqual(['2026-11-25T10:00', '2026-11-25T10:30'])
  })

  it('a Sunday opening on a holiday gives slots though the week has Sunday closed', () => {
    const openSunday: SpecialHoursEntry[] = [
      { status: 'Open', date: '2026-11-29', start_hour: '09:00', end_hour: '09:30' },
    ]
    const days = testDriveSlots(week, openSunday, { now: new Date('2026-11-27T22:00:00Z'), timeZone: tz, days: 3 })
    expect(days.find((d) => d.date === '2026-11-29')?.slots).toEqual([{ value: '2026-11-29T09:00', label: '9:00am' }])
  })

  it('uses the location time zone for today: Perth is two hours behind Brisbane', () => {
    const perth = testDriveSlots(week, [], { now: tuesday8am, timeZone: 'Australia/Perth', days: 1, minLeadMinutes: 0 })
    // 06:00 in Perth: the whole morning is still ahead.
    expect(perth[0].slots[0].label).toBe('9:00am')
  })

  it('ignores malformed hours instead of inventing slots', () => {
    const broken: OpeningHourEntry[] = [{ weekday: 2, status: 'Open', open: '9am', close: '25:00' }]
    expect(testDriveSlots(broken, [], { now: tuesday8am, timeZone: tz, days: 1 })).toEqual([])
  })
})
