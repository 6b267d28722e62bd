/**
 * Index configuration: searchable attributes, facets, custom ranking, and the indices (the primary
 * index and its sort replicas) the engine answers for. All of it can be replaced through
 * `createEngine(options)`; these are the platform's defaults (DESIGN.md "Search contract").
 */

import { DEFAULT_SEARCH_INDEX, searchIndexNames } from '@/lib/constants'

const DEFAULT_INDEX_NAME = DEFAULT_SEARCH_INDEX
const DEFAULT_NAMES = searchIndexNames(DEFAULT_INDEX_NAME)

/** Ordered by priority: a match in an earlier attribute ranks higher. */
export const DEFAULT_SEARCHABLE_ATTRIBUTES: readonly string[] = [
  'make',
  'model',
  'badge',
  'series',
  'year',
  'colour',
  'stocknum',
  'name',
]

/**
 * Facets: the SPEC.md §3 search-state arrays, plus filter-only attributes used by the base filter and
 * stock scope. `filterOnly(...)` attributes are not counted for `facets: ['*']`.
 */
export const DEFAULT_ATTRIBUTES_FOR_FACETING: readonly string[] = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'filterOnly(show_on_dealer_website)',
  'filterOnly(dealership_slug)',
  'filterOnly(dealership_id)',
  'filterOnly(location_id)',
  'filterOnly(stocknum)',
  'filterOnly(simple_body)',
  'filterOnly(simple_fuel)',
  'filterOnly(simple_transmission)',
  'filterOnly(simple_drive)',
  'filterOnly(sold_date_timestamp)',
]

const DEFAULT_CUSTOM_RANKING: readonly string[] = ['desc(custom_rank)']

/**
 * One criterion of an index's ranking:
 * - `'relevance'`: textual relevance of the query (best matching attribute, then exact words);
 *   a no-op for an empty query;
 * - `'custom'`: the `customRanking` setting, expanded in place;
 * - `'asc(attr)'` / `'desc(attr)'`: sort on a numeric attribute (records without it come last;
 *   ISO date strings are read as epoch milliseconds).
 * Ties after all criteria keep insertion order.
 */
type RankingCriterion = 'relevance' | 'custom' | `asc(${string})` | `desc(${string})`

export interface IndexConfig {
  ranking: readonly RankingCriterion[]
}

/** Primary index (relevance then custom_rank) and the three sort replicas. */
export const DEFAULT_INDICES: Readonly<Record<string, IndexConfig>> = {
  [DEFAULT_NAMES.primary]: { ranking: ['relevance', 'custom'] },
  [DEFAULT_NAMES.latest]: { ranking: ['desc(created_at)', 'relevance', 'custom'] },
  [DEFAULT_NAMES.priceDesc]: { ranking: ['desc(price)', 'relevance', 'custom'] },
  [DEFAULT_NAMES.priceAsc]: { ranking: ['asc(price)', 'relevance', 'custom'] },
}

export interface EngineSettings {
  searchableAttributes: readonly string[]
  attributesForFaceting: readonly string[]
  customRanking: readonly string[]
  indices: Readonly<Record<string, IndexConfig>>
  /** Algolia's paginationLimitedTo: hits beyond this rank are never returned (default 1000). */
  paginationLimitedTo: number
  /** hitsPerPage when a query gives none (Algolia: 20). */
  defaultHitsPerPage: number
}

export const DEFAULT_SETTINGS: Readonly<EngineSettings> = {
  searchableAttributes: DEFAULT_SEARCHABLE_ATTRIBUTES,
  attributesForFaceting: DEFAULT_ATTRIBUTES_FOR_FACETING,
  customRanking: DEFAULT_CUSTOM_RANKING,
  indices: DEFAULT_INDICES,
  paginationLimitedTo: 1000,
  defaultHitsPerPage: 20,
}

const MODIFIER = /^\s*(\w+)\((.*)\)\s*$/

export interface FacetAttribute {
  attribute: string
  filterOnly: boolean
  searchable: boolean
}

/** `filterOnly(x)`, `searchable(x)`, `afterDistinct(searchable(x))` -> name and flags. */
export function parseFacetAttribute(spec: string): FacetAttribute {
  let s = spec.trim()
  let filterOnly = false
  let searchable = false
  for (let m = MODIFIER.exec(s); m; m = MODIFIER.exec(s)) {
    const mod = m[1]
    if (mod === 'filterOnly') filterOnly = true
    else if (mod === 'searchable') searchable = true
    s = m[2].trim()
  }
  return { attribute: s, filterOnly, searchable }
}

/**
 * searchableAttributes -> [attribute, priority]. `unordered(x)` is accepted; `"a,b"` gives both the
 * same priority (as Algolia).
 */
export function parseSearchableAttributes(specs: readonly string[]): Array<{ attribute: string; rank: number }> {
  const out: Array<{ attribute: string; rank: number }> = []
  specs.forEach((spec, rank) => {
    let s = spec.trim()
    for (let m = MODIFIER.exec(s); m; m = MODIFIER.exec(s)) s = m[2].trim()
    for (const part of s.split(',')) {
      const attribute = part.trim()
      if (attribute !== '') out.push({ attribute, rank: Math.min(rank, 254) })
    }
  })
  return out
}

type SortKey = { attribute: string; direction: 'asc' | 'desc' }
export type ExpandedCriterion = { kind: 'relevance' } | ({ kind: 'sort' } & SortKey)

const SORT = /^\s*(asc|desc)\((.+)\)\s*$/

function parseSortKey(spec: string): SortKey | null {
  const m = SORT.exec(spec)
  if (!m) return null
  return { direction: m[1] as 'asc' | 'desc', attribute: m[2].trim() }
}

/** Expand `custom` and validate; unknown criteria are ignored. */
export function expandRanking(ranking: readonly string[], customRanking: readonly string[]): ExpandedCriterion[] {
  const out: ExpandedCriterion[] = []
  const push = (spec: string) => {
    if (spec === 'relevance') {
      if (!out.some((c) => c.kind === 'relevance')) out.push({ kind: 'relevance' })
      return
    }
    const key = parseSortKey(spec)
    if (key) out.push({ kind: 'sort', ...key })
  }
  for (const spec of ranking) {
    if (spec === 'custom') customRanking.forEach(push)
    else push(spec)
  }
  return out
}
