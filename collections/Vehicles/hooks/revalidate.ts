import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { expireTags } from '@/cache/revalidate'
import { siteCollectionTag, vehicleTag } from '@/cache/tags'
import { relationId } from '@/lib/relations'

function siteIdOf(doc: Record<string, unknown> | undefined): number | string | undefined {
  return relationId(doc?.site) ?? undefined
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
