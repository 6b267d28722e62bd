/**
 * The search endpoint's answers in front of Next.js: InstantSearch's multi-query
 * (POST /api/search/{site}/1/indexes/*\/queries) answered by the server edge when the same site
 * was asked the same body since the search index last changed.
 *
 * Why (docs/performance.md "The search endpoint in front of Next"): a profile of the endpoint
 * under bench:pages' search row showed most of the CPU of a request in Next's request pipeline
 * (the proxy, the router, the route's Request/Response) and in serialising and gzipping the
 * ~95 KB answer afresh, while the search itself came from the results cache. Here a repeat is a
 * map lookup and one write, and a miss is answered by the endpoint's own code in this process
 * (the bridge's `answer`), without the loopback hop through Next's pipeline.
 *
 * - Only once the route has loaded: the route module (src/app/(payload)/api/search/...) offers a
 *   bridge with the endpoint's own rate limit and the search index's change counter on a typed
 *   channel (src/search/frontSearchChannel.ts). Until then, and for every other search path, an
 *   oversized or chunked body, Next answers as before.
 * - Rate limit first: every request it answers is counted by the endpoint's own limiter (same
 *   client address rules); a refused one gets the endpoint's 429 answer.
 * - The GET form too (src/search/searchGetForm.ts: the body in `?body=`), answered as the endpoint
 *   answers it (shareable, tagged with the site's stock tags, so the edge headers stage makes it
 *   an edge answer); a GET whose query string the endpoint would refuse goes to Next for its 4xx.
 * - Key: the method, the site slug from the path and the exact request body (at most MAX_BODY_BYTES). The
 *   answer never depends on Host, cookies or the query string (the endpoint reads none of them).
 * - A miss is answered once (concurrent identical misses share it) by the route handler's own
 *   answer function that the bridge exposes (same site scoping, same results cache, same 4xx/503
 *   answers, the headers Next adds to API answers); a bridge without it (an older route) has the
 *   miss fetched from this same server over loopback, marked with the edge's per-process secret
 *   so the endpoint does not count the client twice. Only a 200 JSON answer is stored, every
 *   other status is passed on as the endpoint gave it and never stored (bad bodies keep their 4xx).
 * - Compression: a miss is compressed only in the encoding its client gets, at a fast level (most
 *   distinct queries are asked once); the first repeat compresses the answer in every encoding at
 *   the stored levels (brotli 5, gzip 6): at once when its client needs an encoding the entry
 *   lacks, else behind the answer it gets.
 * - Expiry: an entry is used only while the index's change counter is the one it was fetched
 *   under (a vehicle saved here or on another instance bumps it), for at most TTL_MS (the
 *   results cache's 45 s: the site's sold-days cut-off moves with the clock), and all entries go
 *   when any cache tag expires (a site's settings saved).
 * - Bounds: budgetBytes (default 16 MB) and MAX_ENTRIES, least recently used out.
 */
import type http from 'node:http'
import type { FrontSearchBridge } from '../search/frontSearchChannel'
import { searchGetBody } from '../search/searchGetForm'
import { BYPASS_HEADER, chooseEncoding, compressOnce, createFrontStore } from './frontStore'
import { answerInProcess, forwardToNext, sendSearchAnswer as send, sendSearchError as sendError, toSearchAnswer, type SearchAnswer } from './frontSearchAnswer'

const PATH = /^\/api\/search\/([^/?#]+)\/1\/indexes\/(?:\*|%2A)\/queries(?:\?|$)/i
/** Larger bodies (and bodies without a Content-Length) go to Next: its endpoint answers 413 past 256 KB. */
const MAX_BODY_BYTES = 16 * 1024
const TTL_MS = 45_000
const MAX_ENTRIES = 2_000

type RequestLine = { method?: string; url?: string; headers: http.IncomingHttpHeaders }

/** The site slug (still %-encoded) when this is a multi-query the front may answer, else null. */
export function frontSearchSlug(req: RequestLine): string | null {
  if (req.method !== 'POST' && req.method !== 'GET') return null
  const match = PATH.exec(req.url || '')
  if (!match) return null
  if (req.method === 'GET') {
    if (getFormBody(req) === null) return null
  } else {
    const length = req.headers['content-length']
    if (length === undefined || req.headers['transfer-encoding'] !== undefined) return null
    const n = Number(length)
    if (!Number.isInteger(n) || n < 0 || n > MAX_BODY_BYTES) return null
  }
  // A malformed % escape is left to the route, which answers it 400 (src/api/restGuard.ts).
  try {
    decodeURIComponent(match[1])
  } catch {
    return null
  }
  return match[1]
}

/** The body a GET-form request carries (null: not one the endpoint would answer 200). */
function getFormBody(req: RequestLine): Buffer | null {
  const url = req.url || ''
  const at = url.indexOf('?')
  const got = searchGetBody(at < 0 ? '' : url.slice(at))
  return got.ok ? Buffer.from(got.text) : null
}

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        reject(new Error('body larger than declared'))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
    req.on('aborted', () => reject(new Error('aborted')))
  })
}

