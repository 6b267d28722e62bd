/**
 * One car of one site for the vehicle page: read by slug, cached per site and per
 * vehicle under the tags the vehicle hooks expire (src/cache/revalidate.ts), then checked against
 * the site's stock scope by the one listed-car lookup (./listedVehicle.ts, with the search
 * base filter's predicate), so a car is shown exactly when search lists it.
 */
import 'server-only'
import { payloadClient } from '@/data/payload'
import { vehicleTag } from '@/cache/tags'
import { findListedVehicle } from './listedVehicleLookup'
import type { Site, Vehicle } from '@/payload-types'
import { cachedForSite } from './cache'
import { getDealershipSlugs } from './sites'

/** Time decides visibility (sold days): a cached car is re-read at least this often. */
const VEHICLE_REVALIDATE_SECONDS = 300

/** The car with this slug on this site (depth 1: dealership, location, images), cached. */
function getSiteVehicle(siteId: number, slug: string): Promise<Vehicle | null> {
  return cachedForSite(
    siteId,
    'vehicles',
    ['page', slug],
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
    { revalidate: VEHICLE_REVALIDATE_SECONDS, tags: [vehicleTag(siteId, slug)] },
  )
}

/** The listed car for a URL segment, or null (the page answers the site's 404). */
export function getVehicle(site: Site, segment: string, now = Date.now()): Promise<Vehicle | null> {
  return findListedVehicle(site, segment, { vehicle: getSiteVehicle, dealershipSlugs: getDealershipSlugs }, now)
}
