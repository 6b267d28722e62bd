/**
 * The search endpoint as the app serves it: src/search/algoliaProtocolHandler.ts's handler wired to this data
 * layer (sites by slug, the process's search index, the cached multi-search).
 */
import 'server-only'
import { createSearchHandler, type SearchHandler, type SearchHandlerDeps } from '@/search/algoliaProtocolHandler'
import type { SearchRateLimit } from '@/search/searchRateLimit'
import { getSearchIndex } from '@/search/provider'
import { payloadClient } from './payload'
import { getSiteScope } from './sites'
import { searchVehicles } from './search'

/**
 * The handler the route uses: Payload for sites and the process's search index.
 * `resolveSite` replaces the site lookup, `resultsCache: false` leaves out the results cache
 * (the front's in-process answers, src/search/frontBridge.ts).
 */
export function defaultSearchHandler(
  options: {
    rateLimit?: SearchRateLimit | false
    countedByFront?: (request: Request) => boolean
    resolveSite?: SearchHandlerDeps['resolveSite']
    resultsCache?: boolean
  } = {},
): SearchHandler {
  const { resolveSite, resultsCache = true, ...rest } = options
  const payload = () => payloadClient()
  return createSearchHandler({
    ...rest,
    async resolveSite(slug) {
      if (resolveSite) return resolveSite(slug)
      return getSiteScope(slug)
    },
    async index() {
      return getSearchIndex(await payload())
    },
    ...(resultsCache
      ? {
          async cachedMultiSearch(slug: string, requests: readonly unknown[]) {
            return searchVehicles(slug, requests)
          },
        }
      : {}),
    onError(e) {
      console.error('[search] endpoint error:', e)
    },
  })
}
