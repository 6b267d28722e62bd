/**
 * The edge purge, subscribed to the expiry bus (src/cache/expiryBus.ts) once per process (the
 * app server calls it at start-up: src/instrumentation.ts).
 *
 * Only `local` expiries are purged: the instance where the change happened sends it to the edge,
 * once. The other instances hear the same tags as `peer` notices and do not purge again (N
 * instances would otherwise send N purges of every change to the same CDN). A local expiry is
 * sent once Next's cache here has applied it (./whenApplied.ts), so the edge's next request for
 * the page gets the new one.
 */
import { onExpiry } from '@/cache/expiryBus'
import { processWide } from '@/lib/processWide'
import { edgePurgeAdapterFrom, purgerOptionsFrom } from './fromEnv'
import { createEdgePurger, type EdgePurger } from './purger'
import { createPurgeTiming } from './whenApplied'

declare module '@/lib/processWide' {
  interface ProcessWide {
    'edge.purger': EdgePurger | null
  }
}

/** Starts purging the edge per EDGE_PURGE (once per process); null when it is off or misconfigured. */
export function startEdgePurge(env: Record<string, string | undefined> = process.env): EdgePurger | null {
  return processWide('edge.purger', () => {
    let adapter
    try {
      adapter = edgePurgeAdapterFrom(env)
    } catch (error) {
      console.error(`[edge purge] off: ${(error as Error).message}`)
      return null
    }
    if (!adapter) return null
    const purger = createEdgePurger({ adapter, ...purgerOptionsFrom(env) })
    const timing = createPurgeTiming({ purge: purger.purge, settleMs: purgerOptionsFrom(env).settleMs })
    onExpiry((expiry) => {
      if (expiry.origin === 'local') timing.local(expiry.tags)
      else if (expiry.origin === 'next-cache') timing.applied(expiry.tags)
    })
    console.log(`[edge purge] expiries are sent to ${adapter.name}`)
    return purger
  })
}
