/**
 * The search state as a query string and back: `query`, `page`, `sortBy`,
 * `refinementList[attr][]` and `range[attr]=min:max` (qs's indexed `refinementList[attr][0]=x` is
 * read like `refinementList[attr][]=x`). Reading takes a string, URLSearchParams or Next.js
 * `searchParams` and never throws; both directions go through sanitizeUiState.
 */
import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES } from './searchOptions'
import { isObject, sanitizeUiState, type SearchUiState, type UrlStateOptions } from './uiState'

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
export function pairs(input: QueryInput): Array<[string, string]> {
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
