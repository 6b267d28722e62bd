/**
 * Payload hook factories, shared by the site-content collections, that expire the Next.js cache
 * for exactly the site whose content changed (a collection's own hooks live beside it, e.g.
 * collections/Vehicles/hooks/revalidate.ts).
 * Outside a Next.js server (seed script, tests) there is no cache to expire, so the call
 * is skipped.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { globalCollectionTag, siteCollectionTag, siteTag, SITES_DIRECTORY_TAG } from './tags'
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
