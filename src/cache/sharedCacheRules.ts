/**
 * The pure rules of the shared page cache (src/cache/sharedPageCache.ts): its settings, how a
 * Next cache value is stored as text and read back, which tags an entry answers to and when a
 * tag expiry drops it (Next's own rules), and the in-process copy in front of the database.
 */
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'
import type { TagState } from '@/notices/channels'
import { MemoryCache } from './memoryCache'

export type { TagState }

/** What Next stores: a rendered page, route, redirect, image or `unstable_cache` data. */
export type NextCacheValue = CacheHandlerValue['value']
export type NextCacheControl = CacheHandlerValue['cacheControl']

/** The parts of a value this cache looks at (they differ by kind; all are optional here). */
export interface ValueParts {
  headers?: Record<string, unknown>
  tags?: string[]
  html?: unknown
  rscData?: { length: number }
  body?: { length: number }
  segmentData?: Map<string, { length: number } | undefined>
  data?: unknown
  pageData?: unknown
}

const parts = (value: NextCacheValue | ValueParts | undefined): ValueParts => (value ?? {}) as ValueParts

/** Tags Next passes with a read or a write (`unstable_cache`'s own tags, a page's soft tags). */
export interface TagContext {
  tags?: string[]
  softTags?: string[]
}

export interface SharedCacheSettings {
  maxEntries: number
  maxEntryBytes: number
  maxAgeHours: number
  tagPollMs: number
  queryTimeoutMs: number
}

const num = (value: string | undefined, fallback: number): number => {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

export function sharedCacheSettings(env: Record<string, string | undefined> = process.env): SharedCacheSettings {
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
export function encodeValue(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string, v: unknown) {
    const raw = this[key]
    if (raw instanceof Uint8Array) return { __nc_buf: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') }
    if (raw instanceof Map) return { __nc_map: [...raw.entries()] }
    return v
  })
}

export function decodeValue<T = Record<string, unknown>>(text: string): T {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const boxed = v as { __nc_buf?: unknown; __nc_map?: unknown }
      if (typeof boxed.__nc_buf === 'string') return Buffer.from(boxed.__nc_buf, 'base64')
      if (Array.isArray(boxed.__nc_map)) return new Map(boxed.__nc_map as [unknown, unknown][])
    }
    return v
  }) as T
}

// ------------------------------------------------------------------ tags

const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags'

/** The tags an entry answers to: a page's cache-tags header, a data entry's own and soft tags. */
export function entryTags(value: NextCacheValue | ValueParts | undefined, ctx: TagContext = {}): string[] {
  const tags = new Set<string>()
  const { headers, tags: own } = parts(value)
  const header = headers?.[NEXT_CACHE_TAGS_HEADER]
  if (typeof header === 'string') for (const t of header.split(',')) if (t) tags.add(t)
  if (Array.isArray(own)) for (const t of own) tags.add(t)
  if (Array.isArray(ctx.tags)) for (const t of ctx.tags) tags.add(t)
  if (Array.isArray(ctx.softTags)) for (const t of ctx.softTags) tags.add(t)
  return [...tags]
}

/** Same rule as Next's tags manifest: a tag expired after the entry was written, and not in the future. */
export function isExpiredByTags(tags: readonly string[], lastModified: number, tagState: ReadonlyMap<string, TagState>, now = Date.now()): boolean {
  for (const tag of tags) {
    const expired = tagState.get(tag)?.expired
    if (typeof expired === 'number' && expired <= now && expired > lastModified) return true
  }
  return false
}

/** The new state of a tag after revalidateTag(tag, durations) (Next's FileSystemCache rule). */
export function nextTagState(existing: TagState | undefined, durations: { expire?: number } | undefined, now: number): TagState {
  if (durations) {
    const update: TagState = { ...existing, stale: now }
    if (durations.expire !== undefined) update.expired = now + durations.expire * 1000
    return update
  }
  return { ...existing, expired: now }
}

// ------------------------------------------------------------------ front cache

/** An entry as this process keeps it (and reads it back from the database). */
export interface StoredEntry {
  value: NextCacheValue
  cacheControl: NextCacheControl
  lastModified: number
  tags: string[]
  /** Its share of the front cache's byte budget. */
  size: number
}

/**
 * The copy of recent entries in this process, in front of the database: the one in-process cache
 * (src/cache/memoryCache.ts), least recently used out first, bounded by the total size of its
 * entries; an entry larger than the whole budget is not kept.
 */
export function createFrontMemory(maxBytes: number): MemoryCache<string, StoredEntry> {
  return new MemoryCache<string, StoredEntry>({ maxSize: Math.max(1, Math.floor(maxBytes)), sizeOf: (entry) => entry.size })
}

/** A value's size when it is not stored as text (no database): its page, payloads and data. */
export function estimateSize(key: string, value: NextCacheValue): number {
  if (!value) return key.length + 25
  const v = parts(value)
  let size = key.length
  if (typeof v.html === 'string') size += v.html.length
  if (v.rscData) size += v.rscData.length
  if (v.body) size += v.body.length
  if (v.segmentData instanceof Map) for (const [p, b] of v.segmentData) size += p.length + (b?.length ?? 0)
  if (v.data) size += JSON.stringify(v.data).length
  if (v.pageData) size += JSON.stringify(v.pageData).length
  return Math.max(size, 1)
}
