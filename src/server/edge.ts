/**
 * The server edge: Node's HTTP server in front of Next.js, as a chain of small stages
 * (src/server/stage.ts), in the order a request meets them:
 *
 * 1. drain bookkeeping (src/server/drain.ts): counts the request until its response closes, so a
 *    SIGTERM lets requests in flight finish; while draining, responses close their connection;
 * 2. the start-up gate (src/server/startupGate.ts): "Preparing…" 503 until the database is ready;
 *    then liveness (`/api/health/live`, src/server/liveness.ts) is answered here, in one turn of the
 *    event loop, whatever load the app is under;
 * 3. the peer address (src/security/peerAddress.ts): the socket's address, stamped with the edge's
 *    per-process secret over any client-sent copy, from which the app's clientAddress() applies
 *    TRUSTED_PROXIES;
 * 4. internal headers (src/server/internalHeaders.ts): never sent to the shopper; then the edge
 *    headers (src/server/edgeHeadersStage.ts): a tagged shareable answer gets Surrogate-Key,
 *    Cache-Tag and a long edge lifetime for the shared cache in front, a personal one
 *    `private, no-store`;
 * 5. the front (src/server/front.ts, production): search answers, query landings and finished
 *    pages answered without entering Next;
 * 6. Next's request handler (`next().getRequestHandler()`), which also attaches Next's upgrade
 *    handler (dev HMR WebSockets) to this server on its first request.
 *
 * Nothing here patches Node, Next or a prototype: the edge owns the server.
 */
import http from 'node:http'
import { stampPeerAddress } from '../security/peerAddress'
import { trackRequest } from './drain'
import type { Front } from './front'
import { hideInternalHeadersStage } from './internalHeaders'
import { livenessStage } from './liveness'
import { chain, type RequestHandler, type Stage } from './stage'

export interface EdgeParts {
  gate: Stage
  front: Front | null
  /** Next's request handler (or a stand-in in tests). */
  app: RequestHandler
  /** The edge headers' stage (src/server/edgeHeadersStage.ts), when this server sets them. */
  edgeHeaders?: Stage
}

export const peerAddressStage: Stage = (req, _res, next) => {
  stampPeerAddress(req)
  next()
}

/** The stages, in order, over `server` (whose requests the drain counts). */
function edgeStages(server: http.Server, { gate, front, edgeHeaders }: Omit<EdgeParts, 'app'>): Stage[] {
  const track: Stage = (_req, res, next) => {
    trackRequest(server, res)
    next()
  }
  return [track, gate, livenessStage, peerAddressStage, hideInternalHeadersStage, ...(edgeHeaders ? [edgeHeaders] : []), ...(front ? [front.stage] : [])]
}

/** An HTTP server running the edge's stages in front of `app` (not listening yet). */
export function createEdgeServer(parts: EdgeParts): http.Server {
  const server = http.createServer()
  server.on('request', chain(edgeStages(server, parts), parts.app))
  return server
}

type NextHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

/**
 * Next's handler once `prepared` settles (a request that passed the gate before Next finished
 * loading waits for it); a failure Next did not answer itself gets a plain 500.
 */
export function whenPrepared(prepared: Promise<NextHandler>): RequestHandler {
  let ready: NextHandler | undefined
  void prepared.then((handle) => (ready = handle), () => {})
  const fail = (res: http.ServerResponse, error: unknown) => {
    console.error('The request failed in Next.js:', error)
    if (res.headersSent) return void res.destroy()
    res.statusCode = 500
    res.end('Internal Server Error')
  }
  return (req, res) => {
    if (ready) return void ready(req, res).catch((error) => fail(res, error))
    prepared.then((handle) => handle(req, res)).catch((error) => fail(res, error))
  }
}
