/**
 * The search index contract (DESIGN.md "Search contract"): one small interface, two adapters —
 * Algolia (`./algolia.ts`) and the embedded engine (`./embedded.ts`); `./provider.ts` picks one.
 *
 * Records are SPEC.md §3 Car fields (see `./record.ts`), `objectID` = vehicle id, ranked by
 * `custom_rank` desc. Default index `Car_production` (env `ALGOLIA_INDEX`), with sort replicas
 * `_latest`, `_price_desc` and `_price_asc`.
 *
 * This module holds no I/O: it is safe to import from scripts, jobs and tests.
 */
import type { EngineSettings, IndexConfig, MultiSearchRequest, MultiSearchResponse } from './engine'
import { DEFAULT_SEARCH_INDEX, searchIndexNames } from '@/lib/constants'

export type IndexRecord = Record<string, unknown> & { objectID: string }

export interface SearchIndex {
  /** 'algolia' or 'embedded'. */
  readonly kind: 'algolia' | 'embedded'
  /** The primary index name, e.g. `Car_production`. */
  readonly name: string
  /** Add or replace records by objectID. */
  saveObjects(records: readonly IndexRecord[]): Promise<void>
  /** Remove records; unknown ids are ignored. */
  deleteObjects(objectIDs: ReadonlyArray<string | number>): Promise<void>
  /** Replace every record at once (a rebuild). */
  replaceAll(records: readonly IndexRecord[]): Promise<void>
  /**
   * Algolia's multi-query: `{ indexName, params }` requests in, `{ results }` out. No site scope is
   * added here: callers that answer shoppers add the site's base filter (see `./siteQuery.ts`).
   */
  multiSearch(requests: readonly MultiSearchRequest[]): Promise<MultiSearchResponse>
}

/** The primary index name: env ALGOLIA_INDEX, default `Car_production`. */
export const INDEX_NAME: string = (typeof process !== 'undefined' && process.env?.ALGOLIA_INDEX) || DEFAULT_SEARCH_INDEX

export interface IndexNames {
  primary: string
  latest: string
  priceDesc: string
  priceAsc: string
}

/** The primary index and its sort replicas. */
export function indexNames(primary: string = INDEX_NAME): IndexNames {
  return searchIndexNames(primary)
}

export const INDEX_NAMES: IndexNames = indexNames()

/**
 * Ordered by priority (SPEC.md §3 Car: make, model, badge, series, year, colour, stock number),
 * then the body type key (suv, ute, sedan, hatch…), so a shopper's "white suv" in the home page's
 * search box finds white SUVs (issue 32).
 */
const SEARCHABLE_ATTRIBUTES: readonly string[] = ['make', 'model', 'badge', 'series', 'year', 'colour', 'stocknum', 'body']

/** Facets counted for the search page (SPEC.md §3 Search state, DESIGN.md facets). */
const FACET_ATTRIBUTES: readonly string[] = [
  'make',
  'model',
  'badge',
  'year',
  'price',
  'km',
  'body',
  'simple_fuel',
  'simple_transmission',
  'simple_drive',
  'colour',
  'seats',
  'location_name',
  'state',
  'car_type',
  'tag',
  'item_type',
  'dealership_slug',
  'status',
  // further SPEC.md §3 search-state arrays the records carry
  'make_model',
  'price_range',
  'city',
  'dealership_name',
  'subscription_price',
  // SPEC.md §4 special feature (rules/specialFeature): the search filter named by the site's label
  'special_feature',
]

/** Attributes that only filter (the base filter and stock scope); never counted. */
const FILTER_ONLY_ATTRIBUTES: readonly string[] = [
  'show_on_dealer_website',
  'stocknum',
  'sold_date_timestamp',
  'site_id',
  'dealership_id',
  'location_id',
  'sold',
  'reserved',
  'certified',
]

/** Algolia's attributesForFaceting: counted facets, then `filterOnly(...)` ones. */
const ATTRIBUTES_FOR_FACETING: readonly string[] = [
  ...FACET_ATTRIBUTES.map((a) => (a === 'make' || a === 'model' ? `searchable(${a})` : a)),
  ...FILTER_ONLY_ATTRIBUTES.map((a) => `filterOnly(${a})`),
]

const CUSTOM_RANKING: readonly string[] = ['desc(custom_rank)']

/** Algolia's default ranking criteria; sort replicas put their sort first. */
const ALGOLIA_DEFAULT_RANKING: readonly string[] = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

/** How each replica sorts (DESIGN.md: latest, highest price, lowest price). */
function replicaSorts(names: IndexNames = INDEX_NAMES): Record<string, string> {
  return { [names.latest]: 'desc(created_at)', [names.priceDesc]: 'desc(sort_price)', [names.priceAsc]: 'asc(sort_price)' }
}

/** Algolia settings of the primary index. */
export function primaryIndexSettings(names: IndexNames = INDEX_NAMES) {
  return {
    searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
    attributesForFaceting: [...ATTRIBUTES_FOR_FACETING],
    customRanking: [...CUSTOM_RANKING],
    replicas: [names.latest, names.priceDesc, names.priceAsc],
    paginationLimitedTo: 1000,
    maxValuesPerFacet: 200,
    hitsPerPage: 21,
  }
}

/** Algolia settings of each sort replica (standard replicas: exhaustive sort). */
export function replicaIndexSettings(names: IndexNames = INDEX_NAMES): Record<string, { ranking: string[]; customRanking: string[] }> {
  const out: Record<string, { ranking: string[]; customRanking: string[] }> = {}
  for (const [replica, sort] of Object.entries(replicaSorts(names))) {
    out[replica] = { ranking: [sort, ...ALGOLIA_DEFAULT_RANKING], customRanking: [...CUSTOM_RANKING] }
  }
  return out
}

/** The same contract for the embedded engine (`createEngine(engineSettings())`). */
export function engineSettings(names: IndexNames = INDEX_NAMES): Partial<EngineSettings> {
  const indices: Record<string, IndexConfig> = {
    [names.primary]: { ranking: ['relevance', 'custom'] },
    [names.latest]: { ranking: ['desc(created_at)', 'relevance', 'custom'] },
    [names.priceDesc]: { ranking: ['desc(sort_price)', 'relevance', 'custom'] },
    [names.priceAsc]: { ranking: ['asc(sort_price)', 'relevance', 'custom'] },
  }
  return {
    searchableAttributes: SEARCHABLE_ATTRIBUTES,
    attributesForFaceting: ATTRIBUTES_FOR_FACETING,
    customRanking: CUSTOM_RANKING,
    indices,
    paginationLimitedTo: 1000,
    defaultHitsPerPage: 21,
  }
}

/** Shoppers never get more than this many hits per page (the endpoint clamps hitsPerPage / length). */
export const MAX_SHOPPER_HITS_PER_PAGE = 100
