/**
 * The search endpoint's answers in front of Next (src/server/frontSearch.ts), against a real
 * HTTP server that stands in for Next's endpoint: what it stores, for whom, when it asks Next
 * again, and that the rate limit and bad-input answers stay the endpoint's.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import * as frontSearch from '@/server/frontSearch'
import type { FrontSearch } from '@/server/frontSearch'
import type { FrontSearchBridge as Bridge } from '@/search/frontSearchChannel'

const TOKEN = 'front-token-for-tests'
const MULTI = (site: string) => `/api/search/${site}/1/indexes/*/queries?x-algolia-agent=test`
const BODY = JSON.stringify({ requests: [{ indexName: 'Car_production', params: { query: '', hitsPerPage: 24, facets: ['make'] } }] })

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }

let server: http.Server
let port: number
let front: FrontSearch
/** What "Next" was asked: site, body, and whether the request carried the front's token. */
let asked: Array<{ url: string; body: string; token: string | undefined }>
let stock: string
let generation: number
let bridgeRegistered: boolean
let limitCalls: number
let allowance: number

function nextEndpoint(req: http.IncomingMessage, res: http.ServerResponse) {
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString()
    asked.push({ url: String(req.url), body, token: req.headers['x-dealer-front-fetch'] as string | undefined })
    const site = /\/api\/search\/([^/]+)\//.exec(String(req.url))?.[1]
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      return res.end(JSON.stringify({ message: 'The request body is not valid JSON', status: 400 }))
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
    res.end(JSON.stringify({ results: [{ site, stock, asked: parsed, hits: 'x'.repeat(3000) }] }))
  })
}

beforeEach(async () => {
  asked = []
  stock = 'v1'
  generation = 0
  bridgeRegistered = true
  limitCalls = 0
  allowance = Infinity
  const bridge: Bridge = {
    async limit() {
      limitCalls += 1
      if (limitCalls <= allowance) return { allowed: true }
      return { allowed: false, body: JSON.stringify({ message: 'Too many search requests; try again shortly', status: 429 }), headers: [['content-type', 'application/json; charset=utf-8'], ['retry-after', '7']] }
    },
    generation: () => generation,
  }
  server = http.createServer((req, res) => {
    if (front.accepts(req)) return void front.handle(req, res)
    nextEndpoint(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  front = frontSearch.createFrontSearch({ port: () => port, token: TOKEN, bridge: () => (bridgeRegistered ? bridge : undefined) })
})

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve))
})

function post(path: string, body: string = BODY, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { host: 'sunshine.localhost', 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (c: Buffer) => chunks.push(c))
        response.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = response.headers['content-encoding']
          const text = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: text.toString() })
        })
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host: 'sunshine.localhost' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (c: Buffer) => chunks.push(c))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString() }))
      })
      .on('error', reject)
  })
}

describe('search endpoint front, GET form', () => {
  it('answers a repeated GET-form query from its store with the endpoint\'s shared, tagged answer, apart from the same body POSTed', async () => {
    const answered: Array<{ body: string; shared: boolean | undefined }> = []
    const bridge: Bridge = {
      limit: async () => ({ allowed: true }),
      generation: () => generation,
      async answer(_slug, body, shared) {
        answered.push({ body, shared })
        const headers: Array<[string, string]> = [['content-type', 'application/json; charset=utf-8'], ['cache-control', shared ? 'public, max-age=0, s-maxage=45' : 'no-store']]
        if (shared) headers.push(['x-edge-cache-tags', 'site:1,site:1:vehicles'])
        return { status: 200, headers, body: JSON.stringify({ results: [{ shared: Boolean(shared) }] }) }
      },
    }
    front = frontSearch.createFrontSearch({ port: () => port, token: TOKEN, bridge: () => bridge })
    const path = `/api/search/sunshine/1/indexes/*/queries?body=${encodeURIComponent(BODY)}`
    const first = await get(path)
    const again = await get(path)
    expect(first.headers['x-search-cache']).toBe('MISS')
    expect(again.headers['x-search-cache']).toBe('HIT')
    expect(again.headers['x-edge-cache-tags']).toBe('site:1,site:1:vehicles')
    expect(JSON.parse(again.text).results[0].shared).toBe(true)
    const posted = await post(MULTI('sunshine'))
    expect(posted.headers['x-search-cache']).toBe('MISS')
    expect(posted.headers['x-edge-cache-tags']).toBeUndefined()
    expect(answered).toEqual([{ body: BODY, shared: true }, { body: BODY, shared: false }])
    // A query string the endpoint refuses is Next's (its 400/414).
    expect((await get('/api/search/sunshine/1/indexes/*/queries?nobody=1')).headers['x-search-cache']).toBeUndefined()
  })
})

