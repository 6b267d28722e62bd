/**
 * Search landings with a query string (/cars?…, /search/...?…: shared links, ads pointing at
 * filtered stock, the back button) in front of Next: a burst of them must never
 * take the server down or time out.
 *
 * - Admission within a time budget: each landing is rendered by Next (over loopback, like the
 *   page cache's own fetches) only while the renders already in flight leave room to finish
 *   within LANDING_BUDGET_MS. Renders share one CPU, so a new one finishes after about
 *   (renders in flight + 1) × the CPU time of one render, estimated from the renders seen so far
 *   (`admits`, `nextServiceEstimate`: pure, unit-tested).
 * - A render admitted but not back within the budget, or a landing not admitted, is answered at
 *   once with the cached page of the same path without its query string (the `/cars` shell): its
 *   search island sees that the URL's search state is not what the server rendered and fetches
 *   the results in the browser (src/stock/ui/SearchIsland.tsx). That answer is
 *   `private, no-store` and `noindex, follow`, like the query landing it stands for. Never a
 *   queue past the budget, never a timeout.
 * - A finished landing is kept per URL for LANDING_TTL_MS (an ad's landing URL is asked again and
 *   again), dropped with the page cache whenever Next's cache expires a tag.
 */
import type http from 'node:http'
import zlib from 'node:zlib'
import type { FrontRequest, Shell } from './frontCache'
import { BYPASS_HEADER, createFrontStore, loopbackFetch, type HeaderPairs } from './frontStore'

const LANDING_BUDGET_MS = 700
/** The first render of a process, alone (a cold start): awaited this long. */
const LANDING_SOLO_LIMIT_MS = 2_000
const LANDING_MAX_ACTIVE = 12
const LANDING_TTL_MS = 60_000
const INITIAL_SERVICE_MS = 60
const SERVICE_EWMA_WEIGHT = 0.2
const RENDER_TIMEOUT_MS = 60_000
const PERSONAL_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'authorization', 'range']
const KEPT_HEADERS = new Set(['content-type', 'vary', 'link', 'content-language', 'content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy'])
const SEARCH_STATE_KEY = /^(query|page|sortBy|refinementList\[[^\][]{1,64}\](\[\d{0,3}\])?|range\[[^\][]{1,64}\])$/

/** True for the public paths of the search pages (src/search/searchPageRoute.ts#isSearchPagePath). */
function isSearchPagePath(path: string): boolean {
  return path === '/cars' || path === '/cars/' || (path.startsWith('/search/') && path.length > '/search/'.length)
}

/**
 * The path (no query) of a search landing this layer answers, or null: a plain GET (no navigation
 * or draft-mode headers) of a search page whose query string carries search state
 * (src/search/urlState.ts#isSearchStateKey).
 */
export function queryLandingPath(req: FrontRequest): string | null {
  if (req.method !== 'GET') return null
  const url = req.url || '/'
  const q = url.indexOf('?')
  if (q < 0 || !url.startsWith('/')) return null
  const path = url.slice(0, q)
  if (!isSearchPagePath(path)) return null
  for (const name of PERSONAL_HEADERS) if (req.headers[name] !== undefined) return null
  if ((req.headers.cookie || '').includes('__prerender_bypass')) return null
  let stateful = false
  try {
    for (const key of new URLSearchParams(url.slice(q + 1)).keys()) {
      if (SEARCH_STATE_KEY.test(key)) {
        stateful = true
        break
      }
    }
  } catch {
    return null
  }
  return stateful ? path : null
}

/**
 * Whether one more render may start: always when none is running, never at `maxActive`, else when
 * all of them (sharing the CPU) are expected to finish within the budget.
 */
export function admits({ active, serviceMs, budgetMs, maxActive }: { active: number; serviceMs: number; budgetMs: number; maxActive: number }): boolean {
  if (active <= 0) return true
  if (active >= maxActive) return false
  return (active + 1) * serviceMs <= budgetMs
}

/**
 * How long a landing waits for its render before it gets the shell: the budget while renders share
 * the CPU (overload: shed it), longer (still bounded) for a render running alone. A lone slow render
 * is not overload, e.g. a cold start after a deploy loading the route's code, or a machine busy
 * with other work: the shell would only swap the shopper's results for a loading state.
 */
export function waitLimit({ sharedWith, budgetMs, soloLimitMs }: { sharedWith: number; budgetMs: number; soloLimitMs: number }): number {
  return sharedWith > 1 ? budgetMs : Math.max(budgetMs, soloLimitMs)
}

/**
 * The CPU time of one render, updated from a finished one: its wall time divided by the renders
 * that shared the CPU with it (those running when it started, and itself), averaged.
 */
export function nextServiceEstimate(previousMs: number, elapsedMs: number, sharedWith: number, weight = SERVICE_EWMA_WEIGHT): number {
  if (!(elapsedMs >= 0) || !(sharedWith >= 1)) return previousMs
  const sample = elapsedMs / sharedWith
  return previousMs + weight * (sample - previousMs)
}

interface LandingEntry {
  status: number
  headers: HeaderPairs
  body: Buffer
  gzip: boolean
  bytes: number
  expiresAt: number
}

export interface QueryLandingOptions {
  port: () => number
  /** The marker value of its own renders (the edge's per-process secret). */
  token: string
  /** The page cache's stored page of a path (src/server/frontCache.ts). */
  shellFor: (req: FrontRequest, path: string) => Promise<Shell | null>
  shedAll?: boolean
  budgetMs?: number
  soloLimitMs?: number
  maxActive?: number
  ttlMs?: number
  now?: () => number
}

