import type { Payload } from 'payload'
import type { Site, Vehicle } from '@/payload-types'
import { parseCarSlug } from '@/rules/listedVehicle'
import { isVehicleListed } from '@/search/listedOnSite'

/**
 * The site's listed car with this slug (the car page's rule, rules/listedVehicle), read fresh with
 * its dealership. Read here rather than through src/data/listedVehicleLookup.ts: this module is loaded by
 * the jobs and the admin endpoint, which must not reach the page data module (import cycle).
 */
export async function listedCar(payload: Payload, site: Site, segment: string): Promise<Vehicle | null> {
  const slug = parseCarSlug(segment)
  if (!slug) return null
  const found = await payload.find({ collection: 'vehicles', where: { and: [{ site: { equals: site.id } }, { slug: { equals: slug } }] }, sort: 'id', depth: 1, limit: 1, overrideAccess: true })
  const vehicle = found.docs[0]
  if (!vehicle) return null
  const dealerships = await payload.find({ collection: 'dealerships', where: { site: { equals: site.id } }, depth: 0, limit: 0, pagination: false, overrideAccess: true })
  const slugs = dealerships.docs.map((d) => d.slug).filter((v): v is string => typeof v === 'string')
  return isVehicleListed(vehicle, site, slugs, Date.now()) ? vehicle : null
}
