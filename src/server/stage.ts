/**
 * The server edge is a chain of stages (src/server/edge.ts): each sees a request in turn and
 * either answers it or passes it on with `next()`; the last one is Next's request handler.
 */
import type http from 'node:http'

type Next = () => void

/** One step of the edge: answer `res`, or call `next` (at most once) to pass the request on. */
export type Stage = (req: http.IncomingMessage, res: http.ServerResponse, next: Next) => void

export type RequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void

/** The stages in order, then `last`: one Node request handler. */
export function chain(stages: readonly Stage[], last: RequestHandler): RequestHandler {
  return stages.reduceRight<RequestHandler>((rest, stage) => (req, res) => stage(req, res, () => rest(req, res)), last)
}