export interface QueryLanding {
  /** Answers a search landing (true), or leaves it to Next (false). */
  handle(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<boolean>
  expire(): void
  stats(): { rendered: number; reused: number; shell: number; active: number; serviceMs: number; entries: number }
}

/** The request's store key: scheme, host and URL. */
const keyOf = (req: http.IncomingMessage) => `${String(req.headers['x-forwarded-proto'] || 'http').split(',')[0].trim().toLowerCase()}\u0000${String(req.headers.host || '').toLowerCase()}\u0000${req.url}`

/** The headers of Next's own render of a landing: the shopper's host, scheme and cookies, and the bypass marker. */
function renderHeaders(req: http.IncomingMessage, token: string): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { host: req.headers.host, 'accept-encoding': 'gzip', [BYPASS_HEADER]: token }
  if (req.headers['x-forwarded-proto']) headers['x-forwarded-proto'] = req.headers['x-forwarded-proto']
  if (req.headers.cookie) headers.cookie = req.headers.cookie
  return headers
}

/** The headers of Next's answer that are stored and sent with it. */
function keptHeaders(h: http.IncomingHttpHeaders): HeaderPairs {
  const kept: HeaderPairs = []
  for (const [name, value] of Object.entries(h)) {
    if ((KEPT_HEADERS.has(name) || name === 'location' || name === 'cache-control' || name === 'x-robots-tag') && value !== undefined) {
      kept.push([name, Array.isArray(value) ? value.join(', ') : String(value)])
    }
  }
  return kept
}

/** `work`'s answer, or 'late' when it takes more than `ms`. */
async function orLate<T>(work: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms)
  })
  const answer = await Promise.race([work, late])
  clearTimeout(timer)
  return answer
}

function sendEntry(req: http.IncomingMessage, res: http.ServerResponse, entry: LandingEntry) {
  const acceptsGzip = /\bgzip\b/i.test(String(req.headers['accept-encoding'] || ''))
  const body = entry.gzip && !acceptsGzip ? zlib.gunzipSync(entry.body) : entry.body
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  if (entry.gzip && acceptsGzip) res.setHeader('content-encoding', 'gzip')
  res.setHeader('content-length', body.length)
  res.writeHead(entry.status)
  res.end(body)
}

export function createQueryLanding({ port, token, shellFor, shedAll = false, budgetMs = LANDING_BUDGET_MS, soloLimitMs = LANDING_SOLO_LIMIT_MS, maxActive = LANDING_MAX_ACTIVE, ttlMs = LANDING_TTL_MS, now = () => Date.now() }: QueryLandingOptions): QueryLanding {
  const store = createFrontStore<LandingEntry>({ budgetBytes: 16 * 1024 * 1024, maxEntries: 1_000, now })
  const inflight = new Map<string, Promise<LandingEntry | null>>()
  let active = 0
  let serviceMs = INITIAL_SERVICE_MS
  let generation = 0
  const counts = { rendered: 0, reused: 0, shell: 0 }

  /** One render by Next (shared by concurrent requests for the same URL); stored when it is a plain 200 page. */
  function render(key: string, req: http.IncomingMessage): Promise<LandingEntry | null> {
    const pending = inflight.get(key)
    if (pending) return pending
    const startedIn = generation
    const sharedWith = active + 1
    const started = now()
    active += 1
    const headers = renderHeaders(req, token)
    const promise = loopbackFetch({ port: port(), method: 'GET', path: req.url || '/', headers, timeoutMs: RENDER_TIMEOUT_MS, what: 'query landing' })
      .then((fetched) => {
        serviceMs = nextServiceEstimate(serviceMs, now() - started, sharedWith)
        const h = fetched.headers
        const entry: LandingEntry = { status: fetched.status, headers: keptHeaders(h), body: fetched.body, gzip: h['content-encoding'] === 'gzip', bytes: fetched.body.length, expiresAt: now() + ttlMs }
        const shareable = fetched.status === 200 && !h['set-cookie'] && !req.headers.cookie && String(h['content-type'] || '').startsWith('text/html')
        if (shareable && startedIn === generation) store.set(key, entry, ttlMs)
        return entry
      })
      .catch(() => null)
      .finally(() => {
        active -= 1
        inflight.delete(key)
      })
    inflight.set(key, promise)
    return promise
  }

  /** The cached page of the same path without the query, marked as the landing it stands for. */
  async function sendShell(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<boolean> {
    const shell = await shellFor(req, path)
    if (!shell || res.headersSent || res.destroyed) return false
    counts.shell += 1
    shell.send(res, [
      ['cache-control', 'private, no-store'],
      ['x-robots-tag', 'noindex, follow'],
      ['x-dealer-landing', 'shell'],
    ])
    return true
  }

  /** Answers a search landing (true), or leaves it to Next (false). */
  async function handle(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<boolean> {
    const arrived = now()
    const key = keyOf(req)
    const stored = store.get(key, (entry) => entry.expiresAt > now())
    if (stored) {
      counts.reused += 1
      sendEntry(req, res, stored)
      return true
    }
    if (shedAll || (!inflight.has(key) && !admits({ active, serviceMs, budgetMs, maxActive }))) return sendShell(req, res, path)
    const rendering = render(key, req)
    // `active` counts this render: more means others share the CPU with it.
    const limit = waitLimit({ sharedWith: active, budgetMs, soloLimitMs })
    const answer = await orLate(rendering, Math.max(0, limit - (now() - arrived)))
    if (res.headersSent || res.destroyed) return true
    // Not back in time, or failed (Next answers a failure itself, once: the shell first).
    if (answer === 'late' || !answer) return sendShell(req, res, path)
    counts.rendered += 1
    sendEntry(req, res, answer)
    return true
  }

  function expire() {
    store.clear()
    generation += 1
  }

  return { handle, expire, stats: () => ({ ...counts, active, serviceMs: Math.round(serviceMs), entries: store.size() }) }
}
