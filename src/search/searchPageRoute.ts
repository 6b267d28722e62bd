/**
 * Which route renders a search page (issue 12 item 1). Pure; used by the proxy (src/proxy.ts).
 *
 * `/cars` and `/search/...` WITHOUT search state in the query string are the same for every
 * visitor: they render from Next's cache (src/app/(site)/[site]/cars, .../search). With search
 * state (query, page, sortBy, refinementList[..], range[..]) the proxy rewrites them to the
 * dynamic sibling under QUERY_SEGMENT (src/app/(site)/[site]/~q/...), server-rendered per request
 * from the search results cache. Other parameters (utm_source, fbclid, …) change nothing on the
 * page, so they keep the cached page. The internal segment itself is not a public path: asked for
 * directly, it answers the site's 404 page.
 */
import { isSearchStateKey } from './urlState'

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
