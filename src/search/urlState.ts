/**
 * Search state in the URL (DESIGN.md "Search contract": "The URL carries InstantSearch's state:
 * `query`, `page`, `sortBy`, `refinementList[attr][]`, `range[attr]=min:max`"; SPEC.md §2 "Price
 * menu values are rewritten to range[price]=min:max, with dollar signs and commas removed").
 * Client-safe and pure: used by the InstantSearch router in the browser and by server components
 * reading `searchParams`.
 *
 *   /cars/?query=hilux&page=2&sortBy=Car_production_price_asc
 *         &refinementList[make][]=Toyota&refinementList[make][]=Mazda&range[price]=10000:20000
 *
 * Reading is lenient and never throws (uiState.ts validates, urlQuery.ts reads and writes the query
 * string, searchOptions.ts lists the facets and sorts); this module is their public entry and the
 * InstantSearch routing.
 *
 * Routing: `createSearchRouting({ indexName })` gives react-instantsearch-nextjs's `routing` prop
 * ({ router: { createURL, parseURL }, stateMapping }). Per algolia/instantsearch PR #6477 the
 * router callbacks may receive `currentURL` instead of `location`; both are accepted.
 */
import type { StateMapping, UiState } from 'instantsearch.js'
import { DEFAULT_INDEX_NAME } from './searchOptions'
import { isObject, sanitizeUiState, type SearchUiState, type UrlStateOptions } from './uiState'
import { isSearchStateKey, pairs, queryToState, stateToQuery } from './urlQuery'

export {
  DEFAULT_INDEX_NAME,
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  SEARCH_FACETS,
  SORT_OPTIONS,
  sortOptions,
} from './searchOptions'
export { MAX_QUERY_LENGTH, type SearchUiState, type UrlStateOptions } from './uiState'
export { isSearchStateKey, queryToState, stateToQuery } from './urlQuery'

/** `pathname?query` for a state (e.g. "See more from this dealer" links). */
export function searchUrl(pathname: string, state: SearchUiState, options: UrlStateOptions = {}): string {
  const query = stateToQuery(state, options)
  return query ? `${pathname}?${query}` : pathname
}

/** The parts of a browser URL (window.location, or the router's currentURL) the mapping reads. */
type UrlParts = { pathname?: string; search?: string; hash?: string; origin?: string; protocol?: string; host?: string }

function locationOf(args: { location?: UrlParts; currentURL?: UrlParts | string }): UrlParts {
  const loc = args.currentURL ?? args.location
  if (typeof loc === 'string') {
    try {
      return new URL(loc, 'http://localhost')
    } catch {
      return { pathname: '/', search: '', hash: '' }
    }
  }
  return loc ?? { pathname: '/', search: '', hash: '' }
}

/** InstantSearch's full UI state ({ [indexId]: indexUiState }) → the route state (one flat index state). */
export function stateToRoute(uiState: unknown, options: UrlStateOptions = {}): SearchUiState {
  const indexName = options.indexName ?? DEFAULT_INDEX_NAME
  if (!isObject(uiState)) return {}
  return sanitizeUiState(uiState[indexName], options)
}

function routeToState(route: unknown, options: UrlStateOptions = {}): Record<string, SearchUiState> {
  const indexName = options.indexName ?? DEFAULT_INDEX_NAME
  return { [indexName]: sanitizeUiState(route, options) }
}

/**
 * The `routing` prop for react-instantsearch-nextjs's <InstantSearchNext>. Only createURL /
 * parseURL are set on the router: the library supplies getLocation, push and start itself.
 * Parameters that are not search state (utm_source, …) are kept in created URLs.
 */
export function createSearchRouting(options: UrlStateOptions = {}) {
  const stateMapping: StateMapping<UiState, SearchUiState> = {
    stateToRoute: (uiState) => stateToRoute(uiState, options),
    routeToState: (route) => routeToState(route, options),
  }
  return {
    router: {
      cleanUrlOnDispose: false,
      createURL(args: { routeState: unknown; location?: UrlParts; currentURL?: UrlParts | string }): string {
        const loc = locationOf(args)
        const own = stateToQuery(sanitizeUiState(args.routeState, options), options)
        const foreign: string[] = []
        for (const [key, value] of pairs(loc.search ?? '')) {
          if (!isSearchStateKey(key)) foreign.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
        }
        const query = [own, ...foreign].filter((p) => p !== '').join('&')
        const origin = loc.origin && loc.origin !== 'null' ? loc.origin : ''
        return `${origin}${loc.pathname ?? '/'}${query ? `?${query}` : ''}${loc.hash ?? ''}`
      },
      parseURL(args: { location?: UrlParts; currentURL?: UrlParts | string }): SearchUiState {
        return queryToState(locationOf(args).search ?? '', options)
      },
    },
    stateMapping,
  }
}
