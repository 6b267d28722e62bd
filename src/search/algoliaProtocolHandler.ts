/**
 * The app's search endpoint, speaking Algolia's wire protocol so the real algoliasearch client
 * (and react-instantsearch over it) can query it (DESIGN.md "Search contract"):
 *
 *   POST /api/search/{siteSlug}/1/indexes/* /queries                 { requests: [{ indexName, params }] }
 *   POST /api/search/{siteSlug}/1/indexes/{indexName}/query          { params } or flat params
 *   POST /api/search/{siteSlug}/1/indexes/{indexName}/facets/{facet}/query   { params } (facet values)
 *
 * and each as a GET with the body in `?body=` (./searchGetForm.ts): the same answer, shareable and
 * tagged with the site's stock tags for the edge; 414 past 8192 characters, 400 for a bad `body`.
 *
 * Every request is scoped to the site (siteQuery.ts: its base filter ANDed on, hitsPerPage clamped
 * to 100 and defaulted to the site's setting) and answered by the search index (the embedded
 * engine; with Algolia configured, Algolia with the search key — the browser then talks to
 * Algolia directly with a secured key and does not use this endpoint).
 *
 * Errors answer Algolia's error shape `{ message, status }`: 404 for an unknown site or path, 400 for
 * bad input (malformed JSON, a filter syntax error, an unknown index, a bad request shape), 413
 * for an oversized body, 429 when the per-client rate limit is hit, 503 when the index cannot
 * answer. Bad values inside valid params (page=-1, page=abc, a 5,000-character query) get sane
 * results, never an error.
 */
import { SearchEngineError, type MultiSearchResponse } from './engine'
import type { SearchIndex } from './index'
import { createSearchRateLimit, type SearchRateLimit } from './searchRateLimit'
import { SearchRequestError, siteMultiSearch, type SiteScope } from './siteQuery'
import { searchGetAnswerHeaders, searchGetBody } from './searchGetForm'
import { safeDecode, SLUG_PATTERN } from '@/lib/slug'
import { isRecord } from '@/lib/guards'

/** The 429 answer's message (also the endpoint's front's, src/search/frontBridge.ts). */
export const TOO_MANY_SEARCHES = 'Too many search requests; try again shortly'

/** Request bodies above this size are refused (InstantSearch sends a few KB). */
export const MAX_BODY_BYTES = 256 * 1024

export interface SearchHandlerDeps {
  /** The site for a slug (and its dealerships' slugs), or null. */
  resolveSite(slug: string): Promise<SiteScope | null>
  /** The index that answers (the embedded engine by default). */
  index(): SearchIndex | Promise<SearchIndex>
  now?: () => number
  /** Per-client rate limit (default: SEARCH_RATE_LIMIT per client, see rateLimit.ts); false turns it off (tests). */
  rateLimit?: SearchRateLimit | false
  onError?: (error: unknown) => void
  /**
   * True for a request the endpoint's front (src/server/frontSearch.ts) has already counted
   * against the client's rate limit and forwards over loopback: not counted twice.
   */
  countedByFront?: (request: Request) => boolean
  /**
   * A multi-query for a known site answered through a results cache (src/data/search.ts):
   * shoppers opening the same search page send the same queries. Without it the index answers
   * every request.
   */
  cachedMultiSearch?(siteSlug: string, requests: readonly unknown[]): Promise<MultiSearchResponse | null>
}

/**
 * The endpoint's answer before it becomes a Response: status, JSON text and headers. The front
 * (src/server/frontSearch.ts, through src/search/frontBridge.ts) answers a multi-query with it in
 * process, without Next's request pipeline; the route's handler turns it into a Response.
 */
interface SearchAnswer {
  status: number
  headers: Record<string, string>
  /** The JSON text of the answer. */
  body: string
}

/**
 * The answer to a POST on this path (after the site slug: `1/indexes/...`) with this body text,
 * without the rate limit (the caller has counted the client already). `shared`: the GET form's
 * answer (src/search/searchGetForm.ts), shareable and tagged with the site's stock tags.
 */
export type SearchAnswerer = (path: readonly string[], text: string, shared?: boolean) => Promise<SearchAnswer>

export type SearchHandler = ((request: Request, path: readonly string[]) => Promise<Response>) & {
  /** The same endpoint for a body already read and a client already counted (the front's misses). */
  answer: SearchAnswerer
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

function answer(body: unknown, status = 200, headers: Record<string, string> = {}): SearchAnswer {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) }
}

function error(message: string, status: number, headers: Record<string, string> = {}): SearchAnswer {
  return answer({ message, status }, status, headers)
}

function toResponse(a: SearchAnswer): Response {
  return new Response(a.body, { status: a.status, headers: a.headers })
}

type Route =
  | { kind: 'multi' }
  | { kind: 'single'; indexName: string }
  | { kind: 'facet'; indexName: string; facet: string }