export interface FrontSearchOptions {
  port: () => number
  /** The marker value of its own forwarded misses (the edge's per-process secret). */
  token: string
  /** The route's bridge, once it has offered one (src/search/frontSearchChannel.ts). */
  bridge: () => FrontSearchBridge | undefined
  enabled?: boolean
  budgetBytes?: number
  ttlMs?: number
  now?: () => number
}

export interface FrontSearch {
  /** True when this request is a multi-query the front answers (decided without reading the body). */
  accepts(req: http.IncomingMessage): boolean
  /** Answers a request `accepts` took, always (errors included). */
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>
  /** Drops every stored answer (any cache tag expired), and what the bridge's `answer` keeps. */
  expire(): void
  stats(): { entries: number; bytes: number; expiries: number }
}

export function createFrontSearch({ port, token, bridge, enabled = true, budgetBytes = 16 * 1024 * 1024, ttlMs = TTL_MS, now = () => Date.now() }: FrontSearchOptions): FrontSearch {
  const store = createFrontStore<SearchAnswer>({ budgetBytes, maxEntries: MAX_ENTRIES, now })
  const inflight = new Map<string, Promise<SearchAnswer>>()
  let expiries = 0

  const lookup = (key: string, generation: number) => store.get(key, (entry) => entry.generation === generation && (entry.expiresAt ?? 0) > now())

  function expire() {
    store.clear()
    expiries += 1
    bridge()?.forget?.() // what the endpoint's in-process answers keep (site scopes)
  }

  /**
   * A stored answer in every encoding at the stored levels (once per entry, shared); the store
   * keeps the complete entry while it still holds this one.
   */
  function completeEncodings(key: string, entry: SearchAnswer): Promise<SearchAnswer> {
    if (entry.complete) return Promise.resolve(entry)
    const completing = (entry.completing ??= (async () => {
      const full: SearchAnswer = { ...entry, ...(await compressOnce(entry.bodies.identity)), complete: true, completing: undefined }
      if (store.peek(key) === entry) store.set(key, full, (full.expiresAt ?? 0) - now())
      return full
    })())
    completing.catch(() => {
      entry.completing = undefined // a failed compression is tried again on the next repeat
    })
    return completing
  }

  /** The answer for a miss: fetched once from Next (shared by concurrent misses), stored when it may be. */
  function fill(key: string, req: http.IncomingMessage, body: Buffer, generation: number, endpoint: FrontSearchBridge, slug: string): Promise<SearchAnswer> {
    const flightKey = `${generation}\u0000${key}`
    const pending = inflight.get(flightKey)
    if (pending) return pending
    const startedIn = expiries
    const promise = (async () => {
      try {
        const fetched = endpoint.answer ? await answerInProcess(endpoint.answer, slug, body, req.method === 'GET') : await forwardToNext(req, body, port(), token)
        const answer = await toSearchAnswer(fetched, generation, chooseEncoding(req.headers['accept-encoding']), now() + ttlMs)
        // Stored only when neither the index nor any cache tag changed while it was fetched.
        const current = bridge()
        if (answer.stored && startedIn === expiries && current && current.generation() === generation && key.length <= MAX_BODY_BYTES + 200) {
          store.set(key, answer, (answer.expiresAt ?? 0) - now())
        }
        return answer
      } finally {
        inflight.delete(flightKey)
      }
    })()
    inflight.set(flightKey, promise)
    return promise
  }

  function accepts(req: http.IncomingMessage): boolean {
    if (!enabled || req.headers[BYPASS_HEADER] === token) return false // its own forwarded miss
    return frontSearchSlug(req) !== null && Boolean(bridge())
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const slug = frontSearchSlug(req)
    const endpoint = bridge()
    try {
      if (slug === null || !endpoint) throw new Error('not a front search request')
      const decision = await endpoint.limit(req.headers)
      if (!decision.allowed) {
        send(req, res, { stored: false, status: 429, headers: decision.headers, bodies: { identity: Buffer.from(decision.body) } })
        return
      }
      const body = req.method === 'GET' ? getFormBody(req)! : await readBody(req, MAX_BODY_BYTES)
      const key = `${req.method}\u0000${slug}\u0000${body.toString('latin1')}`
      const generation = endpoint.generation()
      const hit = lookup(key, generation)
      if (hit) {
        // A repeat: the answer is worth every encoding. Its client waits for that only when the
        // entry lacks the encoding it would get.
        const wanted = chooseEncoding(req.headers['accept-encoding'])
        const ready = hit.bodies[wanted] ? hit : await completeEncodings(key, hit)
        if (ready === hit) void completeEncodings(key, hit).catch(() => {})
        if (!res.headersSent && !res.destroyed) send(req, res, ready, [['x-search-cache', 'HIT']])
        return
      }
      const answer = await fill(key, req, body, generation, endpoint, slug)
      if (!res.headersSent && !res.destroyed) send(req, res, answer, [['x-search-cache', 'MISS']])
    } catch {
      sendError(res, 503, 'Search is temporarily unavailable')
    }
  }

  return { accepts, handle, expire, stats: () => ({ entries: store.size(), bytes: store.bytes(), expiries }) }
}
