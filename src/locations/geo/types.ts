/** The geocoding interface (DESIGN.md "Geocoding"): a postcode to a point. */
import type { LatLng } from '@/rules/distance'
import { GEOCODE_NOT_FOUND_MESSAGE } from '@/rules/geocoding'
import { POSTCODE_MESSAGE } from '@/rules/postcode'

export interface GeocodeResult extends LatLng {
  /** The 4-digit postcode looked up. */
  postcode: string
  /** A place name for the postcode when known ("Brisbane City QLD"). */
  place?: string
  /** Which geocoder answered ('google' or 'table'). */
  source: string
}

export interface Geocoder {
  readonly name: string
  /**
   * The point of a 4-digit Australian postcode. Throws GeocodeError: 'malformed' (not 4 digits),
   * 'not-found' (SPEC.md §8 "Invalid postcode") or 'unavailable' (the service is down or slow).
   */
  geocodePostcode(postcode: string): Promise<GeocodeResult>
}

export type GeocodeErrorKind = 'malformed' | 'not-found' | 'unavailable'

const MESSAGES: Record<GeocodeErrorKind, string> = {
  malformed: POSTCODE_MESSAGE,
  'not-found': GEOCODE_NOT_FOUND_MESSAGE,
  unavailable: 'Postcode lookup is unavailable right now. Please try again shortly.',
}

export class GeocodeError extends Error {
  constructor(
    readonly kind: GeocodeErrorKind,
    detail?: string,
  ) {
    super(MESSAGES[kind])
    this.name = 'GeocodeError'
    if (detail) this.cause = detail
  }
}

export function isGeocodeError(error: unknown): error is GeocodeError {
  return error instanceof GeocodeError
}