function route(path: readonly string[]): Route | null {
  const [version, indexes, rawIndex, ...rest] = path
  if (version !== '1' || indexes !== 'indexes' || rawIndex === undefined) return null
  const indexName = safeDecode(rawIndex)
  if (indexName === null) return null
  if (indexName === '*' && rest.length === 1 && rest[0] === 'queries') return { kind: 'multi' }
  if (indexName === '*') return null
  if (rest.length === 1 && rest[0] === 'query') return { kind: 'single', indexName }
  if (rest.length === 3 && rest[0] === 'facets' && rest[2] === 'query') {
    const facet = safeDecode(rest[1])
    return facet === null ? null : { kind: 'facet', indexName, facet }
  }
  return null
}

type ReadResult = { ok: true; body: unknown } | { ok: false; answer: SearchAnswer }

const tooLarge = (): ReadResult => ({ ok: false, answer: error(`Request body is larger than ${MAX_BODY_BYTES} bytes`, 413) })

function parseJson(text: string): ReadResult {
  if (text.length > MAX_BODY_BYTES) return tooLarge()
  if (text.trim() === '') return { ok: true, body: {} }
  try {
    const body: unknown = JSON.parse(text)
    return { ok: true, body }
  } catch {
    return { ok: false, answer: error('The request body is not valid JSON', 400) }
  }
}

async function readJson(request: Request): Promise<ReadResult> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return tooLarge()
  let text: string
  try {
    text = await request.text()
  } catch {
    return { ok: false, answer: error('Could not read the request body', 400) }
  }
  return parseJson(text)
}

export function createSearchHandler(deps: SearchHandlerDeps): SearchHandler {
  const limit = deps.rateLimit === false ? null : (deps.rateLimit ?? createSearchRateLimit())
  const now = deps.now ?? (() => Date.now())

  /** A POST's answer once the client is counted: the path, then the body (read only for a known path). */
  async function respond(path: readonly string[], read: () => Promise<ReadResult>, shared = false): Promise<SearchAnswer> {
    try {
      const [rawSlug, ...rest] = path
      const slug = rawSlug === undefined ? null : safeDecode(rawSlug)
      if (!slug || !SLUG_PATTERN.test(slug) || slug.length > 100) return error('Unknown site', 404)
      const target = route(rest)
      if (!target) return error('Unknown search path; use /1/indexes/*/queries', 404)

      const read0 = await read()
      if (!read0.ok) return read0.answer
      const body = read0.body

      const scope = await deps.resolveSite(slug)
      if (!scope) return error(`Unknown site ${JSON.stringify(slug)}`, 404)
      const index = await deps.index()
      const ok = (result: unknown) => answer(result, 200, shared ? searchGetAnswerHeaders(scope.site.id) : {})

      if (target.kind === 'multi') {
        const requests = isRecord(body) ? body.requests : undefined
        if (deps.cachedMultiSearch && Array.isArray(requests)) {
          const cached = await deps.cachedMultiSearch(slug, requests)
          if (cached) return ok(cached)
        }
        return ok(await siteMultiSearch(index, scope, body, now()))
      }
      if (!isRecord(body)) {
        return error('Expected a JSON object of search parameters', 400)
      }
      const request0 =
        target.kind === 'single'
          ? { ...body, indexName: target.indexName }
          : { ...body, indexName: target.indexName, type: 'facet', facet: target.facet }
      const { results } = await siteMultiSearch(index, scope, { requests: [request0] }, now())
      return ok(results[0])
    } catch (e) {
      if (e instanceof SearchRequestError) return error(e.message, e.status)
      // the engine's FilterSyntaxError (400) and UnknownIndexError (404), or Algolia's ApiError 4xx:
      // the input is wrong → 400 with the message
      const status = isRecord(e) ? e.status : undefined
      if ((e instanceof SearchEngineError || e instanceof Error) && typeof status === 'number' && status >= 400 && status < 500) {
        return error(e.message, 400)
      }
      deps.onError?.(e)
      return error('Search is temporarily unavailable', 503)
    }
  }

  async function handleSearch(request: Request, path: readonly string[]): Promise<Response> {
    try {
      if (limit && !deps.countedByFront?.(request)) {
        const decision = await limit(request)
        if (!decision.allowed) {
          return toResponse(error(TOO_MANY_SEARCHES, 429, { 'retry-after': String(decision.retryAfterSeconds) }))
        }
      }
    } catch (e) {
      deps.onError?.(e)
      return toResponse(error('Search is temporarily unavailable', 503))
    }
    if (request.method === 'GET') {
      const got = searchGetBody(new URL(request.url).search)
      if (!got.ok) return toResponse(error(got.message, got.status))
      return toResponse(await respond(path, async () => parseJson(got.text), true))
    }
    if (request.method !== 'POST') return toResponse(error('Use POST, or GET with the request in ?body=', 405, { allow: 'GET, POST' }))
    return toResponse(await respond(path, () => readJson(request)))
  }

  return Object.assign(handleSearch, {
    answer: (path: readonly string[], text: string, shared = false) => respond(path, async () => parseJson(text), shared),
  })
}
