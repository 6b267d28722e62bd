/**
 * The search endpoint (src/search/algoliaProtocolHandler.ts) over an in-memory engine: the site's base filter is
 * always applied and cannot be widened; bad input answers 4xx with Algolia's error shape, never 500.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSearchHandler, MAX_BODY_BYTES, type SearchHandlerDeps } from '@/search/algoliaProtocolHandler'
import { createSearchRateLimit } from '@/search/searchRateLimit'
import { withPeerAddress } from '@/security/peerAddress'
import { useMemoryRateLimits } from '@/security/rateLimitStore'
import { siteBaseFilter } from '@/search/siteScope'
import { isListedOnSite } from '@/rules/baseFilter'
import { ALPHA_VISIBLE, memoryIndex, NOW, RECORDS, SCOPES } from './fixtures'

function setup(overrides: Partial<SearchHandlerDeps> = {}) {
  const index = memoryIndex()
  const handler = createSearchHandler({
    resolveSite: async (slug) => SCOPES[slug] ?? null,
    index: () => index,
    now: () => NOW,
    rateLimit: false,
    ...overrides,
  })
  const call = async (path: string, body: unknown, init: RequestInit = {}) => {
    const segments = path.split('/').filter(Boolean)
    const request = new Request(`http://localhost/api/search/${path}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    })
    const res = await handler(request, segments)
    return { status: res.status, headers: res.headers, json: (await res.json()) as any }
  }
  const multi = (slug: string, requests: unknown[]) => call(`${slug}/1/indexes/*/queries`, { requests })
  const ids = (result: any) => (result.hits as Array<{ objectID: string }>).map((h) => h.objectID).sort()
  return { index, call, multi, ids }
}

describe('site scope', () => {
  it('answers only the site\'s listed stock, in Algolia\'s response format', async () => {
    const { multi, ids } = setup()
    const res = await multi('alpha', [{ indexName: 'Car_production', params: 'query=&hitsPerPage=50&facets=%5B%22make%22%5D' }])
    expect(res.status).toBe(200)
    const result = res.json.results[0]
    expect(ids(result)).toEqual(ALPHA_VISIBLE)
    expect(result).toMatchObject({ nbHits: 5, page: 0, nbPages: 1, hitsPerPage: 50, facets: { make: { Toyota: 2, Mazda: 2, Kia: 1 } } })
    expect(typeof result.processingTimeMS).toBe('number')
  })

  it('matches the base-filter rule evaluated record by record', async () => {
    const { multi, ids } = setup()
    const res = await multi('alpha', [{ indexName: 'Car_production', params: { hitsPerPage: 100 } }])
    const scope = { soldDays: 3, dealershipSlugs: ['alpha-motors'], excludedStockNumbers: ['EXCL1'] }
    const expected = RECORDS.filter((r) => r.site_id === 1 && isListedOnSite(r as never, scope, NOW)).map((r) => r.objectID).sort()
    expect(ids(res.json.results[0])).toEqual(expected)
  })

  it('never lets a shopper\'s filters widen the base filter', async () => {
    const { multi, ids } = setup()
    const attempts: unknown[] = [
      { filters: 'show_on_dealer_website:false' },
      { filters: 'show_on_dealer_website:false OR make:Toyota' },
      { filters: 'NOT show_on_dealer_website:true' },
      { filters: 'status:sold' },
      { filters: 'site_id = 2 OR site_id = 1' },
      { facetFilters: [['show_on_dealer_website:false', 'show_on_dealer_website:true']] },
      { numericFilters: ['sold_date_timestamp > 0'] },
      { params: 'filters=show_on_dealer_website%3Afalse' },
    ]
    for (const params of attempts) {
      const res = await multi('alpha', [{ indexName: 'Car_production', ...(params as object), hitsPerPage: 100 }])
      expect(res.status, JSON.stringify(params)).toBe(200)
      const found = ids(res.json.results[0])
      expect(found.every((id: string) => ALPHA_VISIBLE.includes(id)), JSON.stringify(params)).toBe(true)
    }
    const hidden = await multi('alpha', [{ indexName: 'Car_production', params: { filters: 'show_on_dealer_website:false' } }])
    expect(hidden.json.results[0].nbHits).toBe(0)
  })

  it('refuses a filter that tries to close the base filter\'s parenthesis', async () => {
    const { multi } = setup()
    const res = await multi('alpha', [{ indexName: 'Car_production', params: { filters: 'make:Toyota) OR (show_on_dealer_website:false' } }])
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ status: 400, message: expect.stringMatching(/filters/) })
  })

  it('scopes every request of a multi-query, replicas and facet searches included', async () => {
    const { multi, ids, index } = setup()
    const res = await multi('alpha', [
      { indexName: 'Car_production_price_desc', params: { hitsPerPage: 100 } },
      { indexName: 'Car_production_latest', params: { hitsPerPage: 0, facets: ['make'] } },
      { indexName: 'Car_production', type: 'facet', facet: 'make', params: { facetQuery: 'to' } },
    ])
    expect(res.status).toBe(200)
    const [byPrice, latest, facetValues] = res.json.results
    expect(byPrice.hits.map((h: any) => h.objectID)).toEqual(['7', '5', '3', '2', '1'])
    expect(latest.hits).toEqual([])
    expect(latest.facets.make).toEqual({ Toyota: 2, Mazda: 2, Kia: 1 })
    expect(facetValues.facetHits).toEqual([{ value: 'Toyota', highlighted: '<em>To</em>yota', count: 2 }])
    for (const r of index.requests.at(-1)!) expect(String(r.filters)).toContain('site_id = 1')
    expect(ids(byPrice)).toEqual(ALPHA_VISIBLE)
  })

  it('keeps sites apart even when dealership slugs collide', async () => {
    const { multi, ids } = setup()
    const res = await multi('bravo', [{ indexName: 'Car_production', params: { hitsPerPage: 100 } }])
    expect(ids(res.json.results[0])).toEqual(['20', '21'])
  })

  it('lists nothing for a site without dealerships', async () => {
    const { multi } = setup()
    const res = await multi('small', [{ indexName: 'Car_production', params: {} }])
    expect(res.json.results[0].nbHits).toBe(0)
  })

  it('lists cars sold within the site\'s days and drops them after', async () => {
    const { multi, ids } = setup({ resolveSite: async () => ({ ...SCOPES.alpha, site: { ...SCOPES.alpha.site, settings: { soldDays: 5 } } }) })
    const res = await multi('alpha', [{ indexName: 'Car_production', params: { hitsPerPage: 100 } }])
    expect(ids(res.json.results[0])).toContain('4') // sold 4 days ago, site keeps 5 days (and no exclusions)
    const def = await setup().multi('alpha', [{ indexName: 'Car_production', params: { hitsPerPage: 100 } }])
    expect(ids(def.json.results[0])).not.toContain('4') // default 3 days
    expect(ids(def.json.results[0])).toContain('3') // sold 2 days ago
  })
})

describe('hitsPerPage', () => {
  it('defaults to the site setting and is clamped to 100', async () => {
    const { multi } = setup()
    const small = setup({ resolveSite: async () => ({ ...SCOPES.alpha, site: { ...SCOPES.alpha.site, settings: { hitsPerPage: 2 } } }) })
    expect((await small.multi('alpha', [{ indexName: 'Car_production' }])).json.results[0].hitsPerPage).toBe(2)
    expect((await multi('alpha', [{ indexName: 'Car_production' }])).json.results[0].hitsPerPage).toBe(21)
    expect((await multi('alpha', [{ indexName: 'Car_production', params: { hitsPerPage: 5000 } }])).json.results[0].hitsPerPage).toBe(100)
    expect((await multi('alpha', [{ indexName: 'Car_production', params: 'hitsPerPage=abc' }])).json.results[0].hitsPerPage).toBe(21)
    const offset = await multi('alpha', [{ indexName: 'Car_production', params: { offset: 0, length: 1000 } }])
    expect(offset.json.results[0].length).toBe(100)
  })
})

describe('bad input', () => {
  it('answers 404 for an unknown site or path', async () => {
    const { call, multi } = setup()
    const unknown = await multi('nowhere', [{ indexName: 'Car_production' }])
    expect(unknown).toMatchObject({ status: 404, json: { status: 404, message: expect.stringMatching(/Unknown site/) } })
    expect((await multi('Bad Slug!', [{ indexName: 'Car_production' }])).status).toBe(404)
    expect((await call('alpha/1/keys', {})).status).toBe(404)
    expect((await call('alpha/2/indexes/*/queries', {})).status).toBe(404)
  })

  it('answers 400 for malformed JSON, bad shapes, unknown indices and filter syntax errors', async () => {
    const { call, multi } = setup()
    const cases: Array<[string, Promise<{ status: number; json: any }>]> = [
      ['malformed JSON', call('alpha/1/indexes/*/queries', '{"requests": [')],
      ['no requests', call('alpha/1/indexes/*/queries', { foo: 1 })],
      ['empty requests', multi('alpha', [])],
      ['too many requests', multi('alpha', Array.from({ length: 51 }, () => ({ indexName: 'Car_production' })))],
      ['request not an object', multi('alpha', ['Car_production'])],
      ['no indexName', multi('alpha', [{ params: {} }])],
      ['unknown index', multi('alpha', [{ indexName: 'Users' }])],
      ['filter syntax', multi('alpha', [{ indexName: 'Car_production', params: { filters: 'make:Toyota AND (' } }])],
      ['filters not a string', multi('alpha', [{ indexName: 'Car_production', params: { filters: { a: 1 } } }])],
      ['bad facetFilters', multi('alpha', [{ indexName: 'Car_production', params: { facetFilters: ['make'] } }])],
      ['bad numericFilters', multi('alpha', [{ indexName: 'Car_production', params: { numericFilters: ['price >>> 1'] } }])],
      ['facet search without facet', multi('alpha', [{ indexName: 'Car_production', type: 'facet' }])],
      ['single query body not an object', call('alpha/1/indexes/Car_production/query', '[1,2]')],
    ]
    for (const [name, pending] of cases) {
      const res = await pending
      expect(res.status, name).toBe(400)
      expect(res.json, name).toMatchObject({ status: 400, message: expect.any(String) })
      expect(res.json.message.length, name).toBeGreaterThan(5)
    }
  })

  it('gives sane results for bad page values and a 5,000-character query', async () => {
    const { multi } = setup()
    for (const params of ['page=-1', 'page=abc', { page: -1 }, { page: 'abc' }, { page: 1e12 }]) {
      const res = await multi('alpha', [{ indexName: 'Car_production', params }])
      expect(res.status, JSON.stringify(params)).toBe(200)
      expect(res.json.results[0].page).toBeGreaterThanOrEqual(0)
    }
    const long = await multi('alpha', [{ indexName: 'Car_production', params: { query: 'toyota '.repeat(715).slice(0, 5000) } }])
    expect(long.status).toBe(200)
    expect(long.json.results[0].query.length).toBeLessThanOrEqual(512)
  })

  it('refuses oversized bodies with 413 and methods other than GET and POST with 405', async () => {
    const { call } = setup()
    const big = await call('alpha/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: 'Car_production', params: { query: 'x'.repeat(MAX_BODY_BYTES) } }] }))
    expect(big.status).toBe(413)
    const handler = createSearchHandler({ resolveSite: async () => SCOPES.alpha, index: () => memoryIndex(), rateLimit: false })
    const res = await handler(new Request('http://localhost/x', { method: 'PUT', body: '{}' }), ['alpha', '1', 'indexes', '*', 'queries'])
    expect(res.status).toBe(405)
  })

  it('answers 503, not 500, when the index fails', async () => {
    const errors: unknown[] = []
    const { multi } = setup({
      index: () => ({ ...memoryIndex(), multiSearch: async () => Promise.reject(new Error('database down')) }),
      onError: (e) => errors.push(e),
    })
    const res = await multi('alpha', [{ indexName: 'Car_production' }])
    expect(res.status).toBe(503)
    expect(res.json).toEqual({ message: 'Search is temporarily unavailable', status: 503 })
    expect(errors).toHaveLength(1)
  })
})

describe('single-index routes', () => {
  it('answers /1/indexes/{index}/query and /facets/{facet}/query', async () => {
    const { call } = setup()
    const one = await call('alpha/1/indexes/Car_production_price_asc/query', { params: 'query=mazda&hitsPerPage=10' })
    expect(one.status).toBe(200)
    expect(one.json.hits.map((h: any) => h.objectID)).toEqual(['2', '7'])
    const facet = await call('alpha/1/indexes/Car_production/facets/body/query', { facetQuery: 'u' })
    expect(facet.json.facetHits).toEqual([{ value: 'ute', highlighted: '<em>u</em>te', count: 2 }])
  })
})

describe('rate limit (issue 7 defect 7: keyed on the client as seen through trusted proxies only)', () => {
  const body = { requests: [{ indexName: 'Car_production' }] }
  /** A request whose TCP peer is `peer` (as the server stamps it), with any headers the client sent. */
  const from = (peer: string, headers: Record<string, string> = {}) => ({ headers: withPeerAddress(headers, peer) })

  beforeEach(() => {
    useMemoryRateLimits()
    delete process.env.TRUSTED_PROXIES
  })
  afterEach(() => {
    delete process.env.TRUSTED_PROXIES
  })

  const limited = () => setup({ rateLimit: createSearchRateLimit({ ratePerSecond: 0.3, windowSeconds: 10 })}) // 3 per 10 s

  it('answers 429 with Retry-After once a client exceeds its allowance; other clients are unaffected', async () => {
    const { call } = limited()
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await call('alpha/1/indexes/*/queries', body, from('203.0.113.9'))).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    const res = await call('alpha/1/indexes/*/queries', body, from('203.0.113.9'))
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(res.json).toMatchObject({ status: 429, message: expect.stringMatching(/Too many search requests/) })
    expect((await call('alpha/1/indexes/*/queries', body, from('198.51.100.1'))).status).toBe(200)
  })

  it('is not bypassed by rotating X-Forwarded-For, nor by claiming 127.0.0.1, from an untrusted peer', async () => {
    const { call } = limited()
    const statuses = []
    for (let i = 0; i < 6; i++) {
      const forged = i % 2 === 0 ? `10.9.8.${i}` : '127.0.0.1'
      statuses.push((await call('alpha/1/indexes/*/queries', body, from('203.0.113.50', { 'x-forwarded-for': forged, 'x-real-ip': forged }))).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429])
  })

  it('honours X-Forwarded-For through a configured trusted proxy', async () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/24, ::1'
    const { call } = limited()
    const viaProxy = (client: string) => call('alpha/1/indexes/*/queries', body, from('10.0.0.7', { 'x-forwarded-for': client }))
    const a = []
    for (let i = 0; i < 4; i++) a.push((await viaProxy('198.51.100.20')).status)
    expect(a).toEqual([200, 200, 200, 429])
    expect((await viaProxy('198.51.100.21')).status).toBe(200) // another shopper behind the same proxy
    // a client prepending a forged hop does not change who it is: the proxy appended its real address
    expect((await viaProxy('1.2.3.4, 198.51.100.20')).status).toBe(429)
  })

  it('gives requests from this machine (server-side rendering) a larger allowance', async () => {
    const { call } = limited()
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await call('alpha/1/indexes/*/queries', body, from('127.0.0.1'))).status)
    expect(statuses.every((s) => s === 200)).toBe(true)
  })
})

describe('siteBaseFilter', () => {
  it('rounds now down to the minute and adds the site id', () => {
    const f = siteBaseFilter(SCOPES.alpha.site, ['alpha-motors'], NOW)
    const cutoff = Math.floor(Date.parse('2026-03-10T12:00:00.000Z') / 1000) - 3 * 86_400
    expect(f).toBe(
      `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${cutoff}) AND show_on_dealer_website:true AND dealership_slug:alpha-motors AND NOT stocknum:EXCL1 AND site_id = 1`,
    )
    expect(siteBaseFilter(SCOPES.alpha.site, ['alpha-motors'], NOW + 29_000)).toBe(f) // same minute
  })

  it('applies the site\'s car types, item types and sold days', () => {
    const s = { id: 4, settings: { soldDays: 10, stockCarTypes: ['new', 'demo'], stockItemTypes: ['caravan'] } } as never
    const f = siteBaseFilter(s, [], NOW)
    expect(f).toContain(`sold_date_timestamp > ${Math.floor(Date.parse('2026-03-10T12:00:00.000Z') / 1000) - 10 * 86_400}`)
    expect(f).toContain('(car_type:new OR car_type:demo)')
    expect(f).toContain('item_type:caravan')
    expect(f).toContain('site_id = 4')
  })
})

describe('results cache', () => {
  it('answers a repeated multi-query from the cache, and a site the cache does not know from the index', async () => {
    const seen: string[] = []
    const cached = { results: [{ hits: [], nbHits: 42 }] }
    const { multi } = setup({
      cachedMultiSearch: async (slug, requests) => {
        seen.push(`${slug}:${requests.length}`)
        return slug === 'alpha' ? (cached as never) : null
      },
    })
    const fromCache = await multi('alpha', [{ indexName: 'Car_production', params: { query: 'x' } }])
    expect(fromCache.status).toBe(200)
    expect(fromCache.json.results[0].nbHits).toBe(42)
    const direct = await multi('bravo', [{ indexName: 'Car_production', params: { hitsPerPage: 100 } }])
    expect(direct.status).toBe(200)
    expect(direct.json.results[0].nbHits).not.toBe(42)
    expect(seen).toEqual(['alpha:1', 'bravo:1'])
  })

  it('still refuses an unknown site and bad input before the cache is asked', async () => {
    let asked = 0
    const { call, multi } = setup({ cachedMultiSearch: async () => ((asked += 1), null) })
    expect((await multi('nope', [{ indexName: 'Car_production' }])).status).toBe(404)
    expect((await call('alpha/1/indexes/*/queries', '{not json')).status).toBe(400)
    expect(asked).toBe(0)
  })
})
