/**
 * Which saved searches a set of changed cars matches, decided by the search engine itself with
 * the query the search page sends for the saved URL: the saved path's fixed scope and the URL's
 * search state become InstantSearch's request through its own request builder (the one the
 * server-rendered page uses; a unit test holds the two queries equal), the site's base filter is
 * ANDed on as for any shopper's search (src/search/siteQuery.ts), and the engine answers it over
 * the changed cars only.
 * So a car in an alert is a car the alert's link shows.
 *
 * A match counts only for a car listed after the search was saved (`created_at`, the record's
 * listing time): a search tells about new cars, not the stock that was there when it was saved.
 *
 * No I/O: the job (./matchJob.ts) and the benchmark (bench/alerts.ts) give it records and searches.
 */
// The helper's query builder (InstantSearch sends exactly these queries); CommonJS, untyped.
// @ts-expect-error no types for the helper's internal module
import requestBuilder from 'algoliasearch-helper/src/requestBuilder'
import algoliasearchHelper from 'algoliasearch-helper'
import { createEngine, type SearchEngine } from '@/search/engine'
import { engineSettings, INDEX_NAMES, type IndexRecord } from '@/search/index'
import { queryToState } from '@/search/urlState'

type Query = { indexName: string; params: Record<string, unknown> }
const buildQueries = (requestBuilder as { _getQueries(index: string, state: unknown): Query[] })._getQueries

export type MatchableSearch = {
  id: number
  siteId: number
  path: string
  query: string
  presetFilter: string | null
  /** When it was saved (epoch ms): only cars listed after it match. */
  createdAtMs: number
}

export type SearchMatch = { searchId: number; vehicleId: number }

/** The most changed cars matched in one engine (the engine's page size limit). */
export const MATCH_BATCH = 1000

/**
 * The refinement lists the search page mounts (src/stock/ui/searchWidgets.ts): a URL's
 * refinement of anything else (e.g. the legacy `refinementList[year][]`) is not applied by the page,
 * so not by the alert either. tests/unit/alerts/alerts.test.ts holds this query against the page's.
 */
const PAGE_REFINEMENT_LISTS: readonly string[] = [
  'car_type', 'item_type', 'special_feature', 'make', 'model', 'badge', 'body', 'simple_fuel', 'simple_transmission',
  'simple_drive', 'colour', 'seats', 'location_name', 'state', 'tag', 'dealership_slug',
]

/** The range widgets in the page's order (the order of the query's numeric filters). */
const PAGE_RANGES = ['price', 'year', 'km'] as const

/** `min:max` of a range refinement as the range widget's numeric refinements. */
function numericRefinements(range: Record<string, string>): Record<string, Record<string, number[]>> {
  const out: Record<string, Record<string, number[]>> = {}
  for (const attribute of PAGE_RANGES) {
    const value = range[attribute]
    if (value === undefined) continue
    const [min = '', max = ''] = value.split(':')
    const bounds: Record<string, number[]> = {}
    if (min !== '' && Number.isFinite(Number(min))) bounds['>='] = [Number(min)]
    if (max !== '' && Number.isFinite(Number(max))) bounds['<='] = [Number(max)]
    if (Object.keys(bounds).length) out[attribute] = bounds
  }
  return out
}

/**
 * The search page's main query for a saved URL (its hits query: the page's fixed scope, refinements,
 * ranges, text), built by InstantSearch's own request builder from the URL's search state.
 */
export function pageQueryFor(search: Pick<MatchableSearch, 'query' | 'presetFilter'>, indexName: string = INDEX_NAMES.primary): Record<string, unknown> {
  const ui = queryToState(search.query ? `?${search.query}` : '', { indexName })
  const lists = Object.fromEntries(Object.entries(ui.refinementList ?? {}).filter(([attribute]) => PAGE_REFINEMENT_LISTS.includes(attribute)))
  const state = new algoliasearchHelper.SearchParameters({
    index: indexName,
    query: ui.query ?? '',
    ...(search.presetFilter ? { filters: search.presetFilter } : {}),
    disjunctiveFacets: Object.keys(lists),
    disjunctiveFacetsRefinements: lists,
    numericRefinements: numericRefinements(ui.range ?? {}),
  })
  return buildQueries(indexName, state)[0]?.params ?? {}
}

/** An engine holding only these records, with the live index's settings. */
export function changedCarsEngine(records: readonly IndexRecord[]): SearchEngine {
  const engine = createEngine({ ...engineSettings(), filterCacheSize: 4096, resultCacheSize: 0 })
  engine.saveObjects(records)
  return engine
}

/**
 * The changed cars (ids) each search matches, per the engine; `baseFilters` by site id (a site
 * without one matches nothing). Searches with the same site, page and query (shoppers often save
 * the same search) are answered by one engine search.
 */
export function matchSearches(
  engine: SearchEngine,
  searches: readonly MatchableSearch[],
  baseFilters: ReadonlyMap<number, string>,
  indexName: string = INDEX_NAMES.primary,
): SearchMatch[] {
  const groups = new Map<string, MatchableSearch[]>()
  for (const search of searches) {
    if (!baseFilters.has(search.siteId)) continue
    const key = `${search.siteId}\n${search.presetFilter ?? ''}\n${search.query}`
    const group = groups.get(key)
    if (group) group.push(search)
    else groups.set(key, [search])
  }
  const out: SearchMatch[] = []
  for (const group of groups.values()) {
    const first = group[0] as MatchableSearch
    const params = pageQueryFor(first, indexName)
    const own = typeof params.filters === 'string' && params.filters.trim() !== '' ? ` AND (${params.filters})` : ''
    const result = engine.search(indexName, {
      ...params,
      filters: `(${baseFilters.get(first.siteId)})${own}`,
      facets: [],
      page: 0,
      hitsPerPage: MATCH_BATCH,
      attributesToRetrieve: ['objectID', 'created_at'],
      attributesToHighlight: [],
      attributesToSnippet: [],
      analytics: false,
    })
    const hits = result.hits.map((hit) => ({ id: Number(hit.objectID), listedAt: Number(hit.created_at) }))
    for (const search of group) {
      const savedAt = Math.floor(search.createdAtMs / 1000)
      for (const hit of hits) if (hit.listedAt >= savedAt) out.push({ searchId: search.id, vehicleId: hit.id })
    }
  }
  return out
}
