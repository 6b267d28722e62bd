/**
 * Server rendering must never hang or answer 500 because the search failed (DESIGN.md: "no page
 * answers 500 for any input in the URL"). On the server (src/stock/ui/searchPageResults.ts) a failed
 * or slow search is answered with an empty placeholder response marked in `userData`; the page
 * then renders the no-results state with a "Try again" notice, and the browser searches again
 * when asked. In the browser the real client is used unchanged, so a failing search keeps the
 * previous results (SPEC.md §4).
 */
import { isRecord, stringOr } from '@/lib/guards'
import { firstRawResult } from './rawResults'

/** Marker the server puts in `userData` of a placeholder response when the search failed. */
export const SERVER_SEARCH_FAILED = 'search-unavailable'

/** True when these results are the server's placeholder for a failed search. */
export function serverSearchFailed(results: unknown): boolean {
  const userData = firstRawResult(results)?.userData
  return Array.isArray(userData) && userData.some((u) => isRecord(u) && u.marker === SERVER_SEARCH_FAILED)
}

const SERVER_TIMEOUT_MS = 30_000

type LegacyRequest = Record<string, unknown>
type AnyClient = { search: (...args: any[]) => Promise<any> } // eslint-disable-line @typescript-eslint/no-explicit-any

function requestsOf(arg: unknown): LegacyRequest[] {
  const list: unknown = Array.isArray(arg) ? arg : isRecord(arg) ? arg.requests : undefined
  return Array.isArray(list) ? list.map((request: unknown) => (isRecord(request) ? request : {})) : []
}

function placeholder(request: LegacyRequest) {
  const params = isRecord(request.params) ? request.params : request
  const hitsPerPage = typeof params.hitsPerPage === 'number' ? params.hitsPerPage : 21
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: typeof params.query === 'string' ? params.query : '',
    params: '',
    index: stringOr(request.indexName),
    facets: {},
    userData: [{ marker: SERVER_SEARCH_FAILED }],
  }
}

export function safeServerSearchClient<T extends AnyClient>(client: T): T {
  if (typeof window !== 'undefined') return client
  const wrapped = Object.create(client) as T
  wrapped.search = (async (...args: unknown[]) => {
    const requests = requestsOf(args[0])
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      return await Promise.race([
        client.search(...args),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('Search timed out')), SERVER_TIMEOUT_MS)
        }),
      ])
    } catch (error) {
      console.error('[search] server-side search failed; rendering the no-results state', error)
      return { results: requests.map(placeholder) }
    } finally {
      if (timer) clearTimeout(timer)
    }
  }) as T['search']
  return wrapped
}
