/**
 * The shared page cache's store, one per process (src/cache/sharedPageCache.ts): an in-process
 * front (the one MemoryCache) over rows in PostgreSQL, tag expiries recorded in the database and
 * shared by NOTIFY on `next_cache_tags`, healed by a poll, and a database that is never in the
 * way (a failed query is a miss; after one the database is skipped for a few seconds).
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { createPgListener, sendNotice, type Listener } from '@/notices/pgListener'
import { NEXT_CACHE_TAGS_CHANNEL, type TagStateNotice } from '@/notices/channels'
import { packedEntryNotices } from '@/notices/noticePayloads'
import { publishExpiry, type ExpiryOrigin } from './expiryBus'
import { createSharedCacheSchema, evictEntries, readEntryRow, readTagStates, writeEntryRow, writeTagStates } from './sharedCacheSql'
import {
  createFrontMemory, decodeValue, encodeValue, entryTags, estimateSize, isExpiredByTags, nextTagState, sharedCacheSettings,
  type NextCacheControl, type NextCacheValue, type SharedCacheSettings, type StoredEntry, type TagContext, type TagState,
} from './sharedCacheRules'

const EVICT_EVERY = 100
const EVICT_INTERVAL_MS = 60_000
const DB_BACKOFF_MS = 5_000

/** Next's tags manifest (its default handler's record of expired tags), kept in step when found. */
type TagsManifest = Map<string, TagState>

export interface SharedStoreOptions {
  connectionString: string
  maxMemoryBytes: number
  buildId: string
  settings?: SharedCacheSettings
  listen?: boolean
  nextManifest?: TagsManifest | null
}

