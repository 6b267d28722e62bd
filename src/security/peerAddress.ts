/**
 * The address of the TCP peer of a request, carried from the Node HTTP server to route handlers.
 *
 * A Web `Request` (what App Router handlers and Payload get) has no socket, and Next only fills
 * `X-Forwarded-For` with the socket address when the client did not send one — so from a route
 * handler a forged header and a real one look the same. `installPeerAddressHeader()` (called once
 * from src/instrumentation.ts in the server process) makes every HTTP server in the process stamp
 * each incoming request with its socket's address and a per-process secret, overwriting anything
 * the client sent under that name; `peerAddressFrom()` accepts the stamp only with that secret.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import { trackRequest } from '@/server/drain'

export const PEER_HEADER = 'x-dealer-peer-address'

interface PeerState {
  token: string
  installed: boolean
}

const STATE = Symbol.for('dealer-platform.security.peerAddress')
type GlobalWithState = typeof globalThis & { [STATE]?: PeerState }

/** Shared across bundles of one process (instrumentation, route handlers and Payload are bundled apart). */
function state(): PeerState {
  const g = globalThis as GlobalWithState
  g[STATE] ??= { token: randomBytes(18).toString('base64url'), installed: false }
  return g[STATE]
}

function stamp(address: string): string {
  return `${address} ${state().token}`
}

type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean

function patch(proto: { emit: Emit }): void {
  const original = proto.emit
  proto.emit = function emit(this: unknown, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      // The process's one request hook also counts requests in flight for a graceful stop.
      trackRequest(this, args[1] as http.ServerResponse | undefined)
      const req = args[0] as http.IncomingMessage | undefined
      if (req?.headers) {
        const address = req.socket?.remoteAddress
        if (address) req.headers[PEER_HEADER] = stamp(address)
        else delete req.headers[PEER_HEADER]
      }
    }
    return original.call(this, event, ...args)
  }
}

/** Stamp every request every HTTP(S) server of this process receives (idempotent). */
export function installPeerAddressHeader(): void {
  const s = state()
  if (s.installed) return
  s.installed = true
  // @types/node types Server.prototype.emit with overloads per event; the patch wraps the one function.
  patch(http.Server.prototype as unknown as { emit: Emit })
  // (same @types/node overloads as above)
  if ((https.Server.prototype as unknown) !== (http.Server.prototype as unknown)) patch(https.Server.prototype as unknown as { emit: Emit })
}

/** The stamped peer address, or null when the request was not stamped by this process. */
export function peerAddressFrom(headers: Headers): string | null {
  const value = headers.get(PEER_HEADER)
  if (!value) return null
  const space = value.lastIndexOf(' ')
  if (space <= 0 || value.slice(space + 1) !== state().token) return null
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
