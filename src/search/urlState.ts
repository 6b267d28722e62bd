/**
 * Search state in the URL (DESIGN.md "Search contract": "The URL carries InstantSearch's state:
 * `query`, `page`, `sortBy`, `refinementList[attr][]`, `range[attr]=min:max`"; SPEC.md §2 "Price
 * menu values are rewritten to range[price]=min:max, with dollar signs and commas removed").
 * Client-safe and pure: used by the InstantSearch router in the browser and by server components
 * reading `searchParams`.
 *
 *   /cars/?query=hilux&page=2&sortBy=Car_production_price_asc
 *         &refinementList[make][]=Toyota&refinementList[make][]=Mazda&range[price]=10000:20000
 *
 * Reading is lenient and never throws: unknown attributes, unknown sort names and bad values are
 * dropped; `page` must be a positive integer (1 = first page, omitted when writing); range values
 * go through rules/priceMenu (so `range[price]=$10,000 - $20,000` becomes `10000:20000`);
 * `refinementList[attr][0]=x` (qs's indexed form) is read like `refinementList[attr][]=x`.
 *
 * Routing: `createSearchRouting({ indexName })` gives react-instantsearch-nextjs's `routing` prop
 * ({ router: { createURL, parseURL }, stateMapping }). Per algolia/instantsearch PR #6477 the
 * router callbacks may receive `currentURL` instead of `location`; both are accepted.
 */
import { formatRangeParam, normaliseRange, parsePriceMenuValue, parseRangeParam, type NumericRange } from '../rules/priceMenu'
import { DEFAULT_SEARCH_INDEX, searchIndexNames } from '@/lib/constants'
import type { StateMapping, UiState } from 'instantsearch.js'

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

/** The URL-synced part of InstantSearch's index UI state. */
export interface SearchUiState {
  query?: string
  /** 1-based (InstantSearch's UI state); 1 is never written. */
  page?: number
  sortBy?: string
  refinementList?: Record<string, string[]>
  range?: Record<string, string>
}

export interface UrlStateOptions {
  /** The primary index (default Car_production): decides which sortBy values exist. */
  indexName?: string
}

export const MAX_QUERY_LENGTH = 512
const MAX_PAGE = 1000
const MAX_VALUES_PER_ATTRIBUTE = 50
const MAX_VALUE_LENGTH = 100

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

function cleanQuery(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value
  if (typeof v !== 'string' && typeof v !== 'number') return undefined
  const text = String(v).replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, MAX_QUERY_LENGTH)
  return text.trim() === '' ? undefined : text
}

function cleanPage(value: unknown): number | undefined {
  const v = Array.isArray(value) ? value[0] : value
  let n: number
  if (typeof v === 'number') n = v
  else if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) n = Number(v)
  else return undefined
  if (!Number.isInteger(n) || n < 1) return undefined
  return Math.min(n, MAX_PAGE)
}

function cleanSortBy(value: unknown, indexName: string): string | undefined {
  const v = Array.isArray(value) ? value[0] : value
  if (typeof v !== 'string') return undefined
  const options = sortOptions(indexName)
  const hit = options.find((o) => o.value === v) ?? options.find((o) => o.key === v)
  if (!hit || hit.key === 'relevance') return undefined
  return hit.value
}

function cleanValues(values: unknown): string[] {
  const list = Array.isArray(values) ? values : [values]
  const out: string[] = []
  for (const v of list) {
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') continue
    const text = String(v).trim()
    if (text === '' || text.length > MAX_VALUE_LENGTH || out.includes(text)) continue
    out.push(text)
    if (out.length >= MAX_VALUES_PER_ATTRIBUTE) break
  }
  return out
}

const MAX_RANGE_VALUE = 1e9

function boundOk(n: number | undefined): boolean {
  return n === undefined || (Number.isFinite(n) && Math.abs(n) <= MAX_RANGE_VALUE)
}

/** A `range[attr]` value as "min:max" (either side may be empty), or undefined when unreadable. */
function cleanRangeValue(attribute: string, value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value
  if (typeof v !== 'string' && typeof v !== 'number') return undefined
  const range: NumericRange | null = attribute === 'price' ? parsePriceMenuValue(String(v)) : parseRangeParam(String(v))
  if (!range || !boundOk(range.min) || !boundOk(range.max)) return undefined
  const text = formatRangeParam(range)
  return text === '' ? undefined : text
}

