import { describe, expect, it } from 'vitest'
import { parse } from 'graphql'
import { queryCost } from '@/security/graphqlLimits'
import { ConcurrencyLimiter, limitExpensive, restReadCost, STAFF_QUERY_DEFAULTS, staffQuerySettingsFrom, type StaffQuerySettings } from '@/security/staffQueryLimit'

const limiterWith = (over: Partial<StaffQuerySettings> = {}) => new ConcurrencyLimiter(() => ({ ...STAFF_QUERY_DEFAULTS, ...over }))

describe('expensive staff queries', () => {
  it('are defined by the cost measure: the reported query is expensive, a small page is not', () => {
    expect(queryCost(null, parse('{ a: Vehicles(pagination: false) { docs { id } } }'))).toBeGreaterThanOrEqual(STAFF_QUERY_DEFAULTS.expensiveCost)
    expect(queryCost(null, parse('{ Vehicles(limit: 20) { docs { id title } } }'))).toBeLessThan(STAFF_QUERY_DEFAULTS.expensiveCost)
    const q = (s: string) => new URLSearchParams(s)
    expect(restReadCost('GET', ['api', 'vehicles'], q('pagination=false'))).toBeGreaterThanOrEqual(STAFF_QUERY_DEFAULTS.expensiveCost)
    expect(restReadCost('GET', ['api', 'vehicles'], q('limit=500'))).toBeGreaterThanOrEqual(STAFF_QUERY_DEFAULTS.expensiveCost)
    expect(restReadCost('GET', ['api', 'vehicles'], q('limit=50'))).toBeLessThan(STAFF_QUERY_DEFAULTS.expensiveCost)
    expect(restReadCost('GET', ['api', 'vehicles'], q(''))).toBeLessThan(STAFF_QUERY_DEFAULTS.expensiveCost)
    expect(restReadCost('GET', ['api', 'vehicles', '12'], q('pagination=false'))).toBe(0)
    expect(restReadCost('POST', ['api', 'vehicles'], q('pagination=false'))).toBe(0)
  })

  it('settings come from the environment, with defaults for missing or nonsense values', () => {
    expect(staffQuerySettingsFrom({})).toEqual(STAFF_QUERY_DEFAULTS)
    expect(staffQuerySettingsFrom({ STAFF_QUERY_PER_USER: '1', STAFF_QUERY_PER_PROCESS: '8', STAFF_QUERY_QUEUE_MS: '0', STAFF_QUERY_EXPENSIVE_COST: '500' })).toEqual({ perUser: 1, perProcess: 8, queueMs: 0, expensiveCost: 500 })
    expect(staffQuerySettingsFrom({ STAFF_QUERY_PER_USER: '0', STAFF_QUERY_PER_PROCESS: 'lots' })).toMatchObject({ perUser: STAFF_QUERY_DEFAULTS.perUser, perProcess: STAFF_QUERY_DEFAULTS.perProcess })
  })
})

describe('the concurrency limiter', () => {
  it('lets a user run perUser at once, queues as many more, refuses the rest; a freed slot goes to the first in the queue', async () => {
    const limiter = limiterWith({ perUser: 2, perProcess: 10, queueMs: 60_000 })
    const a1 = await limiter.acquire('a')
    const a2 = await limiter.acquire('a')
    expect(a1 && a2).toBeTruthy()
    const q1 = limiter.acquire('a')
    const q2 = limiter.acquire('a')
    expect(await limiter.acquire('a')).toBeNull()
    expect(limiter.snapshot()).toEqual({ running: 2, waiting: 2 })
    // another user is not held by a's queue
    const b = await limiter.acquire('b')
    expect(b).toBeTruthy()
    a1!()
    a1!() // releasing twice frees one slot only
    const first = await q1
    expect(first).toBeTruthy()
    expect(limiter.snapshot()).toEqual({ running: 3, waiting: 1 })
    a2!()
    expect(await q2).toBeTruthy()
  })

  it('caps the process across users, and refuses at once when the queue is off', async () => {
    const limiter = limiterWith({ perUser: 2, perProcess: 3, queueMs: 0 })
    const held = [await limiter.acquire('a'), await limiter.acquire('b'), await limiter.acquire('c')]
    expect(held.every(Boolean)).toBe(true)
    expect(await limiter.acquire('d')).toBeNull()
    held[0]!()
    expect(await limiter.acquire('d')).toBeTruthy()
  })

  it('answers a request over the cap 429 with Retry-After and never runs it; cheap ones run whatever the load', async () => {
    const limiter = limiterWith({ perUser: 1, perProcess: 1, queueMs: 0 })
    let ran = 0
    const handler = async () => {
      ran++
      return new Response('ok')
    }
    const held = await limiter.acquire('u')
    const previous = process.env.STAFF_QUERY_QUEUE_MS
    process.env.STAFF_QUERY_QUEUE_MS = '0'
    try {
      const expensive = limitExpensive(handler, () => 10_000, () => 'u', () => limiter)
      const res = await expensive(new Request('http://x/api/graphql', { method: 'POST' }))
      expect(res.status).toBe(429)
      expect(res.headers.get('retry-after')).toBe('1')
      expect(ran).toBe(0)
      const cheap = limitExpensive(handler, () => 10, () => 'u', () => limiter)
      expect((await cheap(new Request('http://x/api/graphql', { method: 'POST' }))).status).toBe(200)
      expect(ran).toBe(1)
      held!()
      expect((await expensive(new Request('http://x/api/graphql', { method: 'POST' }))).status).toBe(200)
      expect(limiter.snapshot()).toEqual({ running: 0, waiting: 0 })
    } finally {
      if (previous === undefined) delete process.env.STAFF_QUERY_QUEUE_MS
      else process.env.STAFF_QUERY_QUEUE_MS = previous
    }
  })
})
