/**
 * Next's router copies the proxy's rewrite target into an `x-middleware-rewrite` response
 * header (`/s~sunshine-toyota/cars`), showing every visitor the internal path layout. The App
 * Router's client does not read it (it uses `x-nextjs-rewritten-path` on RSC requests, left
 * alone), so the server drops it. Next offers no setting for this, hence the one patch of
 * `ServerResponse` below, installed once from instrumentation.ts.
 */
import http from 'node:http'

export const INTERNAL_RESPONSE_HEADERS = new Set(['x-middleware-rewrite'])

const PATCHED = Symbol.for('dealer.hideInternalHeaders')

export function hideInternalResponseHeaders(proto: typeof http.ServerResponse.prototype = http.ServerResponse.prototype): void {
  // @types/node's ServerResponse prototype has no symbol keys; the patch marks it with one.
  const target = proto as unknown as Record<symbol, boolean> & { setHeader: http.ServerResponse['setHeader'] }
  if (target[PATCHED]) return
  const setHeader = target.setHeader
  target.setHeader = function (this: http.ServerResponse, name: string, value: number | string | readonly string[]) {
    if (INTERNAL_RESPONSE_HEADERS.has(name.toLowerCase())) return this
    return setHeader.call(this, name, value)
  } as http.ServerResponse['setHeader']
  target[PATCHED] = true
}
