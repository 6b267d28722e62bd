/**
 * Server-only: the SearchClientConfig a site's search page hands to the browser (client.ts).
 *
 * - Algolia mode: the real app id, and a secured API key derived from the search key that embeds
 *   the site's base filter (Algolia ANDs it onto every query; the browser cannot remove it) and
 *   expires after SECURED_KEY_TTL_SECONDS. Render it per request (or cache the page for less than
 *   the key's lifetime). The sold cut-off inside the key is fixed when it is made.
 * - Embedded mode: app id 'embedded', api key 'public'; the endpoint applies the base filter itself.
 */
import type { Site } from '../payload-types'
import type { SearchClientConfig } from './client'
import { indexNames, INDEX_NAME } from './index'
import { getAlgoliaIndex, searchMode } from './provider'
import { siteHitsPerPage } from './siteQuery'
import { siteBaseFilter } from './siteScope'

export interface SiteSearchConfigOptions {
  /** The site's dealership slugs (src/data/sites.ts getDealershipSlugs / readDealershipSlugs): they scope its search. */
  dealershipSlugs: string[]
  now?: number
}

export async function getSiteSearchConfig(site: Pick<Site, 'id' | 'slug' | 'settings'>, options: SiteSearchConfigOptions): Promise<SearchClientConfig> {
  const now = options.now ?? Date.now()
  const slugs = options.dealershipSlugs
  const baseFilter = siteBaseFilter(site, slugs, now)
  const algolia = searchMode() === 'algolia' ? getAlgoliaIndex() : null
  const names = algolia?.names ?? indexNames(INDEX_NAME)
  const common = {
    indexName: names.primary,
    siteSlug: site.slug,
    replicas: { latest: names.latest, priceDesc: names.priceDesc, priceAsc: names.priceAsc },
    hitsPerPage: siteHitsPerPage(site),
    baseFilter,
  }
  if (algolia) {
    const appId = process.env.ALGOLIA_APP_ID?.trim() as string
    return { mode: 'algolia', appId, apiKey: algolia.securedKeyForSite(baseFilter, { now }), ...common }
  }
  return { mode: 'embedded', appId: 'embedded', apiKey: 'public', ...common }
}
