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
function sameSearchState(a: URL, b: URL, indexName: string): boolean {
  if (a.pathname.replace(/\/$/, '') !== b.pathname.replace(/\/$/, '')) return false
  const state = (u: URL) => JSON.stringify(queryToState(u.search, { indexName }))
  return state(a) === state(b)
}

/**
 * How InstantSearch's URL write for `url` lands on the page at `current`: nothing when it changes
 * nothing or names another path (stale: the shopper has left the search page), a replace when it
 * only tidies the current state, else a push.
 */
export function historyWriteFor(url: string, current: string, indexName: string): 'none' | 'replace' | 'push' {
  let target: URL
  let here: URL
  try {
    target = new URL(url, current)
    here = new URL(current)
  } catch {
    return 'none'
  }
  if (target.href === here.href) return 'none'
  if (target.pathname.replace(/\/$/, '') !== here.pathname.replace(/\/$/, '')) return 'none'
  return sameSearchState(target, here, indexName) ? 'replace' : 'push'
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
       * Nothing is written when the URL would not change or names another path: InstantSearch writes
       * 400 ms late, and any history write while Next navigates (a car card clicked right after the
       * page hydrated) cancels that navigation, or undoes it once it has landed.
       */
      push(this: { isDisposed?: boolean }, url: string) {
        if (this?.isDisposed) return
        const write = historyWriteFor(url, window.location.href, config.indexName)
        if (write === 'replace') window.history.replaceState({}, '', url)
        else if (write === 'push') window.history.pushState({}, '', url)
      },
    },
  }
}

/** Most relevant, Latest, Highest price, Lowest price (SPEC.md §2) as the sort select's items. */
export function sortItemsFor(config: Pick<SearchClientConfig, 'indexName'>): { label: string; value: string }[] {
  return sortOptions(config.indexName).map((o) => ({ label: o.label, value: o.value }))
}
