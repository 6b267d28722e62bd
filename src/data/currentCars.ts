/**
 * Current data for cars a shopper kept (watchlist, favourites, compare): read from the
 * site's search index through the site's base filter, so a car that sold or left the listing is
 * shown as such, not as stale browser data. The cars' stock numbers come from the site's own
 * vehicles (a car of another site is never looked up); the index answers which are listed now.
 */
import type { Payload } from 'payload'
import type { CarHit } from '@/search/cardTypes'
import { carRecordsOf } from '@/search/carRecord'
import type { Site, Vehicle } from '@/payload-types'
import { facetFilter } from '@/rules/baseFilter'
import { priceDisplay } from '@/rules/priceDisplay'
import { watchlistCarState, type WatchlistCarState } from '@/rules/watchlist'
import { getSearchIndex } from '@/search/provider'
import { INDEX_NAMES } from '@/search/index'
import { siteMultiSearch } from '@/search/siteQuery'
import { readDealershipSlugs } from '@/data/sites'

/** At most this many cars per lookup (bounded cost per request). */
export const MAX_CARS_PER_LOOKUP = 50

export type CurrentCar = {
  id: string
  state: WatchlistCarState | 'unlisted'
  priceText: string
  car: (CarHit & { primary_image_url?: string | null; engine_size?: string | null; doors?: number | string | null }) | null
}

export function parseIdList(raw: unknown, max = MAX_CARS_PER_LOOKUP): number[] | null {
  if (typeof raw !== 'string') return null
  const parts = raw.split(',').map((p) => p.trim()).filter(Boolean)
  if (parts.length > max) return null
  const ids: number[] = []
  for (const part of parts) {
    if (!/^\d{1,12}$/.test(part)) return null
    const n = Number(part)
    if (!ids.includes(n)) ids.push(n)
  }
  return ids
}

export async function currentCars(payload: Payload, site: Site, ids: readonly number[], now = Date.now()): Promise<CurrentCar[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { and: [{ site: { equals: site.id } }, { id: { in: ids.slice(0, MAX_CARS_PER_LOOKUP) } }] },
    depth: 0,
    limit: MAX_CARS_PER_LOOKUP,
    overrideAccess: true,
    select: { stocknum: true, status: true, name: true, slug: true, make: true, model: true, year: true, price: true },
  })
  const vehicles = new Map(docs.map((v) => [v.id, v as Pick<Vehicle, 'id' | 'stocknum' | 'status' | 'name' | 'slug' | 'make' | 'model' | 'year' | 'price'>]))
  const stocknums = [...new Set(docs.map((v) => v.stocknum).filter((s): s is string => typeof s === 'string' && s !== ''))]
  const hits = new Map<string, CarHit>()
  if (stocknums.length > 0) {
    try {
      const filters = stocknums.map((s) => facetFilter('stocknum', s)).join(' OR ')
      const scope = { site, dealershipSlugs: await readDealershipSlugs(payload, site.id) }
      const response = await siteMultiSearch(getSearchIndex(payload), scope, { requests: [{ indexName: INDEX_NAMES.primary, query: '', filters: `(${filters})`, hitsPerPage: MAX_CARS_PER_LOOKUP, page: 0 }] }, now)
      const first = response.results[0]
      for (const hit of carRecordsOf(first)) hits.set(String(hit.objectID), hit)
    } catch (error) {
      payload.logger.warn({ msg: 'Current cars: search index lookup failed', err: (error as Error)?.message })
    }
  }
  const settings = site.settings ?? {}
  const priceSettings = { showSubscriptions: settings.subscriptionsShown === true, noPriceText: settings.noPriceText ?? undefined }
  return ids.map((id) => {
    const vehicle = vehicles.get(id)
    const hit = hits.get(String(id)) ?? null
    if (!vehicle) return { id: String(id), state: 'removed' as const, priceText: '', car: null }
    const car = hit ?? { objectID: String(id), name: vehicle.name, slug: vehicle.slug, make: vehicle.make, model: vehicle.model, year: vehicle.year, status: vehicle.status }
    const state = hit ? watchlistCarState(hit) : watchlistCarState(vehicle) === 'sold' ? 'sold' : 'unlisted'
    return { id: String(id), state, priceText: hit ? priceDisplay(hit, priceSettings).text : '', car }
  })
}
