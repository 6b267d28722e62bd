/**
 * Similar cars for the vehicle page and under the sold notice, read from the
 * search index in process (the same SearchIndex the search endpoint uses, never over HTTP), with
 * the site's base filter and stock scope (siteQuery.siteMultiSearch):
 *
 *   1. same body type OR same make, price within ±25 % (rules/similarCars), on the price-desc replica;
 *   2. when that finds too few: same body type OR same make at any price.
 *
 * Both run as one multi-query; results are merged, the car itself dropped, highest price first
 * (SPEC.md §9), at most 8. `buildSimilarCarsRequests` is pure; `getSimilarCars` never throws
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

/** `(body:suv OR make:Toyota)`, one of them, or '' when the car has neither. */
export function sameBodyOrMake(car: SimilarCarSource): string {
  const parts = [clean(car.body) && facetFilter('body', clean(car.body)!), clean(car.make) && facetFilter('make', clean(car.make)!)].filter(
    (p): p is string => Boolean(p),
  )
  if (parts.length === 0) return ''
  return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`
}

/** The one or two requests of the multi-query (see the module comment). */
export function buildSimilarCarsRequests(
  car: SimilarCarSource,
  { limit = SIMILAR_CARS_LIMIT, indices = INDEX_NAMES }: { limit?: number; indices?: IndexNames } = {},
): MultiSearchRequest[] {
  const match = sameBodyOrMake(car)
  const range = nearbyPriceRange(car)
  // one extra hit: the car itself may be among them
  const base = { indexName: indices.priceDesc, query: '', hitsPerPage: limit + 1, page: 0, facets: [] as string[] }
  const strict = [match, range ? `sort_price:${range.min} TO ${range.max}` : ''].filter(Boolean).join(' AND ')
  const requests: MultiSearchRequest[] = [{ ...base, ...(strict ? { filters: strict } : {}) }]
  if (range && match) requests.push({ ...base, filters: match })
  return requests
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
  const [strict = [], relaxed = []] = response.results.map(carRecordsOf)
  const selfId = String(car.objectID ?? car.id ?? '')
  return pickSimilarCars(strict as Array<CarHit & PricedHit>, relaxed as Array<CarHit & PricedHit>, selfId, limit)
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