describe('search endpoint front', () => {
  it('asks Next once for a repeated multi-query, then answers it compressed with the same JSON', async () => {
    const first = await post(MULTI('sunshine'), BODY, { 'accept-encoding': 'br, gzip' })
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['x-search-cache']).toBe('MISS')
    expect(first.headers['x-content-type-options']).toBe('nosniff')
    const again = await post(MULTI('sunshine'), BODY, { 'accept-encoding': 'gzip' })
    const plain = await post(MULTI('sunshine'))
    expect(again.headers['x-search-cache']).toBe('HIT')
    expect(again.headers['content-encoding']).toBe('gzip')
    expect(again.headers.vary).toBe('Accept-Encoding')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(again.text).toBe(first.text)
    expect(plain.text).toBe(first.text)
    expect(JSON.parse(first.text).results[0].site).toBe('sunshine')
    expect(asked).toHaveLength(1)
    // Next recognises the forwarded request as the front's (the client is not counted twice) …
    expect(asked[0]!.token).toBe(TOKEN)
    // … and every answered request was counted by the endpoint's rate limit once.
    expect(limitCalls).toBe(3)
  })

  it('asks again once the search index changed (an edited car shows in the next search)', async () => {
    await post(MULTI('sunshine'))
    stock = 'v2'
    expect(JSON.parse((await post(MULTI('sunshine'))).text).results[0].stock).toBe('v1')
    generation += 1
    expect(JSON.parse((await post(MULTI('sunshine'))).text).results[0].stock).toBe('v2')
    expect(asked).toHaveLength(2)
  })

  it('asks again after Next’s cache expired a tag (a site’s settings saved)', async () => {
    await post(MULTI('sunshine'))
    stock = 'v2'
    front.expire()
    expect(JSON.parse((await post(MULTI('sunshine'))).text).results[0].stock).toBe('v2')
  })

  it('never answers one site with another site’s answer to the same body', async () => {
    await post(MULTI('sunshine'))
    const harbour = await post(MULTI('harbour'))
    expect(JSON.parse(harbour.text).results[0].site).toBe('harbour')
    expect(harbour.headers['x-search-cache']).toBe('MISS')
    expect(asked.map((a) => a.url)).toEqual([MULTI('sunshine'), MULTI('harbour')])
  })

  it('a different body is a different answer', async () => {
    await post(MULTI('sunshine'))
    const other = JSON.stringify({ requests: [{ indexName: 'Car_production', params: { query: 'hilux' } }] })
    expect(JSON.parse((await post(MULTI('sunshine'), other)).text).results[0].asked.requests[0].params.query).toBe('hilux')
    expect(asked).toHaveLength(2)
  })

  it('passes a bad body’s 4xx on and never stores it', async () => {
    const bad = await post(MULTI('sunshine'), '{"requests": [')
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.text)).toEqual({ message: 'The request body is not valid JSON', status: 400 })
    expect((await post(MULTI('sunshine'), '{"requests": [')).status).toBe(400)
    expect(asked).toHaveLength(2)
    expect(front.stats().entries).toBe(0)
  })

  it('answers the endpoint’s 429 when the client is over its rate limit, without asking Next', async () => {
    allowance = 1
    expect((await post(MULTI('sunshine'))).status).toBe(200)
    const refused = await post(MULTI('sunshine'))
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBe('7')
    expect(JSON.parse(refused.text).message).toMatch(/Too many search requests/)
    expect(asked).toHaveLength(1)
  })

  it('leaves to Next: other search paths, malformed escapes, other methods, big or chunked bodies, and everything before the route loaded', async () => {
    const req = (method: string, url: string, headers: http.IncomingHttpHeaders = { 'content-length': '10' }) => ({ method, url, headers })
    expect(frontSearch.frontSearchSlug(req('POST', '/api/search/sunshine/1/indexes/*/queries'))).toBe('sunshine')
    expect(frontSearch.frontSearchSlug(req('POST', '/api/search/sunshine/1/indexes/%2A/queries?x=1'))).toBe('sunshine')
    expect(frontSearch.frontSearchSlug(req('GET', '/api/search/sunshine/1/indexes/*/queries'))).toBeNull()
    expect(frontSearch.frontSearchSlug(req('GET', `/api/search/sunshine/1/indexes/*/queries?body=${'x'.repeat(9000)}`))).toBeNull()
    expect(frontSearch.frontSearchSlug(req('GET', `/api/search/sunshine/1/indexes/*/queries?body=${encodeURIComponent(BODY)}`))).toBe('sunshine')
    expect(frontSearch.frontSearchSlug(req('POST', '/api/search/sunshine/1/indexes/Car_production/query'))).toBeNull()
    expect(frontSearch.frontSearchSlug(req('POST', '/api/search/sunshine/1/indexes/*/queries/extra'))).toBeNull()
    // A malformed % escape: the route answers it 400, not the front a 404 for an unknown site.
    expect(frontSearch.frontSearchSlug(req('POST', '/api/search/%zz/1/indexes/*/queries'))).toBeNull()
    expect(frontSearch.frontSearchSlug(req('POST', '/api/search/sunshine/1/indexes/*/queries', { 'content-length': String(17 * 1024) }))).toBeNull()
    expect(frontSearch.frontSearchSlug(req('POST', '/api/search/sunshine/1/indexes/*/queries', { 'transfer-encoding': 'chunked' }))).toBeNull()

    bridgeRegistered = false
    await post(MULTI('sunshine'))
    await post(MULTI('sunshine'))
    expect(asked.map((a) => a.token)).toEqual([undefined, undefined]) // Next answered both itself
    expect(limitCalls).toBe(0)
  })

  it('is off when disabled', async () => {
    front = frontSearch.createFrontSearch({ port: () => port, token: TOKEN, bridge: () => ({ limit: async () => ({ allowed: true }), generation: () => 0 }), enabled: false })
    await post(MULTI('sunshine'))
    expect(asked[0]!.token).toBeUndefined()
  })

  it('shares one fetch between concurrent identical misses', async () => {
    const answers = await Promise.all([post(MULTI('sunshine')), post(MULTI('sunshine')), post(MULTI('sunshine'))])
    expect(new Set(answers.map((a) => a.text)).size).toBe(1)
    expect(asked).toHaveLength(1)
  })
})

