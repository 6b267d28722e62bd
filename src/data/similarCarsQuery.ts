/**
 * Similar cars for the vehicle page and under the sold notice, read from the
 * search index in process (the same SearchIndex the search endpoint uses, never over HTTP), with
 * the site's base filter and stock scope (siteQuery.siteMultiSearch):
 *
 *   1. same body type, price within ±25 % (rules/similarCars), on the price-desc replica;
 *   2. same body type at any price;
 *   3. same make within ±25 %;  4. same make at any price
 *   (a car with neither body nor make: the price window alone).
 *
 * They run as one multi-query; the tiers fill the slider in that order (issue 32: same body type
 * first, then price band), each tier highest price first (SPEC.md §9), the car itself dropped, at
 * most 8. `buildSimilarCarsRequests` is pure; `getSimilarCars` never throws
 * (a failing index leaves the slider empty, not the page broken).
 */
import type { Payload } from 'payload'
import type { CarHit } from '@/search/cardTypes'
import { carRecordsOf } from '@/search/carRecord'
import { facetFilter } from '@/rules/baseFilter'
import { nearbyPriceRange, pickSimilarCars, SIMILAR_CARS_LIMIT, type PricedHit } from '@/rules/similarCars'
import type { PriceCar } from '@/rules/priceDisplay'
import type { MultiSearchRequest } from '@/search/engine'
import { INDEX_NAMES, type IndexNames, type SearchIndex } from '@/search/index'
import { siteMultiSearch, type SiteScope } from '@/search/siteQuery'

/** The fields of the shown car that pick its similar cars (SPEC.md §3 names; `body` as indexed). */
export interface SimilarCarSource extends PriceCar {
  objectID?: string | number | null
  id?: string | number | null
  body?: string | null
  make?: string | null
}

const clean = (v: unknown): string | null => {
  const t = typeof v === 'string' ? v.trim() : ''
  return t === '' || t.toLowerCase() === 'null' ? null : t
}

/** The car's body type and make as filters (`body:suv`, `make:"Land Rover"`), the ones it has, body first. */
export function bodyThenMake(car: SimilarCarSource): string[] {
  return [clean(car.body) && facetFilter('body', clean(car.body)!), clean(car.make) && facetFilter('make', clean(car.make)!)].filter((p): p is string => Boolean(p))
}

/** The requests of the multi-query, closest tier first (see the module comment). */
export function buildSimilarCarsRequests(
  car: SimilarCarSource,
  { limit = SIMILAR_CARS_LIMIT, indices = INDEX_NAMES }: { limit?: number; indices?: IndexNames } = {},
): MultiSearchRequest[] {
  const range = nearbyPriceRange(car)
  const band = range ? `sort_price:${range.min} TO ${range.max}` : ''
  // one extra hit: the car itself may be among them
  const base = { indexName: indices.priceDesc, query: '', hitsPerPage: limit + 1, page: 0, facets: [] as string[] }
  const matches = bodyThenMake(car)
  const filters = matches.length === 0 ? [band] : matches.flatMap((match) => (band ? [`${match} AND ${band}`, match] : [match]))
  return filters.map((f) => ({ ...base, ...(f ? { filters: f } : {}) }))
}

/** Run the requests for a resolved site scope and order the result (pure apart from the index). */
export async function similarCarsFor(
  index: SearchIndex,
  scope: SiteScope,
  car: SimilarCarSource,
  { limit = SIMILAR_CARS_LIMIT, now = Date.now() }: { limit?: number; now?: number } = {},
): Promise<CarHit[]> {
  const requests = buildSimilarCarsRequests(car, { limit, indices: INDEX_NAMES })
  const response = await siteMultiSearch(index, scope, { requests }, now)
  const tiers = response.results.map((result) => carRecordsOf(result) as Array<CarHit & PricedHit>)
  const selfId = String(car.objectID ?? car.id ?? '')
  return pickSimilarCars(tiers, selfId, limit)
}

/**
 * The similar cars of `car` on the site with slug `siteSlug`; [] on any failure. `payload` and
 * `index` default to the app's (src/data/payload, search/provider).
 */
export async function getSimilarCars(
  siteSlug: string,
  car: SimilarCarSource,
  options: { limit?: number; now?: number; payload?: Payload; index?: SearchIndex } = {},
): Promise<CarHit[]> {
  try {
    const payload = options.payload ?? (await (await import('./payload')).payloadClient())
    const { getSiteScope } = await import('./sites')
    const scope = await getSiteScope(siteSlug)
    if (!scope) return []
    const index = options.index ?? (await import('@/search/provider')).getSearchIndex(payload)
    return await similarCarsFor(index, scope, car, options)
  } catch (error) {
    console.error('Similar cars: search failed', error)
    return []
  }
}
