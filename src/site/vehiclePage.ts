/**
 * The vehicle detail page's pure parts (the read is src/data/vehicles.ts): the slug of a URL
 * segment, and the visibility check that answers 404 for another site's car, a car outside the site's stock
 * scope, a hidden car or a car sold longer ago than the site's sold days. Visibility uses the
 * same predicate as the search base filter (rules/baseFilter.isListedOnSite on the car's index
 * record), so a car is shown exactly when search lists it.
 */
import { isListedOnSite, soldDays } from '../rules/baseFilter'
import { toSearchRecord, type VehicleLike } from '../search/record'
import type { Site, Vehicle } from '../payload-types'

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
