/**
 * Site-scoped reads for the shopper-facing pages. Each is cached under the site's tag, so
 * a Payload hook expires exactly one site's pages.
 */
import { unstable_cache } from 'next/cache'
import { payloadClient } from '../lib/payload'
import { siteCollectionTag, siteTag } from '../cache/tags'
import type { Dealership, Location } from '../payload-types'

export function cachedForSite<T>(
  siteId: number,
  collection: string,
  keyParts: (string | number)[],
  load: () => Promise<T>,
): Promise<T> {
  return unstable_cache(load, ['site-data', String(siteId), collection, ...keyParts.map(String)], {
    tags: [siteTag(siteId), siteCollectionTag(siteId, collection)],
    revalidate: 3600,
  })()
}

export function getDealerships(siteId: number): Promise<Dealership[]> {
  return cachedForSite(siteId, 'dealerships', [], async () => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'dealerships',
      where: { site: { equals: siteId } },
      limit: 100,
      depth: 0,
      overrideAccess: true,
      sort: 'name',
    })
    return res.docs as Dealership[]
  })
}

export function getLocations(siteId: number): Promise<Location[]> {
  return cachedForSite(siteId, 'locations', [], async () => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'locations',
      where: { and: [{ site: { equals: siteId } }, { visible: { equals: true } }] },
      limit: 200,
      depth: 1,
      overrideAccess: true,
      sort: 'name',
    })
    return res.docs as Location[]
  })
}
