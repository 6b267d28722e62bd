import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { expireTags } from '@/cache/revalidate'
import { siteCollectionTag, vehicleTag } from '@/cache/tags'
import { relationId } from '@/lib/relations'

function siteIdOf(doc: Record<string, unknown> | undefined): number | string | undefined {
  return relationId(doc?.site) ?? undefined
}

/** The car's own page, old and new slug on old and new site: read from the database. */
function vehiclePageTags(doc: Record<string, unknown> | undefined, previousDoc?: Record<string, unknown>): string[] {
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
 * (./expireSearchPages.ts, the next hook): expiring them now as well would let a list rendered
 * before the index write be cached with the old car.
 */
export const revalidateVehicle: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
  expireTags(vehiclePageTags(doc, previousDoc))
  return doc
}

export const revalidateVehicleAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  expireTags(vehiclePageTags(doc))
  return doc
}
