/**
 * When to purge a local expiry: once this process's Next cache has applied it, so the edge's
 * next request for the page gets the new one, not Next's old copy.
 *
 * The hooks publish a `local` expiry inside the saving request; Next applies it to its cache when
 * that request (or its `after()` work) ends, and the cache handler then publishes the same tags
 * as `next-cache` (src/server/frontAwareCacheHandler.ts, src/cache/sharedPageCache.ts). A local
 * tag is purged when that echo arrives, or after `settleMs` without one (an expiry outside any
 * request, such as a job's, never reaches Next's cache). A `next-cache` expiry of a tag this
 * process did not expire itself (another instance's, through the shared cache) is not purged
 * here: the instance that made the change purges it.
 */
export interface PurgeTiming {
  /** A `local` expiry of these tags. */
  local(tags: readonly string[]): void
  /** A `next-cache` expiry of these tags (Next's cache has applied them). */
  applied(tags: readonly string[]): void
  /** Tags waiting for their echo. */
  pending(): number
}

export function createPurgeTiming({ purge, settleMs = 2000 }: { purge: (tags: readonly string[]) => void; settleMs?: number }): PurgeTiming {
  const waiting = new Map<string, NodeJS.Timeout>()

  const release = (tags: readonly string[]) => {
    const ready: string[] = []
    for (const tag of tags) {
      const timer = waiting.get(tag)
      if (timer === undefined) continue
      clearTimeout(timer)
      waiting.delete(tag)
      ready.push(tag)
    }
    if (ready.length > 0) purge(ready)
  }

  return {
    local(tags) {
      for (const tag of tags) {
        if (waiting.has(tag)) continue
        waiting.set(tag, setTimeout(() => release([tag]), settleMs).unref())
      }
    },
    applied: release,
    pending: () => waiting.size,
  }
}
