import { describe, expect, it } from 'vitest'
import {
  appliesToDepartment,
  formatSpecialHoursDate,
  specialHoursText,
  upcomingSpecialHours,
  type SpecialHoursEntry,
} from '@/rules/specialHours'

const christmas: SpecialHoursEntry = {
  status: 'Closed',
  date: '2026-12-25',
  start_hour: null,
  end_hour: null,
  department: 'all',
}
const christmasEveService: SpecialHoursEntry = {
  status: 'Open',
  date: '2026-12-24',
  start_hour: '09:00',
  end_hour: '13:30',
  department: 'service',
}
const boxingDaySales: SpecialHoursEntry = {
  status: 'Open',
  date: '2026-12-26',
  start_hour: '10:00',
  end_hour: '16:00',
  department: 'sales',
}
const pastAnzacDay: SpecialHoursEntry = { status: 'Closed', date: '2026-04-25', department: 'all' }

describe('special hours formatting (SPEC.md §9: 12-hour am/pm; issue 18: wall-clock times at the location)', () => {
  it('shows the stored wall-clock times as entered: Boxing Day 09:00-15:00 reads 9:00am - 3:00pm', () => {
    // Issue 18: this entry read "11:00pm - 5:00am" when the times were instants shown in UTC.
    expect(specialHoursText({ status: 'Open', date: '2026-12-26', start_hour: '09:00', end_hour: '15:00' })).toBe('9:00am - 3:00pm')
    expect(specialHoursText({ status: 'Open', date: '2026-12-26', start_hour: '00:00', end_hour: '12:00' })).toBe('12:00am - 12:00pm')
    expect(specialHoursText({ status: 'Open', date: '2026-12-26', start_hour: '07:30', end_hour: '23:59' })).toBe('7:30am - 11:59pm')
  })

  it('shows "Open" when a time is missing or not an HH:MM clock time (never a shifted instant)', () => {
    expect(specialHoursText({ status: 'Open', date: '2026-12-26', start_hour: '2026-12-25T23:00:00.000Z', end_hour: '15:00' })).toBe('Open')
    expect(specialHoursText({ status: 'Open', date: '2026-12-26', start_hour: '9am', end_hour: '3pm' })).toBe('Open')
    expect(specialHoursText({ status: 'Open', date: '2026-12-26', start_hour: '09:00' })).toBe('Open')
  })

  it('formats the date as "Fri 25 Dec 2026" from UTC', () => {
    expect(formatSpecialHoursDate('2026-12-25')).toBe('Fri 25 Dec 2026')
    expect(formatSpecialHoursDate('2026-12-25T00:00:00.000Z')).toBe('Fri 25 Dec 2026')
    expect(formatSpecialHoursDate('2027-01-01')).toBe('Fri 1 Jan 2027')
    expect(formatSpecialHoursDate('')).toBeNull()
  })

  it('shows "Closed" for a Closed entry and a time range for an Open one', () => {
    expect(specialHoursText(christmas)).toBe('Closed')
    expect(specialHoursText(christmasEveService)).toBe('9:00am - 1:30pm')
    expect(specialHoursText({ status: 'Open', date: '2026-12-31' })).toBe('Open')
  })
})

describe('department filter', () => {
  it("applies 'all' entries to every department and department entries only to theirs", () => {
    expect(appliesToDepartment(christmas, 'parts')).toBe(true)
    expect(appliesToDepartment(christmasEveService, 'service')).toBe(true)
    expect(appliesToDepartment(christmasEveService, 'sales')).toBe(false)
    expect(appliesToDepartment(christmasEveService, 'all')).toBe(true)
    expect(appliesToDepartment({ department: null }, 'sales')).toBe(true)
  })
})

describe('upcomingSpecialHours (Holiday Opening Hours dialog)', () => {
  const entries = [boxingDaySales, christmas, pastAnzacDay, christmasEveService]
  const now = new Date('2026-12-01T00:00:00Z')

  it('keeps upcoming entries only, sorted by date', () => {
    const rows = upcomingSpecialHours(entries, { now })
    expect(rows.map((row) => row.dateLabel)).toEqual(['Thu 24 Dec 2026', 'Fri 25 Dec 2026', 'Sat 26 Dec 2026'])
    expect(rows[1]).toMatchObject({ hours: 'Closed', closed: true, department: 'all' })
  })

  it('shows the sales department its own entries plus the "all" ones', () => {
    const rows = upcomingSpecialHours(entries, { now, department: 'sales' })
    expect(rows.map((row) => [row.dateLabel, row.hours])).toEqual([
      ['Fri 25 Dec 2026', 'Closed'],
      ['Sat 26 Dec 2026', '10:00am - 4:00pm'],
    ])
  })

  it("keeps today's holiday listed all day and drops it the next day", () => {
    expect(upcomingSpecialHours([christmas], { now: new Date('2026-12-25T23:59:00Z') })).toHaveLength(1)
    expect(upcomingSpecialHours([christmas], { now: new Date('2026-12-26T00:00:00Z') })).toHaveLength(0)
  })

  it("decides today in the location's time zone when given", () => {
    // 26 Dec 08:00 in Brisbane is still 25 Dec 22:00 UTC.
    const now = new Date('2026-12-25T22:00:00Z')
    expect(upcomingSpecialHours([christmas], { now })).toHaveLength(1)
    expect(upcomingSpecialHours([christmas], { now, timeZone: 'Australia/Brisbane' })).toHaveLength(0)
  })

  it('drops entries with an invalid date and copes with no entries', () => {
    expect(upcomingSpecialHours([{ status: 'Closed', date: 'TBC' }], { now })).toEqual([])
    expect(upcomingSpecialHours(null, { now })).toEqual([])
  })
})

describe('upcomingSpecialHours ignores the process time zone', () => {
  it('gives the same rows whatever TZ the server runs in', () => {
    const entry: SpecialHoursEntry = { status: 'Open', date: '2026-12-26T12:00:00.000Z', start_hour: '09:00', end_hour: '15:00', department: 'sales' }
    const now = new Date('2026-12-20T00:00:00Z')
    const rows = upcomingSpecialHours([entry], { now, timeZone: 'Australia/Perth' })
    expect(rows).toEqual([{ dateLabel: 'Sat 26 Dec 2026', isoDate: '2026-12-26', hours: '9:00am - 3:00pm', closed: false, department: 'sales' }])
  })

  it('sorts entries of one day by their opening time', () => {
    const late: SpecialHoursEntry = { status: 'Open', date: '2026-12-24', start_hour: '10:00', end_hour: '12:00', department: 'sales' }
    const early: SpecialHoursEntry = { status: 'Open', date: '2026-12-24', start_hour: '08:00', end_hour: '09:00', department: 'parts' }
    const rows = upcomingSpecialHours([late, early], { now: new Date('2026-12-01T00:00:00Z') })
    expect(rows.map((row) => row.hours)).toEqual(['8:00am - 9:00am', '10:00am - 12:00pm'])
  })
})
