/**
 * The one "listed car" lookup behind /cars/{slug}, its PDF and its phone reveal: parse the
 * segment, load the site's car with that slug, and keep it only when the site lists it
 * (rules/listedVehicle). Where the car and the site's dealership slugs come from is passed in, so
 * the page can use its cached reads and the PDF service its own Payload client.
 */
import 'server-only'
import type { Payload } from 'payload'
import type { Site, Vehicle } from '@/payload-types'
import { parseCarSlug } from '@/rules/listedVehicle'
import { isVehicleListed } from '@/search/listedOnSite'
import { readDealershipSlugs } from './sites'

export interface ListedVehicleSource<V> {
  /** The car of this site with this slug, or null. */
  vehicle(siteId: number, slug: string): Promise<V | null>
  /** The slugs of the site's dealerships. */
  dealershipSlugs(siteId: number): Promise<string[]>
}

/** The listed car a URL segment names on this site, or null (the caller answers 404). */
export async function findListedVehicle<V extends Vehicle>(
  site: Pick<Site, 'id' | 'settings'>,
  segment: string,
  source: ListedVehicleSource<V>,
  now = Date.now(),
): Promise<V | null> {
  const slug = parseCarSlug(segment)
  if (!slug) return null
  const vehicle = await source.vehicle(site.id, slug)
  if (!vehicle) return null
  const dealershipSlugs = await source.dealershipSlugs(site.id)
  return isVehicleListed(vehicle, site, dealershipSlugs, now) ? vehicle : null
}

/** Uncached reads through a Payload client; `depth` populates the car's relations. */
export function payloadVehicleSource(payload: Payload, depth: number): ListedVehicleSource<Vehicle> {
  return {
    async vehicle(siteId, slug) {
      const res = await payload.find({
        collection: 'vehicles',
        where: { and: [{ site: { equals: siteId } }, { slug: { equals: slug } }] },
        sort: 'id',
        depth,
        limit: 1,
        overrideAccess: true,
      })
      return res.docs[0] ?? null
    },
    dealershipSlugs: (siteId) => readDealershipSlugs(payload, siteId),
  }
}
