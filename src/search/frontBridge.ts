/**
 * What the search endpoint's front (src/server/frontSearch.ts, in the server edge: it answers
 * repeated multi-queries before Next) needs from the app, offered by the endpoint's route module
 * when it loads on a typed channel (src/search/frontSearchChannel.ts):
 *
 * - `limit`: the endpoint's own per-client rate limit (same limiter, same client-address rules),
 *   so a request answered in front is counted exactly like one answered by the route; a refusal
 *   comes with the endpoint's 429 answer;
 * - `generation`: the search index's change counter (indexChanges.ts); a stored answer is used
 *   only under the counter it was read under, so an edited car shows in the next search.
 *
 * - `answer` (when the route passes its handler's): the endpoint's own answer to a multi-query
 *   whose client the front has counted, so a miss is answered in process, without the loopback hop
 *   through Next's request pipeline (same site scoping, same 4xx/503 answers for bad input, the
 *   headers Next adds to API answers, next.config.ts);
 * - `forget`: called by the front whenever Next's cache expires any tag (with its own stored
 *   answers). Outside a Next request the data cache's reads (`unstable_cache`) went to the database
 *   on every call (seen in a profile: Payload queries were most of a miss), so the route gives
 *   `answer` site scopes read once per slug (`createSiteScopeMemo`) until then, or 45 s.
 *
 * Without `answer` a miss is forwarded by the front over loopback marked with the edge's
 * per-process secret (src/security/edgeSecret.ts); `countedByFront` recognises it so the client is
 * not counted twice (a forged header does not match the secret).
 */
import { MemoryCache } from '@/cache/memoryCache'
import { onExpiry } from '@/cache/expiryBus'
import { edgeSecret, FRONT_FETCH_HEADER } from '@/security/edgeSecret'
import { offerFrontSearchBridge, type FrontSearchAnswer, type FrontSearchBridge, type HeaderPairs } from './frontSearchChannel'
import { indexGeneration } from './indexChanges'
import type { SearchRateLimit } from './searchRateLimit'
import { TOO_MANY_SEARCHES, type SearchAnswerer } from './algoliaProtocolHandler'
import type { SiteScope } from './siteQuery'

export type { FrontSearchBridge } from './frontSearchChannel'

export { FRONT_FETCH_HEADER }

/** What the route gives the bridge to answer misses in process. */
export interface FrontSearchAnswering {
  answer: SearchAnswerer
  forget?: () => void
}

/**
 * Site scopes read once per slug (concurrent reads shared), kept for `ttlMs` or until a cache tag
 * expires (the expiry bus, here or on another instance; also `forget()`); an unknown site or a
 * failed read is not kept; at most `max` slugs, least recently used out.
 */
export function createSiteScopeMemo(
  read: (slug: string) => Promise<SiteScope | null>,
  { ttlMs = 45_000, max = 1_000, now }: { ttlMs?: number; max?: number; now?: () => number } = {},
): { resolve(slug: string): Promise<SiteScope | null>; forget(): void } {
  const scopes = new MemoryCache<string, SiteScope | null>({ max, ttlMs, now, keep: (scope) => scope !== null })
  onExpiry(() => scopes.clear())
  return {
    resolve: (slug) => scopes.fetch(slug, () => read(slug)),
    forget: () => scopes.clear(),
  }
}

/**
 * What next.config.ts's `headers()` adds to a `/api/search/...` answer (its securityHeaders and
 * apiHeaders, and withPayload's client hints): an answer given in front carries them as one given
 * by Next does (tests/unit/search-backend/frontBridge.test.ts compares them with the config).
 */
export const API_ANSWER_HEADERS: HeaderPairs = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(self)'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"],
  ['accept-ch', 'Sec-CH-Prefers-Color-Scheme'],
  ['vary', 'Sec-CH-Prefers-Color-Scheme'],
  ['critical-ch', 'Sec-CH-Prefers-Color-Scheme'],
]

/** Node's incoming headers as Web Headers (only what the client-address rules read). */
function webHeaders(headers: Record<string, string | string[] | undefined>): Headers {
  const out = new Headers()
  for (const name of ['x-dealer-peer-address', 'x-forwarded-for']) {
    const value = headers[name]
    if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  return out
}

export function createFrontSearchBridge(limit: SearchRateLimit | null, answering?: FrontSearchAnswering): FrontSearchBridge {
  return {
    ...(answering
      ? {
          forget: () => answering.forget?.(),
          async answer(slug: string, body: string, shared = false): Promise<FrontSearchAnswer> {
            const a = await answering.answer([slug, '1', 'indexes', '*', 'queries'], body, shared)
            const headers: HeaderPairs = Object.entries(a.headers)
            for (const [name, value] of API_ANSWER_HEADERS) if (!(name in a.headers)) headers.push([name, value])
            return { status: a.status, headers, body: a.body }
          },
        }
      : {}),
    async limit(headers) {
      if (!limit) return { allowed: true }
      const decision = await limit({ headers: webHeaders(headers) })
      if (decision.allowed) return { allowed: true }
      return {
        allowed: false,
        body: JSON.stringify({ message: TOO_MANY_SEARCHES, status: 429 }),
        headers: [
          ['content-type', 'application/json; charset=utf-8'],
          ['cache-control', 'no-store'],
          ['retry-after', String(decision.retryAfterSeconds)],
          ['x-content-type-options', 'nosniff'],
          ['content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"],
        ],
      }
    },
    generation: indexGeneration,
  }
}

/**
 * Lets the front answer the endpoint's multi-queries with this rate limit, and its misses with
 * the route handler's own answer (the route calls it once).
 */
export function registerFrontSearchBridge(limit: SearchRateLimit | null, answering?: FrontSearchAnswering): void {
  offerFrontSearchBridge(createFrontSearchBridge(limit, answering))
}

/** True for the front's own forwarded request (it has counted the client already). */
export function countedByFront(request: Request): boolean {
  return request.headers.get(FRONT_FETCH_HEADER) === edgeSecret()
}
