/**
 * Next.js cache handler (`cacheHandler` in next.config.ts, used when CACHE_SHARED=postgres) that
 * lets several app instances share one page and data cache through PostgreSQL:
 *
 * - Entries (rendered pages, `unstable_cache` data) live in the UNLOGGED table
 *   next_cache.entries, keyed by build id + Next's cache key, so an instance of another build
 *   never serves this build's HTML (its script URLs would not exist there).
 * - In front of it, each process keeps a small in-memory LRU (bounded in bytes by Next's
 *   `cacheMaxMemorySize`): a cached page costs a Map lookup, as with Next's own memory cache.
 * - `revalidateTag` (the Payload hooks, src/cache/revalidate.ts) deletes the tagged rows, records
 *   the tag's expiry in next_cache.tags and sends a NOTIFY on `next_cache_tags`; every instance
 *   LISTENs (src/notices/pgListener.mjs) and drops the entry from its front cache on its next
 *   read. A missed notice heals: each instance reads the tags changed since its last look every
 *   CACHE_TAG_POLL_MS, and at once after its LISTEN connection comes back.
 * - Bounded: at most CACHE_SHARED_MAX_ENTRIES rows (least recently used go first, checked every
 *   EVICT_EVERY writes and every minute), rows unused for CACHE_SHARED_MAX_AGE_HOURS go, and an
 *   entry larger than CACHE_SHARED_MAX_ENTRY_KB stays in the process only. A crawl of made-up
 *   paths cannot fill the database.
 * - The database is never in the way: a failed or slow query (2 s) is a cache miss, and after a
 *   failure the database is skipped for a few seconds (pages render, the front cache still works).
 *
 * Plain JavaScript (ES module): Next.js loads this file with Node's `import` at run time, outside
 * its bundles. It creates its own schema on first use (CREATE ... IF NOT EXISTS under an advisory
 * lock), not through a Payload migration: the cache is disposable and not part of the data model.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { LRUCache } from 'lru-cache'
import { createPgListener, sendNotice, MAX_NOTICE_BYTES } from '../notices/pgListener.mjs'
import { withEdgeTags } from './edgeTagsHeader.mjs'
import { channel } from 'node:diagnostics_channel'

export const TAGS_CHANNEL = 'next_cache_tags'
const SCHEMA = 'next_cache'
const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags'
const EVICT_EVERY = 100
const EVICT_INTERVAL_MS = 60_000
const DB_BACKOFF_MS = 5_000

const num = (value, fallback) => {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

/** @param {Record<string, string | undefined>} [env] */
export function sharedCacheSettings(env = process.env) {
  return {
    maxEntries: num(env.CACHE_SHARED_MAX_ENTRIES, 5000),
    maxEntryBytes: num(env.CACHE_SHARED_MAX_ENTRY_KB, 2048) * 1024,
    maxAgeHours: num(env.CACHE_SHARED_MAX_AGE_HOURS, 24),
    tagPollMs: num(env.CACHE_TAG_POLL_MS, 5000),
    queryTimeoutMs: num(env.CACHE_SHARED_QUERY_TIMEOUT_MS, 2000),
  }
}

// ------------------------------------------------------------------ encoding

/** JSON that keeps Buffers (RSC payloads) and Maps (segment data) of Next's cache values. */
export function encodeValue(value) {
  return JSON.stringify(value, function (key, v) {
    const raw = this[key]
    if (raw instanceof Uint8Array) return { __nc_buf: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') }
    if (raw instanceof Map) return { __nc_map: [...raw.entries()] }
    return v
  })
}

export function decodeValue(text) {
  return JSON.parse(text, (_key, v) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      if (typeof v.__nc_buf === 'string') return Buffer.from(v.__nc_buf, 'base64')
      if (Array.isArray(v.__nc_map)) return new Map(v.__nc_map)
    }
    return v
  })
}

// ------------------------------------------------------------------ tags

