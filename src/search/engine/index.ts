/**
 * Embedded search engine: answers Algolia search parameters (query, filters, facetFilters,
 * numericFilters, facets, page, hitsPerPage, ...) in Algolia's response format from records held in
 * memory, so react-instantsearch works against the app's own endpoint when Algolia is not
 * configured (DESIGN.md "Search contract").
 *
 *   const engine = createEngine({ records })
 *   engine.search('Car_production', { query: 'toy cor', facets: ['*'], hitsPerPage: 21 })
 *   engine.multiSearch({ requests: [{ indexName: 'Car_production', params: 'query=hilux' }] })
 *
 * Errors: FilterSyntaxError (HTTP 400) for unparsable filters, UnknownIndexError (HTTP 404) for an
 * index that is neither the primary index nor a replica; any other bad input falls back to defaults.
 */
export { createEngine, SearchEngine } from './engine'
export type { MultiSearchBody, MultiSearchRequest, MultiSearchResponse, SearchResponse } from './responses'
export {
  DEFAULT_INDICES,
  DEFAULT_SEARCHABLE_ATTRIBUTES,
  type EngineSettings,
  type IndexConfig,
} from './config'
export { FilterSyntaxError, SearchEngineError, UnknownAttributeError, UnknownIndexError } from './errors'
export { parseFilters, parseNumericFilter } from './filters'
export { parseFacetFilter, parseFilterList } from './filterLists'
export { DEFAULT_FILTER_LIMITS, filterToString, type FilterNode } from './filterTree'
export { MAX_QUERY_LENGTH, parseSearchParams } from './params'
