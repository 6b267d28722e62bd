/**
 * What the search endpoint's front (src/server/frontSearch.ts) gets from the app
 * (src/search/frontBridge.ts): the endpoint's own rate limit with its 429 answer, the index's
 * change counter, and the recognition of the front's forwarded misses (never of a forged marker).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { API_ANSWER_HEADERS, countedByFront, createFrontSearchBridge, createSiteScopeMemo, FRONT_FETCH_HEADER } from '@/search/frontBridge'
import { createSearchHandler } from '@/search/algoliaProtocolHandler'
import { indexGeneration, noteIndexChanged } from '@/search/indexChanges'
import { createSearchRateLimit } from '@/search/searchRateLimit'
import { PEER_HEADER, withPeerAddress } from '@/security/peerAddress'
import { edgeSecret } from '@/security/edgeSecret'
import { useMemoryRateLimits } from '@/security/rateLimitStore'
import nextConfig from '../../../next.config'
import { memoryIndex, NOW, SCOPES } from './fixtures'

const peerHeaders = (address: string) => ({ [PEER_HEADER]: withPeerAddress(undefined, address).get(PEER_HEADER) ?? undefined })

beforeEach(() => {
  useMemoryRateLimits()
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
    // A marker without the edge's secret means nothing.
    expect((await call('anything')).status).toBe(200)
    expect((await call('anything')).status).toBe(429)
    expect((await call('a-guess')).status).toBe(429)
    // The edge's per-process secret (this module copy's own: no edge runs in the test).
    expect((await call(edgeSecret())).status).toBe(200)
    expect((await call(edgeSecret())).status).toBe(200)
  })

  it('answers a multi-query with the route handler’s own answer, with the headers Next adds to API answers', async () => {
    const handler = createSearchHandler({ resolveSite: async (s) => SCOPES[s] ?? null, index: () => memoryIndex(), now: () => NOW, rateLimit: false })
    const bridge = createFrontSearchBridge(null, { answer: handler.answer })
    const body = '{"requests":[{"indexName":"Car_production","params":{"hitsPerPage":2}}]}'
    const answer = await bridge.answer!('alpha', body)
    expect(answer.status).toBe(200)
    const headers = new Map(answer.headers)
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(headers.get('cache-control')).toBe('no-store')
    for (const [name, value] of API_ANSWER_HEADERS) expect(headers.get(name)).toBe(value)
    const viaRoute = await handler(new Request('http://localhost/x', { method: 'POST', body }), ['alpha', '1', 'indexes', '*', 'queries'])
    const untimed = (text: string) => JSON.parse(text, (key, value) => (key === 'processingTimeMS' ? undefined : value))
    expect(untimed(answer.body)).toEqual(untimed(await viaRoute.text()))
    // Bad input keeps the endpoint's answers.
    expect((await bridge.answer!('alpha', '{"requests": [')).status).toBe(400)
    expect(JSON.parse((await bridge.answer!('alpha', '{"requests": [')).body)).toEqual({ message: 'The request body is not valid JSON', status: 400 })
    expect((await bridge.answer!('nowhere', body)).status).toBe(404)
    expect((await bridge.answer!('%E0%A4%A', body)).status).toBe(404)
    expect((await bridge.answer!('alpha', 'x'.repeat(300 * 1024))).status).toBe(413)
    // Without the route's answer the front forwards misses to Next.
    expect(createFrontSearchBridge(null).answer).toBeUndefined()
  })

  it('adds exactly the headers next.config.ts gives /api/search answers', async () => {
    const rules = await nextConfig.headers!()
    const matching = rules.filter((rule) => rule.source === '/:path*' || rule.source.startsWith('/api/:path'))
    expect(matching.length).toBe(rules.length) // every rule applies to /api/search/... (none is added for another path)
    const expected = matching.flatMap((rule) => rule.headers.map(({ key, value }) => [key.toLowerCase(), value]))
    expect(API_ANSWER_HEADERS.map(([name, value]) => [name, value]).sort()).toEqual(expected.sort())
  })

  it('passes forget on to what the route keeps for its answers', () => {
    let forgotten = 0
    const bridge = createFrontSearchBridge(null, { answer: async () => ({ status: 200, headers: {}, body: '{}' }), forget: () => void (forgotten += 1) })
    bridge.forget!()
    expect(forgotten).toBe(1)
  })
})

describe('site scopes for the front’s answers', () => {
  it('reads a site once, shares concurrent reads, and reads again after forget() or the TTL', async () => {
    let clock = 0
    const reads: string[] = []
    const memo = createSiteScopeMemo(async (slug) => (reads.push(slug), SCOPES[slug] ?? null), { ttlMs: 1000, now: () => clock })
    const [a, b] = await Promise.all([memo.resolve('alpha'), memo.resolve('alpha')])
    expect(a).toBe(SCOPES.alpha)
    expect(b).toBe(SCOPES.alpha)
    await memo.resolve('alpha')
    expect(reads).toEqual(['alpha'])
    memo.forget() // a tag expired (a site's settings saved)
    await memo.resolve('alpha')
    expect(reads).toEqual(['alpha', 'alpha'])
    clock += 1001
    await memo.resolve('alpha')
    expect(reads).toEqual(['alpha', 'alpha', 'alpha'])
  })

  it('reads a site again after any cache tag expired, here or on another instance (the expiry bus)', async () => {
    const { publishExpiry } = await import('@/cache/expiryBus')
    const reads: string[] = []
    const memo = createSiteScopeMemo(async (slug) => (reads.push(slug), SCOPES[slug] ?? null))
    await memo.resolve('alpha')
    await memo.resolve('alpha')
    publishExpiry({ tags: ['site:1'], origin: 'local' })
    await memo.resolve('alpha')
    publishExpiry({ tags: ['site:1'], origin: 'peer' })
    await memo.resolve('alpha')
    expect(reads).toEqual(['alpha', 'alpha', 'alpha'])
  })

  it('keeps neither unknown sites nor failed reads, and at most max slugs', async () => {
    const reads: string[] = []
    let fail = true
    const memo = createSiteScopeMemo(
      async (slug) => {
        reads.push(slug)
        if (slug === 'alpha' && fail) throw new Error('database down')
        return SCOPES[slug] ?? null
      },
      { max: 2 },
    )
    await expect(memo.resolve('alpha')).rejects.toThrow('database down')
    fail = false
    expect(await memo.resolve('alpha')).toBe(SCOPES.alpha)
    expect(await memo.resolve('nowhere')).toBeNull()
    expect(await memo.resolve('nowhere')).toBeNull()
    expect(reads).toEqual(['alpha', 'alpha', 'nowhere', 'nowhere'])
    // Known sites (an unknown one is not kept, so it pushes nothing out).
    await memo.resolve('bravo')
    await memo.resolve('small')
    await memo.resolve('alpha') // pushed out by bravo and small
    expect(reads.slice(-3)).toEqual(['bravo', 'small', 'alpha'])
  })
})
