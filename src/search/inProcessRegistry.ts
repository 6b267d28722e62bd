/**
 * The bridge that lets the server-side render of the search UI (a client component: it cannot
 * import server code) answer its queries in process. The server's data module
 * (src/data/search.ts) registers its site-scoped, cached `searchVehicles` here on load; during SSR
 * the embedded search client (client.ts) finds it on `globalThis` and calls it instead of making an
 * HTTP request to this app's own endpoint. In the browser nothing is registered.
 */
export type InProcessSearch = (siteSlug: string, requests: readonly unknown[]) => Promise<unknown>

const KEY = Symbol.for('dealer-platform.search.inProcess')
type GlobalWithSearch = typeof globalThis & { [KEY]?: InProcessSearch }

export function registerInProcessSearch(search: InProcessSearch): void {
  ;(globalThis as GlobalWithSearch)[KEY] = search
}

/** The registered searcher, on the server only. */
export function inProcessSearch(): InProcessSearch | undefined {
  if (typeof window !== 'undefined') return undefined
  return (globalThis as GlobalWithSearch)[KEY]
}
