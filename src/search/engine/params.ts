/**
 * Search parameters as Algolia receives them: an object (algoliasearch v5), a URL-encoded `params`
 * string (v3/v4 clients, where array values are JSON), or both. `normalizeSearchParams` turns any of
 * that into validated values; bad values fall back to defaults instead of throwing.
 */

import { isRecord } from '../../lib/guards'

type FacetFiltersParam = string | ReadonlyArray<string | ReadonlyArray<string>>
type NumericFiltersParam = string | ReadonlyArray<string | ReadonlyArray<string>>

/** The Algolia query parameters the engine understands (others are accepted and ignored). */
export interface SearchParams {
  query?: string
  filters?: string
  facetFilters?: FacetFiltersParam
  numericFilters?: NumericFiltersParam
  tagFilters?: unknown
  facets?: string | readonly string[]
  maxValuesPerFacet?: number
  sortFacetValuesBy?: 'count' | 'alpha'
  page?: number
  hitsPerPage?: number
  offset?: number
  length?: number
  attributesToRetrieve?: string | readonly string[]
  attributesToHighlight?: string | readonly string[]
  highlightPreTag?: string
  highlightPostTag?: string
  analytics?: boolean
  clickAnalytics?: boolean
  facetQuery?: string
  maxFacetHits?: number
  /** URL-encoded parameters (older clients); explicit keys win over keys inside it. */
  params?: string
  [key: string]: unknown
}

/** Params whose string form in a `params` query string is JSON (or a comma list). */
const LIST_PARAMS = new Set([
  'facets',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'optionalFilters',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'responseFields',
  'ruleContexts',
  'analyticsTags',
])

function decodeValue(key: string, raw: string): unknown {
  const t = raw.trim()
  if (LIST_PARAMS.has(key) && (t.startsWith('[') || t.startsWith('{'))) {
    try {
      const parsed: unknown = JSON.parse(t)
      return parsed
    } catch {
      return raw
    }
  }
  return raw
}

/** Decode a URL-encoded Algolia `params` string ("query=x&hitsPerPage=20&facets=%5B%22make%22%5D"). */
function parseParamsString(input: string): SearchParams {
  const out: SearchParams = {}
  const text = input.startsWith('?') ? input.slice(1) : input
  let usp: URLSearchParams
  try {
    usp = new URLSearchParams(text)
  } catch {
    return out
  }
  for (const [key, value] of usp) out[key] = decodeValue(key, value)
  return out
}

/**
 * Accept params as an object, a params string, or an object carrying a `params` string; returns a
 * flat object (never throws).
 */
export function parseSearchParams(input: unknown): SearchParams {
  if (typeof input === 'string') return parseParamsString(input)
  if (!isRecord(input)) return {}
  const { params, ...rest } = input
  if (typeof params === 'string') return { ...parseParamsString(params), ...rest }
  if (isRecord(params)) return { ...params, ...rest }
  return { ...rest }
}

/** Serialise params the way algoliasearch v4 does (arrays and objects as JSON), for the response `params`. */
export function serializeParams(params: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || key === 'indexName' || key === 'type') continue
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
  }
  return parts.join('&')
}

export interface NormalizedParams {
  query: string
  filters: string
  facetFilters: unknown
  numericFilters: unknown
  facets: string[]
  maxValuesPerFacet: number
  sortFacetValuesBy: 'count' | 'alpha'
  page: number
  hitsPerPage: number
  /** offset/length pagination (Algolia's alternative to page/hitsPerPage), when offset is given. */
  offset: number | null
  length: number | null
  /** null = all attributes */
  attributesToRetrieve: string[] | null
  /** null = the searchable attributes */
  attributesToHighlight: string[] | null
  highlightPreTag: string
  highlightPostTag: string
  clickAnalytics: boolean
  facetQuery: string
  maxFacetHits: number
}

export const MAX_QUERY_LENGTH = 512
const MAX_HITS_PER_PAGE = 1000
/** Attribute lists (facets, attributesToRetrieve, attributesToHighlight) keep at most this many entries. */
const MAX_ATTRIBUTE_LIST = 100

export function toInt(value: unknown): number | null {
  let n: number
  if (typeof value === 'number') n = value
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value.trim())
  else return null
  if (!Number.isFinite(n)) return null
  return Math.trunc(n)
}

function clamp(n: number, lo: number, hi: number): number {
  return n < lo ? lo : n > hi ? hi : n
}

function toBool(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1'
}

function toStringList(value: unknown): string[] | null {
  const list = readStringList(value)
  return list && list.length > MAX_ATTRIBUTE_LIST ? list.slice(0, MAX_ATTRIBUTE_LIST) : list
}

function readStringList(value: unknown): string[] | null {
  if (value === undefined || value === null) return null
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string').map((v) => v.trim().slice(0, 200))
  if (typeof value === 'string') {
    const t = value.trim()
    if (t.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(t)
        if (Array.isArray(parsed)) return readStringList(parsed)
      } catch {
        // comma list below
      }
    }
    return t === '' ? [] : t.split(',').map((s) => s.trim().slice(0, 200)).filter((s) => s !== '')
  }
  return null
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return ''
}

export interface NormalizeOptions {
  defaultHitsPerPage?: number
}

export function normalizeSearchParams(input: unknown, opts: NormalizeOptions = {}): NormalizedParams {
  const p = parseSearchParams(input)
  const defaultHpp = clamp(toInt(opts.defaultHitsPerPage) ?? 20, 0, MAX_HITS_PER_PAGE)
  const page = toInt(p.page)
  const hpp = toInt(p.hitsPerPage)
  const offset = toInt(p.offset)
  const length = toInt(p.length)
  const mvpf = toInt(p.maxValuesPerFacet)
  const mfh = toInt(p.maxFacetHits)
  const facets = toStringList(p.facets) ?? []
  return {
    query: toText(p.query).slice(0, MAX_QUERY_LENGTH),
    filters: toText(p.filters),
    facetFilters: p.facetFilters,
    numericFilters: p.numericFilters,
    facets: [...new Set(facets.filter((f) => f !== ''))],
    maxValuesPerFacet: mvpf === null ? 100 : clamp(mvpf, 1, 1000),
    sortFacetValuesBy: p.sortFacetValuesBy === 'alpha' ? 'alpha' : 'count',
    page: page === null || page < 0 ? 0 : page,
    hitsPerPage: hpp === null ? defaultHpp : clamp(hpp, 0, MAX_HITS_PER_PAGE),
    offset: offset === null || offset < 0 ? null : offset,
    length: length === null ? null : clamp(length, 0, MAX_HITS_PER_PAGE),
    attributesToRetrieve: toStringList(p.attributesToRetrieve),
    attributesToHighlight: toStringList(p.attributesToHighlight),
    highlightPreTag: typeof p.highlightPreTag === 'string' ? p.highlightPreTag : '<em>',
    highlightPostTag: typeof p.highlightPostTag === 'string' ? p.highlightPostTag : '</em>',
    clickAnalytics: toBool(p.clickAnalytics),
    facetQuery: toText(p.facetQuery).slice(0, MAX_QUERY_LENGTH),
    maxFacetHits: mfh === null ? 10 : clamp(mfh, 1, 100),
  }
}
