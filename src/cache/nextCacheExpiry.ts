/**
 * Next's data and page caches, subscribed to the expiry bus (src/cache/expiryBus.ts).
 *
 * A local expiry becomes `revalidateTag(tag, { expire: 0 })` for each tag. The hooks publish
 * inside the request that saved, so Next records the tags on that request and expires them in
 * its cache handler when the request ends (src/server/frontAwareCacheHandler.ts, or
 * src/cache/sharedPageCache.ts with CACHE_SHARED=postgres, which also shares the expiry with the
 * other instances' Next caches through its own table): the next request renders afresh.
 *
 * Not applied here:
 * - outside a Next.js server (seed script, CLI import, tests without NEXT_RUNTIME) there is no
 *   Next cache;
 * - outside a request (a job run by the runner) `revalidateTag` has no request to record the
 *   tags on; a page's revalidate time bounds what it shows (the vehicle lists are expired from the
 *   saving request once the index has the change: src/search/searchPageExpiry.ts);
 * - expiries from other instances: Next's cache of this instance was not changed by them unless
 *   it is shared, and then the shared handler has already applied them.
 *
 * Subscribed once per process (src/lib/processWide.ts): the hooks' module is bundled several
 * times, and one subscription per copy would expire every tag once per copy.
 */
import { processWide } from '@/lib/processWide'
import { onExpiry } from './expiryBus'

type NextCache = typeof import('next/cache')

declare module '@/lib/processWide' {
  interface ProcessWide {
    /** Unsubscribes Next's cache from the expiry bus. */
    'cache.nextCacheExpiry': () => void
  }
}

/** Expire these tags in Next's cache of the current request; false when there is no request. */
function revalidateInRequest(next: Pick<NextCache, 'revalidateTag'>, tags: readonly string[]): boolean {
  for (const tag of tags) {
    try {
      next.revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // "Invariant: static generation store missing in revalidateTag(...)": not inside a request.
      if (/static generation store missing/i.test((error as Error)?.message ?? '')) return false
      console.error(`[cache] could not expire ${tag} in Next's cache:`, error)
    }
  }
  return true
}

/** Subscribe Next's cache to the bus (once per process; later calls do nothing). */
export function subscribeNextCache(): void {
  processWide('cache.nextCacheExpiry', () => {
    let loaded: NextCache | undefined
    let loading: Promise<NextCache> | undefined
    return onExpiry((expiry) => {
      if (expiry.origin !== 'local' || expiry.tags.length === 0 || !process.env.NEXT_RUNTIME) return
      // Synchronously when Next's module is loaded, so the tags land on the publishing request
      // before it can end; the first time, in a continuation of the same request.
      if (loaded) {
        revalidateInRequest(loaded, expiry.tags)
        return
      }
      loading ??= import('next/cache')
      loading.then(
        (next) => {
          loaded = next
          revalidateInRequest(next, expiry.tags)
        },
        (error: unknown) => console.error('[cache] next/cache could not be loaded:', error),
      )
    })
  })
}
