/**
 * The URL-synced search state (query, page, sortBy, refinementList, range) and its validation:
 * only known keys and sane values survive. Unknown attributes, unknown sort names and bad values
 * are dropped; `page` must be a positive integer (1 = first page, never kept); range values go
 * through rules/priceMenu (so `range[price]=$10,000 - $20,000` becomes `10000:20000`) and price
 * menu buckets merge into one price range. Pure; never throws.
 */
import { formatRangeParam, normaliseRange, parsePriceMenuValue, parseRangeParam, type NumericRange } from '../rules/priceMenu'
import { DEFAULT_INDEX_NAME, RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES, sortOptions } from './searchOptions'

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

export const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

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
export function sanitizeUiState(state: unknown, options: UrlStateOptions = {}): SearchUiState {
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
