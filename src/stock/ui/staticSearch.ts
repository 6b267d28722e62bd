/**
 * A search page rendered from the engine's answer without InstantSearch (issue 25: query landings
 * must not pay for InstantSearch's server render).
 *
 * The server sends the query the live UI would send (searchWidgets.ts) and hands the answer to the
 * page in InstantSearch's own `initialResults` shape. The page's widgets then read their render
 * state from the same connectors the live UI uses (`getWidgetRenderState`, what react-instantsearch
 * calls for a widget's first render), fed by that answer instead of a running InstantSearch: the
 * server HTML is exactly what the live UI renders, and when the live UI takes over it starts from
 * the same answer (no second search).
 *
 * Pure and isomorphic.
 */
import algoliasearchHelper, { type AlgoliaSearchHelper, type PlainSearchParameters, type SearchParameters, type SearchResults } from 'algoliasearch-helper'
import type { Connector, WidgetDescription } from 'instantsearch.js'
import type { SearchUiState } from '@/search/urlState'
import { searchPageWidgets, searchStateUrl, uiStateFor, type PageWidgetOptions } from './searchWidgets'

/** InstantSearch's initial results for one index (what its hydration reads). */
type InitialIndexResults = {
  state: PlainSearchParameters
  /** The engine's raw results, one per query sent. */
  results: unknown[]
  /** The parameters of each query sent, so the live UI's client answers the same query from them. */
  requestParams?: unknown[]
}
export type InitialResults = Record<string, InitialIndexResults>

/** What the page's widgets read while it renders without InstantSearch. */
export type StaticSearch = {
  indexId: string
  helper: AlgoliaSearchHelper
  results: SearchResults
  indexUiState: SearchUiState
  createURL(next: SearchParameters | ((uiState: SearchUiState) => SearchUiState)): string
}

/** The parts of InstantSearch a connector's `getWidgetRenderState` may touch, inert. */
function inertInstance(helper: AlgoliaSearchHelper) {
  return {
    status: 'idle' as const,
    error: undefined,
    helper,
    mainHelper: helper,
    renderState: {},
    templatesConfig: {},
    future: {},
    insightsClient: null,
    sendEventToInsights: () => {},
    scheduleSearch: () => {},
    onInternalStateChange: () => {},
  }
}

export function createStaticSearch(
  initialResults: InitialResults | undefined,
  options: PageWidgetOptions,
  location: { pathname: string; search: string },
): StaticSearch | null {
  const entry = initialResults?.[options.indexName]
  if (!entry) return null
  const state = new algoliasearchHelper.SearchParameters(entry.state)
  // The same construction as InstantSearch's hydration from initial results.
  const results = new algoliasearchHelper.SearchResults(state, entry.results as never)
  // The helper's type wants a full search client; this one never searches (the widgets' actions are inert).
  const helper = algoliasearchHelper({ search: () => Promise.reject(new Error('static search')) } as never, state.index, state)
  helper.lastResults = results
  const widgets = searchPageWidgets(options)
  const indexUiState = uiStateFor(widgets, state)
  return {
    indexId: options.indexName,
    helper,
    results,
    indexUiState,
    createURL(next) {
      const uiState = typeof next === 'function' ? next(indexUiState) : uiStateFor(widgets, next)
      return searchStateUrl(uiState, options.indexName, location)
    },
  }
}

/** What staticRenderState calls on a connector's widget (instantsearch.js types it per connector, conditionally on its description). */
type RenderStateWidget<RenderState> = { getWidgetRenderState?: (options: unknown) => RenderState & { widgetParams?: unknown } }

/** A connector's render state for these props, as react-instantsearch computes a widget's first render. */
export function staticRenderState<Props extends Record<string, unknown>, Description extends WidgetDescription>(
  search: StaticSearch,
  connector: Connector<Description, Props>,
  props: Props,
): Description['renderState'] {
  const widget = connector(
    () => {},
    () => {},
  )(props) as RenderStateWidget<Description['renderState']>
  if (!widget.getWidgetRenderState) throw new Error('staticRenderState: this connector has no render state')
  const { helper, results } = search
  const parent = {
    getIndexId: () => search.indexId,
    getIndexName: () => search.indexId,
    getParent: () => null,
    getHelper: () => helper,
    getResults: () => results,
    createURL: search.createURL,
  }
  const renderState = widget.getWidgetRenderState({
    helper,
    parent,
    instantSearchInstance: inertInstance(helper),
    results,
    scopedResults: [{ indexId: search.indexId, results, helper }],
    state: helper.state,
    renderState: {},
    templatesConfig: {},
    createURL: search.createURL,
    searchMetadata: { isSearchStalled: false },
    status: 'idle',
    error: undefined,
  })
  // react-instantsearch's useConnector leaves widgetParams out of a hook's answer too.
  return { ...renderState, widgetParams: undefined }
}
