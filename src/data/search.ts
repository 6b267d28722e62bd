/**
 * Search reads of the shopper pages, answered by this process's search index in process (never
 * over HTTP to the app's own endpoint), always inside the site's scope (src/search/siteQuery.ts:
 * the site's base filter ANDed onto every request).
 *
 * - `searchVehicles`: a multi-query for a site. Results of the same normalised request are reused
 *   for SEARCH_CACHE_TTL_MS from a bounded cache (at most SEARCH_CACHE_MAX entries), so a crawl or a
 *   burst of shoppers on the same search page runs the query once.
 *
 * One cache here, the in-process MemoryCache (src/cache/memoryCache.ts), because every read of
 * this module is a read of this process's search index: its entries are keyed by the index
 * generation (src/search/indexChanges.ts), which Next's data cache cannot see, and they are worth
 * nothing to another instance (each has its own index), so they have no place in a cache shared
 * through PostgreSQL. Entries go when any cache tag expires (a site's settings change its scope:
 * src/cache/expiryBus.ts) and after SEARCH_CACHE_TTL_MS (the sold-days cut-off moves with the
 * clock). The metadata and the page of one request resolving the same search page therefore share
 * the index reads through this cache too. Database reads (the site, the manufacturer's name) come
 * from the data module's loaders, cached in Next's data cache under their tags.
 * - `facetValues`, `getPriceStats`: what the search pages and the budget block show.
 * - `loadSearchContext` / `resolveSearchPage`: what a /cars or /search/... path stands for.
 *
 * The server-side render of the InstantSearch UI uses `searchVehicles` too: this module registers
 * it as the in-process searcher that src/search/client.ts uses during SSR.
 */
import 'server-only'
import { payloadClient } from '@/data/payload'
import { MemoryCache } from '@/cache/memoryCache'
import { onExpiry } from '@/cache/expiryBus'
import { carTypesForSearchSlug } from '@/rules/carType'
import { safeDecode } from '@/lib/slug'
import type { MultiSearchResponse } from '@/search/engine'
import { getSearchIndex } from '@/search/provider'
import { siteMultiSearch } from '@/search/siteQuery'
import { getSiteSearchConfig } from '@/search/siteSearchConfig'
import { registerInProcessSearch } from '@/search/inProcessRegistry'
import { indexGeneration } from '@/search/indexChanges'
import type { SearchClientConfig } from '@/search/client'
import { carTypeHeading, facetFilter, vehiclesWord, type ResolvedSearchPage } from '@/search/searchPageData'
import { toSiteUi } from '@/search/siteUi'
import { ATTR } from '@/search/facets'
import { searchSegment } from '@/search/searchLinks'
import type { SiteUi } from '@/search/cardTypes'
import type { Site } from '@/payload-types'
import { priceStatsFrom, priceStatsRequest, type BudgetVehicleType, type PriceStats } from '@/search/priceStats'
import { getManufacturerName } from './manufacturers'
import { getSite, getSiteScope } from './sites'

const SEARCH_CACHE_TTL_MS = 45_000
const SEARCH_CACHE_MAX = 1_000
/** Requests longer than this (as a cache key) are answered but not cached. */
const SEARCH_CACHE_MAX_KEY_CHARS = 16_384

/**
 * One per module instance: Next bundles this module into pages and route handlers separately, and
 * each copy keeping its own results is correct (they are keyed by the process-wide generation and
 * each copy subscribes to the expiry bus).
 */
const results = new MemoryCache<string, MultiSearchResponse | null>({ max: SEARCH_CACHE_MAX, ttlMs: SEARCH_CACHE_TTL_MS })
onExpiry(() => results.clear())

/** Forget cached search results (tests). */
export function clearSearchResultsCache(): void {
  results.clear()
}

/** The cache key of a request: the site and the requests with their keys in a fixed order. */
export function searchCacheKey(siteSlug: string, requests: readonly unknown[]): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted)
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value as Record<string, unknown>)
          .sort()
          .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
      )
    }
    return value
  }
  // The index generation: a result read before an index write is never served after it.
  return `${indexGeneration()}\n${siteSlug}\n${JSON.stringify(sorted(requests))}`
}

/** A multi-query for the site with this slug, scoped by its base filter; null for an unknown site. */
export async function searchVehicles(siteSlug: string, requests: readonly unknown[]): Promise<MultiSearchResponse | null> {
  const key = searchCacheKey(siteSlug, requests)
  const search = async () => {
    const scope = await getSiteScope(siteSlug)
    if (!scope) return null
    return siteMultiSearch(getSearchIndex(await payloadClient()), scope, { requests: [...requests] })
  }
  // Bounded memory: an unusually large request (the endpoint accepts up to 256 KB) is not kept.
  if (key.length > SEARCH_CACHE_MAX_KEY_CHARS) return search()
  // Concurrent identical requests share one search; a failed search is not remembered.
  return results.fetch(key, search)
}

