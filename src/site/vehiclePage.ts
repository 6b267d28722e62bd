/**
 * The vehicle detail page's data (issue 9 item 1): one car of one site by slug, cached per site
 * and per vehicle under tags that the vehicle hooks expire (src/cache/revalidate.ts), and the
 * visibility check that answers 404 for another site's car, a car outside the site's stock
 * scope, a hidden car or a car sold longer ago than the site's sold days. Visibility uses the
 * same predicate as the search base filter (rules/baseFilter.isListedOnSite on the car's index
 * record), so a car is shown exactly when search lists it.
 */
import { unstable_cache } from 'next/cache'
import { payloadClient } from '../lib/payload'
import { siteCollectionTag, siteTag, vehicleTag } from '../cache/tags'
import { isListedOnSite, soldDays } from '../rules/baseFilter'
import { toSearchRecord, type VehicleLike } from '../search/record'
import type { Site, Vehicle } from '../payload-types'
import { getDealerships } from './siteData'

/** Slugs as the vehicle hooks write them (hooks/uniquePerSite.slugify), at most 200 characters. */
const CAR_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const MAX_CAR_SLUG_LENGTH = 200

/** The slug of a URL segment, or null for anything a car slug cannot be (404 without a query). */
export function parseCarSlug(segment: string | null | undefined): string | null {
  if (typeof segment !== 'string' || segment.length === 0 || segment.length > MAX_CAR_SLUG_LENGTH * 3) return null
  let slug: string
  try {
    slug = decodeURIComponent(segment)
  } catch {
    return null
  }
  return slug.length <= MAX_CAR_SLUG_LENGTH && CAR_SLUG.test(slug) ? slug : null
}

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

/** True when the site lists this car now (search base filter predicate). */
export function isVehicleListed(vehicle: Vehicle, site: Pick<Site, 'id' | 'settings'>, dealershipSlugs: string[], now: number): boolean {
  const record = toSearchRecord(vehicle as unknown as VehicleLike)
  if (String(record.site_id) !== String(site.id)) return false
  const s = site.settings ?? {}
  return isListedOnSite(
    record as never,
    {
      soldDays: soldDays(s.soldDays),
      dealershipSlugs,
      carTypes: s.stockCarTypes ?? [],
      itemTypes: s.stockItemTypes ?? [],
      excludedStockNumbers: (s.excludedStockNumbers ?? []).map((r) => r?.value ?? '').filter(Boolean),
    },
    now,
  )
}

/** The listed car for a page request, or null (the page answers the site's 404). */
export async function getListedVehicle(site: Site, segment: string, now = Date.now()): Promise<Vehicle | null> {
  const slug = parseCarSlug(segment)
  if (!slug) return null
  const vehicle = await getSiteVehicle(site.id, slug)
  if (!vehicle) return null
  const dealerships = await getDealerships(site.id)
  const slugs = dealerships.map((d) => d.slug).filter((s): s is string => typeof s === 'string' && s !== '')
  return isVehicleListed(vehicle, site, slugs, now) ? vehicle : null
}
