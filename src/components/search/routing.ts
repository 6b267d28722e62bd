/**
 * The search page's routing and sort options, from the URL-state contract (src/search/urlState.ts)
 * so sortBy values in links, the URL validator and the sort select always agree.
 */
import type { SearchClientConfig } from '../../search/client'
import { createSearchRouting, sortOptions } from '../../search/urlState'

export function searchRouting(config: Pick<SearchClientConfig, 'indexName'>) {
  return createSearchRouting({ indexName: config.indexName })
}

/** Most relevant, Latest, Highest price, Lowest price (SPEC.md §2) as the sort select's items. */
export function sortItemsFor(config: Pick<SearchClientConfig, 'indexName'>): { label: string; value: string }[] {
  return sortOptions(config.indexName).map((o) => ({ label: o.label, value: o.value }))
}
