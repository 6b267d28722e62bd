/**
 * GET /api/geocode?postcode=4000 — a postcode's point for the browser's "Find your nearest
 * dealership" and the lead forms' nearest-location preselection.
 *
 * 200 {postcode, lat, lng, place?}; 400 {error: "Invalid postcode. Please enter a 4-digit
 * number."} for anything but 4 digits (SPEC.md §5); 404 {error: "Invalid postcode"} when no
 * geocoder knows it (SPEC.md §8); 429 past the rate limit (per client address); 503 when no
 * geocoder can answer. Never 500. Cost is bounded: one lookup per request, the rate limit, the
 * geocoder's cache, and a day of browser/CDN caching of each answer.
 */
import { consumeRateLimit } from '@/security/rateLimit'
import { clientAddress } from '@/security/clientAddress'
import { normalisePostcode, POSTCODE_MESSAGE } from '@/rules/postcode'
import { isGeocodablePostcode } from '@/rules/geocoding'
import { isGeocodeError, type Geocoder } from './geo/types'
import { json } from '@/lib/jsonResponse'

export interface GeocodeHandlerDeps {
  geocoder: () => Geocoder
  rateLimit?: { points: number; durationSeconds: number }
}

const STATUS = { malformed: 400, 'not-found': 404, unavailable: 503 } as const

export function createGeocodeHandler({ geocoder, rateLimit = { points: 30, durationSeconds: 60 } }: GeocodeHandlerDeps) {
  return async function GET(request: Request): Promise<Response> {
    const limit = await consumeRateLimit({ bucket: 'geocode', key: clientAddress(request), ...rateLimit })
    if (!limit.allowed) {
      return json({ error: 'Too many postcode lookups. Please wait a moment and try again.' }, 429, { 'retry-after': String(limit.retryAfterSeconds) })
    }
    let raw: string | null = null
    try {
      raw = new URL(request.url).searchParams.get('postcode')
    } catch {
      raw = null
    }
    const postcode = normalisePostcode(raw ?? '')
    if (raw === null || raw.length > 20 || !isGeocodablePostcode(postcode)) return json({ error: POSTCODE_MESSAGE, field: 'postcode' }, 400)
    try {
      const result = await geocoder().geocodePostcode(postcode)
      return json(
        { postcode: result.postcode, lat: result.lat, lng: result.lng, ...(result.place ? { place: result.place } : {}) },
        200,
        { 'cache-control': 'public, max-age=86400' },
      )
    } catch (error) {
      if (!isGeocodeError(error)) {
        console.error('[geocode] lookup failed:', (error as Error)?.message ?? error)
        return json({ error: 'Postcode lookup is unavailable right now. Please try again shortly.' }, 503, { 'retry-after': '30' })
      }
      return json({ error: error.message, ...(error.kind === 'unavailable' ? {} : { field: 'postcode' }) }, STATUS[error.kind], error.kind === 'unavailable' ? { 'retry-after': '30' } : {})
    }
  }
}
