/**
 * Server components read the search index in process (issue 7, defect 14): the same site scope
 * as the search endpoint (the site's base filter ANDed onto every request, hitsPerPage clamped,
 * index names checked: siteQuery.ts), answered by this process's index (the embedded engine, or
 * Algolia with the search key), without an HTTP round trip to the app's own /api/search.
 */
import 'server-only'
import type { Payload } from 'payload'
import type { MultiSearchResponse } from './engine'
import { getSearchIndex } from './provider'
import { resolveSiteScope, siteMultiSearch } from './siteQuery'

/** A multi-query for the site with this slug; null for an unknown site. */
export async function searchSiteInProcess(payload: Payload, siteSlug: string, requests: readonly unknown[]): Promise<MultiSearchResponse | null> {
  const scope = await resolveSiteScope(payload, siteSlug)
  if (!scope) return null
  return siteMultiSearch(getSearchIndex(payload), scope, { requests: [...requests] })
}
