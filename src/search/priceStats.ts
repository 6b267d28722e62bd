/**
 * The minimum and maximum price of the site's stock for the budget block (no InstantSearch: the
 * block sits on pages without a search UI). SPEC.md §7 "The budget search adds a condition price
 * above 1000." The request and the reading of its answer are shared; the server reads the index in
 * process (src/data/search.ts getPriceStats), the browser refreshes through the search client
 * (`fetchPriceStats`, client-safe).
 */
import { BUDGET_MIN_PRICE_CONDITION } from '@/rules/budget'
import type { SearchClientConfig } from '@/search/client'
import { isRecord } from '@/lib/guards'
import { z } from '@/lib/zod'

export type PriceStats = { min?: number; max?: number }

export type BudgetVehicleType = 'car' | 'caravan'

/** Algolia numeric filter "price>1000". */
const BUDGET_NUMERIC_FILTER = BUDGET_MIN_PRICE_CONDITION.replace(/\s+/g, '')

export function isSearchClientConfig(value: unknown): value is SearchClientConfig {
  if (!isRecord(value)) return false
  const v = value
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

/** The part of the first result of a search answer the price range is read from. */
const statsResult = z.object({
  nbHits: z.number().optional(),
  facets_stats: z.object({ price: z.object({ min: z.number().optional(), max: z.number().optional() }).optional() }).optional(),
})

/** The price range from the answer to `priceStatsRequest` ({} when nothing is in stock or the answer is not a search answer). */
export function priceStatsFrom(response: unknown): PriceStats {
  const first: unknown = isRecord(response) && Array.isArray(response.results) ? response.results[0] : undefined
  const result = statsResult.safeParse(first)
  const stats = result.success ? result.data.facets_stats?.price : undefined
  if (!stats || !result.data?.nbHits) return {}
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
