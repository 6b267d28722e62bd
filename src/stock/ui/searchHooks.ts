'use client'
/**
 * The InstantSearch hooks the search page's widgets use, answering from the engine's answer while
 * the page renders without InstantSearch (on the server, and in the browser until the shopper's
 * first use: staticSearch.ts), and from the live InstantSearch afterwards.
 *
 * A tree is rendered in one mode for its whole life (SearchPage renders the static and the live
 * tree as different elements, so React never switches a mounted component between them): each
 * hook's branch is fixed per mounted component, as the rules of hooks require.
 */
import { createContext, useContext } from 'react'
import { useConnector, useInstantSearch as useLiveInstantSearch } from 'react-instantsearch-core'
import connectCurrentRefinements, { type CurrentRefinementsConnectorParams } from 'instantsearch.js/es/connectors/current-refinements/connectCurrentRefinements.js'
import connectHits, { type HitsConnectorParams, type HitsRenderState } from 'instantsearch.js/es/connectors/hits/connectHits.js'
import connectPagination, { type PaginationConnectorParams } from 'instantsearch.js/es/connectors/pagination/connectPagination.js'
import connectRange, { type RangeConnectorParams } from 'instantsearch.js/es/connectors/range/connectRange.js'
import connectRefinementList, { type RefinementListConnectorParams } from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList.js'
import connectSearchBox, { type SearchBoxConnectorParams } from 'instantsearch.js/es/connectors/search-box/connectSearchBox.js'
import connectSortBy, { type SortByConnectorParams } from 'instantsearch.js/es/connectors/sort-by/connectSortBy.js'
import connectStats, { type StatsConnectorParams } from 'instantsearch.js/es/connectors/stats/connectStats.js'
import type { BaseHit, Connector, WidgetDescription } from 'instantsearch.js'
import { staticRenderState, type StaticSearch } from './staticSearch'

const StaticSearchContext = createContext<StaticSearch | null>(null)

/** Widgets below read the engine's answer instead of a live InstantSearch. */
export const StaticSearchProvider = StaticSearchContext.Provider

/** A connector's render state: computed from the engine's answer in the static tree, by InstantSearch in the live one. */
function useSearchConnector<Props extends Record<string, unknown>, Description extends WidgetDescription>(
  connector: Connector<Description, Props>,
  props: Props,
): Description['renderState'] {
  const search = useContext(StaticSearchContext)
  if (search) return staticRenderState(search, connector, props)
  // The branch is fixed for a mounted component (see the module comment).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useConnector(connector, props)
}

export const useRefinementList = (props: RefinementListConnectorParams) => useSearchConnector(connectRefinementList, props)
export const useRange = (props: RangeConnectorParams) => useSearchConnector(connectRange, props)
export const useSortBy = (props: SortByConnectorParams) => useSearchConnector(connectSortBy, props)
export const useSearchBox = (props: SearchBoxConnectorParams = {}) => useSearchConnector(connectSearchBox, props)
export const usePagination = (props: PaginationConnectorParams = {}) => useSearchConnector(connectPagination, props)
/** The hits as the caller's record type: connectHits is typed for any hit (react-instantsearch's useHits makes the same promise). */
export function useHits<Hit extends BaseHit = BaseHit>(props: HitsConnectorParams = {}): HitsRenderState<Hit> {
  return useSearchConnector(connectHits, props) as HitsRenderState<Hit>
}
export const useStats = (props: StatsConnectorParams = {}) => useSearchConnector(connectStats, props)
export const useCurrentRefinements = (props: CurrentRefinementsConnectorParams = {}) => useSearchConnector(connectCurrentRefinements, props)

const noop = () => {}

/** useInstantSearch: results, UI state and status; in the static tree, the answer's, with inert actions. */
export function useInstantSearch(options?: { catchError?: boolean }): ReturnType<typeof useLiveInstantSearch> {
  const search = useContext(StaticSearchContext)
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (!search) return useLiveInstantSearch(options)
  const indexUiState = search.indexUiState as ReturnType<typeof useLiveInstantSearch>['indexUiState']
  return {
    results: search.results,
    scopedResults: [],
    uiState: { [search.indexId]: indexUiState },
    setUiState: noop,
    indexUiState,
    setIndexUiState: noop,
    renderState: {},
    indexRenderState: {},
    addMiddlewares: () => noop,
    refresh: noop,
    status: 'idle',
    error: undefined,
    // react-instantsearch types `results` and the render states with internals the static answer leaves out.
  } as unknown as ReturnType<typeof useLiveInstantSearch>
}
