/**
 * Server side of the budget block's price range: reads the search index in process (no HTTP call
 * to the app's own /api/search), scoped by the site's base filter like every shopper search.
 * Server-only (Payload is loaded on first use).
 */
import { searchSiteInProcess } from '@/search/inProcess'
import type { SearchClientConfig } from '@/search/client'
import { priceStatsFrom, priceStatsRequest, type BudgetVehicleType, type PriceStats } from './priceStats'

/** Price stats of the site's stock of this vehicle type; null when the search cannot answer. */
export async function readPriceStats(config: Pick<SearchClientConfig, 'siteSlug' | 'indexName'>, vehicleType: BudgetVehicleType): Promise<PriceStats | null> {
  try {
    const { payloadClient } = await import('@/lib/payload')
    const response = await searchSiteInProcess(await payloadClient(), config.siteSlug, [priceStatsRequest(config.indexName, vehicleType)])
    return response ? priceStatsFrom(response) : null
  } catch (error) {
    console.error('[budget search] could not read price stats', error)
    return null
  }
}
