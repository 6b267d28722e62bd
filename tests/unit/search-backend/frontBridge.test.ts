/**
 * What the search endpoint's front (src/server/frontSearch.cjs) gets from the app
 * (src/search/frontBridge.ts): the endpoint's own rate limit with its 429 answer, the index's
 * change counter, and the recognition of the front's forwarded misses (never of a forged marker).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { countedByFront, createFrontSearchBridge, FRONT_FETCH_HEADER } from '@/search/frontBridge'
import { createSearchHandler } from '@/search/handler'
import { indexGeneration, noteIndexChanged } from '@/search/indexChanges'
import { createSearchRateLimit } from '@/search/rateLimit'
import { PEER_HEADER, withPeerAddress } from '@/security/peerAddress'
import { useMemoryRateLimits } from '@/security/rateLimitStore'
import { memoryIndex, NOW, SCOPES } from './fixtures'

const TOKEN_KEY = Symbol.for('dealer.frontFetchToken')
const g = globalThis as unknown as Record<symbol, unknown>
const peerHeaders = (address: string) => ({ [PEER_HEADER]: withPeerAddress(undefined, address).get(PEER_HEADER) ?? undefined })

beforeEach(() => {
  useMemoryRateLimits()
  delete g[TOKEN_KEY]
})
afterEach(() => {
  delete g[TOKEN_KEY]
})

describe('front search bridge', () => {
  it('counts front-answered requests on the endpoint’s own limiter, per client, and refuses with its 429', async () => {
    const limit = createSearchRateLimit({ ratePerSecond: 0.2, windowSeconds: 10 }) // 2 per 10 s
    const bridge = createFrontSearchBridge(limit)
    const decisions = []
    for (let i = 0; i < 3; i++) decisions.push(await bridge.limit(peerHeaders('203.0.113.9')))
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, false])
    const refused = decisions[2] as { allowed: false; headers: Array<[string, string]>; body: string }
    expect(JSON.parse(refused.body)).toEqual({ message: 'Too many search requests; try again shortly', status: 429 })
    expect(Number(new Map(refused.headers).get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await bridge.limit(peerHeaders('198.51.100.1'))).allowed).toBe(true)
    // The same client's next request through the route (same limiter) is refused too.
    const handler = createSearchHandler({ resolveSite: async (s) => SCOPES[s] ?? null, index: () => memoryIndex(), now: () => NOW, rateLimit: limit, countedByFront })
    const viaRoute = await handler(new Request('http://localhost/x', { method: 'POST', body: '{"requests":[{"indexName":"Car_production"}]}', headers: withPeerAddress({}, '203.0.113.9') }), ['alpha', '1', 'indexes', '*', 'queries'])
    expect(viaRoute.status).toBe(429)
  })

  it('reports the index change counter', () => {
    const bridge = createFrontSearchBridge(null)
    const before = bridge.generation()
    noteIndexChanged()
    expect(bridge.generation()).toBe(before + 1)
    expect(bridge.generation()).toBe(indexGeneration())
  })

  it('lets only the front’s own forwarded request skip the limit, never a forged marker', async () => {
    const limit = createSearchRateLimit({ ratePerSecond: 0.1, windowSeconds: 10 }) // 1 per 10 s
    const handler = createSearchHandler({ resolveSite: async (s) => SCOPES[s] ?? null, index: () => memoryIndex(), now: () => NOW, rateLimit: limit, countedByFront })
    const call = (marker?: string) => {
      const headers = withPeerAddress(marker ? { [FRONT_FETCH_HEADER]: marker } : {}, '203.0.113.77')
      return handler(new Request('http://localhost/x', { method: 'POST', body: '{"requests":[{"indexName":"Car_production"}]}', headers }), ['alpha', '1', 'indexes', '*', 'queries'])
    }
    // No front installed: a marker means nothing.
    expect((await call('anything')).status).toBe(200)
    expect((await call('anything')).status).toBe(429)
    g[TOKEN_KEY] = 'the-real-token'
    expect((await call('a-guess')).status).toBe(429)
    expect((await call('the-real-token')).status).toBe(200)
    expect((await call('the-real-token')).status).toBe(200)
  })
})
