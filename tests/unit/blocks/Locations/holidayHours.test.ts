import { describe, expect, it } from 'vitest'
import { holidayHoursForLocation, holidayHoursRows, holidayHoursSections } from '@/rules/holidayHours'
import type { HolidayHour } from '@/payload-types'
import { holidayHourDoc, locationDoc } from '../../../support/docs'

const entries: HolidayHour[] = [
  holidayHourDoc({ name: 'Boxing Day', date: '2026-12-26T00:00:00.000Z', status: 'Closed', department: 'all', locations: [] }),
  holidayHourDoc({
    name: 'Christmas Eve',
    date: '2026-12-24T00:00:00.000Z',
    status: 'Open',
    start_hour: '09:00',
    end_hour: '13:00',
    department: 'sales',
    locations: [locationDoc({ id: 1 })],
  }),
  holidayHourDoc({
    name: 'Christmas Eve',
    date: '2026-12-24T00:00:00.000Z',
    status: 'Open',
    start_hour: '07:30',
    end_hour: '12:00',
    department: 'service',
    locations: [1, 2],
  }),
  holidayHourDoc({ name: 'Christmas Day', date: '2026-12-25T00:00:00.000Z', status: 'Closed', department: 'all' }),
  holidayHourDoc({ name: 'Last year', date: '2025-12-25T00:00:00.000Z', status: 'Closed', department: 'all' }),
  holidayHourDoc({ name: 'Other site location', date: '2026-12-27T00:00:00.000Z', status: 'Closed', department: 'all', locations: [locationDoc({ id: 7 })] }),
]

const now = new Date('2026-12-01T00:00:00Z')

describe('holiday hours', () => {
  it('keeps entries for the location and entries for every location', () => {
    expect(holidayHoursForLocation(entries, 1).map((e) => e.name)).toEqual([
      'Boxing Day',
      'Christmas Eve',
      'Christmas Eve',
      'Christmas Day',
      'Last year',
    ])
    expect(holidayHoursForLocation(entries, '2').map((e) => e.department)).toEqual(['all', 'service', 'all', 'all'])
  })

  it('lists upcoming rows for a department in date order, 12-hour from UTC (SPEC.md §9)', () => {
    const rows = holidayHoursRows(holidayHoursForLocation(entries, 1), { now, department: 'sales' })
    expect(rows.map((row) => [row.dateLabel, row.name, row.hours])).toEqual([
      ['Thu 24 Dec 2026', 'Christmas Eve', '9:00am - 1:00pm'],
      ['Fri 25 Dec 2026', 'Christmas Day', 'Closed'],
      ['Sat 26 Dec 2026', 'Boxing Day', 'Closed'],
    ])
  })

  it('makes one section per department, with entries for all in each', () => {
    const sections = holidayHoursSections(holidayHoursForLocation(entries, 1), { departments: ['sales', 'service'], now })
    expect(sections.map((s) => s.label)).toEqual(['Sales', 'Service'])
    expect(sections[1]!.rows[0]).toMatchObject({ name: 'Christmas Eve', hours: '7:30am - 12:00pm', department: 'service' })
    expect(sections[1]!.rows).toHaveLength(3)
  })

  it('uses one all-departments section when no department is known', () => {
    const sections = holidayHoursSections(entries, { departments: [], now })
    expect(sections).toHaveLength(1)
    expect(sections[0]!.label).toBe('All departments')
  })

  it('sorts same-day entries by start time', () => {
    const rows = holidayHoursRows(entries, { now, department: 'all' })
    const eve = rows.filter((row) => row.isoDate === '2026-12-24').map((row) => row.hours)
    expect(eve).toEqual(['7:30am - 12:00pm', '9:00am - 1:00pm'])
  })
})
