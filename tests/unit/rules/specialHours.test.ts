import { describe, expect, it } from 'vitest'
import {
  appliesToDepartment,
  formatSpecialHoursDate,
  formatUtcClockTime,
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
  start_hour: '2026-12-24T09:00:00.000Z',
  end_hour: '2026-12-24T13:30:00.000Z',
  department: 'service',
}
const boxingDaySales: SpecialHoursEntry = {
  status: 'Open',
  date: '2026-12-26',
  start_hour: '2026-12-26T10:00:00.000Z',
  end_hour: '2026-12-26T16:00:00.000Z',
  department: 'sales',
}
const pastAnzacDay: SpecialHoursEntry = { status: 'Closed', date: '2026-04-25', department: 'all' }

describe('special hours formatting (SPEC.md §9: 12-hour am/pm, formatted from UTC)', () => {
  it('formats times from UTC, not the local zone', () => {
    expect(formatUtcClockTime('2026-12-24T09:00:00.000Z')).toBe('9:00am')
    expect(formatUtcClockTime('2026-12-24T13:30:00.000Z')).toBe('1:30pm')
    // 09:00 at +10:00 is 23:00 UTC the day before: shown as 11:00pm.
    expect(formatUtcClockTime('2026-12-24T09:00:00+10:00')).toBe('11:00pm')
    expect(formatUtcClockTime('2026-12-24T00:00:00Z')).toBe('12:00am')
    expect(formatUtcClockTime('2026-12-24T12:00:00Z')).toBe('12:00pm')
    expect(formatUtcClockTime('not a date')).toBeNull()
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

  it("decides today in the site's time zone when given", () => {
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
