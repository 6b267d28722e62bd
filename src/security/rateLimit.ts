/**
 * Fixed-window rate limits shared by every app instance (rateLimitStore.ts):
 *
 *   const { allowed, retryAfterSeconds } = await consumeRateLimit({
 *     bucket: 'leads', key: clientAddress(request), points: 10, durationSeconds: 60,
 *   })
 *   if (!allowed) return Response.json({ message: 'Too many requests' }, { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } })
 *
 * `points` requests per `durationSeconds` per key in a bucket. Bad options throw (a programming
 * error); a failing store falls back to a per-process counter, never to refusing the request.
 */
import { RateLimiterRes } from 'rate-limiter-flexible'
import { limiterFor, storeKey } from './rateLimitStore'

export async function consumeRateLimit(opts: {
  bucket: string
  key: string
  points: number
  durationSeconds: number
  /** 'process' keeps the counter in this process's memory (rateLimitStore.ts#LimiterSpec). */
  scope?: 'shared' | 'process'
}): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const { bucket, key, points, durationSeconds, scope } = opts
  if (typeof bucket !== 'string' || !/^[\w.-]{1,40}$/.test(bucket)) throw new Error(`consumeRateLimit: bad bucket ${JSON.stringify(bucket)}`)
  if (!Number.isInteger(points) || points < 1) throw new Error('consumeRateLimit: points must be a positive integer')
  if (!Number.isInteger(durationSeconds) || durationSeconds < 1) throw new Error('consumeRateLimit: durationSeconds must be a positive integer')
  try {
    await limiterFor({ bucket, points, durationSeconds, scope }).consume(storeKey(String(key)))
    return { allowed: true, retryAfterSeconds: 0 }
  } catch (result) {
    if (result instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) }
    }
    console.warn(`[rate-limit] ${bucket}: counter store failed, request allowed:`, (result as Error)?.message ?? result)
    return { allowed: true, retryAfterSeconds: 0 }
  }
}
