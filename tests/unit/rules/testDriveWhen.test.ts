import { describe, expect, it } from 'vitest'
import { testDriveWhen } from '@/rules/testDriveWhen'

describe('the chosen test-drive time in words, in the location zone (issue 32)', () => {
  it('reads the wall-clock value as the location time, with its zone', () => {
    expect(testDriveWhen('2026-11-29T10:00', 'Australia/Brisbane')).toBe('Sunday 29 November 2026 at 10:00 am (AEST)')
    expect(testDriveWhen('2026-11-29T10:00', 'Australia/Sydney')).toBe('Sunday 29 November 2026 at 10:00 am (AEDT)')
    expect(testDriveWhen('2026-06-29T13:30', 'Australia/Sydney')).toBe('Monday 29 June 2026 at 1:30 pm (AEST)')
    expect(testDriveWhen('2026-11-30T09:05', 'Australia/Adelaide')).toBe('Monday 30 November 2026 at 9:05 am (ACDT)')
    expect(testDriveWhen('2026-11-30T12:00', 'Australia/Perth')).toBe('Monday 30 November 2026 at 12:00 pm (AWST)')
    expect(testDriveWhen('2026-11-30T00:15', 'Australia/Darwin')).toBe('Monday 30 November 2026 at 12:15 am (ACST)')
  })
  it('names the zone right on both sides of a daylight-saving change', () => {
    // Sydney: summer time ends 3:00 am on 5 April 2026, starts 2:00 am on 4 October 2026.
    expect(testDriveWhen('2026-04-04T10:00', 'Australia/Sydney')).toMatch(/\(AEDT\)$/)
    expect(testDriveWhen('2026-04-05T10:00', 'Australia/Sydney')).toMatch(/\(AEST\)$/)
    expect(testDriveWhen('2026-10-03T10:00', 'Australia/Sydney')).toMatch(/\(AEST\)$/)
    expect(testDriveWhen('2026-10-04T10:00', 'Australia/Sydney')).toMatch(/\(AEDT\)$/)
  })
  it('shows an instant (with Z or an offset) in the location zone', () => {
    expect(testDriveWhen('2026-11-29T00:00:00Z', 'Australia/Brisbane')).toBe('Sunday 29 November 2026 at 10:00 am (AEST)')
    expect(testDriveWhen('2026-11-29T10:00+11:00', 'Australia/Brisbane')).toBe('Sunday 29 November 2026 at 9:00 am (AEST)')
  })
  it('gives null for anything that is not a date and time, so the caller keeps the value as typed', () => {
    for (const value of ['', 'next Tuesday', '2026-02-30T10:00', '2026-11-29', '2026-11-29T25:00', null, 42]) expect(testDriveWhen(value, 'Australia/Sydney')).toBeNull()
  })
})
