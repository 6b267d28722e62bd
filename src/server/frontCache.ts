/**
 * The page cache in front of Next.js: finished, compressed copies of shopper pages that every
 * visitor sees alike, answered by the server edge (src/server/edge.ts) without entering Next.
 *
 * Why: Next's own cache keeps the rendered page, but each hit still runs its router and proxy,
 * hashes the whole page for an ETag and gzips it afresh (a 240 KB home page costs several times
 * a static file). Here a page is compressed once, brotli and gzip, when it is stored, and a hit
 * is a map lookup and one write: what a CDN or an nginx micro-cache would do.
 *
 * What is stored: the answer to a GET without a query string, without Next's navigation
 * headers (RSC requests), without a draft-mode cookie, that Next marked shareable
 * (`Cache-Control: s-maxage=N`, status 200, HTML, no Set-Cookie), fetched once from this same
 * server (a loopback request marked with the edge's per-process secret; concurrent misses share
 * it). An entry lives for its s-maxage (plus its stale-while-revalidate window) and is dropped the
 * moment any cache tag expires (the expiry bus, src/cache/expiryBus.ts, subscribed by the front in
 * src/server/front.ts), so an edit in the admin shows on the next request exactly as it does
 * without this cache; a fetch that started before an expiry is never stored. Pages whose answer
 * may not be stored (per-visitor pages, 404s) are remembered for a minute and go straight to Next.
 */
import type http from 'node:http'
import { BYPASS_HEADER, chooseEncoding, compressOnce, createFrontStore, loopbackFetch, type Bodies, type Fetched, type HeaderPairs } from './frontStore'

export { chooseEncoding }

/** The parts of a request the front reads (a real IncomingMessage, or one made up for a shell). */
export interface FrontRequest {
  method?: string
  url?: string
  headers: http.IncomingHttpHeaders
}

const PERSONAL_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'authorization', 'range']
const PLATFORM_PREFIXES = ['/admin', '/api', '/_next/', '/next/']
const KEPT_HEADERS = new Set([
  'content-type',
  'cache-control',
  'vary',
  'link',
  'content-language',
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
  // The page's cache tags: the edge turns them into Surrogate-Key on each hit (src/server/edgeHeadersStage.ts).
  'x-edge-cache-tags',
])
const UNCACHEABLE_MS = 60_000
const UNCACHEABLE_MAX = 10_000
const FETCH_TIMEOUT_MS = 60_000

/** The cache key of a request this cache may answer, or null. */
export function frontCacheKey(req: FrontRequest): string | null {
  if (req.method !== 'GET') return null
  const url = req.url || '/'
  if (url.includes('?') || !url.startsWith('/')) return null
  if (PLATFORM_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) return null
  // Files (robots.txt, sitemap.xml, images): not pages.
  if (url.slice(url.lastIndexOf('/') + 1).includes('.')) return null
  const headers = req.headers
  for (const name of PERSONAL_HEADERS) if (headers[name] !== undefined) return null
  if ((headers.cookie || '').includes('__prerender_bypass')) return null
  const host = String(headers.host || '').toLowerCase()
  if (!host) return null
  const proto = String(headers['x-forwarded-proto'] || 'http').split(',')[0].trim().toLowerCase()
  return `${proto}\u0000${host}\u0000${url}`
}

/** Seconds a shared copy may still be served while a fresh one is fetched (`stale-while-revalidate`). */
function staleWhileRevalidate(cacheControl: string | undefined): number {
  const match = /\bstale-while-revalidate=(\d+)/i.exec(cacheControl || '')
  return match ? Number(match[1]) : 0
}

/** Seconds a response may be shared (its `s-maxage`), 0 when it may not. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  if (!cacheControl || /\b(private|no-store)\b/i.test(cacheControl)) return 0
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl)
  return match ? Number(match[1]) : 0
}

interface PageEntry {
  headers: HeaderPairs
  bodies: Required<Bodies>
  bytes: number
  expiresAt: number
  staleUntil: number
}

/** A stored page that can be sent with header overrides (the `/cars` shell of a query landing). */
export interface Shell {
  send(res: http.ServerResponse, overrides: HeaderPairs): void
}

export interface FrontCacheOptions {
  /** The port of this same server (its own fetches go there over loopback). */
  port: () => number
  /** The value of the marker on its own fetches (the edge's per-process secret). */
  token: string
  budgetBytes?: number
  now?: () => number
}

export interface FrontCache {
  /** Answers the request from the cache (true), or leaves it to Next (false). */
  handle(req: http.IncomingMessage, res: http.ServerResponse, key: string): Promise<boolean>
  /** True for this process's own fetch of a page (Next renders it); a forged marker is dropped. */
  isOwnFetch(req: http.IncomingMessage): boolean
  /** Drops every stored page (any tag expired). */
  expire(): void
  shellFor(req: FrontRequest, path: string): Promise<Shell | null>
  stats(): { entries: number; bytes: number; generation: number }
}

/**
 * Pages whose answer may not be stored (per-visitor pages, 404s), remembered for UNCACHEABLE_MS
 * (at most UNCACHEABLE_MAX of them) so they go straight to Next.
 */
function createUncacheableMemo(now: () => number) {
  const uncacheable = new Map<string, number>()
  return {
    has(key: string): boolean {
      const until = uncacheable.get(key)
      if (until === undefined) return false
      if (until > now()) return true
      uncacheable.delete(key)
      return false
    },
    remember(key: string): void {
      uncacheable.delete(key)
      uncacheable.set(key, now() + UNCACHEABLE_MS)
      if (uncacheable.size > UNCACHEABLE_MAX) uncacheable.delete(uncacheable.keys().next().value as string)
    },
    clear: () => uncacheable.clear(),
  }
}

