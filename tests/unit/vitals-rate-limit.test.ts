import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

describe('VITALS_RATE_LIMIT', () => {
  it('is the beacons per address per minute, 60 when unset or not a whole number of at least 1', async () => {
    const { vitalsRateLimit } = await import('@/vitals/beaconEndpoint')
    expect(vitalsRateLimit(undefined)).toBe(60)
    expect(vitalsRateLimit('')).toBe(60)
    expect(vitalsRateLimit('0')).toBe(60)
    expect(vitalsRateLimit('2.5')).toBe(60)
    expect(vitalsRateLimit('many')).toBe(60)
    expect(vitalsRateLimit('500')).toBe(500)
  })
})
