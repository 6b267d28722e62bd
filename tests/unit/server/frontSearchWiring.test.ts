/**
 * The search front (src/server/frontSearch.ts) wired to the real endpoint: the route's handler
 * (src/search/algoliaProtocolHandler.ts) over an in-memory engine, its rate limiter shared through the real
 * bridge (src/search/frontBridge.ts), the real index change counter. What a shopper would notice:
 * an edited car shows in the next search, a site never sees another site's answer, bad bodies
 * keep their 4xx, and the rate limit holds for answers served in front.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { countedByFront, createFrontSearchBridge, FRONT_FETCH_HEADER } from '@/search/frontBridge'
import { createSearchHandler } from '@/search/algoliaProtocolHandler'
import { noteIndexChanged } from '@/search/indexChanges'
import { createSearchRateLimit } from '@/search/searchRateLimit'
import { PEER_HEADER, withPeerAddress } from '@/security/peerAddress'
import { useMemoryRateLimits } from '@/security/rateLimitStore'
import { memoryIndex, NOW, RECORDS, SCOPES } from '../search-backend/fixtures'

import { edgeSecret } from '@/security/edgeSecret'
import { createFrontSearch } from '@/server/frontSearch'

/** The edge's per-process secret, which the front marks its forwarded misses with. */
const TOKEN = edgeSecret()
const BODY = JSON.stringify({ requests: [{ indexName: 'Car_production', params: { hitsPerPage: 50, facets: ['model'] } }] })

let server: http.Server
let port: number
let index: ReturnType<typeof memoryIndex>
let routeCalls: number

/** `inProcess`: the route registers its handler's answer, so the front answers misses itself. */
async function start(ratePerSecond: number, { inProcess = false } = {}) {
  const limit = createSearchRateLimit({ ratePerSecond, windowSeconds: 10 })
  const handler = createSearchHandler({ resolveSite: async (s) => SCOPES[s] ?? null, index: () => index, now: () => NOW, rateLimit: limit, countedByFront })
  const bridge = createFrontSearchBridge(limit, inProcess ? { answer: handler.answer } : undefined)
  const front = createFrontSearch({ port: () => port, token: TOKEN, bridge: () => bridge })
  // Stands in for Next: the Node request as a Web Request, stamped with its peer like the real server.
  server = http.createServer((req, res) => {
    // The production server stamps every request with its TCP peer (peerAddress.ts); the test's
    // client names its address in x-client.
    const client = String(req.headers['x-client'] ?? req.socket.remoteAddress)
    req.headers[PEER_HEADER] = withPeerAddress(undefined, client).get(PEER_HEADER) ?? undefined
    if (front.accepts(req)) return void front.handle(req, res)
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      routeCalls += 1
      const headers = withPeerAddress({ 'content-type': 'application/json' }, client)
      const marker = req.headers[FRONT_FETCH_HEADER]
      if (typeof marker === 'string') headers.set(FRONT_FETCH_HEADER, marker)
      const request = new Request(`http://localhost${req.url}`, { method: 'POST', headers, body: Buffer.concat(chunks) })
      const path = new URL(request.url).pathname.slice('/api/search/'.length).split('/').filter(Boolean)
      const response = await handler(request, path)
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
}

beforeEach(() => {
  useMemoryRateLimits()
  index = memoryIndex()
  routeCalls = 0
})
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve))
})

function search(site: string, body = BODY, client = '203.0.113.5'): Promise<{ status: number; cache: unknown; json: any; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: `/api/search/${site}/1/indexes/*/queries`, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'x-client': client } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (c: Buffer) => chunks.push(c))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, cache: response.headers['x-search-cache'], json: JSON.parse(Buffer.concat(chunks).toString()), headers: response.headers }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

const models = (answer: { json: any }) => (answer.json.results[0].hits as Array<{ model: string }>).map((h) => h.model).sort()

