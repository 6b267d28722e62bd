/**
 * The engine driven through the same client code the browser uses: createSiteSearchClient
 * (algoliasearch's liteClient) in embedded mode against a local HTTP server that serves the search
 * endpoint handler, and algoliasearch-helper (react-instantsearch's state machine) on top of it.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import algoliasearchHelper from 'algoliasearch-helper'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSiteSearchClient, embeddedHost, type SearchClientConfig } from '@/search/client'
import { createSearchHandler } from '@/search/algoliaProtocolHandler'
import { ALPHA_VISIBLE, memoryIndex, NOW, SCOPES } from './fixtures'

let server: http.Server
let port: number
const seen: string[] = []

beforeAll(async () => {
  const index = memoryIndex()
  const handler = createSearchHandler({ resolveSite: async (slug) => SCOPES[slug] ?? null, index: () => index, now: () => NOW, rateLimit: false })
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
    seen.push(`${req.method} ${url.pathname}`)
    const prefix = '/api/search/'
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404).end()
      return
    }
    const path = url.pathname.slice(prefix.length).split('/').map(decodeURIComponent)
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
    const response = await handler(new Request(url, { method: req.method, headers, body: req.method === 'GET' ? undefined : Buffer.concat(chunks) }), path)
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(await response.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const previousPort = process.env.PORT
afterEach(() => {
  delete (globalThis as { window?: unknown }).window
  if (previousPort === undefined) delete process.env.PORT
  else process.env.PORT = previousPort
})

const config = (siteSlug = 'alpha'): SearchClientConfig => ({
  mode: 'embedded',
  appId: 'embedded',
  apiKey: 'public',
  indexName: 'Car_production',
  siteSlug,
  replicas: { latest: 'Car_production_latest', priceDesc: 'Car_production_price_desc', priceAsc: 'Car_production_price_asc' },
  hitsPerPage: 21,
})

describe('createSiteSearchClient (embedded)', () => {
  it('during SSR talks to 127.0.0.1:$PORT under /api/search/{site}', async () => {
    process.env.PORT = String(port)
    expect(embeddedHost('alpha')).toEqual({ url: `127.0.0.1:${port}/api/search/alpha`, protocol: 'http', accept: 'readWrite' })
    const client = createSiteSearchClient(config())
    const { results } = await client.search({ requests: [{ indexName: 'Car_production', query: '', hitsPerPage: 50, facets: ['make'] }] })
    const first = results[0] as { hits: Array<{ objectID: string }>; nbHits: number; facets: Record<string, Record<string, number>> }
    expect(first.hits.map((h) => h.objectID).sort()).toEqual(ALPHA_VISIBLE)
    expect(first.facets.make).toEqual({ Toyota: 2, Mazda: 2, Kia: 1 })
    // A read query goes as the endpoint's GET form (a shared cache may keep it).
    expect(seen.at(-1)).toBe('GET /api/search/alpha/1/indexes/*/queries')
  })

  it('in the browser talks to window.location.host', async () => {
    process.env.PORT = '1' // must not be used in the browser
    ;(globalThis as { window?: unknown }).window = { location: { host: `127.0.0.1:${port}`, protocol: 'http:' } }
    expect(embeddedHost('bravo').url).toBe(`127.0.0.1:${port}/api/search/bravo`)
    const client = createSiteSearchClient(config('bravo'))
    const { results } = await client.search({ requests: [{ indexName: 'Car_production_price_asc', query: 'toy' }] })
    expect((results[0] as { hits: Array<{ objectID: string }> }).hits.map((h) => h.objectID)).toEqual(['20'])
    ;(globalThis as { window?: unknown }).window = { location: { host: 'dealer.example.com', protocol: 'https:' } }
    expect(embeddedHost('bravo')).toEqual({ url: 'dealer.example.com/api/search/bravo', protocol: 'https', accept: 'readWrite' })
  })

  it('cannot reveal hidden stock through the client either', async () => {
    process.env.PORT = String(port)
    const client = createSiteSearchClient(config())
    const { results } = await client.search({
      requests: [{ indexName: 'Car_production', filters: 'show_on_dealer_website:false OR make:Ford', hitsPerPage: 100 }],
    })
    expect((results[0] as { hits: Array<{ objectID: string }> }).hits.map((h) => h.objectID)).toEqual([])
  })

  it('surfaces a 400 as an Algolia ApiError with the message', async () => {
    process.env.PORT = String(port)
    const client = createSiteSearchClient(config())
    const error = await client.search({ requests: [{ indexName: 'Car_production', filters: 'make:(' }] }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'ApiError', status: 400, message: expect.stringMatching(/Invalid filters/) })
    const unknown = await createSiteSearchClient(config('nowhere'))
      .search({ requests: [{ indexName: 'Car_production' }] })
      .catch((e: unknown) => e)
    expect(unknown).toMatchObject({ status: 404, message: expect.stringMatching(/Unknown site/) })
  })

  it('answers react-instantsearch\'s helper: disjunctive facets, ranges, pages, sort replicas', async () => {
    process.env.PORT = String(port)
    const client = createSiteSearchClient(config())
    const helper = algoliasearchHelper(client as never, 'Car_production', {
      disjunctiveFacets: ['make', 'body'],
      hitsPerPage: 2,
    })
    helper.addDisjunctiveFacetRefinement('make', 'Toyota').addDisjunctiveFacetRefinement('make', 'Mazda')
    helper.addNumericRefinement('price', '>=', 32_000)
    helper.setIndex('Car_production_price_desc')
    const results = await new Promise<any>((resolve, reject) => {
      helper.once('result', ({ results: r }: { results: unknown }) => resolve(r))
      helper.once('error', ({ error: e }: { error: unknown }) => reject(e))
      helper.search()
    })
    // visible on alpha, Toyota or Mazda, price >= 32,000: 7 (37,000), 3 (33,000), 2 (32,000)
    expect(results.nbHits).toBe(3)
    expect(results.nbPages).toBe(2)
    expect(results.hits.map((h: { objectID: string }) => h.objectID)).toEqual(['7', '3'])
    const makes = results.getFacetValues('make', { sortBy: ['name:asc'] })
    expect(makes.map((m: { name: string; count: number; isRefined: boolean }) => [m.name, m.count, m.isRefined])).toEqual([
      ['Kia', 1, false],
      ['Mazda', 2, true],
      ['Toyota', 1, true],
    ])
  })
})

describe('createSiteSearchClient (algolia)', () => {
  it('uses Algolia\'s hosts and the given key', () => {
    const client = createSiteSearchClient({ ...config(), mode: 'algolia', appId: 'APP123', apiKey: 'secured-key' })
    expect(client.appId).toBe('APP123')
    expect(client.apiKey).toBe('secured-key')
  })
})
