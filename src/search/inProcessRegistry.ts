/**
 * The bridge that lets the server-side render of the search UI (a client component: it cannot
 * import server code) answer its queries in process. The server's data module
 * (src/data/search.ts) registers its site-scoped, cached `searchVehicles` here on load; during SSR
 * the embedded search client (client.ts) finds it and calls it instead of making an HTTP request
 * to this app's own endpoint. In the browser nothing is registered. One per process
 * (src/lib/processWide.ts): the data module and the client component are in different bundles.
 */
import { processWide } from '@/lib/processWide'

export type InProcessSearch = (siteSlug: string, requests: readonly unknown[]) => Promise<unknown>

declare module '@/lib/processWide' {
  interface ProcessWide {
    'search.inProcess': { search?: InProcessSearch }
  }
}

const registry = () => processWide('search.inProcess', () => ({}))

export function registerInProcessSearch(search: InProcessSearch): void {
  registry().search = search
}

/** The registered searcher, on the server only. */
export function inProcessSearch(): InProcessSearch | undefined {
  if (typeof window !== 'undefined') return undefined
  return registry().search
}
