/**
 * The one expiry bus: what changed (a site's cache tags) is published once, and every cache
 * that holds derived copies subscribes (Next's data and page caches, the front page cache, the
 * front search cache, other instances through PostgreSQL notices).
 *
 * It runs on `node:diagnostics_channel`, whose named channels are shared by every copy of this
 * module in the process: Next bundles the app (route handlers, pages, instrumentation) apart
 * from the HTTP server in front of it, so a plain module-level emitter would exist once per
 * bundle and a publish in one would never reach a subscriber in another.
 */
import { channel } from 'node:diagnostics_channel'

export type ExpiryOrigin = 'local' | 'peer' | 'next-cache'

export interface CacheExpiry {
  /** Cache tags that no longer hold (src/cache/tags.ts). Empty means "everything". */
  readonly tags: readonly string[]
  /**
   * `local`: this process changed the data (the hooks); `peer`: another instance did (PostgreSQL
   * notice); `next-cache`: Next's cache handler has just applied an expiry, the moment the front's
   * finished copies must go. Next's own subscriber acts on `local` only, so the handler's echo of
   * the tags it applied is never applied again.
   */
  readonly origin: ExpiryOrigin
}

export type ExpiryListener = (expiry: CacheExpiry) => void

const EXPIRY_CHANNEL = channel('dealer-platform:cache-expiry')

export function publishExpiry(expiry: CacheExpiry): void {
  if (EXPIRY_CHANNEL.hasSubscribers) EXPIRY_CHANNEL.publish(expiry)
}

/** Subscribes; returns the function that unsubscribes. A listener that throws does not stop others. */
export function onExpiry(listener: ExpiryListener): () => void {
  const handler = (message: unknown) => {
    try {
      listener(message as CacheExpiry)
    } catch (error) {
      console.error('A cache expiry listener failed:', error)
    }
  }
  EXPIRY_CHANNEL.subscribe(handler)
  return () => void EXPIRY_CHANNEL.unsubscribe(handler)
}
