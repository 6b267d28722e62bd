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
export {
  createEngine,
  ENGINE_FILTER_LIMITS,
  SearchEngine,
  type EngineOptions,
  type FacetHit,
  type FacetStats,
  type Hit,
  type MultiSearchBody,
  type MultiSearchRequest,
  type MultiSearchResponse,
  type SaveObjectsResponse,
  type SearchForFacetValuesResponse,
  type SearchRecord,
  type SearchResponse,
} from './engine'
export {
  DEFAULT_ATTRIBUTES_FOR_FACETING,
  DEFAULT_CUSTOM_RANKING,
  DEFAULT_INDEX_NAME,
  DEFAULT_INDICES,
  DEFAULT_SEARCHABLE_ATTRIBUTES,
  DEFAULT_SETTINGS,
  type EngineSettings,
  type IndexConfig,
  type RankingCriterion,
} from './config'
export { FilterSyntaxError, SearchEngineError, UnknownAttributeError, UnknownIndexError, type FilterParam } from './errors'
export {
  DEFAULT_FILTER_LIMITS,
  filterAttributes,
  filterToString,
  parseFacetFilter,
  parseFilterList,
  parseFilters,
  parseNumericFilter,
  type FilterLimits,
  type FilterNode,
  type NumericOperator,
} from './filters'
export {
  MAX_ATTRIBUTE_LIST,
  MAX_HITS_PER_PAGE,
  MAX_QUERY_LENGTH,
  normalizeSearchParams,
  parseSearchParams,
  serializeParams,
  type NormalizedParams,
  type SearchParams,
} from './params'
export { fold, tokenize } from './text'
