/**
 * The search endpoint's GET form (issue 34 section 2): a read query sent as
 *
 *   GET /api/search/{siteSlug}/1/indexes/* /queries?body=<the POST body, URL-encoded>
 *
 * answers exactly what the POST of that body answers, but as a shareable answer tagged with the
 * site's stock tags, so a shared cache in front of the app (Varnish) keeps it until a car of the
 * site (or the site) changes and the purge arrives. POSTs are never shared. Client-safe (the
 * browser's search client builds the same URLs, src/search/client.ts): no server imports.
 */
import { EDGE_TAGS_HEADER } from '../cache/edgeTagsHeader'
import { siteCollectionTag, siteTag } from '../cache/tags'

/** The query parameter holding the request body. */
const SEARCH_BODY_PARAM = 'body'
/** A GET's query string longer than this is refused 414 (send the request as a POST body). */
export const MAX_SEARCH_QUERY_CHARS = 8192
/**
 * The client sends a read query as a GET only when the whole path and query fit in this (below
 * the endpoint's bound and Varnish's default 8 KB request-line limit), else as a POST.
 */
export const MAX_SEARCH_GET_URL_CHARS = 7168

export type SearchGetBody = { ok: true; text: string } | { ok: false; status: 400 | 414; message: string }

/** The POST body a GET carries in its `body` parameter (`search`: the URL's query string, `?` or not). */
export function searchGetBody(search: string): SearchGetBody {
  const query = search.startsWith('?') ? search.slice(1) : search
  if (query.length > MAX_SEARCH_QUERY_CHARS) {
    return { ok: false, status: 414, message: `The search query string is longer than ${MAX_SEARCH_QUERY_CHARS} characters; send the request as a POST body` }
  }
  const values = query
    .split('&')
    .filter((pair) => pair.split('=')[0] === SEARCH_BODY_PARAM)
    .map((pair) => pair.slice(SEARCH_BODY_PARAM.length + 1))
  if (values.length !== 1) {
    return { ok: false, status: 400, message: `Expected the search request as JSON in one \`${SEARCH_BODY_PARAM}\` query parameter` }
  }
  try {
    return { ok: true, text: decodeURIComponent(values[0]!.replace(/\+/g, ' ')) }
  } catch {
    return { ok: false, status: 400, message: `The \`${SEARCH_BODY_PARAM}\` query parameter is not valid URL encoding` }
  }
}

/** The tags a site's search answer is purged by: the site's (settings, scope) and its stock's. */
function searchAnswerTags(siteId: number | string): string[] {
  return [siteTag(siteId), siteCollectionTag(siteId, 'vehicles')]
}

/**
 * The headers of a GET's answer: shareable, with the site's tags in the internal header the
 * server edge turns into Surrogate-Key / Cache-Tag and the edge lifetime
 * (src/server/edgeHeadersStage.ts). Without that edge, shared caches keep it the results cache's 45 s.
 */
export function searchGetAnswerHeaders(siteId: number | string): Record<string, string> {
  return { 'cache-control': 'public, max-age=0, s-maxage=45', [EDGE_TAGS_HEADER]: searchAnswerTags(siteId).join(',') }
}

const READ_PATH = /\/api\/search\/[^/?#]+\/1\/indexes\/[^/?#]+\/(?:queries|query|facets\/[^/?#]+\/query)$/

/**
 * The GET form of the search client's POST to `url` with `data`, or null when it must stay a POST
 * (not a read path of the endpoint, or too long). Algolia's own query parameters (agent, key,
 * application id) are left out: the endpoint reads none, and the edge's cache key stays one per
 * site and query.
 */
export function searchGetUrl(url: string, method: string, data: string | Uint8Array | undefined): string | null {
  if (method.toUpperCase() !== 'POST' || (data !== undefined && typeof data !== 'string')) return null
  const queryAt = url.indexOf('?')
  const base = queryAt < 0 ? url : url.slice(0, queryAt)
  if (!READ_PATH.test(base)) return null
  const get = `${base}?${SEARCH_BODY_PARAM}=${encodeURIComponent(data ?? '')}`
  const pathAt = get.indexOf('/', get.indexOf('//') + 2)
  return get.length - Math.max(pathAt, 0) <= MAX_SEARCH_GET_URL_CHARS ? get : null
}
