/**
 * Cache expiries between app instances: this process's local expiries (the hooks' publishes on
 * the expiry bus, src/cache/expiryBus.ts) are sent to the other instances as PostgreSQL notices
 * on `cache_expiry`, and the notices of the others are published here with origin 'peer'. So an
 * edit saved on one instance drops the copies every instance keeps in front of Next (the front
 * page cache, the search results caches).
 *
 * Next's own cache is not relayed: per instance it is its own, and with CACHE_SHARED=postgres the
 * shared handler (src/cache/sharedPageCache.ts) shares its tag expiries with its own table and
 * notices, which also heal a missed notice. A missed expiry notice here costs at most the
 * lifetime of the copies it would have dropped (seconds for search answers; a page's s-maxage).
 *
 * A local expiry published inside a request is sent when the request has finished (`after()`),
 * so the saving transaction has committed before any peer renders the page again.
 */
import pg from 'pg'
import { onExpiry, publishExpiry, type CacheExpiry } from './expiryBus'
import { processWide } from '@/lib/processWide'
import { createPgListener, sendNotice, type Listener } from '@/notices/pgListener'
import { noticeFields, packedNoticePayloads } from '@/notices/noticePayloads'
import { instanceId } from '@/notices/instance'
import { EXPIRY_CHANNEL, type ExpiryNotice } from '@/notices/channels'

export { EXPIRY_CHANNEL, type ExpiryNotice }

/** The NOTIFY payloads for these tags, each under PostgreSQL's limit (a tag too long for one is dropped). */
export function expiryNoticePayloads(from: string, tags: readonly string[]): string[] {
  return packedNoticePayloads(from, 'tags', new Set(tags))
}

/** A received payload, or null when it is not a well-formed expiry notice. */
export function parseExpiryNotice(payload: string): ExpiryNotice | null {
  const message = noticeFields(payload)
  if (!message) return null
  const { from, tags } = message
  if (typeof from !== 'string' || !Array.isArray(tags)) return null
  const clean = tags.filter((t): t is string => typeof t === 'string' && t !== '')
  return clean.length > 0 ? { from, tags: clean } : null
}

export interface ExpiryRelayOptions {
  /** LISTEN on the channel; calls `onNotice` with each payload. */
  listen: (onNotice: (payload: string) => void) => Pick<Listener, 'close'> & Partial<Pick<Listener, 'ready'>>
  /** NOTIFY one payload on the channel. */
  send: (payload: string) => Promise<void>
  /** This instance's id (its own notices come back to it and are ignored). */
  from?: string
  /** Run after the current request, if any (Next's `after`); default: now. */
  defer?: (work: () => Promise<void>) => void
  /** The bus (tests give each simulated instance its own). */
  bus?: { publish: (expiry: CacheExpiry) => void; subscribe: (listener: (expiry: CacheExpiry) => void) => () => void }
  log?: (message: string) => void
}

export interface ExpiryRelay {
  /** settles when the LISTEN connection is up (or a retry is scheduled) */
  ready: Promise<void>
  close(): Promise<void>
}

/** Relay local expiries to the other instances and publish theirs here. */
export function relayExpiries(options: ExpiryRelayOptions): ExpiryRelay {
  const from = options.from ?? instanceId()
  const bus = options.bus ?? { publish: publishExpiry, subscribe: onExpiry }
  const log = options.log ?? ((m: string) => console.warn(m))
  const defer = options.defer ?? ((work) => void work())
  const listener = options.listen((raw) => {
    const notice = parseExpiryNotice(raw)
    if (!notice || notice.from === from) return
    bus.publish({ tags: notice.tags, origin: 'peer' })
  })
  const unsubscribe = bus.subscribe((expiry) => {
    if (expiry.origin !== 'local' || expiry.tags.length === 0) return
    const payloads = expiryNoticePayloads(from, expiry.tags)
    defer(async () => {
      try {
        for (const payload of payloads) await options.send(payload)
      } catch (error) {
        log(`[cache] could not tell the other instances that ${expiry.tags.join(', ')} expired (${(error as Error).message}): their copies live until their own lifetime ends`)
      }
    })
  })
  return {
    ready: listener.ready ?? Promise.resolve(),
    async close() {
      unsubscribe()
      await listener.close()
    },
  }
}

/** Next's `after()` when inside a request, else at once. */
async function afterRequest(work: () => Promise<void>): Promise<void> {
  try {
    const { after } = await import('next/server')
    after(work)
  } catch {
    await work()
  }
}

declare module '@/lib/processWide' {
  interface ProcessWide {
    'notices.expiryRelay': ExpiryRelay | null
  }
}

/**
 * Start relaying in this process (once; the app server calls it at start-up). Without
 * DATABASE_URL there are no other instances to tell.
 */
export function relayExpiriesBetweenInstances(connectionString = process.env.DATABASE_URL): ExpiryRelay | null {
  return processWide('notices.expiryRelay', () => {
    if (!connectionString) return null
    const pool = new pg.Pool({ connectionString, max: 1, idleTimeoutMillis: 10_000, allowExitOnIdle: true })
    pool.on('error', (error) => console.warn(`[cache] expiry notices: idle connection failed (${error.message})`))
    const relay = relayExpiries({
      listen: (onNotice) => createPgListener({ connectionString, channels: [EXPIRY_CHANNEL], onNotice: (_channel, payload) => onNotice(payload) }),
      send: (payload) => sendNotice(pool, EXPIRY_CHANNEL, payload),
      defer: (work) => void afterRequest(work),
    })
    return {
      ready: relay.ready,
      async close() {
        await relay.close()
        await pool.end().catch(() => {})
      },
    }
  })
}
