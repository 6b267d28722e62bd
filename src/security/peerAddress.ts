/**
 * The address of the TCP peer of a request, carried from the server edge to route handlers.
 *
 * A Web `Request` (what App Router handlers and Payload get) has no socket, and Next only fills
 * `X-Forwarded-For` with the socket address when the client did not send one — so from a route
 * handler a forged header and a real one look the same. The server edge (src/server/edge.ts)
 * stamps each incoming request with its socket's address and the edge's per-process secret
 * (`stampPeerAddress`, src/security/edgeSecret.ts), overwriting anything the client sent under that
 * name; `peerAddressFrom()` accepts the stamp only with that secret.
 */
import type http from 'node:http'
import { edgeSecret } from './edgeSecret'

export const PEER_HEADER = 'x-dealer-peer-address'

function stamp(address: string): string {
  return `${address} ${edgeSecret()}`
}

/** The edge's stage: the socket's address, with the secret, replaces any client-sent stamp. */
export function stampPeerAddress(req: http.IncomingMessage): void {
  const address = req.socket?.remoteAddress
  if (address) req.headers[PEER_HEADER] = stamp(address)
  else delete req.headers[PEER_HEADER]
}

/** The stamped peer address, or null when the request was not stamped by this process's edge. */
export function peerAddressFrom(headers: Headers): string | null {
  const value = headers.get(PEER_HEADER)
  if (!value) return null
  const space = value.lastIndexOf(' ')
  if (space <= 0 || value.slice(space + 1) !== edgeSecret()) return null
  return value.slice(0, space)
}

/**
 * Headers with a valid peer stamp for `address`: for in-process callers that build a Request
 * themselves (tests, server-side calls that act for a known client).
 */
export function withPeerAddress(init: HeadersInit | undefined, address: string): Headers {
  const headers = new Headers(init)
  headers.set(PEER_HEADER, stamp(address))
  return headers
}