/** This server's own render of the page, uncompressed, marked with the edge's secret. */
function fetchPage(req: FrontRequest, port: number, token: string): Promise<Fetched> {
  const headers: http.OutgoingHttpHeaders = { host: req.headers.host, 'accept-encoding': 'identity', [BYPASS_HEADER]: token }
  if (req.headers['x-forwarded-proto']) headers['x-forwarded-proto'] = req.headers['x-forwarded-proto']
  return loopbackFetch({ port, method: 'GET', path: req.url || '/', headers, timeoutMs: FETCH_TIMEOUT_MS, what: 'front cache' })
}

/** The entry to store for Next's answer, or null when the answer may not be shared. */
async function toEntry(fetched: Fetched, at: number): Promise<PageEntry | null> {
  const h = fetched.headers
  const maxAge = sharedMaxAge(h['cache-control'])
  if (fetched.status !== 200 || maxAge <= 0 || h['set-cookie'] || !String(h['content-type'] || '').startsWith('text/html')) return null
  if (h['content-encoding'] && h['content-encoding'] !== 'identity') return null
  const kept: HeaderPairs = []
  for (const [name, value] of Object.entries(h)) {
    if (KEPT_HEADERS.has(name) && value !== undefined) kept.push([name, Array.isArray(value) ? value.join(', ') : String(value)])
  }
  // Next's own stale answer (it is re-rendering behind it) is served, but counts as stale at once.
  const fresh = h['x-nextjs-cache'] !== 'STALE'
  return {
    headers: kept,
    ...(await compressOnce(fetched.body)),
    expiresAt: fresh ? at + maxAge * 1000 : at,
    staleUntil: at + (maxAge + staleWhileRevalidate(h['cache-control'])) * 1000,
  }
}

/** Sends a stored page in the encoding the request accepts, marked HIT or STALE. */
function send(req: FrontRequest, res: http.ServerResponse, entry: PageEntry, stale = false, overrides: HeaderPairs = []) {
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  const body = entry.bodies[encoding]
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  for (const [name, value] of overrides) res.setHeader(name, value)
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding)
  res.setHeader('content-length', body.length)
  res.setHeader('x-nextjs-cache', stale ? 'STALE' : 'HIT')
  res.writeHead(200)
  res.end(body)
}

/** True for this process's own fetch of a page; a forged marker is dropped. */
function isOwnFetch(req: http.IncomingMessage, token: string): boolean {
  const marker = req.headers[BYPASS_HEADER]
  if (marker === undefined) return false
  if (marker === token) return true
  delete req.headers[BYPASS_HEADER]
  return false
}

export function createFrontCache({ budgetBytes = 64 * 1024 * 1024, port, token, now = () => Date.now() }: FrontCacheOptions): FrontCache {
  const store = createFrontStore<PageEntry>({ budgetBytes, now })
  const inflight = new Map<string, Promise<PageEntry | null>>()
  const uncacheable = createUncacheableMemo(now)
  let generation = 0

  // An entry past its s-maxage is still answered within its stale-while-revalidate window while
  // one fetch brings a fresh copy (as a CDN, and Next itself, do): a time-based re-render (the
  // search pages' 60 s) no longer makes every shopper wait for it. An edit is not time-based:
  // expire() drops every entry, stale ones included.
  const lookup = (key: string) => store.get(key, (entry) => entry.staleUntil > now())

  function expire() {
    store.clear()
    uncacheable.clear()
    generation += 1
  }

  /** The page for a miss: fetched once (shared by concurrent misses), stored when shareable. */
  function fill(key: string, req: FrontRequest): Promise<PageEntry | null> {
    const pending = inflight.get(key)
    if (pending) return pending
    const startedIn = generation
    const promise = (async () => {
      try {
        const fetched = await fetchPage(req, port(), token)
        const entry = await toEntry(fetched, now())
        // Expired while it was fetched: the page may predate the edit; Next answers instead.
        if (startedIn !== generation) return null
        if (!entry) {
          // Per-visitor pages and 404s go straight to Next for a while, and a stale copy of a
          // page that is no longer shareable (a car past its sold days) goes. A 5xx (the start-up
          // gate's 503, a lost database) is not remembered, and a stale copy stays: the next
          // request tries again.
          if (fetched.status < 500) {
            store.drop(key)
            uncacheable.remember(key)
          }
          return null
        }
        store.set(key, entry, entry.staleUntil - now())
        return entry
      } catch {
        return null
      } finally {
        inflight.delete(key)
      }
    })()
    inflight.set(key, promise)
    return promise
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, key: string): Promise<boolean> {
    if (uncacheable.has(key)) return false
    const stored = lookup(key)
    if (stored) {
      const stale = stored.expiresAt <= now()
      if (stale) void fill(key, req)
      send(req, res, stored, stale)
      return true
    }
    const entry = await fill(key, req)
    if (!entry || res.headersSent || res.destroyed) return false
    send(req, res, entry)
    return true
  }

  /**
   * The stored page of `path` on the request's host (fetched once when missing), as a sender with
   * header overrides, or null when that page is not shareable (src/server/queryLanding.ts: the
   * `/cars` shell of a landing that cannot be rendered within its budget).
   */
  async function shellFor(req: FrontRequest, path: string): Promise<Shell | null> {
    const shellReq: FrontRequest = { method: 'GET', url: path, headers: req.headers }
    const key = frontCacheKey(shellReq)
    if (!key || uncacheable.has(key)) return null
    const entry = lookup(key) || (await fill(key, shellReq))
    return entry ? { send: (res, overrides) => send(req, res, entry, false, overrides) } : null
  }

  return { handle, isOwnFetch: (req) => isOwnFetch(req, token), expire, shellFor, stats: () => ({ entries: store.size(), bytes: store.bytes(), generation }) }
}
