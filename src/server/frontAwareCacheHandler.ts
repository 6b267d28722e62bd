/**
 * Next's own page cache (the default in-memory/file-system handler, unchanged), which also
 * hands each page's cache tags to the edge (src/cache/edgeTagsHeader.ts) and publishes every tag expiry on the expiry bus (src/cache/expiryBus.ts), so the front in the
 * server edge (src/server/front.ts) drops its finished pages. That is the moment an edit becomes
 * visible in Next's cache (after the saving request's hooks ran), so the next request for any page
 * is rendered afresh instead of served from a finished copy.
 *
 * It extends the handler through Next's documented `cacheHandler` option (next.config.ts names
 * `nextCacheHandler.mjs`, which loads this file through tsx: Next imports the handler with Node's
 * own `import`); tests/unit/server/frontAwareCacheHandler.test.ts fails if the default handler's
 * `revalidateTag` it wraps goes away.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { publishExpiry } from '@/cache/expiryBus'
import { withEdgeTags } from '@/cache/edgeTagsHeader'

/** The default handler class, however the CommonJS module is seen from ESM. */
// Next's .d.ts declares only `export default`; Node's ESM import of this CommonJS file may wrap it once more in `default`.
const FileSystemCache = ((fileSystemCache as unknown as { default?: typeof fileSystemCache }).default ?? fileSystemCache) as typeof fileSystemCache

export default class FrontAwareCacheHandler extends FileSystemCache {
  /** Pages and routes also hand their cache tags to the edge (src/cache/edgeTagsHeader.ts). */
  async get(...args: Parameters<InstanceType<typeof FileSystemCache>['get']>): ReturnType<InstanceType<typeof FileSystemCache>['get']> {
    const entry = await super.get(...args)
    withEdgeTags(entry?.value)
    return entry
  }

  async set(...args: Parameters<InstanceType<typeof FileSystemCache>['set']>): ReturnType<InstanceType<typeof FileSystemCache>['set']> {
    withEdgeTags(args[1])
    return super.set(...args)
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    await super.revalidateTag(tags, durations)
    publishExpiry({ tags: [tags].flat().filter((tag) => typeof tag === 'string'), origin: 'next-cache' })
  }
}
