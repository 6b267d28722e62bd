/**
 * Next's own page cache (the default in-memory/file-system handler, unchanged), told to drop the
 * front cache (src/server/frontCache.cjs) whenever it expires cache tags. That is the moment an
 * edit becomes visible in Next's cache (after the saving request's hooks ran), so the next
 * request for any page is rendered afresh instead of served from a finished copy.
 *
 * Plain JavaScript: next.config.ts names this file as `cacheHandler` and Next loads it itself.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache
const EXPIRE_FRONT_CACHE = Symbol.for('dealer.expireFrontCache')

export default class FrontAwareCacheHandler extends FileSystemCache {
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    globalThis[EXPIRE_FRONT_CACHE]?.()
  }
}
