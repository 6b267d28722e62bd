/**
 * The blocks' loaders: the site-scoped reads of ./content.ts in the shapes the block components
 * take. A loader that fails is logged and treated as empty, so one block never takes a page down.
 */
import 'server-only'
import { unstable_rethrow } from 'next/navigation'
import type { HolidayHoursLike, LocationLike, OfferLike, ReviewLike } from '@/components/blocks-ui/types'
import { getHolidayHours, getLocations, getOffers, getReviews } from './content'

async function safeLoad<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load()
  } catch (error) {
    unstable_rethrow(error)
    console.error(`[blocks] could not load ${what}:`, error)
    return fallback
  }
}

export function loadLocations(siteId: number): Promise<LocationLike[]> {
  return safeLoad('locations', async () => (await getLocations(siteId)) as unknown as LocationLike[], [])
}

/** Offers running on the site; the site's exempt offer ids keep excluded offers shown (SPEC.md §5). */
export function loadOffers(siteId: number, exemptOfferIds: string[]): Promise<OfferLike[]> {
  return safeLoad('offers', async () => (await getOffers(siteId, exemptOfferIds)) as unknown as OfferLike[], [])
}

export function loadReviews(siteId: number, filter: { locationId?: number; dealershipId?: number } = {}): Promise<ReviewLike[]> {
  return safeLoad('reviews', async () => (await getReviews(siteId, filter)) as unknown as ReviewLike[], [])
}

export function loadHolidayHours(siteId: number): Promise<HolidayHoursLike[]> {
  return safeLoad('holiday hours', async () => (await getHolidayHours(siteId)) as unknown as HolidayHoursLike[], [])
}
