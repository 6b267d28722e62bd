/**
 * A location's stock for its page (issue 32: "a location page with its stock"): a few of the cars
 * held there, newest first, and how many there are, from the search index in process (./search.ts,
 * with the site's base filter and stock scope), so the page, its "See all" link
 * (src/search/searchLinks.ts#locationSearchUrl) and the results list agree on one set: the cars whose
 * location is this one (`location_name`, the results list's Location facet). Cached per site under
 * its vehicles tag for at most five minutes, like the model pages' stock (the index is written by
 * jobs shortly after a vehicle save); a failed search is not cached. Never throws: a failing index
 * leaves the section empty, not the page broken.
 */
import 'server-only'
import type { Location, Site } from '@/payload-types'
import { ATTR } from '@/search/facets'
import { facetFilter } from '@/search/searchPageData'
import { carRecordsOf, type CarRecord } from '@/search/carRecord'
import { cachedForSite } from './cache'
import { getSearchConfig, searchVehicles } from './search'

export interface LocationStock {
  cars: CarRecord[]
  total: number
}

/** How many cars the location page shows before "See all". */
const LOCATION_STOCK_SHOWN = 4
const STOCK_REVALIDATE_SECONDS = 300

async function readLocationStock(site: Site, name: string, hitsPerPage: number): Promise<LocationStock> {
  const config = await getSearchConfig(site)
  if (!config) throw new Error('search configuration unavailable')
  const response = await searchVehicles(config.siteSlug, [
    { indexName: config.replicas.latest, hitsPerPage, filters: facetFilter(ATTR.location, name), facets: [] },
  ])
  const result = response?.results?.[0]
  if (!result) throw new Error('search unavailable')
  return { cars: carRecordsOf(result), total: (result as { nbHits?: number }).nbHits ?? 0 }
}

export async function getLocationStock(site: Site, location: Pick<Location, 'name'>, hitsPerPage = LOCATION_STOCK_SHOWN): Promise<LocationStock> {
  const empty: LocationStock = { cars: [], total: 0 }
  const name = location.name?.trim()
  if (!name) return empty
  try {
    return await cachedForSite(site.id, 'vehicles', ['location-stock', name, hitsPerPage], () => readLocationStock(site, name, hitsPerPage), {
      revalidate: STOCK_REVALIDATE_SECONDS,
    })
  } catch (error) {
    console.error('[location page] could not read the stock of a location', error)
    return empty
  }
}
