/**
 * The embedded search endpoint (Algolia's wire protocol, per site): see src/search/algoliaProtocolHandler.ts.
 * A static `search` segment takes precedence over Payload's `api/[...slug]` catch-all.
 * The path is read from the URL itself: Next's decoded params throw on a malformed % escape.
 *
 * Loading this module also lets the front (src/server/frontSearch.ts) answer multi-queries
 * before Next, counted by the same rate limit: repeats from its store, misses with this
 * handler's own answer in process (src/search/frontBridge.ts).
 */
import { malformedPathResponse } from '@/api/restGuard'
import { countedByFront, createSiteScopeMemo, registerFrontSearchBridge } from '@/search/frontBridge'
import { defaultSearchHandler } from '@/data/searchEndpoint'
import { createSearchRateLimit } from '@/search/searchRateLimit'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const rateLimit = createSearchRateLimit()
const handle = defaultSearchHandler({ rateLimit, countedByFront })
// The front's misses (counted by the front already): site scopes kept until a tag expires, and no
// results cache (a miss is a query not asked before; repeats are the front's own).
const frontSites = createSiteScopeMemo(async (slug) => (await import('@/data/sites')).getSiteScope(slug))
const frontHandle = defaultSearchHandler({ rateLimit: false, resolveSite: frontSites.resolve, resultsCache: false })
registerFrontSearchBridge(rateLimit, { answer: frontHandle.answer, forget: frontSites.forget })
const PREFIX = '/api/search/'

/** A read query in the GET form (src/search/searchGetForm.ts): shareable, tagged for the edge. */
export async function GET(request: Request): Promise<Response> {
  return POST(request)
}

export async function POST(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  const malformed = malformedPathResponse(pathname)
  if (malformed) return malformed
  const rest = pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length) : ''
  return handle(request, rest.split('/').filter(Boolean))
}