registerInProcessSearch(searchVehicles)

/**
 * Facet values with counts for the site's stock (optionally inside `filters`); null when the
 * search is down.
 */
export async function facetValues(config: Pick<SearchClientConfig, 'siteSlug' | 'indexName'>, facet: string, filters?: string): Promise<Record<string, number> | null> {
  try {
    const response = (await searchVehicles(config.siteSlug, [
      { indexName: config.indexName, hitsPerPage: 0, facets: [facet], maxValuesPerFacet: 1000, ...(filters ? { filters } : {}) },
    ])) as { results: Array<{ facets?: Record<string, Record<string, number>> }> } | null
    if (!response) return null
    return response.results[0]?.facets?.[facet] ?? {}
  } catch (error) {
    console.error(`[search] could not read ${facet} values`, error)
    return null
  }
}

/** Price stats of the site's stock of this vehicle type (the budget block); null when the search cannot answer. */
export async function getPriceStats(config: Pick<SearchClientConfig, 'siteSlug' | 'indexName'>, vehicleType: BudgetVehicleType): Promise<PriceStats | null> {
  try {
    const response = await searchVehicles(config.siteSlug, [priceStatsRequest(config.indexName, vehicleType)])
    return response ? priceStatsFrom(response) : null
  } catch (error) {
    console.error('[budget search] could not read price stats', error)
    return null
  }
}

/** The search client configuration for blocks that query stock (the budget search); undefined when unavailable. */
export async function getSearchConfig(site: Site): Promise<SearchClientConfig | undefined> {
  try {
    const { getDealershipSlugs } = await import('./sites')
    return await getSiteSearchConfig(site, { dealershipSlugs: await getDealershipSlugs(site.id) })
  } catch (error) {
    console.error('Search configuration unavailable:', error)
    return undefined
  }
}

function matchSegment(values: Record<string, number> | null, segment: string): { value: string; count: number } | null {
  for (const [value, count] of Object.entries(values ?? {})) {
    if (searchSegment(value) === segment) return { value, count }
  }
  return null
}

const capitalise = (w: string) => (w ? w.charAt(0).toUpperCase() + w.slice(1) : w)

async function resolve(site: SiteUi, config: SearchClientConfig, slugKey: string): Promise<ResolvedSearchPage | null> {
  const slug = slugKey.split('/').map((s) => searchSegment(safeDecode(s) ?? s))
  if (slug.length === 0 || slug.length > 2 || slug.some((s) => s === '')) return null
  const vehicles = vehiclesWord(site)

  if (slug.length === 1) {
    const carTypes = carTypesForSearchSlug(slug[0])
    if (carTypes) {
      const all = carTypes.length === 3
      return {
        title: `${carTypeHeading(slug[0] as string)} ${vehicles} for sale`,
        scope: all ? {} : { carTypes },
        presetFilter: all ? undefined : carTypes.map((t) => facetFilter(ATTR.carType, t)).join(' OR '),
        empty: false,
      }
    }
  }

  const makeSegment = slug[0] as string
  const makes = await facetValues(config, ATTR.make)
  const stocked = matchSegment(makes, makeSegment)
  const make = stocked?.value ?? (await getManufacturerName(makeSegment))
  if (!make) return null
  const makeFilter = facetFilter(ATTR.make, make)

  if (slug.length === 1) {
    return { title: `${make} ${vehicles} for sale`, scope: { make }, presetFilter: makeFilter, empty: !stocked }
  }

  const modelSegment = slug[1] as string
  const models = stocked ? await facetValues(config, ATTR.model, makeFilter) : {}
  const found = matchSegment(models, modelSegment)
  const model = found?.value ?? modelSegment.split('-').map(capitalise).join(' ')
  return {
    title: `${make} ${model} for sale`,
    scope: { make, model },
    presetFilter: `${makeFilter} AND ${facetFilter(ATTR.model, model)}`,
    empty: !found,
  }
}

export type SearchContext = { site: Site; ui: SiteUi; config: SearchClientConfig }

/** The site, its plain-data settings and its search config; null for an unknown site. */
export async function loadSearchContext(siteSegment: string): Promise<SearchContext | null> {
  const site = await getSite(siteSegment)
  if (!site) return null
  const config = await getSearchConfig(site)
  if (!config) throw new Error('Search configuration unavailable')
  return { site, ui: toSiteUi(site), config }
}

/** What /search/{slug...} shows; null → 404 (metadata and page share its index reads through the results cache). */
export async function resolveSearchPage(siteSegment: string, slugKey: string): Promise<(SearchContext & { page: ResolvedSearchPage }) | null> {
  const context = await loadSearchContext(siteSegment)
  if (!context) return null
  const page = await resolve(context.ui, context.config, slugKey)
  return page ? { ...context, page } : null
}