/** The tags an entry answers to: a page's cache-tags header, a data entry's own and soft tags. */
export function entryTags(value, ctx = {}) {
  const tags = new Set()
  const header = value?.headers?.[NEXT_CACHE_TAGS_HEADER]
  if (typeof header === 'string') for (const t of header.split(',')) if (t) tags.add(t)
  if (Array.isArray(value?.tags)) for (const t of value.tags) tags.add(t)
  if (Array.isArray(ctx.tags)) for (const t of ctx.tags) tags.add(t)
  if (Array.isArray(ctx.softTags)) for (const t of ctx.softTags) tags.add(t)
  return [...tags]
}

/** Same rule as Next's tags manifest: a tag expired after the entry was written, and not in the future. */
export function isExpiredByTags(tags, lastModified, tagState, now = Date.now()) {
  for (const tag of tags) {
    const expired = tagState.get(tag)?.expired
    if (typeof expired === 'number' && expired <= now && expired > lastModified) return true
  }
  return false
}

/** The new state of a tag after revalidateTag(tag, durations) (Next's FileSystemCache rule). */
export function nextTagState(existing, durations, now) {
  if (durations) {
    const update = { ...existing, stale: now }
    if (durations.expire !== undefined) update.expired = now + durations.expire * 1000
    return update
  }
  return { ...existing, expired: now }
}

// ------------------------------------------------------------------ front cache

/**
 * The copy of recent entries in this process, in front of the database: least recently used out
 * first, bounded by the total size of its entries (`set(key, entry, { size })`); an entry larger
 * than the whole budget is not kept. The library's LRU, as every in-process cache of the app
 * (src/cache/memoryCache.ts wraps the same library for the TypeScript side; this file is loaded
 * by Node outside the build and uses it directly).
 * @param {number} maxBytes
 */
export function createFrontMemory(maxBytes) {
  return new LRUCache({ maxSize: Math.max(1, Math.floor(maxBytes)) })
}

function estimateSize(key, value) {
  if (!value) return key.length + 25
  let size = key.length
  if (typeof value.html === 'string') size += value.html.length
  if (value.rscData) size += value.rscData.length
  if (value.body) size += value.body.length
  if (value.segmentData instanceof Map) for (const [p, b] of value.segmentData) size += p.length + (b?.length ?? 0)
  if (value.data) size += JSON.stringify(value.data).length
  if (value.pageData) size += JSON.stringify(value.pageData).length
  return Math.max(size, 1)
}

// ------------------------------------------------------------------ the shared store (one per process)

