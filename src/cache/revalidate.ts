/**
 * Payload hooks that expire the cached copies of exactly the site whose content changed: each
 * save publishes one expiry (its tags, src/cache/tags.ts) on the expiry bus, and every cache
 * subscribes (src/cache/expiryBus.ts): Next's data and page caches (src/cache/nextCacheExpiry.ts),
 * the front page cache, the search results caches, and the other instances through PostgreSQL
 * notices (src/cache/expiryNotices.ts).
 *
 * These are the factories shared by the site-content collections; a collection's own hooks live
 * beside it (e.g. collections/Vehicles/hooks/revalidate.ts).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { globalCollectionTag, siteCollectionTag, siteTag, SITES_DIRECTORY_TAG } from './tags'
import { publishExpiry } from './expiryBus'
import { subscribeNextCache } from './nextCacheExpiry'
import { relationId } from '@/lib/relations'

// The hooks publish; Next's cache must be listening before the first save.
subscribeNextCache()

/** Publish that these tags no longer hold (this process changed the data). */
export function expireTags(tags: readonly string[]): void {
  if (tags.length > 0) publishExpiry({ tags: [...new Set(tags)], origin: 'local' })
}

function siteIdOf(doc: Record<string, unknown> | undefined): number | string | undefined {
  return relationId(doc?.site) ?? undefined
}

/** For site-scoped collections: expire the site's tags for this collection. */
export const revalidateSiteContent: CollectionAfterChangeHook = ({ doc, previousDoc, collection }) => {
  const ids = new Set([siteIdOf(doc), siteIdOf(previousDoc)].filter((id) => id !== undefined))
  expireTags([...ids].flatMap((id) => [siteTag(id!), siteCollectionTag(id!, collection.slug)]))
  return doc
}

export const revalidateSiteContentAfterDelete: CollectionAfterDeleteHook = ({ doc, collection }) => {
  const id = siteIdOf(doc)
  if (id !== undefined) expireTags([siteTag(id), siteCollectionTag(id, collection.slug)])
  return doc
}

/** For the sites collection itself: the site's own tag plus the host directory. */
export const revalidateSiteAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  expireTags([siteTag(doc.id), SITES_DIRECTORY_TAG])
  return doc
}

/** For shared collections (manufacturers): every site shows them. */
export const revalidateGlobalCollection: CollectionAfterChangeHook = ({ doc, collection }) => {
  expireTags([globalCollectionTag(collection.slug)])
  return doc
}
