/**
 * Where rate-limit counters live: PostgreSQL (table `rate_limits`, created by a migration), so
 * every app instance on the same database shares them (DESIGN.md "Several instances"). Each
 * limiter keeps an in-memory insurance limiter that answers while the database cannot (a limit per
 * process is better than none, and a request is never refused because the counter store is down).
 * Without DATABASE_URL (unit tests only; every start script sets it) counters are in memory.
 */
import { createHash } from 'node:crypto'
import pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { processWide } from '@/lib/processWide'

export const RATE_LIMIT_TABLE = 'rate_limits'

export interface LimiterSpec {
  bucket: string
  points: number
  durationSeconds: number
  /**
   * 'process': counted in this process's memory only. For limits checked on every request of a
   * hot path (the search endpoint), where a database write per request would cost more than the
   * request itself; with several instances the allowance is per instance. Default 'shared'.
   */
  scope?: 'shared' | 'process'
}

interface StoreState {
  pool: pg.Pool | null
  limiters: Map<string, RateLimiterAbstract>
  memoryOnly: boolean
}

declare module '@/lib/processWide' {
  interface ProcessWide {
    'security.rateLimitStore': StoreState
  }
}

function state(): StoreState {
  return processWide('security.rateLimitStore', () => ({ pool: null, limiters: new Map(), memoryOnly: false }))
}

function pool(): pg.Pool | null {
  const s = state()
  if (s.memoryOnly || !process.env.DATABASE_URL) return null
  if (!s.pool) {
    s.pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 3,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 2_000,
      query_timeout: 2_000,
      allowExitOnIdle: true,
    })
    // A dropped connection (database restart) must not crash the process; the next query reconnects.
    s.pool.on('error', (error) => console.warn('[rate-limit] database connection lost:', error.message))
  }
  return s.pool
}

/** Stored keys stay short (the column is varchar(255)) and never hold an e-mail address in clear. */
export function storeKey(key: string): string {
  return key.length <= 100 && /^[\w.:@-]*$/.test(key) && !key.includes('@') ? key : `h:${createHash('sha256').update(key).digest('base64url')}`
}

/** One limiter per (bucket, points, duration), kept for the process's life (a handful exist). */
export function limiterFor(spec: LimiterSpec): RateLimiterAbstract {
  const s = state()
  const scope = spec.scope ?? 'shared'
  const name = `${spec.bucket}/${spec.points}/${spec.durationSeconds}${scope === 'process' ? '/process' : ''}`
  let limiter = s.limiters.get(name)
  if (!limiter) {
    const options = { keyPrefix: name, points: spec.points, duration: spec.durationSeconds }
    const client = scope === 'shared' ? pool() : null
    limiter = client
      ? new RateLimiterPostgres({
          ...options,
          storeClient: client,
          storeType: 'pool',
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          clearExpiredByTimeout: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options)
    if (s.limiters.size > 200) s.limiters.clear()
    s.limiters.set(name, limiter)
  }
  return limiter
}

/** Tests: keep counters in this process's memory (and start from zero). */
export function useMemoryRateLimits(): void {
  const s = state()
  s.memoryOnly = true
  s.limiters.clear()
}

/** Forget a key's counter (e.g. a successful sign-in clears its failed attempts). */
export async function resetRateLimitKey(spec: LimiterSpec, key: string): Promise<void> {
  try {
    await limiterFor(spec).delete(storeKey(key))
  } catch (error) {
    console.warn('[rate-limit] could not reset a counter:', (error as Error).message)
  }
}

/** Give back points a key consumed (e.g. an attempt that turned out to be a successful sign-in). */
export async function rewardRateLimitKey(spec: LimiterSpec, key: string, points = 1): Promise<void> {
  try {
    await limiterFor(spec).reward(storeKey(key), points)
  } catch (error) {
    console.warn('[rate-limit] could not give back a point:', (error as Error).message)
  }
}
