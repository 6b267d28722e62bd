/**
 * Geocoding behind one interface (DESIGN.md "Geocoding"): Google Geocoding when
 * GOOGLE_GEOCODING_API_KEY is set, otherwise the bundled Australian postcode table
 * (postcodeTable.ts). With Google configured the table is still the fallback: when Google is
 * down, slow or refuses the key, or finds nothing, the table answers; a postcode neither knows is
 * "Invalid postcode" (SPEC.md §8). Answers are kept in a bounded in-memory cache (postcodes do
 * not move), so a shopper's repeated searches cost Google one request per postcode per day.
 */
import { MemoryCache } from '@/cache/memoryCache'
import { isGeocodablePostcode } from '@/rules/geocoding'
import { normalisePostcode } from '@/rules/postcode'
import { googleGeocoder } from './geo/google'
import { tableGeocoder } from './geo/postcodeTable'
import { GeocodeError, isGeocodeError, type Geocoder, type GeocodeResult } from './geo/types'
import { processWide } from '@/lib/processWide'

export { type Geocoder, type GeocodeResult } from './geo/types'

/** The configured primary geocoder: Google when a key is set, else none. */
export function configuredGeocoder(env: Record<string, string | undefined> = process.env, fetchImpl: typeof fetch = fetch): Geocoder | null {
  const apiKey = env.GOOGLE_GEOCODING_API_KEY?.trim()
  if (!apiKey) return null
  const timeout = Number(env.GEOCODING_TIMEOUT_MS)
  return googleGeocoder({ apiKey, timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 3000 }, fetchImpl)
}

/**
 * The fallbacks: `primary` first (when configured); when it is unavailable or finds nothing, the
 * local table. Malformed input never reaches either. Results (and "not found") are cached.
 */
export function geocoderWithFallback(
  primary: Geocoder | null,
  local: Geocoder,
  cache: MemoryCache<string, GeocodeResult | 'not-found'> = new MemoryCache({ max: 5000, ttlMs: 24 * 60 * 60 * 1000 }),
): Geocoder {
  return {
    name: primary ? `${primary.name}+${local.name}` : local.name,
    async geocodePostcode(raw: string): Promise<GeocodeResult> {
      const postcode = normalisePostcode(raw)
      if (!isGeocodablePostcode(postcode)) throw new GeocodeError('malformed')
      const cached = cache.get(postcode)
      if (cached === 'not-found') throw new GeocodeError('not-found')
      if (cached) return cached
      let result: GeocodeResult | null = null
      if (primary) {
        try {
          result = await primary.geocodePostcode(postcode)
        } catch (error) {
          if (!isGeocodeError(error)) throw error
          if (error.kind === 'unavailable') console.warn(`[geocode] ${primary.name} unavailable, using ${local.name}:`, error.cause ?? error.message)
        }
      }
      try {
        result ??= await local.geocodePostcode(postcode)
      } catch (error) {
        if (isGeocodeError(error) && error.kind === 'not-found') cache.set(postcode, 'not-found')
        throw error
      }
      cache.set(postcode, result)
      return result
    },
  }
}

declare module '@/lib/processWide' {
  interface ProcessWide {
    'geo.geocoder': Geocoder
  }
}

/** The process's geocoder (one table in memory per process, built on first use). */
export function geocoder(): Geocoder {
  return processWide('geo.geocoder', () => geocoderWithFallback(configuredGeocoder(), tableGeocoder()))
}
