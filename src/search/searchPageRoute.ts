/**
 * Which route renders a search page. Pure; used by the proxy (src/proxy.ts).
 *
 * `/cars` and `/search/...` WITHOUT search state in the query string are the same for every
 * visitor: they render from Next's cache (src/app/(site)/[site]/cars, .../search). With search
 * state (query, page, sortBy, refinementList[..], range[..]) the proxy rewrites them to the
 * dynamic sibling under QUERY_SEGMENT (src/app/(site)/[site]/~q/...), server-rendered per request
 * from the search results cache. Other parameters (utm_source, fbclid, …) change nothing on the
 * page, so they keep the cached page. The internal segment itself is not a public path: asked for
 * directly, it answers the site's 404 page.
 */
import { isSearchStateKey, queryToState, stateToQuery, type UrlStateOptions } from './urlState'

/** The folder of the dynamic search routes, under the site segment. */
export const QUERY_SEGMENT = '~q'

/** True for /cars, /cars/ and /search/anything. */
export function isSearchPagePath(path: string): boolean {
  return path === '/cars' || path === '/cars/' || path.startsWith('/search/')
}

/** True when the query string holds search state (the page depends on it). */
export function hasSearchState(params: URLSearchParams): boolean {
  for (const key of params.keys()) if (isSearchStateKey(key)) return true
  return false
}

/** The path (under the site segment) that renders this public path with this query. */
export function searchRenderPath(path: string, params: URLSearchParams): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return '/%25'
  }
  if (decoded === `/${QUERY_SEGMENT}` || decoded.startsWith(`/${QUERY_SEGMENT}/`)) return '/%25' // no page: the site's 404
  if (isSearchPagePath(path) && hasSearchState(params)) return `/${QUERY_SEGMENT}${path}`
  return path
}

/** `a=1&b=2` split into its raw `key=value` pieces, each with its decoded key. Never throws. */
function rawPairs(search: string): Array<{ raw: string; key: string }> {
  const text = search.startsWith('?') ? search.slice(1) : search
  const out: Array<{ raw: string; key: string }> = []
  for (const raw of text.split('&')) {
    if (raw === '') continue
    const [key = ''] = [...new URLSearchParams(raw).keys()]
    out.push({ raw, key })
  }
  return out
}

/**
 * The canonical query string of a search page's URL, or null when the URL already has it
 * (a shared or bookmarked `/cars?range[price]=$10,000 - $20,000` is redirected to
 * `range[price]=10000:20000` by the server, not rewritten by the browser after a first touch).
 *
 * Search state is written the way the search UI writes it (urlState.stateToQuery: price menu
 * values as min:max, unknown attributes and bad values dropped, page 1 omitted, a fixed order);
 * every other parameter (utm_source, fbclid, …) is kept byte for byte after it, in its order.
 * The result is a fixed point: its own canonical form is itself, so a redirect never loops.
 */
export function canonicalSearchQuery(search: string, options: UrlStateOptions = {}): string | null {
  const pairs = rawPairs(search)
  const own = pairs.filter((pair) => isSearchStateKey(pair.key))
  if (own.length === 0) return null
  const canonicalOwn = stateToQuery(queryToState(own.map((pair) => pair.raw).join('&'), options), options)
  const foreign = pairs.filter((pair) => !isSearchStateKey(pair.key)).map((pair) => pair.raw)
  // Compared decoded and as a set of pairs: a server or proxy may percent-encode what the browser
  // sent raw (`range%5Bprice%5D` for `range[price]`), qs writes a list as `[0]` where the UI
  // writes `[]`, and parameters come in any order; none of that is another page, so none of it
  // is a reason to redirect. Only a value that reads differently (a price menu's "$10,000 -
  // $20,000", page=1, a filter the search cannot use) is.
  const normalised = (query: string) =>
    JSON.stringify([...new URLSearchParams(query)].map(([key, value]) => `${key.replace(/\]\[\d{1,3}\]$/, '][]')}=${value}`).sort())
  if (normalised(own.map((pair) => pair.raw).join('&')) === normalised(canonicalOwn)) return null
  return [canonicalOwn, ...foreign].filter((part) => part !== '').join('&')
}
