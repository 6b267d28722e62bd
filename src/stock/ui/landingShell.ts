/**
 * A search landing answered with the cached page of its path (issue 25 item 3): under overload the
 * server answers `/cars?…` with the `/cars` shell, rendered without search state, and the browser
 * fetches the results itself (src/server/queryLanding.ts). Pure.
 */
import { hasSearchState } from '@/search/searchPageRoute'

/**
 * True when the browser's URL carries search state the server did not render (the server's
 * location has none): the island loads its live UI at once, hydrates what the server rendered,
 * then applies the URL's state.
 */
export function isShellForUrlState(serverSearch: string, browserSearch: string): boolean {
  return !hasSearchState(new URLSearchParams(serverSearch)) && hasSearchState(new URLSearchParams(browserSearch))
}
