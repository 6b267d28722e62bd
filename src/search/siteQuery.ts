/**
 * Site-scoped searching (DESIGN.md "Search contract": each site's base filter, which a shopper
 * can never widen).
 *
 * `scopeSearchRequests` is the pure part: it validates an Algolia multi-query, ANDs the site's
 * base filter onto every request's `filters` (after checking the shopper's filter parses on its
 * own, so it cannot close the parenthesis around it), clamps hitsPerPage/length to
 * MAX_SHOPPER_HITS_PER_PAGE (default: the site's hitsPerPage) and restricts index names to the
 * primary index and its replicas. facetFilters / numericFilters / tagFilters are always ANDed with
 * `filters` by the engine and by Algolia, so they can only narrow.
 *
 * `siteMultiSearch` adds the index; the site and its dealerships' slugs (the scope) come from the
 * data module (src/data/sites.ts getSiteScope).
 */
import type { Site } from '../payload-types'
import {
  MAX_QUERY_LENGTH,
  parseFilters,
  parseSearchParams,
  type MultiSearchRequest,
  type MultiSearchResponse,
} from './engine'
import { toInt } from './engine/params'
import { INDEX_NAMES, MAX_SHOPPER_HITS_PER_PAGE, type IndexNames, type SearchIndex } from './index'
import { siteBaseFilter } from './siteScope'

/** At most this many queries in one multi-query (InstantSearch sends 1 + one per refined disjunctive facet). */
const MAX_REQUESTS_PER_CALL = 50
/** SPEC.md §9: hitsPerPage default 21. */
const DEFAULT_SITE_HITS_PER_PAGE = 21

/** A request the endpoint refuses, with the HTTP status to answer. */
export class SearchRequestError extends Error {
  readonly status: number
  constructor(message: string, status = 400) {
    super(message)
    this.name = 'SearchRequestError'
    this.status = status
  }
  toJSON() {
    return { message: this.message, status: this.status }
  }
}

interface ScopeOptions {
  /** The site's base filter (siteBaseFilter). Required: an empty base filter is refused. */
  baseFilter: string
  /** hitsPerPage when a request gives none (the site's setting, default 21). */
  defaultHitsPerPage?: number
  /** The index names a request may use (default: the primary index and its replicas). */
  indices?: IndexNames
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

function clampHits(value: unknown, fallback: number): number {
  const n = toInt(value)
  if (n === null) return fallback
  return Math.min(Math.max(n, 0), MAX_SHOPPER_HITS_PER_PAGE)
}

/** The scoped copy of one request (see the module comment). Throws SearchRequestError / FilterSyntaxError. */
function scopeSearchRequest(raw: unknown, options: ScopeOptions, position = 0): MultiSearchRequest {
  if (!options.baseFilter || options.baseFilter.trim() === '') throw new Error('scopeSearchRequest needs a base filter')
  if (!isObject(raw)) throw new SearchRequestError(`requests[${position}] must be an object with an indexName`)
  const { indexName, type, facet, ...rest } = raw
  const names = options.indices ?? INDEX_NAMES
  const allowed = [names.primary, names.latest, names.priceDesc, names.priceAsc]
  if (typeof indexName !== 'string' || indexName === '') {
    throw new SearchRequestError(`requests[${position}].indexName is required`)
  }
  if (!allowed.includes(indexName)) {
    throw new SearchRequestError(`Unknown index ${JSON.stringify(indexName.slice(0, 100))}; use one of ${allowed.join(', ')}`)
  }

  const params: Record<string, unknown> = { ...parseSearchParams(rest) }
  delete params.params

  const userFilters = params.filters
  let filters = `(${options.baseFilter})`
  if (userFilters !== undefined && userFilters !== null && userFilters !== '') {
    if (typeof userFilters !== 'string') throw new SearchRequestError(`requests[${position}].filters must be a string`)
    if (userFilters.trim() !== '') {
      parseFilters(userFilters) // throws FilterSyntaxError for an unbalanced or malformed filter
      filters = `${filters} AND (${userFilters})`
    }
  }
  params.filters = filters

  const defaultHits = clampHits(options.defaultHitsPerPage ?? DEFAULT_SITE_HITS_PER_PAGE, DEFAULT_SITE_HITS_PER_PAGE)
  const hitsPerPage = clampHits(params.hitsPerPage, defaultHits)
  params.hitsPerPage = hitsPerPage
  if (params.length !== undefined) params.length = clampHits(params.length, hitsPerPage)
  if (params.page !== undefined) {
    const page = toInt(params.page)
    params.page = page === null || page < 0 ? 0 : Math.min(page, 10_000)
  }
  if (params.offset !== undefined) {
    const offset = toInt(params.offset)
    if (offset === null || offset < 0) delete params.offset
    else params.offset = offset
  }
  if (typeof params.query === 'string' && params.query.length > MAX_QUERY_LENGTH) params.query = params.query.slice(0, MAX_QUERY_LENGTH)
  else if (params.query !== undefined && typeof params.query !== 'string') params.query = String(params.query ?? '')

  const out: MultiSearchRequest = { indexName, ...params }
  if (type === 'facet') {
    if (typeof facet !== 'string' || facet === '') throw new SearchRequestError(`requests[${position}].facet is required for a facet search`)
    out.type = 'facet'
    out.facet = facet
  }
  return out
}

/** Scope a whole multi-query body (`{ requests: [...] }` or the legacy array). */
function scopeSearchRequests(body: unknown, options: ScopeOptions): MultiSearchRequest[] {
  const requests = Array.isArray(body) ? body : isObject(body) ? body.requests : undefined
  if (!Array.isArray(requests)) throw new SearchRequestError('Expected a JSON body { "requests": [ { "indexName": …, "params": … } ] }')
  if (requests.length === 0) throw new SearchRequestError('requests is empty')
  if (requests.length > MAX_REQUESTS_PER_CALL) throw new SearchRequestError(`At most ${MAX_REQUESTS_PER_CALL} requests per call`)
  return requests.map((r, i) => scopeSearchRequest(r, options, i))
}

// ---------------------------------------------------------------- I/O

/** A site and what scopes its search: its dealerships' slugs (read by src/data/sites.ts getSiteScope). */
export interface SiteScope {
  site: Site
  dealershipSlugs: string[]
}

/** hitsPerPage of a site (SPEC.md §9, default 21). */
export function siteHitsPerPage(site: Pick<Site, 'settings'>): number {
  const n = site.settings?.hitsPerPage
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), MAX_SHOPPER_HITS_PER_PAGE) : DEFAULT_SITE_HITS_PER_PAGE
}

/**
 * Run a multi-query for a site (server components and the search endpoint): scoped with the site's
 * base filter, answered by `index`.
 */
export async function siteMultiSearch(
  index: SearchIndex,
  scope: SiteScope,
  body: unknown,
  now: number = Date.now(),
): Promise<MultiSearchResponse> {
  const requests = scopeSearchRequests(body, {
    baseFilter: siteBaseFilter(scope.site, scope.dealershipSlugs, now),
    defaultHitsPerPage: siteHitsPerPage(scope.site),
  })
  return index.multiSearch(requests)
}
