/**
 * The site's listed stock per car type and per item type (issue 32: a menu's stock-type links to
 * empty lists are hidden, src/rules/stockLinks.ts). One facet query inside the site's stock scope,
 * through the same in-process search and results cache as the search pages (./search.ts), so a
 * link is hidden exactly when its search page would count 0. Cached per site under the site's
 * vehicles tag, which a vehicle save expires once the search index has it
 * (collections/Vehicles/hooks/expireSearchPages.ts): a car published for an empty type brings its
 * link back on the next render. At most STOCK_LINKS_REVALIDATE_SECONDS otherwise (a sold car
 * leaves the scope N days after its sale without a save). A failed search is not cached; the
 * menus then show every link.
 */
import 'server-only'
import type { Site } from '@/payload-types'
import { ATTR } from '@/search/facets'
import type { StockCounts } from '@/rules/stockLinks'
import { cachedForSite } from './cache'
import { getSearchConfig, searchVehicles } from './search'

const DEFAULT_STOCK_LINKS_REVALIDATE_SECONDS = 300

type FacetResult = { facets?: Record<string, Record<string, number>> }

/** Reads the counts; throws when the search cannot answer (so nothing is cached). */
async function readStockCounts(site: Site): Promise<StockCounts> {
  const config = await getSearchConfig(site)
  if (!config) throw new Error('search configuration unavailable')
  const response = await searchVehicles(config.siteSlug, [
    { indexName: config.indexName, hitsPerPage: 0, facets: [ATTR.carType, ATTR.itemType], maxValuesPerFacet: 100 },
  ])
  if (!response) throw new Error('search unavailable')
  const facets = (response.results[0] as FacetResult | undefined)?.facets ?? {}
  return { carType: facets[ATTR.carType] ?? {}, itemType: facets[ATTR.itemType] ?? {} }
}

/** The site's stock counts per type, or null when the search cannot answer. */
export async function getStockCounts(site: Site): Promise<StockCounts | null> {
  try {
    return await cachedForSite(site.id, 'vehicles', ['stock-type-counts'], () => readStockCounts(site), {
      revalidate: Number(process.env.STOCK_LINKS_REVALIDATE_SECONDS) || DEFAULT_STOCK_LINKS_REVALIDATE_SECONDS,
    })
  } catch (error) {
    console.error('[menus] could not count the stock types; every stock link is shown', error)
    return null
  }
}