describe('search endpoint front: misses answered in process (the bridge’s answer)', () => {
  /** What the route's answer function was asked: site (still %-encoded) and body. */
  let answered: Array<{ slug: string; body: string }>
  let answerStatus: number
  let answerFails: boolean

  beforeEach(() => {
    answered = []
    answerStatus = 200
    answerFails = false
    const bridge: Bridge & { answer: (slug: string, body: string) => Promise<{ status: number; headers: Array<[string, string]>; body: string }> } = {
      async limit() {
        limitCalls += 1
        return { allowed: true }
      },
      generation: () => generation,
      async answer(slug, body) {
        answered.push({ slug, body })
        if (answerFails) throw new Error('engine down')
        if (answerStatus !== 200) {
          return { status: answerStatus, headers: [['content-type', 'application/json; charset=utf-8'], ['cache-control', 'no-store'], ['content-security-policy', "default-src 'none'"]], body: JSON.stringify({ message: 'The request body is not valid JSON', status: answerStatus }) }
        }
        return {
          status: 200,
          headers: [['content-type', 'application/json; charset=utf-8'], ['cache-control', 'no-store'], ['x-content-type-options', 'nosniff'], ['content-security-policy', "default-src 'none'"]],
          body: JSON.stringify({ results: [{ site: slug, stock, asked: JSON.parse(body), hits: 'y'.repeat(5000) }] }),
        }
      },
    }
    front = frontSearch.createFrontSearch({ port: () => port, token: TOKEN, bridge: () => bridge })
  })

  it('answers a miss without asking Next, with the endpoint’s own answer and headers, then repeats from the store', async () => {
    const first = await post(MULTI('sunshine'), BODY, { 'accept-encoding': 'gzip, br' })
    expect(first.status).toBe(200)
    expect(first.headers['x-search-cache']).toBe('MISS')
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers.vary).toBe('Accept-Encoding')
    expect(first.headers['content-security-policy']).toBe("default-src 'none'")
    expect(first.headers['x-content-type-options']).toBe('nosniff')
    expect(JSON.parse(first.text).results[0]).toMatchObject({ site: 'sunshine', stock: 'v1', asked: JSON.parse(BODY) })
    const again = await post(MULTI('sunshine'), BODY, { 'accept-encoding': 'br' })
    expect(again.headers['x-search-cache']).toBe('HIT')
    expect(again.text).toBe(first.text)
    expect(answered).toEqual([{ slug: 'sunshine', body: BODY }])
    expect(asked).toHaveLength(0) // Next never saw a request
    expect(limitCalls).toBe(2)
  })

  it('compresses a miss only in its client’s encoding, and a repeated answer in every encoding', async () => {
    const raw = (await post(MULTI('sunshine'), BODY, { 'accept-encoding': 'identity' })).text
    const rawBytes = Buffer.byteLength(raw)
    expect(front.stats().bytes).toBe(rawBytes) // nothing compressed for a client that takes none
    front.expire()
    await post(MULTI('sunshine'), BODY, { 'accept-encoding': 'br' })
    const afterMiss = front.stats().bytes
    expect(afterMiss).toBeGreaterThan(rawBytes)
    expect(afterMiss).toBeLessThan(rawBytes * 1.5)
    // A repeat from a gzip-only client gets gzip (compressed for it), and the entry now has br and gzip at the stored levels.
    const gz = await post(MULTI('sunshine'), BODY, { 'accept-encoding': 'gzip' })
    expect(gz.headers['x-search-cache']).toBe('HIT')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.text).toBe(raw)
    const br = await post(MULTI('sunshine'), BODY, { 'accept-encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.text).toBe(raw)
    expect(front.stats().bytes).toBeGreaterThan(afterMiss)
    expect(front.stats().entries).toBe(1)
    expect(answered).toHaveLength(2)
  })

  it('tells the bridge to forget what its answers keep when Next’s cache expires a tag', async () => {
    let forgotten = 0
    const bridge = { limit: async () => ({ allowed: true as const }), generation: () => 0, answer: async () => ({ status: 200, headers: [] as Array<[string, string]>, body: '{}' }), forget: () => void (forgotten += 1) }
    const withForget = frontSearch.createFrontSearch({ port: () => port, token: TOKEN, bridge: () => bridge })
    withForget.expire()
    expect(forgotten).toBe(1)
    front.expire() // a bridge without forget
  })

  it('asks the endpoint again once the search index changed', async () => {
    await post(MULTI('sunshine'))
    stock = 'v2'
    generation += 1
    expect(JSON.parse((await post(MULTI('sunshine'))).text).results[0].stock).toBe('v2')
    expect(answered).toHaveLength(2)
  })

  it('keeps one site’s answer from another site', async () => {
    await post(MULTI('sunshine'))
    const harbour = await post(MULTI('harbour'))
    expect(harbour.headers['x-search-cache']).toBe('MISS')
    expect(JSON.parse(harbour.text).results[0].site).toBe('harbour')
  })

  it('passes the endpoint’s 4xx on with its headers and never stores it', async () => {
    answerStatus = 400
    for (let i = 0; i < 2; i++) {
      const bad = await post(MULTI('sunshine'), '{"requests": [', { 'accept-encoding': 'br' })
      expect(bad.status).toBe(400)
      expect(bad.headers['content-encoding']).toBeUndefined()
      expect(bad.headers['content-security-policy']).toBe("default-src 'none'")
      expect(JSON.parse(bad.text)).toEqual({ message: 'The request body is not valid JSON', status: 400 })
    }
    expect(answered).toHaveLength(2)
    expect(front.stats().entries).toBe(0)
  })

  it('answers 503 when the endpoint’s answer fails outright', async () => {
    answerFails = true
    const failed = await post(MULTI('sunshine'))
    expect(failed.status).toBe(503)
    expect(JSON.parse(failed.text)).toEqual({ message: 'Search is temporarily unavailable', status: 503 })
    expect(front.stats().entries).toBe(0)
  })

  it('shares one answer between concurrent identical misses, whatever encodings their clients take', async () => {
    const answers = await Promise.all([
      post(MULTI('sunshine'), BODY, { 'accept-encoding': 'br' }),
      post(MULTI('sunshine'), BODY, { 'accept-encoding': 'gzip' }),
      post(MULTI('sunshine')),
    ])
    expect(new Set(answers.map((a) => a.text)).size).toBe(1)
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(answered).toHaveLength(1)
  })
})
