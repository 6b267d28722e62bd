import { describe, expect, it } from 'vitest'
import { AU_TIME_ZONES, isAuTimeZone, locationTimeZone, stateTimeZone, timeZoneForState } from '@/rules/timeZone'

describe('timeZoneForState (issue 18: a location keeps its hours in its own zone)', () => {
  it('maps every state and territory to its zone', () => {
    expect(timeZoneForState('nsw')).toBe('Australia/Sydney')
    expect(timeZoneForState('ACT')).toBe('Australia/Sydney')
    expect(timeZoneForState('vic')).toBe('Australia/Melbourne')
    expect(timeZoneForState('qld')).toBe('Australia/Brisbane')
    expect(timeZoneForState('sa')).toBe('Australia/Adelaide')
    expect(timeZoneForState('nt')).toBe('Australia/Darwin')
    expect(timeZoneForState(' WA ')).toBe('Australia/Perth')
    expect(timeZoneForState('tas')).toBe('Australia/Hobart')
  })

  it('falls back to Brisbane (SPEC.md §1 default state qld) for an unknown or missing state', () => {
    expect(timeZoneForState(undefined)).toBe('Australia/Brisbane')
    expect(timeZoneForState('')).toBe('Australia/Brisbane')
    expect(timeZoneForState('nz')).toBe('Australia/Brisbane')
    expect(stateTimeZone('nz')).toBeNull()
  })

  it('offers only zones the runtime knows', () => {
    for (const zone of AU_TIME_ZONES) expect(() => new Intl.DateTimeFormat('en-AU', { timeZone: zone })).not.toThrow()
    expect(isAuTimeZone('Australia/Perth')).toBe(true)
    expect(isAuTimeZone('Europe/London')).toBe(false)
  })
})

describe('locationTimeZone', () => {
  it("uses the location's own zone first", () => {
    expect(locationTimeZone({ timeZone: 'Australia/Broken_Hill', address: { state: 'nsw' } }, 'qld')).toBe('Australia/Broken_Hill')
  })

  it("follows the location's state when it names no zone", () => {
    expect(locationTimeZone({ timeZone: null, address: { state: 'wa' } }, 'qld')).toBe('Australia/Perth')
  })

  it("falls back to the site's default state, then Brisbane", () => {
    expect(locationTimeZone({ address: {} }, 'vic')).toBe('Australia/Melbourne')
    expect(locationTimeZone(null, null)).toBe('Australia/Brisbane')
  })

  it('ignores a stored zone that is not an Australian one', () => {
    expect(locationTimeZone({ timeZone: 'Mars/Olympus', address: { state: 'sa' } })).toBe('Australia/Adelaide')
  })
})
