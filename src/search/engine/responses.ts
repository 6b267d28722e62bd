/**
 * What the embedded search engine answers (Algolia's response format) and the options it is built
 * with: the shapes engine.ts and its helpers share.
 */
import type { EngineSettings } from './config'
import type { HighlightPart } from './text'
import type { SearchParams } from './params'

export interface FacetStats {
  min: number
  max: number
  avg: number
  sum: number
}

export type Hit = Record<string, unknown> & {
  objectID: string
  _highlightResult?: Record<string, HighlightPart | HighlightPart[]>
}

export interface SearchResponse {
  hits: Hit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  offset?: number
  length?: number
  facets: Record<string, Record<string, number>>
  facets_stats?: Record<string, FacetStats>
  exhaustiveFacetsCount: true
  exhaustiveNbHits: true
  exhaustive: { facetsCount: true; nbHits: true }
  processingTimeMS: number
  query: string
  params: string
  index: string
  queryID?: string
  renderingContent: Record<string, unknown>
}

interface FacetHit {
  value: string
  highlighted: string
  count: number
}

export interface SearchForFacetValuesResponse {
  facetHits: FacetHit[]
  exhaustiveFacetsCount: true
  processingTimeMS: number
}

/** One entry of a multi-search: `params` (string or object) and/or flat parameters. */
export type MultiSearchRequest = SearchParams & {
  indexName: string
  type?: 'default' | 'facet'
  facet?: string
}

export interface MultiSearchBody {
  requests: MultiSearchRequest[]
  strategy?: string
}

export interface MultiSearchResponse {
  results: Array<SearchResponse | SearchForFacetValuesResponse>
}

export interface EngineOptions extends Partial<EngineSettings> {
  /** Initial records. */
  records?: ReadonlyArray<Record<string, unknown>>
  /** Compiled `filters` / facetFilters / numericFilters values kept (default 256). */
  filterCacheSize?: number
  /** Evaluated bitsets (filters, facet groups, values, query prefixes) kept per index build (default 512). */
  bitsetCacheSize?: number
  /** Whole responses kept (default 0 = off). Cached responses are shared: treat them as read-only. */
  resultCacheSize?: number
}

export interface SaveObjectsResponse {
  objectIDs: string[]
}
