/**
 * The search page's widgets as InstantSearch.js connectors, outside React: what the server needs
 * to render a search page without running InstantSearch (staticSearch.ts), and what keeps that
 * render identical to the live UI's (SearchPage).
 *
 * The list mirrors the widgets the live page mounts (SearchPage, FilterPanel and their leaves):
 * the same connectors with the parameters that shape the query (attributes, limits, sort items,
 * the page's fixed `filters`), so the server sends the query the live UI would send and the
 * counts, facets and pagination it renders are the ones the live UI shows when it takes over.
 * A widget added to the page must be added here too (tests/unit/search/searchWidgets.test.ts
 * checks the query against the facets of src/search/urlState.ts).
 *
 * Pure and isomorphic.
 */
import algoliasearchHelper, { type SearchParameters } from 'algoliasearch-helper'
import connectConfigure from 'instantsearch.js/es/connectors/configure/connectConfigure.js'
import connectCurrentRefinements from 'instantsearch.js/es/connectors/current-refinements/connectCurrentRefinements.js'
import connectHits from 'instantsearch.js/es/connectors/hits/connectHits.js'
import connectPagination from 'instantsearch.js/es/connectors/pagination/connectPagination.js'
import connectRange from 'instantsearch.js/es/connectors/range/connectRange.js'
import connectRefinementList from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList.js'
import connectSearchBox from 'instantsearch.js/es/connectors/search-box/connectSearchBox.js'
import connectSortBy from 'instantsearch.js/es/connectors/sort-by/connectSortBy.js'
import connectStats from 'instantsearch.js/es/connectors/stats/connectStats.js'
import { createSearchRouting, queryToState, stateToRoute, type SearchUiState } from '@/search/urlState'
import type { SearchClientConfig } from '@/search/client'
import type { SiteUi } from '@/search/cardTypes'
import { ATTR } from '@/search/facets'
import { sortItemsFor } from './routing'

/** Results per page when the site sets none. */
const DEFAULT_HITS_PER_PAGE = 21
/** The most values a "Show more" list shows (RefinementFacet). */
const SHOW_MORE_LIMIT = 200
/** How many facet values a list shows before "Show more" (RefinementFacet's default). */
const FACET_LIMIT = 8
/** Pages either side of the current one in the pagination. */
const PAGINATION_PADDING = 2

/** The `Configure` parameters of a page: results per page and the page's fixed scope. */
type ConfigureParams = { hitsPerPage: number; filters?: string }

function configureParams(hitsPerPage: number, presetFilter: string | undefined): ConfigureParams {
  const params: ConfigureParams = { hitsPerPage: hitsPerPage > 0 ? hitsPerPage : DEFAULT_HITS_PER_PAGE }
  if (presetFilter) params.filters = presetFilter
  return params
}

export type PageWidgetOptions = {
  indexName: string
  configure: ConfigureParams
  sortItems: { label: string; value: string }[]
  /** The site has a special-feature filter (SpecialFeatureFilter). */
  specialFeature: boolean
}

/** The page's widgets' options, the same for the server's answer, the static tree and the live tree. */
export function pageWidgetOptions(
  config: Pick<SearchClientConfig, 'indexName' | 'hitsPerPage'>,
  site: Pick<SiteUi, 'specialFeature'>,
  presetFilter: string | undefined,
): PageWidgetOptions {
  return {
    indexName: config.indexName,
    configure: configureParams(config.hitsPerPage, presetFilter),
    sortItems: sortItemsFor(config),
    specialFeature: Boolean(site.specialFeature),
  }
}

/** The widget parts of a connector's widget this module calls (instantsearch.js types them per connector). */
export type PageWidget = {
  getWidgetSearchParameters?: (state: SearchParameters, options: { uiState: Record<string, unknown> }) => SearchParameters
  getWidgetUiState?: (uiState: Record<string, unknown>, options: { searchParameters: SearchParameters; helper: unknown }) => Record<string, unknown>
}

const noop = () => {}

