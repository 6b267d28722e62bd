/**
 * Payload hooks that expire the cached copies of exactly the site whose content changed: each
 * save publishes one expiry (its tags, src/cache/tags.ts) on the expiry bus, and every cache
 * subscribes (src/cache/expiryBus.ts): Next's data and page caches (src/cache/nextCacheExpiry.ts),
 * the front page cache, the search results caches, and the other instances through PostgreSQL
 * notices (src/notices/expiryNotices.ts).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { globalCollectionTag, siteCollectionTag, siteTag, SITES_DIRECTORY_TAG, vehicleTag } from './tags'
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

/**
 * For vehicles: the car's own page (old and new slug, old and new site) and the site's vehicle
 * lists. A car edited in the admin shows its change on the next request; other pages of the
 * site keep their cache.
 */
export function vehicleTags(doc: Record<string, unknown> | undefined, previousDoc?: Record<string, unknown>): string[] {
  return [...vehiclePageTags(doc, previousDoc), ...vehicleListTags(doc, previousDoc)]
}

/** The car's own page, old and new slug on old and new site: read from the database. */
export function vehiclePageTags(doc: Record<string, unknown> | undefined, previousDoc?: Record<string, unknown>): string[] {
  const tags = new Set<string>()
  for (const d of [doc, previousDoc]) {
    const site = siteIdOf(d)
    const slug = d?.slug
    if (site !== undefined && typeof slug === 'string' && slug !== '') tags.add(vehicleTag(site, slug))
  }
  return [...tags]
}

/** The site's vehicle lists (search pages, similar cars on every car page): read from the search index. */
export function vehicleListTags(doc: Record<string, unknown> | undefined, previousDoc?: Record<string, unknown>): string[] {
  const tags = new Set<string>()
  for (const d of [doc, previousDoc]) {
    const site = siteIdOf(d)
    if (site !== undefined) tags.add(siteCollectionTag(site, 'vehicles'))
  }
  return [...tags]
}

/**
 * A vehicle save expires the car's own page at once: it is read from the database, which has
 * the change. The lists are expired once, when the search index has the change
 * (src/search/searchPageExpiry.ts, the next hook): expiring them now as well would let a list
 * rendered before the index write be cached with the old car.
 */
export const revalidateVehicle: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
  expireTags(vehiclePageTags(doc, previousDoc))
  return doc
}

export const revalidateVehicleAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  expireTags(vehiclePageTags(doc))
  return doc
}