/** The tag changes as NOTIFY payloads, each under PostgreSQL's 8000-byte limit (the one packer). */
export function noticeChunks(from: string, changed: Record<string, TagState>): string[] {
  return packedEntryNotices(from, 'tags', changed)
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

export class SharedStore {
  readonly instanceId = randomUUID()
  readonly settings: SharedCacheSettings
  readonly front: ReturnType<typeof createFrontMemory>
  readonly tags = new Map<string, TagState>()
  readonly stats = { frontHits: 0, dbHits: 0, misses: 0, dbErrors: 0, notices: 0 }
  readonly pool: pg.Pool | null
  listener: Listener | undefined
  private readonly namespace: string
  private readonly nextManifest: TagsManifest | null
  private readonly inflight = new Map<string, Promise<StoredEntry | null>>()
  private readonly timers: NodeJS.Timeout[] = []
  private schemaReady: Promise<boolean>
  private writes = 0
  private skipDbUntil = 0
  private lastLogged = 0
  private lastTagPoll = 0

  constructor({ connectionString, maxMemoryBytes, buildId, settings = sharedCacheSettings(), listen = true, nextManifest = null }: SharedStoreOptions) {
    this.settings = settings
    this.namespace = `${buildId}:`
    this.front = createFrontMemory(maxMemoryBytes)
    this.nextManifest = nextManifest
    this.pool = connectionString ? this.createPool(connectionString) : null
    this.schemaReady = this.pool ? this.createSchema() : Promise.resolve(false)
    if (!this.pool) return
    const evict = setInterval(() => void this.evict(), EVICT_INTERVAL_MS)
    const poll = setInterval(() => void this.pollTags(), settings.tagPollMs)
    evict.unref?.()
    poll.unref?.()
    this.timers.push(evict, poll)
    if (listen) {
      this.listener = createPgListener({
        connectionString,
        channels: [NEXT_CACHE_TAGS_CHANNEL],
        onNotice: (_channel, payload) => this.onTagNotice(payload),
        // First connect: load every recorded tag; after a reconnect: what changed meanwhile.
        onConnect: () => this.pollTags(),
        log: (m) => this.log(m),
      })
    }
  }

  private createPool(connectionString: string): pg.Pool {
    const pool = new pg.Pool({
      connectionString,
      max: 4,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: Math.max(this.settings.queryTimeoutMs, 5000),
      query_timeout: this.settings.queryTimeoutMs,
      allowExitOnIdle: true,
    })
    pool.on('error', (error) => this.log(`idle connection failed (${error.message})`))
    // A connection checked out (the schema's transaction) reports its loss on itself: listen, or
    // a database restart would be an uncaught exception (src/db/pg.ts).
    pool.on('connect', (client) => client.on('error', (error) => this.log(`connection in use failed (${error.message})`)))
    return pool
  }

  private log(message: string): void {
    if (Date.now() - this.lastLogged < 10_000) return
    this.lastLogged = Date.now()
    console.warn(`[cache] ${message}`)
  }

  private dbUsable(): boolean {
    return this.pool !== null && Date.now() >= this.skipDbUntil
  }

  private dbFailed(error: unknown): void {
    this.stats.dbErrors++
    this.skipDbUntil = Date.now() + DB_BACKOFF_MS
    this.log(`shared cache unavailable (${messageOf(error)}); serving from this process for ${DB_BACKOFF_MS / 1000} s`)
  }

  private async createSchema(): Promise<boolean> {
    let client: pg.PoolClient
    try {
      client = await this.pool!.connect()
    } catch (error) {
      this.dbFailed(error)
      return false
    }
    try {
      await createSharedCacheSchema(client)
      return true
    } catch (error) {
      this.dbFailed(error)
      return false
    } finally {
      client.release()
    }
  }

  async ready(): Promise<boolean> {
    if (!(await this.schemaReady) && this.dbUsable()) this.schemaReady = this.createSchema()
    return this.schemaReady
  }

  /** A tag's new state; a change (here or on another instance) goes on the expiry bus for the front. */
  applyTag(tag: string, state: TagState, origin: ExpiryOrigin = 'next-cache'): void {
    const before = this.tags.get(tag)
    this.tags.set(tag, state)
    if (this.nextManifest) this.nextManifest.set(tag, { ...this.nextManifest.get(tag), ...state })
    if (before?.expired !== state.expired || before?.stale !== state.stale) publishExpiry({ tags: [tag], origin })
  }

  onTagNotice(payload: string): void {
    this.stats.notices++
    let message: Partial<TagStateNotice> | null
    try {
      message = JSON.parse(payload) as Partial<TagStateNotice> | null
    } catch {
      return
    }
    if (!message || message.from === this.instanceId || !message.tags || typeof message.tags !== 'object') return
    for (const [tag, state] of Object.entries(message.tags)) if (state && typeof state === 'object') this.applyTag(tag, state, 'peer')
  }

  /** Tags changed since the last look (all of them the first time), from any instance. */
  async pollTags(): Promise<void> {
    if (!this.dbUsable() || !(await this.ready())) return
    const started = Date.now()
    try {
      const changed = await readTagStates(this.pool!, this.lastTagPoll ? this.lastTagPoll - 2000 : 0)
      for (const [tag, state] of changed) this.applyTag(tag, state, 'peer')
      this.lastTagPoll = started
    } catch (error) {
      this.dbFailed(error)
    }
  }

  private read(key: string): Promise<StoredEntry | null> {
    const pending = this.inflight.get(key)
    if (pending) return pending
    const promise = this.readRow(key).finally(() => this.inflight.delete(key))
    this.inflight.set(key, promise)
    return promise
  }

  private async readRow(key: string): Promise<StoredEntry | null> {
    if (!this.dbUsable() || !(await this.ready())) return null
    try {
      const row = await readEntryRow(this.pool!, key)
      if (!row) return null
      const stored = decodeValue<{ value: NextCacheValue; cacheControl: NextCacheControl }>(row.value)
      const entry: StoredEntry = { value: stored.value, cacheControl: stored.cacheControl, lastModified: Number(row.last_modified), tags: row.tags, size: row.value.length + key.length }
      this.front.set(key, entry)
      return entry
    } catch (error) {
      this.dbFailed(error)
      return null
    }
  }

  async get(cacheKey: string, ctx?: TagContext & { kind?: string }): Promise<{ lastModified: number; value: NextCacheValue; cacheControl: NextCacheControl } | null> {
    const key = this.namespace + cacheKey
    let entry = this.front.get(key) ?? null
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

  async set(cacheKey: string, value: NextCacheValue, ctx?: TagContext & { fetchCache?: boolean; cacheControl?: NextCacheControl }): Promise<void> {
    const key = this.namespace + cacheKey
    const entry: StoredEntry = { value, cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl, lastModified: Date.now(), tags: entryTags(value, ctx), size: 0 }
    if (!this.pool) {
      this.front.set(key, { ...entry, size: estimateSize(key, value) })
      return
    }
    const text = encodeValue({ value: entry.value, cacheControl: entry.cacheControl })
    this.front.set(key, { ...entry, size: text.length + key.length })
    if (text.length > this.settings.maxEntryBytes || !this.dbUsable() || !(await this.ready())) return
    try {
      await writeEntryRow(this.pool, key, text, entry.tags, entry.lastModified)
    } catch (error) {
      this.dbFailed(error)
      return
    }
    if (++this.writes % EVICT_EVERY === 0) void this.evict()
  }

  async revalidateTag(tagOrTags: string | readonly string[], durations?: { expire?: number }): Promise<void> {
    const tags = typeof tagOrTags === 'string' ? [tagOrTags] : [...tagOrTags]
    if (tags.length === 0) return
    const now = Date.now()
    const changed: Record<string, TagState> = {}
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
      await writeTagStates(this.pool, changed, now)
      for (const chunk of noticeChunks(this.instanceId, changed)) await sendNotice(this.pool, NEXT_CACHE_TAGS_CHANNEL, chunk)
    } catch (error) {
      // The row deletes and the tag rows are what other instances rely on; the poll retries nothing,
      // so say so loudly: their front caches keep the old page until its revalidate time.
      console.error(`[cache] could not share the expiry of ${tags.join(', ')}: ${messageOf(error)}`)
    }
  }

  async evict(): Promise<void> {
    if (!this.dbUsable() || !(await this.ready())) return
    try {
      await evictEntries(this.pool!, this.settings.maxEntries, this.settings.maxAgeHours)
    } catch (error) {
      this.dbFailed(error)
    }
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearInterval(t)
    await this.listener?.close()
    await this.pool?.end().catch(() => {})
  }
}
