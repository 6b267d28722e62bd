/**
 * What the search page offers (SPEC.md §2 Search results; DESIGN.md "Search contract"): its facets
 * in display order, which attributes the URL may refine as lists or ranges, and the sort options
 * with the index (primary or replica) each one searches.
 */
import { DEFAULT_SEARCH_INDEX, searchIndexNames } from '@/lib/constants'

/** The primary index when none is given (the server's ALGOLIA_INDEX is passed in by callers). */
export const DEFAULT_INDEX_NAME = DEFAULT_SEARCH_INDEX

type FacetWidget = 'refinementList' | 'range'

export interface SearchFacet {
  attribute: string
  label: string
  widget: FacetWidget
  /** Refinable through the URL but not shown as a facet panel (e.g. "See more from this dealer"). */
  hidden?: boolean
}

/** The search page's facets in display order (SPEC.md §2 Search results; DESIGN.md). */
export const SEARCH_FACETS: readonly SearchFacet[] = [
  { attribute: 'make', label: 'Make', widget: 'refinementList' },
  { attribute: 'model', label: 'Model', widget: 'refinementList' },
  { attribute: 'badge', label: 'Badge', widget: 'refinementList' },
  { attribute: 'year', label: 'Year', widget: 'range' },
  { attribute: 'price', label: 'Price', widget: 'range' },
  { attribute: 'km', label: 'Kilometres', widget: 'range' },
  { attribute: 'body', label: 'Body type', widget: 'refinementList' },
  { attribute: 'simple_fuel', label: 'Fuel', widget: 'refinementList' },
  { attribute: 'simple_transmission', label: 'Transmission', widget: 'refinementList' },
  { attribute: 'simple_drive', label: 'Drive', widget: 'refinementList' },
  { attribute: 'colour', label: 'Colour', widget: 'refinementList' },
  { attribute: 'seats', label: 'Seats', widget: 'refinementList' },
  { attribute: 'location_name', label: 'Location', widget: 'refinementList' },
  { attribute: 'state', label: 'State', widget: 'refinementList' },
  { attribute: 'car_type', label: 'Car type', widget: 'refinementList' },
  { attribute: 'tag', label: 'Tag', widget: 'refinementList' },
  { attribute: 'item_type', label: 'Item type', widget: 'refinementList' },
  { attribute: 'dealership_slug', label: 'Dealership', widget: 'refinementList', hidden: true },
  // SPEC.md §4 special feature: shown as one checkbox named by the site (SpecialFeatureFilter).
  { attribute: 'special_feature', label: 'Special feature', widget: 'refinementList', hidden: true },
]

/** Attributes accepted in `refinementList[attr][]` (year also as a list: legacy links). */
export const REFINEMENT_ATTRIBUTES: readonly string[] = [
  ...SEARCH_FACETS.filter((f) => f.widget === 'refinementList').map((f) => f.attribute),
  'year',
]

/** Attributes accepted in `range[attr]=min:max`. */
export const RANGE_ATTRIBUTES: readonly string[] = SEARCH_FACETS.filter((f) => f.widget === 'range').map((f) => f.attribute)

type SortKey = 'relevance' | 'latest' | 'price_desc' | 'price_asc'

export interface SortOption {
  key: SortKey
  label: string
  /** The index name InstantSearch's sortBy uses (the primary index or a replica). */
  value: string
}

/** Most relevant → the primary index; latest, highest price, lowest price → its replicas. */
export function sortOptions(indexName: string = DEFAULT_INDEX_NAME): SortOption[] {
  const names = searchIndexNames(indexName)
  return [
    { key: 'relevance', label: 'Most relevant', value: names.primary },
    { key: 'latest', label: 'Latest', value: names.latest },
    { key: 'price_desc', label: 'Highest price', value: names.priceDesc },
    { key: 'price_asc', label: 'Lowest price', value: names.priceAsc },
  ]
}

export const SORT_OPTIONS: readonly SortOption[] = sortOptions()
