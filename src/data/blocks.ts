/**
 * The blocks' loaders: the site-scoped reads of ./content.ts in the shapes the block components
 * take. A loader that fails is logged and treated as empty, so one block never takes a page down.
 */
import 'server-only'
import { unstable_rethrow } from 'next/navigation'
import type { HolidayHour, Location, Offer, Review, Site } from '@/payload-types'
import type { ModelCandidate } from '@/rules/modelPage'
import { getSoldModels } from './models'
import { getHolidayHours, getLocations, getOffers, getReviews, type OffersSite } from './content'

async function safeLoad<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load()
  } catch (error) {
    unstable_rethrow(error)
    console.error(`[blocks] could not load ${what}:`, error)
    return fallback
  }
}

export function loadLocations(siteId: number): Promise<Location[]> {
  return safeLoad('locations', async () => (await getLocations(siteId)), [])
}

/** Offers the site shows (./content.ts#getOffers: targeting, makes, exclusion with the site's exempt ids). */
export function loadOffers(site: OffersSite): Promise<Offer[]> {
  return safeLoad('offers', async () => (await getOffers(site)), [])
}

export function loadReviews(siteId: number, filter: { locationId?: number; dealershipId?: number } = {}): Promise<Review[]> {
  return safeLoad('reviews', async () => (await getReviews(siteId, filter)), [])
}

export function loadHolidayHours(siteId: number): Promise<HolidayHour[]> {
  return safeLoad('holiday hours', async () => (await getHolidayHours(siteId)), [])
}

/** The makes and models the site sells (./models.ts#getSoldModels: "Explore model" opens their model page). */
export function loadSoldModels(site: Site): Promise<ModelCandidate[]> {
  return safeLoad('sold models', () => getSoldModels(site), [])
}
