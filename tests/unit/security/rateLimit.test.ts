/** consumeRateLimit with the in-memory store (the PostgreSQL store is covered by tests/integration/rateLimit.test.ts). */
import { beforeEach, describe, expect, it } from 'vitest'
import { consumeRateLimit } from '@/security/rateLimit'
import { resetRateLimitKey, storeKey, useMemoryRateLimits } from '@/security/rateLimitStore'

beforeEach(() => useMemoryRateLimits())

describe('consumeRateLimit', () => {
  it('allows `points` per window per key, then refuses with a Retry-After within the window', async () => {
    const opts = { bucket: 'unit', key: '198.51.100.1', points: 3, durationSeconds: 60 }
    const results = []
    for (let i = 0; i < 5; i++) results.push(await consumeRateLimit(opts))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false])
    expect(results[3].retryAfterSeconds).toBeGreaterThanOrEqual(1)
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await consumeRateLimit({ ...opts, key: '198.51.100.2' })).allowed).toBe(true)
    expect((await consumeRateLimit({ ...opts, bucket: 'other' })).allowed).toBe(true)
    await resetRateLimitKey(opts, opts.key)
    expect((await consumeRateLimit(opts)).allowed).toBe(true)
  })

  it('refuses bad options (a programming error, not a shopper one)', async () => {
    await expect(consumeRateLimit({ bucket: 'a b', key: 'k', points: 1, durationSeconds: 1 })).rejects.toThrow(/bucket/)
    await expect(consumeRateLimit({ bucket: 'a', key: 'k', points: 0, durationSeconds: 1 })).rejects.toThrow(/points/)
    await expect(consumeRateLimit({ bucket: 'a', key: 'k', points: 1, durationSeconds: 0.5 })).rejects.toThrow(/durationSeconds/)
  })

  it('stores long keys and e-mail addresses hashed', () => {
    expect(storeKey('203.0.113.9')).toBe('203.0.113.9')
    expect(storeKey('2001:db8::1')).toBe('2001:db8::1')
    expect(storeKey('1.2.3.4|admin@example.com')).toMatch(/^h:[\w-]{43}$/)
    expect(storeKey('x'.repeat(300))).toMatch(/^h:/)
  })
})
