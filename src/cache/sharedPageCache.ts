/**
 * Next.js cache handler (`cacheHandler` in next.config.ts, used when CACHE_SHARED=postgres) that
 * lets several app instances share one page and data cache through PostgreSQL:
 *
 * - Entries (rendered pages, `unstable_cache` data) live in the UNLOGGED table
 *   next_cache.entries, keyed by build id + Next's cache key, so an instance of another build
 *   never serves this build's HTML (its script URLs would not exist there).
 * - In front of it, each process keeps a small in-memory copy (the one MemoryCache, bounded in
 *   bytes by Next's `cacheMaxMemorySize`): a cached page costs a Map lookup, as with Next's own.
 * - `revalidateTag` (the Payload hooks, src/cache/revalidate.ts) deletes the tagged rows, records
 *   the tag's expiry in next_cache.tags and sends a NOTIFY on `next_cache_tags`
 *   (src/notices/channels.ts); every instance LISTENs (src/notices/pgListener.ts) and drops the
 *   entry from its front copy on its next read. A missed notice heals: each instance reads the
 *   tags changed since its last look every CACHE_TAG_POLL_MS, and at once after its LISTEN
 *   connection comes back. Every change goes on the expiry bus (the front in the server edge).
 * - Bounded: at most CACHE_SHARED_MAX_ENTRIES rows (least recently used go first), rows unused
 *   for CACHE_SHARED_MAX_AGE_HOURS go, and an entry larger than CACHE_SHARED_MAX_ENTRY_KB stays in
 *   the process only. A crawl of made-up paths cannot fill the database.
 *
 * TypeScript: Next loads `sharedPageCacheHandler.mjs` with Node's own `import` at run time,
 * outside its bundles, and that file loads this one through tsx.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'
import { SharedStore, type SharedStoreOptions } from './sharedStore'
import type { TagState } from './sharedCacheRules'
import { withEdgeTags } from './edgeTagsHeader'

export { SharedStore, noticeChunks } from './sharedStore'
export {
  createFrontMemory, decodeValue, encodeValue, entryTags, isExpiredByTags, nextTagState, sharedCacheSettings,
} from './sharedCacheRules'

function readBuildId(serverDistDir: string | undefined): string {
  try {
    if (serverDistDir) return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    // no build (dev): one namespace
  }
  return 'dev'
}

function nextTagsManifest(): Map<string, TagState> | null {
  try {
    const require = createRequire(path.join(process.cwd(), 'package.json'))
    return (require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as { tagsManifest: Map<string, TagState> }).tagsManifest
  } catch {
    return null
  }
}

/**
 * The process's store. A module variable is enough: Next loads the handler with Node's own
 * `import` (outside its bundles), so this module exists once per process; it constructs the
 * handler class for every request, and each instance uses this one store.
 */
let processStore: SharedStore | null = null

function sharedStore(ctx: Partial<CacheHandlerContext> | undefined): SharedStore {
  if (!processStore) {
    const building = process.env.NEXT_PHASE === 'phase-production-build'
    const connectionString = building ? '' : process.env.DATABASE_URL || ''
    if (!connectionString && !building) console.warn('[cache] CACHE_SHARED=postgres but DATABASE_URL is not set: the cache stays in this process')
    processStore = new SharedStore({
      connectionString,
      maxMemoryBytes: ctx?.maxMemoryCacheSize || 50 * 1024 * 1024,
      buildId: readBuildId(ctx?.serverDistDir),
      nextManifest: nextTagsManifest(),
    })
  }
  return processStore
}

/** For tests: a store on an explicit database, independent of the process-wide one. */
export function createSharedStore(options: SharedStoreOptions): SharedStore {
  return new SharedStore(options)
}

/** The class Next.js instantiates (once per request; the store behind it is per process). */
export default class SharedPageCache implements CacheHandler {
  private readonly store: SharedStore

  constructor(ctx: CacheHandlerContext) {
    this.store = sharedStore(ctx)
  }

  async get(key: string, ctx: Parameters<CacheHandler['get']>[1]): Promise<CacheHandlerValue | null> {
    const entry = await this.store.get(key, ctx as Parameters<SharedStore['get']>[1])
    withEdgeTags(entry?.value)
    return entry
  }

  set(key: string, data: Parameters<CacheHandler['set']>[1], ctx: Parameters<CacheHandler['set']>[2]): Promise<void> {
    // Pages and routes also hand their cache tags to the edge (src/cache/edgeTagsHeader.ts).
    return this.store.set(key, withEdgeTags(data), ctx as Parameters<SharedStore['set']>[2])
  }

  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    return this.store.revalidateTag(tags, durations)
  }

  resetRequestCache(): void {}
}
