/**
 * The minimum and maximum price of the site's stock for the budget block (no InstantSearch: the
 * block sits on pages without a search UI). SPEC.md §7 "The budget search adds a condition price
 * above 1000." The request and the reading of its answer are shared; the server reads the index in
 * process (src/data/search.ts getPriceStats), the browser refreshes through the search client
 * (`fetchPriceStats`, client-safe).
 */
import { BUDGET_MIN_PRICE_CONDITION } from '@/rules/budget'
import type { SearchClientConfig } from '@/search/client'

export type PriceStats = { min?: number; max?: number }

export type BudgetVehicleType = 'car' | 'caravan'

/** Algolia numeric filter "price>1000". */
const BUDGET_NUMERIC_FILTER = BUDGET_MIN_PRICE_CONDITION.replace(/\s+/g, '')

export function isSearchClientConfig(value: unknown): value is SearchClientConfig {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return (v.mode === 'algolia' || v.mode === 'embedded') && typeof v.indexName === 'string' && typeof v.siteSlug === 'string'
}

/** The one search request whose price facet stats are the block's price range. */
export function priceStatsRequest(indexName: string, vehicleType: BudgetVehicleType) {
  return {
    indexName,
    hitsPerPage: 0,
    facets: ['price'],
    numericFilters: [BUDGET_NUMERIC_FILTER],
    filters: `item_type:"${vehicleType}"`,
  }
}

type StatsResponse = { results: Array<{ nbHits?: number; facets_stats?: Record<string, { min?: number; max?: number }> }> }

/** The price range from the answer to `priceStatsRequest` ({} when nothing is in stock). */
export function priceStatsFrom(response: unknown): PriceStats {
  const result = (response as StatsResponse | null)?.results?.[0]
  const stats = result?.facets_stats?.price
  if (!stats || !result?.nbHits) return {}
  return { min: stats.min, max: stats.max }
}

/** Price stats through the site's search client (the browser); null when the search cannot answer. */
export async function fetchPriceStats(config: SearchClientConfig, vehicleType: BudgetVehicleType): Promise<PriceStats | null> {
  try {
    // The search client (algoliasearch) loads with the first request, not with the page.
    const { createSiteSearchClient } = await import('@/search/client')
    const client = createSiteSearchClient(config)
    return priceStatsFrom(await client.search({ requests: [priceStatsRequest(config.indexName, vehicleType)] }))
  } catch (error) {
    console.error('[budget search] could not read price stats', error)
    return null
  }
}