/** Merge price menu values (e.g. `price_range` buckets) into one envelope range. */
function envelope(values: readonly string[]): string | undefined {
  let min: number | undefined = Infinity
  let max: number | undefined = -Infinity
  let any = false
  for (const v of values) {
    const r = parsePriceMenuValue(v)
    if (!r) continue
    any = true
    min = r.min === undefined || min === undefined ? undefined : Math.min(min, r.min)
    max = r.max === undefined || max === undefined ? undefined : Math.max(max, r.max)
  }
  if (!any) return undefined
  const text = formatRangeParam(normaliseRange({ min: min === Infinity ? undefined : min, max: max === -Infinity ? undefined : max }))
  return text === '' ? undefined : text
}

/** Validate an index UI state (from InstantSearch or a URL): only known keys and sane values survive. */
function sanitizeUiState(state: unknown, options: UrlStateOptions = {}): SearchUiState {
  const indexName = options.indexName ?? DEFAULT_INDEX_NAME
  if (!isObject(state)) return {}
  const out: SearchUiState = {}
  const query = cleanQuery(state.query)
  if (query !== undefined) out.query = query
  const page = cleanPage(state.page)
  if (page !== undefined && page > 1) out.page = page
  const sortBy = cleanSortBy(state.sortBy, indexName)
  if (sortBy) out.sortBy = sortBy

  const refinements: Record<string, string[]> = {}
  const priceMenu: string[] = []
  if (isObject(state.refinementList)) {
    for (const [attr, values] of Object.entries(state.refinementList)) {
      if (attr === 'price' || attr === 'price_range') {
        priceMenu.push(...cleanValues(values))
        continue
      }
      if (!REFINEMENT_ATTRIBUTES.includes(attr)) continue
      const clean = cleanValues(values)
      if (clean.length > 0) refinements[attr] = clean
    }
  }
  const ordered: Record<string, string[]> = {}
  for (const attr of REFINEMENT_ATTRIBUTES) if (refinements[attr]) ordered[attr] = refinements[attr]
  if (Object.keys(ordered).length > 0) out.refinementList = ordered

  const ranges: Record<string, string> = {}
  if (isObject(state.range)) {
    for (const attr of RANGE_ATTRIBUTES) {
      const value = cleanRangeValue(attr, state.range[attr])
      if (value !== undefined) ranges[attr] = value
    }
  }
  if (ranges.price === undefined && priceMenu.length > 0) {
    const value = envelope(priceMenu)
    if (value !== undefined) ranges.price = value
  }
  const orderedRanges: Record<string, string> = {}
  for (const attr of RANGE_ATTRIBUTES) if (ranges[attr] !== undefined) orderedRanges[attr] = ranges[attr]
  if (Object.keys(orderedRanges).length > 0) out.range = orderedRanges
  return out
}

const enc = (text: string) => encodeURIComponent(text)
const encRange = (text: string) => encodeURIComponent(text).replace(/%3A/gi, ':')

/** The query string (no leading "?") for a UI state: query, page, sortBy, refinementList, range. */
export function stateToQuery(state: SearchUiState, options: UrlStateOptions = {}): string {
  const s = sanitizeUiState(state, options)
  const parts: string[] = []
  if (s.query !== undefined) parts.push(`query=${enc(s.query)}`)
  if (s.page !== undefined) parts.push(`page=${s.page}`)
  if (s.sortBy !== undefined) parts.push(`sortBy=${enc(s.sortBy)}`)
  for (const [attr, values] of Object.entries(s.refinementList ?? {})) {
    for (const v of values) parts.push(`refinementList[${attr}][]=${enc(v)}`)
  }
  for (const [attr, value] of Object.entries(s.range ?? {})) parts.push(`range[${attr}]=${encRange(value)}`)
  return parts.join('&')
}

export type QueryInput = string | URLSearchParams | Record<string, string | string[] | undefined> | null | undefined

/** The (key, value) pairs of any query input; never throws. */
function pairs(input: QueryInput): Array<[string, string]> {
  if (input === null || input === undefined) return []
  if (typeof input === 'string') {
    const text = input.startsWith('?') ? input.slice(1) : input
    try {
      return [...new URLSearchParams(text)]
    } catch {
      return []
    }
  }
  if (input instanceof URLSearchParams) return [...input]
  if (!isObject(input)) return []
  const out: Array<[string, string]> = []
  for (const [key, value] of Object.entries(input)) {
    if (Array.isArray(value)) {
      for (const v of value) if (typeof v === 'string') out.push([key, v])
    } else if (typeof value === 'string') out.push([key, value])
  }
  return out
}

