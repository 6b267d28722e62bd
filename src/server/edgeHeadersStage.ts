/**
 * The edge headers (src/edge/edgeHeaders.ts) on every answer this server sends to a client:
 * pages, robots.txt, sitemaps, media files (tagged from their URL: src/cache/mediaFileTags.ts) and
 * whatever else names its cache tags in the internal
 * `x-edge-cache-tags` header (Next's page cache puts a page's tags there:
 * src/server/frontAwareCacheHandler.ts), whether Next or the front's page cache answers.
 *
 * The front's own loopback fetches (marked with the edge's per-process secret) are left as Next
 * answered them: the front keeps a page for Next's own s-maxage, not the edge's day, and sends
 * the stored tags on with each hit. Like src/server/internalHeaders.ts, it wraps `writeHead` of
 * each response (every way Node sends a head goes through it) and changes the headers just
 * before the head is sent.
 */
import type http from 'node:http'
import { EDGE_TAGS_HEADER, appTags, edgeHeaderChanges, type EdgeSettings } from '../edge/edgeHeaders'
import { MEDIA_FILE_CACHE_CONTROL, mediaFileTags } from '../cache/mediaFileTags'
import { BYPASS_HEADER } from './frontStore'
import type { Stage } from './stage'

type WriteHeadArgs = Parameters<http.ServerResponse['writeHead']>

function headerText(value: number | string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined
  return Array.isArray(value) ? value.join(', ') : String(value)
}

/** Moves headers given to `writeHead` itself (an object) onto the response, so they are seen and changed. */
function adoptHeadArgument(res: http.ServerResponse, args: unknown[]): void {
  const last = args.length - 1
  const headers = args[last]
  if (last < 1 || !headers || typeof headers !== 'object' || Array.isArray(headers)) return
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
    if (value !== undefined) res.setHeader(name, value as string | string[] | number)
  }
  args[last] = undefined
}

/** This response goes out with the edge headers for `req`. */
function applyEdgeHeaders(req: http.IncomingMessage, res: http.ServerResponse, settings: EdgeSettings): void {
  const writeHead = res.writeHead
  res.writeHead = function (this: http.ServerResponse, ...args: WriteHeadArgs) {
    const list: unknown[] = args
    if (typeof list[0] === 'number') this.statusCode = list[0]
    adoptHeadArgument(this, list)
    // A media file's answer (Payload's file route, Next's optimised image of it) is tagged from its URL.
    const mediaTags = mediaFileTags(req.url)
    if (mediaTags.length > 0 && this.statusCode === 200 && this.getHeader('cache-control') === undefined) this.setHeader('cache-control', MEDIA_FILE_CACHE_CONTROL)
    const changes = edgeHeaderChanges(
      req,
      {
        status: this.statusCode,
        cacheControl: headerText(this.getHeader('cache-control')),
        setCookie: this.getHeader('set-cookie') !== undefined,
        tags: [...appTags(headerText(this.getHeader(EDGE_TAGS_HEADER))), ...mediaTags],
        stale: this.getHeader('x-nextjs-cache') === 'STALE',
      },
      settings,
    )
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) this.removeHeader(name)
      else this.setHeader(name, value)
    }
    while (list.length > 1 && list[list.length - 1] === undefined) list.pop()
    return writeHead.apply(this, args)
  } as http.ServerResponse['writeHead']
}

/** The edge's stage: every request but the front's own fetches (`secret`: the edge's per-process secret). */
export function edgeHeadersStage(settings: EdgeSettings, secret: string | null): Stage {
  return (req, res, next) => {
    if (secret === null || req.headers[BYPASS_HEADER] !== secret) applyEdgeHeaders(req, res, settings)
    next()
  }
}
