/**
 * Google Geocoding adapter (SPEC.md §7 "Geocoding": GET to a maps geocoding service with
 * address (postcode) and a key; the point is results[0].geometry.location {lat, lng}).
 *
 *   GET https://maps.googleapis.com/maps/api/geocode/json?address=4000&components=country:AU&key=…
 *
 * status OK with a point in Australia → the point; ZERO_RESULTS (or a point outside Australia)
 * → 'not-found'; anything else (OVER_QUERY_LIMIT, REQUEST_DENIED, 5xx, network, slower than
 * timeoutMs) → 'unavailable'. The key is a secret from the environment, never sent to browsers.
 */
import { isGeocodablePostcode, pointFromGeocodeAnswer } from '@/rules/geocoding'
import { normalisePostcode } from '@/rules/postcode'
import { GeocodeError, type Geocoder, type GeocodeResult } from './types'

export const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json'

export interface GoogleGeocoderConfig {
  apiKey: string
  timeoutMs?: number
  /** Default GOOGLE_GEOCODE_URL (a local fake in tests). */
  url?: string
}

export function googleGeocoder(config: GoogleGeocoderConfig, fetchImpl: typeof fetch = fetch): Geocoder {
  const timeoutMs = config.timeoutMs ?? 3000
  return {
    name: 'google',
    async geocodePostcode(raw: string): Promise<GeocodeResult> {
      const postcode = normalisePostcode(raw)
      if (!isGeocodablePostcode(postcode)) throw new GeocodeError('malformed')
      const query = new URLSearchParams({ address: postcode, components: 'country:AU', key: config.apiKey })
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), timeoutMs)
      let body: unknown
      try {
        const response = await fetchImpl(`${config.url ?? GOOGLE_GEOCODE_URL}?${query}`, {
          method: 'GET',
          headers: { accept: 'application/json' },
          signal: controller.signal,
        })
        if (!response.ok) throw new GeocodeError('unavailable', `Geocoding answered ${response.status}`)
        body = await response.json()
      } catch (error) {
        if (error instanceof GeocodeError) throw error
        throw new GeocodeError('unavailable', controller.signal.aborted ? `No answer within ${timeoutMs} ms` : (error as Error)?.message)
      } finally {
        clearTimeout(timer)
      }
      const status = (body as { status?: unknown } | null)?.status
      if (status === 'ZERO_RESULTS') throw new GeocodeError('not-found')
      if (status !== 'OK') throw new GeocodeError('unavailable', `Geocoding status ${String(status)}`)
      const point = pointFromGeocodeAnswer(body)
      if (!point) throw new GeocodeError('not-found')
      const place = (body as { results: { formatted_address?: unknown }[] }).results[0]?.formatted_address
      return { postcode, ...point, ...(typeof place === 'string' && place.trim() ? { place: place.trim().slice(0, 120) } : {}), source: 'google' }
    },
  }
}
