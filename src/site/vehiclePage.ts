/**
 * The vehicle detail page's data (issue 9 item 1): one car of one site by slug, cached per site
 * and per vehicle under tags that the vehicle hooks expire (src/cache/revalidate.ts), and the
 * visibility check (site/listedVehicle, rules/listedVehicle) that answers 404 for another site's
 * car, a car outside the site's stock scope, a hidden car or a car sold longer ago than the
 * site's sold days: a car is shown exactly when search lists it.
 */
import 'server-only'
import { unstable_cache } from 'next/cache'
import { payloadClient } from '../lib/payload'
import { siteCollectionTag, siteTag, vehicleTag } from '../cache/tags'
import type { Site, Vehicle } from '../payload-types'
import { getDealerships } from './siteData'
import { findListedVehicle } from './listedVehicle'

/** The car with this slug on this site (depth 1: dealership, location, images), cached. */
export function getSiteVehicle(siteId: number, slug: string): Promise<Vehicle | null> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const res = await payload.find({
        collection: 'vehicles',
        where: { and: [{ site: { equals: siteId } }, { slug: { equals: slug } }] },
        sort: 'id',
        limit: 1,
        depth: 1,
        overrideAccess: true,
      })
      return (res.docs[0] as Vehicle | undefined) ?? null
    },
    ['vehicle-page', String(siteId), slug],
    { tags: [siteTag(siteId), siteCollectionTag(siteId, 'vehicles'), vehicleTag(siteId, slug)], revalidate: 300 },
  )()
}

/** The listed car for a page request, or null (the page answers the site's 404). */
export function getListedVehicle(site: Site, segment: string, now = Date.now()): Promise<Vehicle | null> {
  return findListedVehicle(site, segment, { vehicle: getSiteVehicle, dealershipSlugs: siteDealershipSlugs }, now)
}

async function siteDealershipSlugs(siteId: number): Promise<string[]> {
  const dealerships = await getDealerships(siteId)
  return dealerships.map((d) => d.slug).filter((s): s is string => typeof s === 'string' && s !== '')
}
