/**
 * Recording a phone reveal (SPEC.md §4 "The click logs a reveal call"; §7 Phone reveal: car_id,
 * dealership_id, website_id). The site comes from the request's host (the proxy's site segment)
 * and the car from the URL, so a shopper can record a reveal only for a car the site lists.
 * Rate limited per client address; bounded work per request (one site lookup, one car lookup,
 * one insert).
 */
import 'server-only'
import { payloadClient } from '@/data/payload'
import { consumeRateLimit } from '../security/rateLimit'
import { clientAddress } from '../security/clientAddress'
import { getSite, getVehicle } from '@/data'
import { relationId } from '@/lib/relations'
import { json } from '@/lib/jsonResponse'

/** Reveals per client address per minute. */
export const PHONE_REVEAL_LIMIT = { points: 20, durationSeconds: 60 }


export async function handlePhoneReveal(request: Request, siteKey: string, slugSegment: string): Promise<Response> {
  const limit = await consumeRateLimit({ bucket: 'phone-reveal', key: clientAddress(request), ...PHONE_REVEAL_LIMIT })
  if (!limit.allowed) {
    return json({ error: 'Too many requests. Please try again shortly.' }, 429, { 'retry-after': String(limit.retryAfterSeconds) })
  }
  const site = await getSite(siteKey)
  if (!site) return json({ error: 'Unknown site.' }, 404)
  const vehicle = await getVehicle(site, slugSegment)
  if (!vehicle) return json({ error: 'This car is not listed on this site.' }, 404)
  const dealership = relationId(vehicle.dealership)
  const payload = await payloadClient()
  const doc = await payload.create({
    collection: 'phone-reveals',
    data: { site: site.id, vehicle: vehicle.id, dealership, revealedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  return json({ id: doc.id, car_id: vehicle.id, dealership_id: dealership, website_id: site.id }, 201)
}
