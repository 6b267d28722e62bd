/**
 * Which saved searches a set of changed cars matches, decided by the search engine itself with
 * the query the search page sends for the saved URL: the page's widgets turn the saved path's
 * fixed scope and query string into InstantSearch's request (src/components/search/searchWidgets.ts,
 * the same builder the server-rendered page uses), the site's base filter is ANDed on as for any
 * shopper's search (src/search/siteQuery.ts), and the engine answers it over the changed cars only.
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
import { createEngine, type SearchEngine } from '@/search/engine'
import { engineSettings, INDEX_NAMES, type IndexRecord } from '@/search/index'
import { pageWidgetOptions, searchPageWidgets, searchParametersFor, uiStateFromSearch } from '@/components/search/searchWidgets'

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

const widgetCache = new Map<string, ReturnType<typeof searchPageWidgets>>()

/** The search page's main query for a saved URL (its hits query: refinements, ranges, text). */
export function pageQueryFor(search: Pick<MatchableSearch, 'query' | 'presetFilter'>, indexName: string = INDEX_NAMES.primary): Record<string, unknown> {
  const preset = search.presetFilter || undefined
  const key = `${indexName}\n${preset ?? ''}`
  let widgets = widgetCache.get(key)
  if (!widgets) {
    widgets = searchPageWidgets(pageWidgetOptions({ indexName, hitsPerPage: 21 }, { specialFeature: true }, preset))
    if (widgetCache.size > 500) widgetCache.clear()
    widgetCache.set(key, widgets)
  }
  const state = searchParametersFor(widgets, indexName, uiStateFromSearch(search.query ? `?${search.query}` : '', indexName))
  return buildQueries(indexName, state)[0]?.params ?? {}
}

/** An engine holding only these records, with the live index's settings. */
export function changedCarsEngine(records: readonly IndexRecord[]): SearchEngine {
  const engine = createEngine({ ...engineSettings(), filterCacheSize: 4096, resultCacheSize: 0 })
  engine.saveObjects(records)
  return engine
}

/** The changed cars (ids) each search matches, per the engine; `baseFilters` by site id (a site without one matches nothing). */
export function matchSearches(
  engine: SearchEngine,
  searches: readonly MatchableSearch[],
  baseFilters: ReadonlyMap<number, string>,
  indexName: string = INDEX_NAMES.primary,
): SearchMatch[] {
  const out: SearchMatch[] = []
  const queries = new Map<string, Record<string, unknown>>()
  for (const search of searches) {
    const base = baseFilters.get(search.siteId)
    if (!base) continue
    const key = `${search.presetFilter ?? ''}\n${search.query}`
    let params = queries.get(key)
    if (!params) {
      params = pageQueryFor(search, indexName)
      queries.set(key, params)
    }
    const own = typeof params.filters === 'string' && params.filters.trim() !== '' ? ` AND (${params.filters})` : ''
    const savedAt = Math.floor(search.createdAtMs / 1000)
    const result = engine.search(indexName, {
      ...params,
      filters: `(${base})${own}`,
      facets: [],
      page: 0,
      hitsPerPage: MATCH_BATCH,
      attributesToRetrieve: ['objectID', 'created_at'],
      attributesToHighlight: [],
      attributesToSnippet: [],
      analytics: false,
    })
    for (const hit of result.hits) {
      if (Number(hit.created_at) >= savedAt) out.push({ searchId: search.id, vehicleId: Number(hit.objectID) })
    }
  }
  return out
}
