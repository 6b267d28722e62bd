/**
 * The cache tags of a page or route answer, handed to the server edge: Next collects the tags
 * of every cached read a render made (`x-next-cache-tags` in the stored entry's headers) but
 * sends that header only on Vercel-style deployments. The page cache handlers
 * (src/server/frontAwareCacheHandler.ts, src/cache/sharedPageCache.ts) copy it into
 * `x-edge-cache-tags`, which Next sends with the answer like any stored header; the edge turns
 * it into Surrogate-Key / Cache-Tag and never lets it out itself (src/server/edgeHeadersStage.ts).
 *
 * The copy is made on the entry's own headers object, before Next writes it: a fresh render's
 * answer is sent from that same object, so its first answer is tagged too.
 *
 */
const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags'
/** Same name as EDGE_TAGS_HEADER in src/edge/edgeHeaders.ts (a unit test checks). */
export const EDGE_TAGS_HEADER = 'x-edge-cache-tags'

/** The part of a stored cache entry this reads: its kind and, for pages and routes, its headers. */
type EntryLike = { kind?: unknown; headers?: unknown } | null | undefined

/** Adds the edge tags header to a page or route entry that has Next's tags; returns the value. */
export function withEdgeTags<T>(value: T): T {
  const entry = value as EntryLike
  const headers = entry?.headers
  if ((entry?.kind === 'APP_PAGE' || entry?.kind === 'APP_ROUTE') && headers && typeof headers === 'object') {
    const stored = headers as Record<string, unknown>
    const tags = stored[NEXT_CACHE_TAGS_HEADER]
    if (typeof tags === 'string' && tags !== '') stored[EDGE_TAGS_HEADER] = tags
  }
  return value
}
