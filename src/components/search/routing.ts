/**
 * The search page's routing and sort options, from the URL-state contract (src/search/urlState.ts)
 * so sortBy values in links, the URL validator and the sort select always agree.
 */
import type { SearchClientConfig } from '@/search/client'
import { createSearchRouting, queryToState, sortOptions } from '@/search/urlState'

/**
 * True when two URLs hold the same search state on the same path (e.g. "/cars?page=-1&sortBy=nope"
 * and its cleaned form "/cars").
 */
export function sameSearchState(a: URL, b: URL, indexName: string): boolean {
  if (a.pathname.replace(/\/$/, '') !== b.pathname.replace(/\/$/, '')) return false
  const state = (u: URL) => JSON.stringify(queryToState(u.search, { indexName }))
  return state(a) === state(b)
}

export function searchRouting(config: Pick<SearchClientConfig, 'indexName'>) {
  const routing = createSearchRouting({ indexName: config.indexName })
  return {
    ...routing,
    router: {
      ...routing.router,
      /**
       * A URL that only tidies the current one (bad page, unknown sort, reordered parameters)
       * replaces the history entry instead of adding one, so Back leaves the page in one step.
       * Real state changes push a new entry (Back restores the previous state).
       */
      push(this: { isDisposed?: boolean }, url: string) {
        if (this?.isDisposed) return
        let replace = false
        try {
          replace = sameSearchState(new URL(url, window.location.href), new URL(window.location.href), config.indexName)
        } catch {
          replace = false
        }
        if (replace) window.history.replaceState({}, '', url)
        else window.history.pushState({}, '', url)
      },
    },
  }
}

/** Most relevant, Latest, Highest price, Lowest price (SPEC.md §2) as the sort select's items. */
export function sortItemsFor(config: Pick<SearchClientConfig, 'indexName'>): { label: string; value: string }[] {
  return sortOptions(config.indexName).map((o) => ({ label: o.label, value: o.value }))
}
