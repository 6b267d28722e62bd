/**
 * Postcode geocoding rules (pure).
 *
 * SPEC.md §7 Geocoding: "GET to a maps geocoding service | address (postcode) and a key |
 * results[0].geometry.location with lat and lng".
 * SPEC.md §8: "Geocoding returns nothing | thrown "Invalid postcode"".
 * SPEC.md §5 Postcode input: "exactly 4 digits … Message: "Invalid postcode. Please enter a
 * 4-digit number."" (src/rules/postcode.ts).
 */
import type { LatLng } from './distance'
import { isPostcode, normalisePostcode } from './postcode'

/** SPEC.md §8: what the geocoder throws when it finds nothing for a postcode. */
export const GEOCODE_NOT_FOUND_MESSAGE = 'Invalid postcode'

/**
 * A generous box around Australia and its postcoded external territories (Christmas Island
 * 6798 at 105.7° E, Cocos 6799 at 96.9° E, Norfolk Island 2899 at 168° E, Tasmania's south at
 * 43.7° S, Torres Strait at 9.2° S). A geocoder's point outside it is not an Australian postcode.
 */
const AUSTRALIA_BOUNDS = { south: -44.5, north: -9, west: 96, east: 169 } as const

/** A finite number, from a number or a numeric string; null otherwise. */
function finite(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim())
    return Number.isFinite(n) ? n : null
  }
  return null
}

/**
 * A point from a latitude and longitude (numbers or numeric strings), or null when either is
 * missing, not a number, or out of range (|lat| > 90, |lng| > 180).
 */
export function validPoint(lat: unknown, lng: unknown): LatLng | null {
  const la = finite(lat)
  const ln = finite(lng)
  if (la === null || ln === null || Math.abs(la) > 90 || Math.abs(ln) > 180) return null
  return { lat: la, lng: ln }
}

/** True when a point lies in Australia (AUSTRALIA_BOUNDS); (0, 0) and other placeholders do not. */
export function isInAustralia(point: LatLng): boolean {
  const { south, north, west, east } = AUSTRALIA_BOUNDS
  return point.lat >= south && point.lat <= north && point.lng >= west && point.lng <= east
}

/** True when the (normalised) value is a 4-digit postcode (SPEC.md §5). */
export function isGeocodablePostcode(raw: unknown): boolean {
  return isPostcode(normalisePostcode(raw))
}

/**
 * The point of a Google-style geocoding answer: results[0].geometry.location {lat, lng}
 * (SPEC.md §7), or null when the answer holds no result, no valid point, or a point outside
 * Australia.
 */
export function pointFromGeocodeAnswer(body: unknown): LatLng | null {
  if (!body || typeof body !== 'object') return null
  const results = (body as { results?: unknown }).results
  if (!Array.isArray(results) || results.length === 0) return null
  const location = (results[0] as { geometry?: { location?: { lat?: unknown; lng?: unknown } } } | null)?.geometry?.location
  const point = validPoint(location?.lat, location?.lng)
  return point && isInAustralia(point) ? point : null
}

/** The centre of a postcode's localities: the mean of their valid Australian points; null when none. */
export function centreOf(points: readonly { lat: unknown; lng: unknown }[]): LatLng | null {
  let lat = 0
  let lng = 0
  let count = 0
  for (const raw of points) {
    const point = validPoint(raw.lat, raw.lng)
    if (!point || !isInAustralia(point)) continue
    lat += point.lat
    lng += point.lng
    count++
  }
  return count ? { lat: lat / count, lng: lng / count } : null
}
