/**
 * Price menu values, `range[attr]=min:max` URL parameters and the price range slider.
 *
 * SPEC.md §2 Query parameters: "Price menu values are rewritten to range[price]=min:max, with
 *   dollar signs and commas removed." and "Search filters travel in the query string as
 *   refinement lists, ranges and page."
 * DESIGN.md Search contract: "The URL carries InstantSearch's state: … `range[attr]=min:max`."
 * SPEC.md §5 Price range slider: "Step 500. The lower handle cannot reach the upper: min stays
 *   at least 1 below max, and the reverse."
 */
import { safeDecode } from '@/lib/slug'

export interface NumericRange {
  min?: number
  max?: number
}

/** SPEC.md §5 "Price range slider: Step 500." */
export const PRICE_SLIDER_STEP = 500

/** SPEC.md §5: "min stays at least 1 below max, and the reverse." */
const SLIDER_MIN_GAP = 1

/**
 * Parse one amount as written in a menu or URL: "$10,000", "10000", "15k", "1.2m".
 * Returns undefined for anything that is not a finite number.
 */
export function parseAmount(raw: string | null | undefined): number | undefined {
  if (typeof raw !== 'string') return undefined
  const cleaned = raw.replace(/[$,\s]/g, '').toLowerCase()
  const match = /^(-?\d+(?:\.\d+)?)([km])?$/.exec(cleaned)
  if (!match) return undefined
  const n = Number(match[1]) * (match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1)
  return Number.isFinite(n) ? n : undefined
}

/** Order a range so that min <= max (swapped input is normalised, never rejected). */
export function normaliseRange(range: NumericRange): NumericRange {
  const { min, max } = range
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min }
  return withoutUndefined({ min, max })
}

/**
 * Parse an InstantSearch `range[attr]` URL value "min:max" (either half may be empty).
 * Tolerant by design (DESIGN.md: no page answers 500 for any input in the URL): a bad half
 * becomes undefined, a value without a colon is a lower bound (InstantSearch's reading),
 * arrays use their first element, swapped bounds are reordered. Never throws.
 */
export function parseRangeParam(raw: unknown): NumericRange {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (typeof value !== 'string' && typeof value !== 'number') return {}
  const text = String(value)
  const colon = text.indexOf(':')
  const minPart = colon === -1 ? text : text.slice(0, colon)
  const maxPart = colon === -1 ? '' : text.slice(colon + 1)
  return normaliseRange({ min: parseAmount(minPart), max: parseAmount(maxPart) })
}

/** Format a range as the InstantSearch URL value: {min:10000,max:20000} → "10000:20000", {max:15000} → ":15000". */
export function formatRangeParam(range: NumericRange): string {
  const { min, max } = normaliseRange(range)
  if (min === undefined && max === undefined) return ''
  return `${min ?? ''}:${max ?? ''}`
}

const AMOUNT = /\$?\s*\d[\d,]*(?:\.\d+)?\s*[km]?\b/gi
const LOWER_BOUND_WORDS = /^\s*(>=?|over|above|from|more than|at least|min(?:imum)?)\b|^\s*>|\+\s*$|\b(?:and|or)\s+(?:above|over|more|up)\s*$/i
const UPPER_BOUND_WORDS = /^\s*(<=?|under|below|less than|up to|max(?:imum)?)\b|^\s*</i

/**
 * SPEC.md §2: turn a price menu value into a range, dollar signs and commas removed.
 * Understands "$10,000 - $20,000", "$10,000 to $20,000", "$10,000:$20,000", ":15000",
 * "Under $15,000", "Up to $15k", "$100,000+", "Over $100,000", "$100,000 and above".
 * Decision: a lone amount ("$15,000") is read as an upper bound (a budget).
 * Returns null when the value holds no amount.
 */
export function parsePriceMenuValue(value: string | null | undefined): NumericRange | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  if (value.includes(':')) {
    const range = parseRangeParam(value)
    return range.min === undefined && range.max === undefined ? null : range
  }
  const amounts = (value.match(AMOUNT) ?? [])
    .map((a) => parseAmount(a))
    .filter((n): n is number => n !== undefined)
  if (amounts.length === 0) return null
  if (amounts.length >= 2) return normaliseRange({ min: amounts[0], max: amounts[1] })
  const amount = amounts[0] as number
  if (LOWER_BOUND_WORDS.test(value)) return { min: amount }
  if (UPPER_BOUND_WORDS.test(value)) return { max: amount }
  return { max: amount }
}

