/**
 * Next's router copies the proxy's rewrite target into an `x-middleware-rewrite` response
 * header (`/s~sunshine-toyota/cars`), showing every visitor the internal path layout. The App
 * Router's client does not read it (it uses `x-nextjs-rewritten-path` on RSC requests, left
 * alone), so the edge drops it. Next offers no setting for this: the edge wraps `writeHead` of
 * each response it hands to Next (the `on-headers` idiom: every way Node sends a head, an
 * explicit `writeHead` or the implicit one of a first `write`/`end`, goes through it), and the
 * internal headers are removed just before the head is sent.
 */
import type http from 'node:http'
import type { Stage } from './stage'

const INTERNAL_RESPONSE_HEADERS: ReadonlySet<string> = new Set(['x-middleware-rewrite'])

type WriteHeadArgs = Parameters<http.ServerResponse['writeHead']>

/** Drops an internal header from `writeHead`'s own headers argument (an object or a flat list). */
function withoutInternal(headers: unknown): unknown {
  if (Array.isArray(headers)) {
    // A flat [name, value, name, value, …] list, or a list of [name, value] pairs.
    if (headers.length > 0 && Array.isArray(headers[0])) return headers.filter((pair) => !INTERNAL_RESPONSE_HEADERS.has(String(pair[0]).toLowerCase()))
    const out: unknown[] = []
    for (let i = 0; i < headers.length; i += 2) if (!INTERNAL_RESPONSE_HEADERS.has(String(headers[i]).toLowerCase())) out.push(headers[i], headers[i + 1])
    return out
  }
  if (headers && typeof headers === 'object') {
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !INTERNAL_RESPONSE_HEADERS.has(name.toLowerCase())))
  }
  return headers
}

/** This response never sends an internal header, however Next sets it. */
function hideInternalHeaders(res: http.ServerResponse): void {
  const writeHead = res.writeHead
  res.writeHead = function (this: http.ServerResponse, ...args: WriteHeadArgs) {
    for (const name of INTERNAL_RESPONSE_HEADERS) this.removeHeader(name)
    const list: unknown[] = args
    const last = list.length - 1
    if (last >= 1 && typeof list[last] === 'object') list[last] = withoutInternal(list[last])
    return writeHead.apply(this, args)
  } as http.ServerResponse['writeHead']
}

/** The edge's stage for it. */
export const hideInternalHeadersStage: Stage = (_req, res, next) => {
  hideInternalHeaders(res)
  next()
}
