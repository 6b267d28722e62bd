/**
 * Next's own page cache (the default in-memory/file-system handler, unchanged), which also
 * hands each page's cache tags to the edge (src/cache/edgeTagsHeader.mjs) and publishes every tag
 * expiry on the expiry bus (src/cache/expiryBus.ts), so the front in the
 * server edge (src/server/front.ts) drops its finished pages. That is the moment an edit becomes
 * visible in Next's cache (after the saving request's hooks ran), so the next request for any page
 * is rendered afresh instead of served from a finished copy.
 *
 * Plain JavaScript: next.config.ts names this file as `cacheHandler` and Next loads it itself,
 * without TypeScript, so it publishes on the bus's channel directly (a unit test checks that
 * `onExpiry` hears it). It extends the handler through Next's documented `cacheHandler` option;
 * tests/unit/server/frontAwareCacheHandler.test.ts fails if the default handler's `revalidateTag`
 * it wraps goes away.
 */
import { channel } from 'node:diagnostics_channel'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { withEdgeTags } from '../cache/edgeTagsHeader.mjs'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache
/** The expiry bus's channel (src/cache/expiryBus.ts). */
const EXPIRY_CHANNEL = channel('dealer-platform:cache-expiry')

export default class FrontAwareCacheHandler extends FileSystemCache {
  /** Pages and routes also hand their cache tags to the edge (src/cache/edgeTagsHeader.mjs). */
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    withEdgeTags(entry?.value)
    return entry
  }

  async set(key, data, ctx) {
    withEdgeTags(data)
    return super.set(key, data, ctx)
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    if (EXPIRY_CHANNEL.hasSubscribers) EXPIRY_CHANNEL.publish({ tags: [tags].flat().filter((tag) => typeof tag === 'string'), origin: 'next-cache' })
  }
}
