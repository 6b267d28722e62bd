/**
 * The page cache in front of Next (src/server/frontCache.ts), against a real HTTP server that
 * stands in for Next: what it stores, whom it answers, and when it lets Next render again.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import * as front from '@/server/frontCache'

/** The marker value of the cache's own fetches (the edge's per-process secret in the server). */
const TOKEN = 'front-cache-test-secret'

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }

let server: http.Server
let port: number
let renders: string[]
let version: string
let cache: ReturnType<typeof front.createFrontCache>
let budgetBytes: number | undefined
/** Holds "Next"'s answer to the cache's own fetch until released (to expire mid-fetch). */
let holdFetch: Promise<void> | null
/** "Next" answers 404 for / (the page stopped being shareable, e.g. a car past its sold days). */
let gone: boolean
/** "Next" answers 503 for every page (a lost database). */
let failing: boolean

function nextStandIn(req: http.IncomingMessage, res: http.ServerResponse) {
  const host = String(req.headers.host)
  renders.push(`${host}${req.url}`)
  if (req.url === '/account') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store' })
    return res.end(`<p>account of ${req.headers.cookie ?? 'nobody'}</p>`)
  }
  if (failing) {
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    return res.end('<p>unavailable</p>')
  }
  if (req.url === '/missing' || (gone && req.url === '/')) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300' })
    return res.end('<p>not found</p>')
  }
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=300, stale-while-revalidate=3300',
    'content-security-policy': "default-src 'self'",
    'set-cookie': req.url === '/sets-cookie' ? 'a=b' : [],
  })
  res.end(`<html><body>${host} ${req.url} ${version} ${'x'.repeat(2000)}</body></html>`)
}

beforeEach(async () => {
  renders = []
  version = 'v1'
  holdFetch = null
  gone = false
  failing = false
  budgetBytes = undefined
  server = http.createServer((req, res) => {
    const own = cache.isOwnFetch(req)
    const key = own ? null : front.frontCacheKey(req)
    if (key) {
      void cache.handle(req, res, key).then((answered) => answered || nextStandIn(req, res))
      return
    }
    if (own && holdFetch) return void holdFetch.then(() => nextStandIn(req, res))
    nextStandIn(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  cache = front.createFrontCache({ token: TOKEN, port: () => port, budgetBytes })
})

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve))
})

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers: { host: 'sunshine.localhost', ...headers } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (c: Buffer) => chunks.push(c))
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = response.headers['content-encoding']
        const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: body.toString() })
      })
    })
    request.on('error', reject)
    request.end()
  })
}

