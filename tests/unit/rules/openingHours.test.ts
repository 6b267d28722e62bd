import { describe, expect, it } from 'vitest'
import {
  dayHoursText,
  formatClockTime,
  hoursForWeekday,
  openingHoursRows,
  weekdayInTimeZone,
  type OpeningHourEntry,
} from '@/rules/openingHours'

const open = (weekday: number, openAt = '08:30', closeAt = '17:00'): OpeningHourEntry => ({
  weekday,
  status: 'Open',
  open: openAt,
  close: closeAt,
})
const closed = (weekday: number): OpeningHourEntry => ({ weekday, status: 'Closed' })

describe('openingHoursRows (SPEC.md §9 Opening hours)', () => {
  it('groups Monday to Friday as one "Mon-Fri" row when all five are identical, then Sat and Sun', () => {
    const entries = [open(1), open(2), open(3), open(4), open(5), open(6, '09:00', '12:00'), closed(0)]
    expect(openingHoursRows(entries)).toEqual([
      { label: 'Mon-Fri', hours: '8:30am - 5:00pm' },
      { label: 'Sat', hours: '9:00am - 12:00pm' },
      { label: 'Sun', hours: 'Closed' },
    ])
  })

  it('shows one row per weekday when any of days 1 to 5 differs', () => {
    const entries = [open(1), open(2), open(3), open(4), open(5, '08:30', '16:00'), open(6), open(0)]
    expect(openingHoursRows(entries).map((row) => row.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(openingHoursRows(entries)[4]).toEqual({ label: 'Fri', hours: '8:30am - 4:00pm' })
  })

  it('keeps Saturday and Sunday separate even when identical to the weekdays', () => {
    const entries = [0, 1, 2, 3, 4, 5, 6].map((day) => open(day))
    expect(openingHoursRows(entries)).toEqual([
      { label: 'Mon-Fri', hours: '8:30am - 5:00pm' },
      { label: 'Sat', hours: '8:30am - 5:00pm' },
      { label: 'Sun', hours: '8:30am - 5:00pm' },
    ])
  })

  it('shows "Closed" for a day with no entry, which breaks the Mon-Fri group', () => {
    const entries = [open(1), open(2), open(3), open(4)]
    const rows = openingHoursRows(entries)
    expect(rows).toContainEqual({ label: 'Fri', hours: 'Closed' })
    expect(rows).toContainEqual({ label: 'Sat', hours: 'Closed' })
    expect(rows).toContainEqual({ label: 'Sun', hours: 'Closed' })
  })

  it('shows every day "Closed" (Mon-Fri grouped) when there are no entries at all', () => {
    expect(openingHoursRows(undefined)).toEqual([
      { label: 'Mon-Fri', hours: 'Closed' },
      { label: 'Sat', hours: 'Closed' },
      { label: 'Sun', hours: 'Closed' },
    ])
  })

  it('prefers formated_hours and groups on the text shown', () => {
    const entries = [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      status: 'Open',
      open: '08:00',
      close: '17:00',
      formated_hours: '8am – 5pm',
    }))
    expect(openingHoursRows(entries)[0]).toEqual({ label: 'Mon-Fri', hours: '8am – 5pm' })
  })
})

describe('dayHoursText', () => {
  it('shows "Closed" for status Closed even when times are present', () => {
    expect(dayHoursText({ weekday: 1, status: 'Closed', open: '08:00', close: '17:00', formated_hours: '8-5' })).toBe('Closed')
  })

  it('shows "Open" for an Open day with no usable times (decision: SPEC.md silent)', () => {
    expect(dayHoursText({ weekday: 1, status: 'Open' })).toBe('Open')
    expect(dayHoursText({ weekday: 1, status: 'Open', open: 'soon', close: '17:00' })).toBe('Open')
  })
})

describe('formatClockTime (12-hour clock)', () => {
  it.each([
    ['08:30', '8:30am'],
    ['17:00', '5:00pm'],
    ['00:00', '12:00am'],
    ['12:00', '12:00pm'],
    ['11:59', '11:59am'],
    ['23:45', '11:45pm'],
    ['9:05', '9:05am'],
    ['17:30:00', '5:30pm'],
    ['24:00', '12:00am'],
  ])('%s -> %s', (input, expected) => {
    expect(formatClockTime(input)).toBe(expected)
  })

  it.each(['', '8', '25:00', '12:60', 'noon'])('rejects %j', (input) => {
    expect(formatClockTime(input)).toBeNull()
  })
})

describe("today's hours", () => {
  const week = [open(1), open(2), open(3), open(4), open(5), open(6, '09:00', '12:00')]

  it('picks the row for a given weekday, "Closed" on Sunday without an entry', () => {
    expect(hoursForWeekday(week, 6)).toEqual({ label: 'Sat', hours: '9:00am - 12:00pm' })
    expect(hoursForWeekday(week, 0)).toEqual({ label: 'Sun', hours: 'Closed' })
  })

  it("uses the dealer's time zone to decide the weekday", () => {
    // Friday 23:30 UTC is already Saturday 09:30 in Brisbane (+10:00).
    const now = new Date('2026-05-01T23:30:00Z')
    expect(weekdayInTimeZone(now, 'UTC')).toBe(5)
    expect(weekdayInTimeZone(now, 'Australia/Brisbane')).toBe(6)
    expect(hoursForWeekday(week, weekdayInTimeZone(now, 'Australia/Brisbane')).hours).toBe('9:00am - 12:00pm')
  })
})
