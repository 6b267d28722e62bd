/**
 * A small in-memory token bucket per client key (the search endpoint's rate limit). Per process:
 * several app instances each allow the full rate. Keys are taken from X-Forwarded-For /
 * X-Real-IP, which a client can forge when no proxy overwrites them — this limits accidental
 * floods and naive scrapers, it is not a security boundary.
 */

export interface RateLimitOptions {
  /** Tokens added per second. */
  ratePerSecond: number
  /** Bucket size (the burst allowed). */
  burst: number
  /** Buckets kept before idle ones are dropped. */
  maxKeys?: number
  now?: () => number
}

export interface RateLimiter {
  /** Take one token for `key`; false when the bucket is empty. */
  take(key: string): boolean
  /** Seconds until `key` has a token again (≥ 1). */
  retryAfterSeconds(key: string): number
  reset(): void
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { ratePerSecond, burst } = options
  const maxKeys = options.maxKeys ?? 10_000
  const now = options.now ?? (() => Date.now())
  const buckets = new Map<string, { tokens: number; at: number }>()

  const refill = (key: string) => {
    const t = now()
    let b = buckets.get(key)
    if (!b) {
      if (buckets.size >= maxKeys) prune(t)
      b = { tokens: burst, at: t }
      buckets.set(key, b)
      return b
    }
    b.tokens = Math.min(burst, b.tokens + ((t - b.at) / 1000) * ratePerSecond)
    b.at = t
    return b
  }

  const prune = (t: number) => {
    for (const [k, b] of buckets) {
      if (b.tokens + ((t - b.at) / 1000) * ratePerSecond >= burst) buckets.delete(k)
    }
    // still full of active clients: drop the oldest entries
    while (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value as string)
  }

  return {
    take(key) {
      const b = refill(key)
      if (b.tokens < 1) return false
      b.tokens -= 1
      return true
    },
    retryAfterSeconds(key) {
      const b = refill(key)
      return Math.max(1, Math.ceil((1 - b.tokens) / ratePerSecond))
    },
    reset() {
      buckets.clear()
    },
  }
}

/** The client key of a request: the first X-Forwarded-For address, else X-Real-IP, else "unknown". */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const first = forwarded?.split(',')[0]?.trim()
  if (first) return first.slice(0, 100)
  const real = headers.get('x-real-ip')?.trim()
  return real ? real.slice(0, 100) : 'unknown'
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'localhost'])

/** Requests from this machine (the app's own server-side rendering) get a larger bucket. */
export function isLoopback(key: string): boolean {
  return LOOPBACK.has(key)
}