const REFINEMENT_KEY = /^refinementList\[([^\][]{1,64})\](?:\[(\d{0,3})\])?$/
const RANGE_KEY = /^range\[([^\][]{1,64})\]$/

/** True for the URL keys this module owns (createURL keeps every other parameter). */
export function isSearchStateKey(key: string): boolean {
  return key === 'query' || key === 'page' || key === 'sortBy' || REFINEMENT_KEY.test(key) || RANGE_KEY.test(key)
}

/** Read a UI state from a query string, URLSearchParams or Next.js `searchParams`. Never throws. */
export function queryToState(input: QueryInput, options: UrlStateOptions = {}): SearchUiState {
  // null-prototype maps: URL keys such as refinementList[__proto__] are plain data here
  const raw: { query?: string; page?: string; sortBy?: string; refinementList: Record<string, string[]>; range: Record<string, string> } = {
    refinementList: Object.create(null),
    range: Object.create(null),
  }
  for (const [key, value] of pairs(input)) {
    if (key === 'query') raw.query ??= value
    else if (key === 'page') raw.page ??= value
    else if (key === 'sortBy') raw.sortBy ??= value
    else {
      const r = REFINEMENT_KEY.exec(key)
      if (r) {
        const attr = r[1]
        if (!REFINEMENT_ATTRIBUTES.includes(attr) && attr !== 'price' && attr !== 'price_range') continue
        ;(raw.refinementList[attr] ??= []).push(value)
        continue
      }
      const g = RANGE_KEY.exec(key)
      if (g && RANGE_ATTRIBUTES.includes(g[1])) raw.range[g[1]] ??= value
    }
  }
  return sanitizeUiState(raw, options)
}

/** `pathname?query` for a state (e.g. "See more from this dealer" links). */
export function searchUrl(pathname: string, state: SearchUiState, options: UrlStateOptions = {}): string {
  const query = stateToQuery(state, options)
  return query ? `${pathname}?${query}` : pathname
}

/** The parts of a browser URL (window.location, or the router's currentURL) the mapping reads. */
type UrlParts = { pathname?: string; search?: string; hash?: string; origin?: string; protocol?: string; host?: string }

function locationOf(args: { location?: UrlParts; currentURL?: UrlParts | string }): UrlParts {
  const loc = args.currentURL ?? args.location
  if (typeof loc === 'string') {
    try {
      return new URL(loc, 'http://localhost')
    } catch {
      return { pathname: '/', search: '', hash: '' }
    }
  }
  return loc ?? { pathname: '/', search: '', hash: '' }
}

/** InstantSearch's full UI state ({ [indexId]: indexUiState }) → the route state (one flat index state). */
export function stateToRoute(uiState: unknown, options: UrlStateOptions = {}): SearchUiState {
  const indexName = options.indexName ?? DEFAULT_INDEX_NAME
  if (!isObject(uiState)) return {}
  return sanitizeUiState(uiState[indexName], options)
}

function routeToState(route: unknown, options: UrlStateOptions = {}): Record<string, SearchUiState> {
  const indexName = options.indexName ?? DEFAULT_INDEX_NAME
  return { [indexName]: sanitizeUiState(route, options) }
}

/**
 * The `routing` prop for react-instantsearch-nextjs's <InstantSearchNext>. Only createURL /
 * parseURL are set on the router: the library supplies getLocation, push and start itself.
 * Parameters that are not search state (utm_source, …) are kept in created URLs.
 */
export function createSearchRouting(options: UrlStateOptions = {}) {
  const stateMapping: StateMapping<UiState, SearchUiState> = {
    stateToRoute: (uiState) => stateToRoute(uiState, options),
    routeToState: (route) => routeToState(route, options),
  }
  return {
    router: {
      cleanUrlOnDispose: false,
      createURL(args: { routeState: unknown; location?: UrlParts; currentURL?: UrlParts | string }): string {
        const loc = locationOf(args)
        const own = stateToQuery(sanitizeUiState(args.routeState, options), options)
        const foreign: string[] = []
        for (const [key, value] of pairs(loc.search ?? '')) {
          if (!isSearchStateKey(key)) foreign.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
        }
        const query = [own, ...foreign].filter((p) => p !== '').join('&')
        const origin = loc.origin && loc.origin !== 'null' ? loc.origin : ''
        return `${origin}${loc.pathname ?? '/'}${query ? `?${query}` : ''}${loc.hash ?? ''}`
      },
      parseURL(args: { location?: UrlParts; currentURL?: UrlParts | string }): SearchUiState {
        return queryToState(locationOf(args).search ?? '', options)
      },
    },
    stateMapping,
  }
}
