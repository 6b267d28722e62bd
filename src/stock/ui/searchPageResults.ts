/**
 * The engine's answer a search page is rendered from (./staticSearch.ts): the
 * query the page's live UI would send for the URL's search state, answered in process (embedded
 * search) or by Algolia, in InstantSearch's `initialResults` shape.
 *
 * The URL's state is normalised first (queryToState drops unknown and malformed parameters), so
 * every URL that means the same search sends the same request, and `searchVehicles` answers repeats
 * from its results cache: a burst of the same landing runs the engine once.
 *
 * Never throws and never waits past SERVER_TIMEOUT: a failed or slow search is answered with the
 * empty placeholder `safeServerSearchClient` makes (the page shows no results and "Try again"; the
 * live UI searches again when the shopper uses it).
 */
import 'server-only'
// The helper's query builder (InstantSearch sends exactly these queries); CommonJS, untyped.
// @ts-expect-error no types for the helper's internal module
import requestBuilder from 'algoliasearch-helper/src/requestBuilder'
import { createSiteSearchClient, type SearchClientConfig } from '@/search/client'
import { safeServerSearchClient } from '@/stock/ui/safeSearchClient'
import type { InitialResults } from '@/stock/ui/staticSearch'
import { searchPageWidgets, searchParametersFor, uiStateFromSearch, type PageWidgetOptions } from '@/stock/ui/searchWidgets'
import { searchVehicles } from '@/data/search'

type Query = { indexName: string; params: Record<string, unknown> }
type SearchFn = (queries: Query[]) => Promise<{ results: unknown[] }>

const buildQueries = (requestBuilder as { _getQueries(index: string, state: unknown): Query[] })._getQueries

/** Embedded search: the site-scoped engine in this process, the request shaped as the endpoint receives it. */
function inProcessSearch(siteSlug: string): SearchFn {
  return async (queries) => {
    const requests = queries.map(({ params, ...request }) => ({ ...request, ...params }))
    const response = await searchVehicles(siteSlug, requests)
    if (!response) throw new Error(`Unknown site ${siteSlug}`)
    return response
  }
}

const algoliaClients = new Map<string, SearchFn>()

function searchFor(config: SearchClientConfig): SearchFn {
  if (config.mode !== 'algolia') return safeServerSearchClient({ search: inProcessSearch(config.siteSlug) }).search
  const key = `${config.appId}\n${config.apiKey}`
  let search = algoliaClients.get(key)
  if (!search) {
    const client = safeServerSearchClient(createSiteSearchClient(config))
    // liteClient's search types only its new request shape; it accepts the helper's legacy queries too.
    search = (queries) => client.search(queries as never) as Promise<{ results: unknown[] }>
    if (algoliaClients.size > 100) algoliaClients.clear()
    algoliaClients.set(key, search)
  }
  return search
}

/** The answer for the page's widgets at this query string ('' or '?a=b'). */
export async function loadSearchPageResults(config: SearchClientConfig, options: PageWidgetOptions, search: string): Promise<InitialResults> {
  const widgets = searchPageWidgets(options)
  const state = searchParametersFor(widgets, options.indexName, uiStateFromSearch(search, options.indexName))
  const queries = buildQueries(state.index, state)
  const response = await searchFor(config)(queries)
  return {
    [options.indexName]: {
      // Plain data (it crosses to the browser as a prop); undefined fields dropped.
      state: JSON.parse(JSON.stringify(state)),
      results: response.results,
      requestParams: queries.map((query) => query.params),
    },
  }
}
