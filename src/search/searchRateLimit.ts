/**
 * The search endpoint's rate limit: SEARCH_RATE_LIMIT requests per second per client (default 30),
 * counted over 10-second windows in this process's memory (src/security/rateLimit.ts, scope
 * 'process'): a search is cheap and frequent, and a shared PostgreSQL counter written on every
 * request cost more than the search itself (one row per client, so a busy client queued on it).
 * With several app instances the allowance is per instance; the form endpoints keep shared counters. The client is the address seen through TRUSTED_PROXIES
 * only (src/security/clientAddress.ts): a forged X-Forwarded-For neither dodges the limit nor
 * earns the local allowance. Requests whose TCP peer really is this machine (the app's own
 * server-side rendering) get ten times the rate.
 */
import { clientAddress, isLoopbackAddress } from '../security/clientAddress'
import { consumeRateLimit } from '../security/rateLimit'

const SEARCH_RATE_WINDOW_SECONDS = 10

interface RateLimitDecision {
  allowed: boolean
  retryAfterSeconds: number
}

/** Decides whether one search request may run (the handler answers 429 + Retry-After when not). */
export type SearchRateLimit = (request: Pick<Request, 'headers'>) => Promise<RateLimitDecision>

/** Requests per second per client from SEARCH_RATE_LIMIT (default 30). */
function searchRatePerSecond(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.SEARCH_RATE_LIMIT)
  return Number.isFinite(configured) && configured > 0 ? configured : 30
}

export function createSearchRateLimit(options: { ratePerSecond?: number; windowSeconds?: number } = {}): SearchRateLimit {
  const window = options.windowSeconds ?? SEARCH_RATE_WINDOW_SECONDS
  return async (request) => {
    const rate = options.ratePerSecond ?? searchRatePerSecond()
    const address = clientAddress(request)
    const local = isLoopbackAddress(address)
    return consumeRateLimit({
      bucket: local ? 'search-local' : 'search',
      key: address,
      points: Math.max(1, Math.round(rate * window * (local ? 10 : 1))),
      durationSeconds: window,
      scope: 'process',
    })
  }
}
