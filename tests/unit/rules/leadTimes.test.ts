import { describe, expect, it } from 'vitest'
import { dayIn, formatLeadTime, leadTimeZone, siteTimeZone, zoneName } from '@/rules/leadTimes'

const HOUR = 3_600_000
const iso = (d: Date) => d.toISOString()

describe('dayIn: "today" in a zone (issue 32)', () => {
  it('at 11:10 pm in Brisbane it is still Brisbane’s day, which Sydney (in daylight saving) has already left', () => {
    const at = new Date('2026-12-06T13:10:00Z') // 11:10 pm Sun 6 Dec in Brisbane, 12:10 am Mon 7 Dec in Sydney
    const brisbane = dayIn('Australia/Brisbane', at)
    expect(iso(brisbane.start)).toBe('2026-12-05T14:00:00.000Z')
    expect(iso(brisbane.end)).toBe('2026-12-06T14:00:00.000Z')
    const sydney = dayIn('Australia/Sydney', at)
    expect(iso(sydney.start)).toBe('2026-12-06T13:00:00.000Z')
    // A lead at 3 pm Brisbane time that evening is in Brisbane's today, not in Sydney's.
    const threePm = new Date('2026-12-06T05:00:00Z')
    expect(threePm >= brisbane.start && threePm < brisbane.end).toBe(true)
    expect(threePm >= sydney.start).toBe(false)
  })

  it('midnight itself starts the day; a millisecond before belongs to the day before', () => {
    const midnight = new Date('2026-12-05T14:00:00Z') // 12:00 am Sun 6 Dec in Brisbane
    expect(iso(dayIn('Australia/Brisbane', midnight).start)).toBe(iso(midnight))
    const before = new Date(midnight.getTime() - 1)
    expect(iso(dayIn('Australia/Brisbane', before).end)).toBe(iso(midnight))
    expect(iso(dayIn('Australia/Brisbane', before).start)).toBe('2026-12-04T14:00:00.000Z')
  })

  it('the day daylight saving starts in Sydney is 23 hours; in Brisbane (no daylight saving) 24', () => {
    const at = new Date('2026-10-04T05:00:00Z') // Sun 4 Oct 2026, the clocks go forward at 2 am in Sydney
    const sydney = dayIn('Australia/Sydney', at)
    expect(iso(sydney.start)).toBe('2026-10-03T14:00:00.000Z')
    expect(iso(sydney.end)).toBe('2026-10-04T13:00:00.000Z')
    expect(sydney.end.getTime() - sydney.start.getTime()).toBe(23 * HOUR)
    const brisbane = dayIn('Australia/Brisbane', at)
    expect(brisbane.end.getTime() - brisbane.start.getTime()).toBe(24 * HOUR)
  })

  it('the day daylight saving ends in Sydney is 25 hours, and an instant in the repeated hour is in it', () => {
    const repeated = new Date('2026-04-04T16:30:00Z') // 2:30 am AEST, after 2:30 am AEDT, Sun 5 Apr 2026
    const sydney = dayIn('Australia/Sydney', repeated)
    expect(iso(sydney.start)).toBe('2026-04-04T13:00:00.000Z')
    expect(iso(sydney.end)).toBe('2026-04-05T14:00:00.000Z')
    expect(sydney.end.getTime() - sydney.start.getTime()).toBe(25 * HOUR)
  })

  it('half-hour zones: Adelaide’s day starts at 12 am Adelaide time', () => {
    expect(iso(dayIn('Australia/Adelaide', new Date('2026-12-06T13:10:00Z')).start)).toBe('2026-12-05T13:30:00.000Z')
  })
})

describe('formatLeadTime: one format with the zone abbreviation', () => {
  it('writes a lead’s time in its zone, lower-case am/pm and the abbreviation', () => {
    expect(formatLeadTime('2026-12-06T13:49:00Z', 'Australia/Brisbane')).toBe('6 Dec 2026, 11:49 pm AEST')
    expect(formatLeadTime('2026-12-06T13:49:00Z', 'Australia/Sydney')).toBe('7 Dec 2026, 12:49 am AEDT')
    expect(formatLeadTime(new Date('2026-07-01T02:05:00Z'), 'Australia/Sydney')).toBe('1 July 2026, 12:05 pm AEST')
    expect(formatLeadTime('2026-12-06T01:00:00Z', 'Australia/Perth')).toBe('6 Dec 2026, 9:00 am AWST')
  })

  it('is empty for no or an unreadable date', () => {
    expect(formatLeadTime(null, 'Australia/Sydney')).toBe('')
    expect(formatLeadTime('not a date', 'Australia/Sydney')).toBe('')
  })
})

describe('leadTimeZone and siteTimeZone', () => {
  it('a lead is in its location’s zone, else its site’s; a site is in its default state’s zone', () => {
    expect(leadTimeZone({ address: { state: 'qld' } }, { defaultState: 'nsw' })).toBe('Australia/Brisbane')
    expect(leadTimeZone({ timeZone: 'Australia/Perth', address: { state: 'qld' } }, { defaultState: 'nsw' })).toBe('Australia/Perth')
    expect(leadTimeZone(null, { defaultState: 'nsw' })).toBe('Australia/Sydney')
    expect(siteTimeZone({ defaultState: 'qld' })).toBe('Australia/Brisbane')
    expect(siteTimeZone({ defaultState: 'vic' })).toBe('Australia/Melbourne')
    expect(siteTimeZone(null)).toBe('Australia/Brisbane')
  })
})

describe('zoneName', () => {
  it('names the zone’s city with its abbreviation at that instant', () => {
    expect(zoneName('Australia/Brisbane', new Date('2026-12-06T13:10:00Z'))).toBe('Brisbane time (AEST)')
    expect(zoneName('Australia/Sydney', new Date('2026-12-06T13:10:00Z'))).toBe('Sydney time (AEDT)')
    expect(zoneName('Australia/Sydney', new Date('2026-07-06T13:10:00Z'))).toBe('Sydney time (AEST)')
    expect(zoneName('Australia/Lord_Howe', new Date('2026-07-06T13:10:00Z'))).toBe('Lord Howe time (LHST)')
  })
})
