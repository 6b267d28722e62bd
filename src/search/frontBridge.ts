/**
 * What the search endpoint's front (src/server/frontSearch.cjs, preloaded into the production
 * server: it answers repeated multi-queries before Next) needs from the app, registered on
 * `globalThis` by the endpoint's route module when it loads:
 *
 * - `limit`: the endpoint's own per-client rate limit (same limiter, same client-address rules),
 *   so a request answered in front is counted exactly like one answered by the route; a refusal
 *   comes with the endpoint's 429 answer;
 * - `generation`: the search index's change counter (indexChanges.ts); a stored answer is used
 *   only under the counter it was read under, so an edited car shows in the next search.
 *
 * A miss is forwarded by the front over loopback with its per-process token; `countedByFront`
 * recognises it so the client is not counted twice (a forged header does not match the token).
 */
import { indexGeneration } from './indexChanges'
import type { SearchRateLimit } from './rateLimit'
import { TOO_MANY_SEARCHES } from './handler'

const BRIDGE = Symbol.for('dealer.searchEndpointBridge')
const FRONT_TOKEN = Symbol.for('dealer.frontFetchToken')
/** The header frontCache.cjs / frontSearch.cjs mark their own loopback requests with. */
export const FRONT_FETCH_HEADER = 'x-dealer-front-fetch'

type HeaderPairs = Array<[string, string]>
export type FrontLimitDecision = { allowed: true } | { allowed: false; headers: HeaderPairs; body: string }

export interface FrontSearchBridge {
  limit(headers: Record<string, string | string[] | undefined>): Promise<FrontLimitDecision>
  generation(): number
}

type GlobalWithBridge = typeof globalThis & { [BRIDGE]?: FrontSearchBridge; [FRONT_TOKEN]?: unknown }

/** Node's incoming headers as Web Headers (only what the client-address rules read). */
function webHeaders(headers: Record<string, string | string[] | undefined>): Headers {
  const out = new Headers()
  for (const name of ['x-dealer-peer-address', 'x-forwarded-for']) {
    const value = headers[name]
    if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  return out
}

export function createFrontSearchBridge(limit: SearchRateLimit | null): FrontSearchBridge {
  return {
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

/** Lets the front answer the endpoint's multi-queries with this rate limit (the route calls it once). */
export function registerFrontSearchBridge(limit: SearchRateLimit | null): void {
  ;(globalThis as GlobalWithBridge)[BRIDGE] = createFrontSearchBridge(limit)
}

/** True for the front's own forwarded request (it has counted the client already). */
export function countedByFront(request: Request): boolean {
  const token = (globalThis as GlobalWithBridge)[FRONT_TOKEN]
  return typeof token === 'string' && token !== '' && request.headers.get(FRONT_FETCH_HEADER) === token
}
