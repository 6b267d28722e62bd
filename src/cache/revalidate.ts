/**
 * Payload hooks that expire the Next.js cache for exactly the site whose content changed.
 * Outside a Next.js server (seed script, tests) there is no cache to expire, so the call
 * is skipped.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { globalCollectionTag, siteCollectionTag, siteTag, SITES_DIRECTORY_TAG, vehicleTag } from './tags'
import { relationId } from '@/lib/relations'

export function expireTags(tags: string[]): void {
  if (!process.env.NEXT_RUNTIME) return
  void import('next/cache')
    .then(({ revalidateTag }) => {
      for (const tag of tags) revalidateTag(tag, { expire: 0 })
    })
    .catch(() => {})
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
  const tags = new Set<string>()
  for (const d of [doc, previousDoc]) {
    const site = siteIdOf(d)
    if (site === undefined || site === null) continue
    tags.add(siteCollectionTag(site, 'vehicles'))
    const slug = d?.slug
    if (typeof slug === 'string' && slug !== '') tags.add(vehicleTag(site, slug))
  }
  return [...tags]
}

export const revalidateVehicle: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
  expireTags(vehicleTags(doc, previousDoc))
  return doc
}

export const revalidateVehicleAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  expireTags(vehicleTags(doc))
  return doc
}