describe('search front wired to the endpoint', () => {
  it('serves a repeat in front, and an edited car in the very next search', async () => {
    await start(100)
    const first = await search('alpha')
    const repeat = await search('alpha')
    expect(repeat.cache).toBe('HIT')
    expect(repeat.json).toEqual(first.json)
    expect(models(first)).toContain('HiLux')
    expect(routeCalls).toBe(1)

    // An editor renames the HiLux; the index job writes it and bumps the change counter.
    await index.saveObjects([{ ...RECORDS[0]!, model: 'HiLux SR5' }])
    noteIndexChanged()
    const after = await search('alpha')
    expect(after.cache).toBe('MISS')
    expect(models(after)).toContain('HiLux SR5')
    expect(models(after)).not.toContain('HiLux')
  })

  it('never gives one site another site’s answer to the same body', async () => {
    await start(100)
    const alpha = await search('alpha')
    const bravo = await search('bravo')
    expect(bravo.cache).toBe('MISS')
    expect(models(bravo)).toEqual(['Navara', 'Yaris'])
    expect(models(alpha)).not.toContain('Navara')
  })

  it('keeps the endpoint’s 4xx for bad bodies, every time', async () => {
    await start(100)
    for (let i = 0; i < 2; i++) {
      const malformed = await search('alpha', '{"requests": [')
      expect(malformed.status).toBe(400)
      expect(malformed.json).toEqual({ message: 'The request body is not valid JSON', status: 400 })
      const wrongShape = await search('alpha', '{"requests": 5}')
      expect(wrongShape.status).toBe(400)
      expect(wrongShape.cache).toBe('MISS')
      expect((await search('nowhere')).status).toBe(404)
    }
  })

  it('counts answers served in front against the client’s rate limit, once each', async () => {
    await start(0.3) // 3 per 10 s
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await search('alpha')).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    expect((await search('alpha', BODY, '198.51.100.7')).status).toBe(200)
  })

  describe('with misses answered in process (the route’s answer on the bridge)', () => {
    it('answers a miss without the route, the same JSON the route gives, and an edited car in the very next search', async () => {
      await start(100, { inProcess: true })
      const first = await search('alpha')
      expect(first.status).toBe(200)
      expect(first.cache).toBe('MISS')
      expect(first.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
      expect(first.headers['x-content-type-options']).toBe('nosniff')
      expect(first.headers['cache-control']).toBe('no-store')
      expect(routeCalls).toBe(0)
      const repeat = await search('alpha')
      expect(repeat.cache).toBe('HIT')
      expect(repeat.json).toEqual(first.json)
      expect(models(first)).toContain('HiLux')

      await index.saveObjects([{ ...RECORDS[0]!, model: 'HiLux SR5' }])
      noteIndexChanged()
      const after = await search('alpha')
      expect(after.cache).toBe('MISS')
      expect(models(after)).toContain('HiLux SR5')
      expect(models(after)).not.toContain('HiLux')
      expect(routeCalls).toBe(0)
    })

    it('gives a miss the JSON the route itself would give', async () => {
      await start(100, { inProcess: true })
      const inFront = await search('alpha', BODY.replace('"hitsPerPage":50', '"hitsPerPage":49'))
      await new Promise((resolve) => server.close(resolve))
      await start(100)
      const viaRoute = await search('alpha', BODY.replace('"hitsPerPage":50', '"hitsPerPage":49'))
      expect(viaRoute.cache).toBe('MISS')
      expect(routeCalls).toBe(1)
      const untimed = (json: unknown) => JSON.parse(JSON.stringify(json), (key, value) => (key === 'processingTimeMS' ? undefined : value))
      expect(untimed(inFront.json)).toEqual(untimed(viaRoute.json))
    })

    it('never gives one site another site’s answer to the same body', async () => {
      await start(100, { inProcess: true })
      const alpha = await search('alpha')
      const bravo = await search('bravo')
      expect(bravo.cache).toBe('MISS')
      expect(models(bravo)).toEqual(['Navara', 'Yaris'])
      expect(models(alpha)).not.toContain('Navara')
    })

    it('keeps the endpoint’s 4xx for bad bodies and unknown sites, every time, and stores none', async () => {
      await start(100, { inProcess: true })
      for (let i = 0; i < 2; i++) {
        const malformed = await search('alpha', '{"requests": [')
        expect(malformed.status).toBe(400)
        expect(malformed.json).toEqual({ message: 'The request body is not valid JSON', status: 400 })
        expect(malformed.headers['content-security-policy']).toContain("default-src 'none'")
        const wrongShape = await search('alpha', '{"requests": 5}')
        expect(wrongShape.status).toBe(400)
        expect(wrongShape.cache).toBe('MISS')
        const badFilter = await search('alpha', JSON.stringify({ requests: [{ indexName: 'Car_production', params: { filters: 'price >' } }] }))
        expect(badFilter.status).toBe(400)
        const unknown = await search('nowhere')
        expect(unknown.status).toBe(404)
        expect(unknown.json).toEqual({ message: 'Unknown site "nowhere"', status: 404 })
        expect((await search('Bad%20Slug')).status).toBe(404)
      }
      expect(routeCalls).toBe(0)
    })

    it('counts every answer against the client’s rate limit, once each', async () => {
      await start(0.3, { inProcess: true }) // 3 per 10 s
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await search('alpha', BODY.replace('50', String(40 + i)))).status)
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      expect((await search('alpha', BODY, '198.51.100.7')).status).toBe(200)
      expect(routeCalls).toBe(0)
    })
  })
})
