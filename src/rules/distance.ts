/**
 * Distance between a shopper and dealer locations.
 *
 * SPEC.md section 9, Locations and display: "Distance formula: earth radius 6371 km."
 * (haversine great-circle distance).
 */
import { withThousandsCommas } from './thousands'

/** Earth radius in kilometres (SPEC.md section 9). */
export const EARTH_RADIUS_KM = 6371

export interface LatLng {
  lat: number
  lng: number
}

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180
}

/** Haversine distance in km between two points, with earth radius 6371 km (SPEC.md section 9). */
export function haversineKm(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat)
  const dLng = toRadians(to.lng - from.lng)
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * A point from a Location address (SPEC.md section 3: address.lat, address.long, which may be
 * numbers or numeric strings). Null when missing, non-numeric or out of range.
 */
export function coordinatesOf(
  address: { lat?: number | string | null; long?: number | string | null } | null | undefined,
): LatLng | null {
  const toNumber = (value: number | string | null | undefined): number | null => {
    if (value === null || value === undefined || value === '') return null
    const n = typeof value === 'number' ? value : Number(String(value).trim())
    return Number.isFinite(n) ? n : null
  }
  const lat = toNumber(address?.lat)
  const lng = toNumber(address?.long)
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { lat, lng }
}

export interface LocationWithDistance<T> {
  location: T
  /** Km from the origin; null when the location has no coordinates. */
  distanceKm: number | null
}

/**
 * Locations sorted nearest first from `origin`. Locations without coordinates come last, in their
 * original order. By default coordinates are read from `location.address` (lat, long).
 */
export function sortByDistance<T extends { address?: { lat?: number | string | null; long?: number | string | null } | null }>(
  locations: readonly T[] | null | undefined,
  origin: LatLng,
): LocationWithDistance<T>[]
/** Items sorted nearest first from `origin`, their coordinates read by `coordinatesFor`. */
export function sortByDistance<T>(
  locations: readonly T[] | null | undefined,
  origin: LatLng,
  coordinatesFor: (location: T) => LatLng | null,
): LocationWithDistance<T>[]
export function sortByDistance<T>(
  locations: readonly T[] | null | undefined,
  origin: LatLng,
  coordinatesFor: (location: T) => LatLng | null = (location) =>
    coordinatesOf((location as { address?: Parameters<typeof coordinatesOf>[0] }).address),
): LocationWithDistance<T>[] {
  return (locations ?? [])
    .map((location, index) => {
      const point = coordinatesFor(location)
      return { location, distanceKm: point ? haversineKm(origin, point) : null, index }
    })
    .sort((a, b) => {
      if (a.distanceKm === null || b.distanceKm === null) {
        if (a.distanceKm === b.distanceKm) return a.index - b.index
        return a.distanceKm === null ? 1 : -1
      }
      return a.distanceKm - b.distanceKm || a.index - b.index
    })
    .map(({ location, distanceKm }) => ({ location, distanceKm }))
}

/**
 * A distance for display: one decimal under 100 km ("12.3 km"), whole kilometres with
 * thousands separators from 100 km ("1,234 km"). Empty string for a missing, negative or
 * non-finite distance.
 */
export function formatDistanceKm(km: number | null | undefined): string {
  if (typeof km !== 'number' || !Number.isFinite(km) || km < 0) return ''
  const rounded = Math.round(km * 10) / 10
  if (rounded < 100) return `${rounded.toFixed(1)} km`
  return `${withThousandsCommas(Math.round(km))} km`
}

/**
 * The nearest item to `origin` that has coordinates (ties keep the original order); null when
 * none has. Used to preselect the shopper's nearest dealership location in lead forms.
 */
export function nearestTo<T>(items: readonly T[] | null | undefined, origin: LatLng, coordinatesFor: (item: T) => LatLng | null): LocationWithDistance<T> | null {
  const first = sortByDistance(items, origin, coordinatesFor)[0]
  return first && first.distanceKm !== null ? first : null
}