/** Refinement lists with "Show more" (RefinementFacet), by attribute, with their visible limit. */
const SHOW_MORE_LISTS: ReadonlyArray<[string, number]> = [
  [ATTR.carType, FACET_LIMIT],
  [ATTR.itemType, FACET_LIMIT],
  [ATTR.model, 10],
  [ATTR.badge, FACET_LIMIT],
  [ATTR.fuel, FACET_LIMIT],
  [ATTR.transmission, FACET_LIMIT],
  [ATTR.drive, FACET_LIMIT],
  [ATTR.colour, FACET_LIMIT],
  [ATTR.seats, FACET_LIMIT],
  [ATTR.location, FACET_LIMIT],
  [ATTR.state, FACET_LIMIT],
  [ATTR.tag, FACET_LIMIT],
]

/** The widgets of a search page, in the order the page mounts them. */
export function searchPageWidgets(options: PageWidgetOptions): PageWidget[] {
  // The connectors' widget types differ per connector; this module only calls the two methods above.
  const widget = (w: unknown) => w as PageWidget
  const list = (attribute: string, limit: number) => widget(connectRefinementList(noop)({ attribute, limit }))
  const showMoreList = (attribute: string, limit: number) =>
    widget(connectRefinementList(noop)({ attribute, limit, showMore: true, showMoreLimit: SHOW_MORE_LIMIT }))
  const range = (attribute: string) => widget(connectRange(noop)({ attribute }))
  const lists = new Map(SHOW_MORE_LISTS)
  const facet = (attribute: string) => showMoreList(attribute, lists.get(attribute) ?? FACET_LIMIT)
  return [
    widget(connectConfigure(noop)({ searchParameters: options.configure })),
    widget(connectStats(noop)({})),
    widget(connectSearchBox(noop)({})),
    widget(connectSortBy(noop)({ items: options.sortItems })),
    facet(ATTR.carType),
    facet(ATTR.itemType),
    ...(options.specialFeature ? [list(ATTR.specialFeature, 2)] : []),
    list(ATTR.make, 200),
    facet(ATTR.model),
    facet(ATTR.badge),
    range(ATTR.price),
    list(ATTR.body, 100),
    range(ATTR.year),
    range(ATTR.km),
    facet(ATTR.fuel),
    facet(ATTR.transmission),
    facet(ATTR.drive),
    facet(ATTR.colour),
    facet(ATTR.seats),
    facet(ATTR.location),
    facet(ATTR.state),
    facet(ATTR.tag),
    list(ATTR.dealership, 1),
    widget(connectCurrentRefinements(noop)({ excludedAttributes: [] })),
    widget(connectHits(noop)({})),
    widget(connectPagination(noop)({ padding: PAGINATION_PADDING })),
  ]
}

/** The search parameters the widgets derive from an index UI state (InstantSearch's index widget does the same). */
export function searchParametersFor(widgets: readonly PageWidget[], indexName: string, uiState: SearchUiState): SearchParameters {
  const initial = new algoliasearchHelper.SearchParameters({ index: indexName })
  const ui = uiState as Record<string, unknown>
  return widgets.reduce((state, w) => (w.getWidgetSearchParameters ? w.getWidgetSearchParameters(state, { uiState: ui }) : state), initial)
}

/** The index UI state the widgets read back from search parameters (for URLs). */
export function uiStateFor(widgets: readonly PageWidget[], state: SearchParameters): SearchUiState {
  // The helper's type wants a search client; this helper only reads state and never searches.
  const helper = algoliasearchHelper({} as never, state.index, state)
  return widgets.reduce<Record<string, unknown>>(
    (ui, w) => (w.getWidgetUiState ? w.getWidgetUiState(ui, { searchParameters: state, helper }) : ui),
    {},
  ) as SearchUiState
}

/** The page's UI state from its query string, as the live UI's router reads it. */
export function uiStateFromSearch(search: string, indexName: string): SearchUiState {
  return queryToState(search, { indexName })
}

/**
 * A URL for an index UI state on the page at `location`, built by the live UI's router (relative:
 * the same on the server and in the browser; parameters that are not search state are kept).
 */
export function searchStateUrl(uiState: SearchUiState, indexName: string, location: { pathname: string; search: string }): string {
  const { router } = createSearchRouting({ indexName })
  return router.createURL({
    routeState: stateToRoute({ [indexName]: uiState }, { indexName }),
    location: { pathname: location.pathname, search: location.search, hash: '', origin: '' },
  })
}
