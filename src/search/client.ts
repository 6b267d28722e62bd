/**
 * The search client the browser (and server-side rendering) uses: algoliasearch's `liteClient`,
 * pointed at Algolia or at this app's own endpoint (DESIGN.md "Search contract": "the same
 * InstantSearch UI queries the app's own search endpoint"). Client-safe: no server imports.
 *
 * Embedded mode: algoliasearch builds request URLs as
 *   `${protocol}://${host.url}${host.port ? ':' + port : ''}/${path}`
 * so a host `url` of `example.com:3000/api/search/{siteSlug}` (port inside `url`, no `port`) turns
 * `/1/indexes/*\/queries` into `/api/search/{siteSlug}/1/indexes/*\/queries`. In the browser the
 * host is `window.location.host`; during SSR (`typeof window === 'undefined'`) it is
 * `127.0.0.1:${PORT || 3000}` over http, unless the server registered its in-process searcher
 * (inProcessRegistry.ts: then SSR makes no HTTP request at all). Requests go through a small fetch requester (works in
 * browsers, Node and edge runtimes alike, whichever build of algoliasearch the bundler picks); the
 * transporter, retries and (de)serialisation stay algoliasearch's own.
 */
import { liteClient } from 'algoliasearch/lite'
import { inProcessSearch, type InProcessSearch } from './inProcessRegistry'
import { searchGetUrl } from './searchGetForm'
import { isRecord } from '@/lib/guards'

export type SearchClientConfig = {
  mode: 'algolia' | 'embedded'
  appId: string
  apiKey: string
  indexName: string
  siteSlug: string
  replicas: { latest: string; priceDesc: string; priceAsc: string }
  hitsPerPage: number
  baseFilter?: string
}

export type SiteSearchClient = ReturnType<typeof liteClient>

/** The path prefix of a site's embedded endpoint. */
function embeddedSearchPath(siteSlug: string): string {
  return `/api/search/${encodeURIComponent(siteSlug)}`
}

interface EndRequest {
  url: string
  method: string
  headers: Record<string, string>
  data?: string | Uint8Array
  connectTimeout: number
  responseTimeout: number
}

interface EndResponse {
  content: string
  status: number
  isTimedOut: boolean
  headers?: Record<string, string>
}

/**
 * algoliasearch's Requester over fetch, one overall timeout (connect + response). A read query
 * (a search, a facet search) goes as the endpoint's GET form when it fits
 * (src/search/searchGetForm.ts), so a shared cache in front of the app can keep the answer; a
 * longer one, and anything else, as algoliasearch sent it.
 */
export function createFetchRequester(fetchImpl?: typeof fetch): { send(request: EndRequest): Promise<EndResponse> } {
  return {
    async send(request) {
      const doFetch = fetchImpl ?? globalThis.fetch
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), request.connectTimeout + request.responseTimeout)
      const getUrl = searchGetUrl(request.url, request.method, request.data)
      try {
        const res = await doFetch(getUrl ?? request.url, {
          method: getUrl ? 'GET' : request.method,
          headers: request.headers,
          body: getUrl ? null : ((request.data ?? null) as BodyInit | null),
          signal: controller.signal,
          redirect: 'manual',
        })
        const content = await res.text()
        const headers: Record<string, string> = {}
        res.headers.forEach((value, name) => {
          headers[name.toLowerCase()] = value
        })
        return { content, status: res.status, isTimedOut: false, headers }
      } catch (error) {
        const aborted = error instanceof Error && error.name === 'AbortError'
        return { content: aborted ? 'Request timed out' : error instanceof Error ? error.message : 'Network request failed', status: 0, isTimedOut: aborted }
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

/** The host the embedded client talks to: this page's host in the browser, loopback during SSR. */
export function embeddedHost(siteSlug: string): { url: string; protocol: 'http' | 'https'; accept: 'readWrite' } {
  const path = embeddedSearchPath(siteSlug)
  if (typeof window !== 'undefined' && window.location) {
    const protocol = window.location.protocol === 'https:' ? 'https' : 'http'
    return { url: `${window.location.host}${path}`, protocol, accept: 'readWrite' }
  }
  const port = (typeof process !== 'undefined' && process.env?.PORT) || '3000'
  return { url: `127.0.0.1:${port}${path}`, protocol: 'http', accept: 'readWrite' }
}

/**
 * algoliasearch's Requester answered by the server's in-process searcher (SSR only, see
 * inProcessRegistry.ts): the multi-query body goes straight to the site-scoped engine, no HTTP.
 */
function createInProcessRequester(siteSlug: string, search: InProcessSearch): { send(request: EndRequest): Promise<EndResponse> } {
  return {
    async send(request) {
      try {
        const body = typeof request.data === 'string' ? JSON.parse(request.data) : {}
        const requests = Array.isArray(body?.requests) ? body.requests : []
        const response = await search(siteSlug, requests)
        if (!response) return { content: JSON.stringify({ message: 'Unknown site' }), status: 404, isTimedOut: false }
        return { content: JSON.stringify(response), status: 200, isTimedOut: false }
      } catch (error) {
        const status = isRecord(error) ? error.status : undefined
        return {
          content: JSON.stringify({ message: error instanceof Error ? error.message : 'Search failed' }),
          status: typeof status === 'number' && status >= 400 && status < 500 ? status : 503,
          isTimedOut: false,
        }
      }
    },
  }
}

/** A liteClient for the site: Algolia's hosts in algolia mode, this app's endpoint in embedded mode. */
export function createSiteSearchClient(config: SearchClientConfig): SiteSearchClient {
  if (config.mode === 'algolia') return liteClient(config.appId, config.apiKey)
  const serverSearch = inProcessSearch()
  return liteClient(config.appId || 'embedded', config.apiKey || 'public', {
    hosts: [embeddedHost(config.siteSlug)],
    // liteClient's option wants algoliasearch's internal Requester type; both requesters implement its send().
    requester: (serverSearch ? createInProcessRequester(config.siteSlug, serverSearch) : createFetchRequester()) as never,
    // the first query of a fresh process loads the engine from the database
    timeouts: { connect: 5_000, read: 20_000, write: 30_000 },
  })
}