describe('front page cache', () => {
  it('renders a shareable page once, then answers it compressed without asking Next', async () => {
    const first = await get('/', { 'accept-encoding': 'br, gzip' })
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['x-nextjs-cache']).toBe('HIT')
    expect(first.headers['content-security-policy']).toBe("default-src 'self'")
    for (let i = 0; i < 5; i++) await get('/', { 'accept-encoding': 'gzip' })
    const plain = await get('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toBe(first.text)
    expect(first.text).toContain('sunshine.localhost / v1')
    expect(renders).toEqual(['sunshine.localhost/'])
  })

  it('never answers one host with another host’s page', async () => {
    await get('/')
    const other = await get('/', { host: 'harbour.localhost' })
    expect(other.text).toContain('harbour.localhost / v1')
    expect(renders).toEqual(['sunshine.localhost/', 'harbour.localhost/'])
  })

  it('renders afresh after an expiry (an edit shows on the next request)', async () => {
    await get('/')
    version = 'v2'
    expect((await get('/')).text).toContain('v1')
    cache.expire()
    expect((await get('/')).text).toContain('v2')
  })

  it('does not store a page fetched before an expiry', async () => {
    let release!: () => void
    holdFetch = new Promise((resolve) => (release = resolve))
    const pending = get('/')
    await new Promise((resolve) => setTimeout(resolve, 50))
    cache.expire()
    version = 'v2'
    release()
    holdFetch = null
    expect((await pending).text).toContain('v2') // Next answered it, not the stale fetch
    expect(cache.stats().entries).toBe(0)
  })

  it('lets Next answer queries, navigations, drafts, other methods and forged markers', async () => {
    await get('/')
    renders = []
    await get('/?utm_source=tv')
    await get('/', { rsc: '1' })
    await get('/', { cookie: 'a=1; __prerender_bypass=xyz' })
    await get('/', {}, 'HEAD')
    expect(renders).toHaveLength(4)
    renders = []
    const forged = await get('/', { 'x-dealer-front-fetch': 'guess' })
    expect(forged.headers['x-nextjs-cache']).toBe('HIT')
    expect(renders).toEqual([])
  })

  it('keeps per-visitor pages, 404s and pages that set cookies out of the cache', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await get('/account', { cookie: `who=${i}` })).text).toContain(`who=${i}`)
      expect((await get('/missing')).status).toBe(404)
      await get('/sets-cookie')
    }
    expect(cache.stats().entries).toBe(0)
    // Each was fetched once to learn it may not be stored; after that Next answers it directly.
    expect(renders.filter((r) => r.endsWith('/account'))).toHaveLength(4)
  })

  it('shares one fetch among concurrent misses', async () => {
    await Promise.all(Array.from({ length: 20 }, () => get('/pages/about-us')))
    expect(renders).toEqual(['sunshine.localhost/pages/about-us'])
  })

  it('stays within its memory budget, least recently used out first', async () => {
    await new Promise((resolve) => server.close(resolve))
    budgetBytes = 6000
    server = http.createServer((req, res) => {
      const key = cache.isOwnFetch(req) ? null : front.frontCacheKey(req)
      if (key) return void cache.handle(req, res, key).then((answered) => answered || nextStandIn(req, res))
      nextStandIn(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
    cache = front.createFrontCache({ token: TOKEN, port: () => port, budgetBytes })
    for (const path of ['/a', '/b', '/c', '/d']) await get(path)
    expect(cache.stats().bytes).toBeLessThanOrEqual(6000)
    expect(cache.stats().entries).toBeLessThan(4)
  })
})

describe('stale-while-revalidate in front', () => {
  let clock: number
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100))
  beforeEach(() => {
    clock = 1_000_000
    cache = front.createFrontCache({ token: TOKEN, port: () => port, now: () => clock })
  })

  it('answers a page past its s-maxage at once from the stale copy while one fetch renders it again', async () => {
    await get('/')
    version = 'v2'
    clock += 301_000
    const stale = await Promise.all([get('/'), get('/'), get('/')])
    for (const answer of stale) {
      expect(answer.text).toContain('v1')
      expect(answer.headers['x-nextjs-cache']).toBe('STALE')
    }
    await settle()
    expect(renders).toEqual(['sunshine.localhost/', 'sunshine.localhost/']) // one refresh, not three
    const fresh = await get('/')
    expect(fresh.text).toContain('v2')
    expect(fresh.headers['x-nextjs-cache']).toBe('HIT')
  })

  it('past the stale-while-revalidate window it waits for a fresh copy', async () => {
    await get('/')
    version = 'v2'
    clock += (300 + 3300 + 1) * 1000
    expect((await get('/')).text).toContain('v2')
  })

  it('an edit is never answered stale', async () => {
    await get('/')
    clock += 301_000
    version = 'v2'
    cache.expire()
    expect((await get('/')).text).toContain('v2')
  })

  it('keeps answering the stale copy while a refresh fails with a 5xx', async () => {
    await get('/')
    clock += 301_000
    failing = true
    expect((await get('/')).text).toContain('v1')
    await settle()
    const again = await get('/')
    expect(again.status).toBe(200)
    expect(again.text).toContain('v1')
    await settle() // its refresh failed too
    failing = false
    version = 'v2'
    expect((await get('/')).text).toContain('v1') // that request's refresh brings v2
    await settle()
    expect((await get('/')).text).toContain('v2')
  })

  it('drops the stale copy of a page that is no longer shareable', async () => {
    await get('/')
    clock += 301_000
    gone = true
    expect((await get('/')).text).toContain('v1') // the one answer given while it was refetched
    await settle()
    const after = await get('/')
    expect(after.status).toBe(404)
    clock += 120_000 // past the uncacheable memory: still not the stale copy
    expect((await get('/')).status).toBe(404)
  })
})

describe('front cache rules', () => {
  it('keys by scheme, host and path, and refuses what may be personal', () => {
    expect(front.frontCacheKey({ method: 'GET', url: '/cars/x', headers: { host: 'A.localhost' } })).toBe('http\u0000a.localhost\u0000/cars/x')
    expect(front.frontCacheKey({ method: 'GET', url: '/', headers: { host: 'a', 'x-forwarded-proto': 'https' } })).toBe('https\u0000a\u0000/')
    for (const url of ['/api/search', '/admin', '/_next/static/x.js', '/robots.txt', '/favicon.ico', '/manifest.webmanifest', '/apple-touch-icon.png', '/images/a.svg', '/?q=1']) {
      expect(front.frontCacheKey({ method: 'GET', url, headers: { host: 'a' } })).toBeNull()
    }
    expect(front.frontCacheKey({ method: 'GET', url: '/', headers: { host: 'a', authorization: 'Bearer x' } })).toBeNull()
  })

  it('chooses brotli, then gzip, then none, honouring q=0', () => {
    expect(front.chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(front.chooseEncoding('gzip, br;q=0')).toBe('gzip')
    expect(front.chooseEncoding(undefined)).toBe('identity')
  })

  it('shares only what Cache-Control lets a CDN share', () => {
    expect(front.sharedMaxAge('s-maxage=300, stale-while-revalidate=3300')).toBe(300)
    expect(front.sharedMaxAge('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(0)
    expect(front.sharedMaxAge('public, max-age=60')).toBe(0)
  })
})