function readBuildId(serverDistDir) {
  try {
    if (serverDistDir) return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {}
  return 'dev'
}

function nextTagsManifest() {
  try {
    const require = createRequire(path.join(process.cwd(), 'package.json'))
    return require('next/dist/server/lib/incremental-cache/tags-manifest.external.js').tagsManifest
  } catch {
    return null
  }
}

class SharedStore {
  constructor({ connectionString, maxMemoryBytes, buildId, settings = sharedCacheSettings(), listen = true }) {
    this.instanceId = randomUUID()
    this.settings = settings
    this.namespace = `${buildId}:`
    this.front = createFrontMemory(maxMemoryBytes)
    this.tags = new Map()
    this.nextManifest = nextTagsManifest()
    this.inflight = new Map()
    this.writes = 0
    this.skipDbUntil = 0
    this.lastLogged = 0
    this.lastTagPoll = 0
    this.stats = { frontHits: 0, dbHits: 0, misses: 0, dbErrors: 0, notices: 0 }
    this.pool = connectionString
      ? new pg.Pool({
          connectionString,
          max: 4,
          idleTimeoutMillis: 30_000,
          connectionTimeoutMillis: Math.max(settings.queryTimeoutMs, 5000),
          query_timeout: settings.queryTimeoutMs,
          allowExitOnIdle: true,
        })
      : null
    this.pool?.on('error', (error) => this.log(`idle connection failed (${error.message})`))
    // A connection checked out (the schema's transaction) reports its loss on itself: listen, or
    // a database restart would be an uncaught exception (src/db/pg.ts).
    this.pool?.on('connect', (client) => client.on('error', (error) => this.log(`connection in use failed (${error.message})`)))
    this.schemaReady = this.pool ? this.createSchema() : Promise.resolve(false)
    this.timers = []
    if (this.pool) {
      const evict = setInterval(() => void this.evict(), EVICT_INTERVAL_MS)
      const poll = setInterval(() => void this.pollTags(), settings.tagPollMs)
      evict.unref?.()
      poll.unref?.()
      this.timers.push(evict, poll)
      if (listen) {
        this.listener = createPgListener({
          connectionString,
          channels: [TAGS_CHANNEL],
          onNotice: (_channel, payload) => this.onTagNotice(payload),
          // First connect: load every recorded tag; after a reconnect: what changed meanwhile.
          onConnect: () => this.pollTags(),
          log: (m) => this.log(m),
        })
      }
    }
  }

  log(message) {
    if (Date.now() - this.lastLogged < 10_000) return
    this.lastLogged = Date.now()
    console.warn(`[cache] ${message}`)
  }

  dbUsable() {
    return this.pool !== null && Date.now() >= this.skipDbUntil
  }

  dbFailed(error) {
    this.stats.dbErrors++
    this.skipDbUntil = Date.now() + DB_BACKOFF_MS
    this.log(`shared cache unavailable (${error?.message ?? error}); serving from this process for ${DB_BACKOFF_MS / 1000} s`)
  }

  async createSchema() {
    let client
    try {
      client = await this.pool.connect()
    } catch (error) {
      this.dbFailed(error)
      return false
    }
    try {
      await client.query('BEGIN')
      await client.query("SELECT pg_advisory_xact_lock(hashtext('dealer-platform.next_cache.schema'))")
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`)
      await client.query(`CREATE UNLOGGED TABLE IF NOT EXISTS ${SCHEMA}.entries (
        key text PRIMARY KEY,
        value text NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        last_modified bigint NOT NULL,
        touched_at timestamptz NOT NULL DEFAULT now()
      )`)
      await client.query(`CREATE INDEX IF NOT EXISTS entries_touched_at ON ${SCHEMA}.entries (touched_at)`)
      await client.query(`CREATE INDEX IF NOT EXISTS entries_tags ON ${SCHEMA}.entries USING gin (tags)`)
      await client.query(`CREATE UNLOGGED TABLE IF NOT EXISTS ${SCHEMA}.tags (
        tag text PRIMARY KEY,
        stale bigint,
        expired bigint,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`)
      await client.query('COMMIT')
      return true
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      this.dbFailed(error)
      return false
    } finally {
      client.release()
    }
  }

  async ready() {
    if (!(await this.schemaReady) && this.dbUsable()) this.schemaReady = this.createSchema()
    return this.schemaReady
  }

  applyTag(tag, state, origin = 'next-cache') {
    const before = this.tags.get(tag)
    this.tags.set(tag, state)
    if (this.nextManifest) this.nextManifest.set(tag, { ...this.nextManifest.get(tag), ...state })
    // A new expiry (here or on another instance) goes on the expiry bus (src/cache/expiryBus.ts:
    // its channel, published directly since Next loads this file without TypeScript), which the
    // front in the server edge hears (src/server/front.ts), as with the default handler.
    if (before?.expired !== state.expired || before?.stale !== state.stale) channel('dealer-platform:cache-expiry').publish({ tags: [tag], origin })
  }

  onTagNotice(payload) {
    this.stats.notices++
    let message
    try {
      message = JSON.parse(payload)
    } catch {
      return
    }
    if (!message || message.from === this.instanceId || typeof message.tags !== 'object') return
    for (const [tag, state] of Object.entries(message.tags)) if (state && typeof state === 'object') this.applyTag(tag, state, 'peer')
  }

  /** Tags changed since the last look (all of them the first time), from any instance. */
  async pollTags() {
    if (!this.dbUsable() || !(await this.ready())) return
    const since = this.lastTagPoll
    const started = Date.now()
    try {
      const { rows } = since
        ? await this.pool.query(`SELECT tag, stale, expired FROM ${SCHEMA}.tags WHERE updated_at >= to_timestamp($1 / 1000.0)`, [since - 2000])
        : await this.pool.query(`SELECT tag, stale, expired FROM ${SCHEMA}.tags`)
      for (const row of rows) {
        const state = {}
        if (row.stale !== null) state.stale = Number(row.stale)
        if (row.expired !== null) state.expired = Number(row.expired)
        this.applyTag(row.tag, state, 'peer')
      }
      this.lastTagPoll = started
    } catch (error) {
      this.dbFailed(error)
    }
  }

  async read(key) {
    const pending = this.inflight.get(key)
    if (pending) return pending
    const promise = (async () => {
      if (!this.dbUsable() || !(await this.ready())) return null
      try {
        const { rows } = await this.pool.query(`SELECT value, last_modified, tags FROM ${SCHEMA}.entries WHERE key = $1`, [key])
        if (rows.length === 0) return null
        const row = rows[0]
        const stored = decodeValue(row.value)
        const entry = { value: stored.value, cacheControl: stored.cacheControl, lastModified: Number(row.last_modified), tags: row.tags }
        this.front.set(key, entry, { size: row.value.length + key.length })
        this.pool
          .query(`UPDATE ${SCHEMA}.entries SET touched_at = now() WHERE key = $1 AND touched_at < now() - interval '1 minute'`, [key])
          .catch(() => {})
        return entry
      } catch (error) {
        this.dbFailed(error)
        return null
      }
    })()
    this.inflight.set(key, promise)
    try {
      return await promise
    } finally {
      this.inflight.delete(key)
    }
  }

  async get(cacheKey, ctx) {
    const key = this.namespace + cacheKey
    let entry = this.front.get(key)
    if (entry) this.stats.frontHits++
    else {
      entry = await this.read(key)
      if (entry) this.stats.dbHits++
    }
    if (!entry) {
      this.stats.misses++
      return null
    }
    const tags = ctx?.kind === 'FETCH' ? [...new Set([...entry.tags, ...entryTags(undefined, ctx)])] : entry.tags
    if (isExpiredByTags(tags, entry.lastModified, this.tags)) {
      this.front.delete(key)
      return null
    }
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
  }

  async set(cacheKey, value, ctx) {
    const key = this.namespace + cacheKey
    const entry = {
      value,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      lastModified: Date.now(),
      tags: entryTags(value, ctx),
    }
    if (!this.pool) {
      this.front.set(key, entry, { size: estimateSize(key, value) })
      return
    }
    const text = encodeValue({ value: entry.value, cacheControl: entry.cacheControl })
    this.front.set(key, entry, { size: text.length + key.length })
    if (text.length > this.settings.maxEntryBytes || !this.dbUsable() || !(await this.ready())) return
    try {
      await this.pool.query(
        `INSERT INTO ${SCHEMA}.entries (key, value, tags, last_modified, touched_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, tags = EXCLUDED.tags,
           last_modified = EXCLUDED.last_modified, touched_at = now()
         WHERE ${SCHEMA}.entries.last_modified <= EXCLUDED.last_modified`,
        [key, text, entry.tags, entry.lastModified],
      )
    } catch (error) {
      this.dbFailed(error)
      return
    }
    if (++this.writes % EVICT_EVERY === 0) void this.evict()
  }

  async revalidateTag(tagOrTags, durations) {
    const tags = typeof tagOrTags === 'string' ? [tagOrTags] : [...tagOrTags]
    if (tags.length === 0) return
    const now = Date.now()
    const changed = {}
    for (const tag of tags) {
      const state = nextTagState(this.tags.get(tag), durations, now)
      this.applyTag(tag, state)
      changed[tag] = state
    }
    if (!this.pool) return
    if (!(await this.ready())) {
      console.error(`[cache] the database is unavailable: other instances learn of the expiry of ${tags.join(', ')} only when their copies reach their revalidate time`)
      return
    }
    try {
      await this.pool.query(
        `INSERT INTO ${SCHEMA}.tags (tag, stale, expired, updated_at)
         SELECT t.tag, t.stale, t.expired, now() FROM jsonb_to_recordset($1::jsonb) AS t(tag text, stale bigint, expired bigint)
         ON CONFLICT (tag) DO UPDATE SET stale = EXCLUDED.stale, expired = EXCLUDED.expired, updated_at = now()`,
        [JSON.stringify(tags.map((tag) => ({ tag, stale: changed[tag].stale ?? null, expired: changed[tag].expired ?? null })))],
      )
      const expiredNow = tags.filter((tag) => typeof changed[tag].expired === 'number' && changed[tag].expired <= now)
      if (expiredNow.length > 0) {
        await this.pool.query(`DELETE FROM ${SCHEMA}.entries WHERE tags && $1::text[] AND last_modified < $2`, [expiredNow, now])
      }
      for (const chunk of noticeChunks(this.instanceId, changed)) await sendNotice(this.pool, TAGS_CHANNEL, chunk)
    } catch (error) {
      // The row deletes and the tag rows are what other instances rely on; the poll retries nothing,
      // so say so loudly: their front caches keep the old page until its revalidate time.
      console.error(`[cache] could not share the expiry of ${tags.join(', ')}: ${error?.message ?? error}`)
    }
  }

  /** Drop rows unused for maxAgeHours and all but the maxEntries most recently used; old tag rows too. */
  async evict() {
    if (!this.dbUsable() || !(await this.ready())) return
    const { maxEntries, maxAgeHours } = this.settings
    try {
      await this.pool.query(
        `DELETE FROM ${SCHEMA}.entries WHERE touched_at < now() - make_interval(hours => $1)
           OR key IN (SELECT key FROM ${SCHEMA}.entries ORDER BY touched_at DESC OFFSET $2)`,
        [maxAgeHours, maxEntries],
      )
      // An entry older than maxAgeHours is gone, so an older tag expiry can no longer matter.
      await this.pool.query(`DELETE FROM ${SCHEMA}.tags WHERE updated_at < now() - make_interval(hours => $1 * 2)`, [maxAgeHours])
    } catch (error) {
      this.dbFailed(error)
    }
  }

  async close() {
    for (const t of this.timers) clearInterval(t)
    await this.listener?.close()
    await this.pool?.end().catch(() => {})
  }
}

/** The tag changes as NOTIFY payloads, each under PostgreSQL's 8000-byte limit. */
export function noticeChunks(from, changed) {
  const chunks = []
  let current = {}
  let size = 0
  const base = JSON.stringify({ from, tags: {} }).length
  for (const [tag, state] of Object.entries(changed)) {
    const part = JSON.stringify(tag).length + JSON.stringify(state).length + 2
    if (base + part > MAX_NOTICE_BYTES) continue // a tag this long is never a real tag; the poll still carries it
    if (size > 0 && base + size + part > MAX_NOTICE_BYTES) {
      chunks.push(JSON.stringify({ from, tags: current }))
      current = {}
      size = 0
    }
    current[tag] = state
    size += part
  }
  if (size > 0) chunks.push(JSON.stringify({ from, tags: current }))
  return chunks
}

/**
 * The process's store. A module variable is enough: Next loads this file with Node's own `import`
 * (outside its bundles), so the module exists once per process; it constructs the handler class
 * for every request, and each instance uses this one store.
 */
let processStore = null

function sharedStore(ctx) {
  if (!processStore) {
    const building = process.env.NEXT_PHASE === 'phase-production-build'
    const connectionString = building ? '' : process.env.DATABASE_URL || ''
    if (!connectionString && !building) console.warn('[cache] CACHE_SHARED=postgres but DATABASE_URL is not set: the cache stays in this process')
    processStore = new SharedStore({
      connectionString,
      maxMemoryBytes: ctx?.maxMemoryCacheSize || 50 * 1024 * 1024,
      buildId: readBuildId(ctx?.serverDistDir),
    })
  }
  return processStore
}

/** For tests: a store on an explicit database, independent of the process-wide one. */
export function createSharedStore(options) {
  return new SharedStore(options)
}

/** The class Next.js instantiates (once per request; the store behind it is per process). */
export default class SharedPageCache {
  constructor(ctx) {
    this.store = sharedStore(ctx)
  }
  async get(key, ctx) {
    const entry = await this.store.get(key, ctx)
    withEdgeTags(entry?.value)
    return entry
  }
  set(key, data, ctx) {
    // Pages and routes also hand their cache tags to the edge (src/cache/edgeTagsHeader.mjs).
    return this.store.set(key, withEdgeTags(data), ctx)
  }
  revalidateTag(tags, durations) {
    return this.store.revalidateTag(tags, durations)
  }
  resetRequestCache() {}
}