/** SPEC.md §2: the query-string pair for a price menu value, e.g. "range[price]=10000:20000"; null when unreadable. */
export function priceMenuQuery(value: string | null | undefined, attribute = 'price'): string | null {
  const range = parsePriceMenuValue(value)
  if (!range) return null
  return `range[${attribute}]=${formatRangeParam(range)}`
}

/**
 * Return `url` with its `range[attribute]` parameter set to `range` (removed when the range
 * is empty), keeping every other parameter and the hash as they were. The page parameter is
 * dropped by default, since a new filter starts again at page 1 (as InstantSearch does).
 * Brackets and the colon are written literally, e.g. "/cars/?make=Kia&range[price]=:54000".
 */
export function applyRangeToUrl(
  url: string,
  attribute: string,
  range: NumericRange,
  options: { resetPage?: boolean } = {},
): string {
  const resetPage = options.resetPage ?? true
  const hashAt = url.indexOf('#')
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1)

  const rangeKey = `range[${attribute}]`
  const kept = query
    .split('&')
    .filter((pair) => pair !== '')
    .filter((pair) => {
      const key = decodeQueryText(pair.split('=')[0] ?? '')
      return key !== rangeKey && !(resetPage && key === 'page')
    })
  const value = formatRangeParam(range)
  if (value !== '') kept.push(`${rangeKey}=${value}`)
  return `${path}${kept.length ? `?${kept.join('&')}` : ''}${hash}`
}

/**
 * SPEC.md §5 Price range slider: clamp both handles to the slider bounds and keep the handle
 * that moved at least SLIDER_MIN_GAP (1) away from the other one.
 */
export function constrainSliderValues(
  values: readonly [number, number],
  moved: 'min' | 'max',
  bounds: { min: number; max: number },
): [number, number] {
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n))
  let lo = clamp(values[0])
  let hi = clamp(values[1])
  if (moved === 'min') lo = Math.min(lo, hi - SLIDER_MIN_GAP)
  else hi = Math.max(hi, lo + SLIDER_MIN_GAP)
  return [lo, hi]
}

/** Snap a slider value to the nearest step (SPEC.md §5 "Step 500") counted from `origin`. */
export function snapToStep(value: number, step: number = PRICE_SLIDER_STEP, origin = 0): number {
  if (!(step > 0)) return value
  return origin + Math.round((value - origin) / step) * step
}

/**
 * Where a key press moving a slider handle lands (issue 32: from "No maximum" the arrow keys moved
 * the cap a step at a time through prices above the dearest car, which filter nothing, so the
 * keys seemed never to filter). A handle moved inwards by a key while it would still filter
 * nothing skips to the first step that does: the maximum to the highest step below the dearest
 * price (`stock.max`), the minimum to the lowest step above the cheapest (`stock.min`). Any other
 * move (outwards, inside the stock's prices, unknown stock range) lands where the key put it.
 */
export function keyedSliderValue(
  moved: 'min' | 'max',
  from: number,
  to: number,
  stock: { min?: number; max?: number },
  step: number = PRICE_SLIDER_STEP,
  origin = 0,
): number {
  if (moved === 'max' && to < from && Number.isFinite(stock.max) && to >= (stock.max as number)) {
    return Math.max(origin, origin + Math.floor(((stock.max as number) - 1 - origin) / step) * step)
  }
  if (moved === 'min' && to > from && Number.isFinite(stock.min) && to <= (stock.min as number)) {
    return origin + Math.ceil(((stock.min as number) + 1 - origin) / step) * step
  }
  return to
}

/** A query-string component: "+" is a space; a malformed escape is kept as typed. */
function decodeQueryText(text: string): string {
  return safeDecode(text.replace(/\+/g, ' ')) ?? text
}

function withoutUndefined(range: NumericRange): NumericRange {
  const out: NumericRange = {}
  if (range.min !== undefined) out.min = range.min
  if (range.max !== undefined) out.max = range.max
  return out
}

/**
 * SPEC.md §4 Budget search: the current search url with `range[price]=:{max}` (from nothing up
 * to the budget), other query parameters kept, page reset.
 * e.g. ("/search/used-cars?make=Kia&page=3", 54000) → "/search/used-cars?make=Kia&range[price]=:54000".
 */
export function budgetSearchUrl(currentUrl: string, max: number): string {
  return applyRangeToUrl(currentUrl, 'price', { max: Math.round(max) })
}
