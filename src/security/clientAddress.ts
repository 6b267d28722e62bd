/**
 * The client address of a request, for rate limits and audit: the TCP peer, unless that peer is
 * one of TRUSTED_PROXIES — then X-Forwarded-For is walked from the right (the entry the nearest
 * proxy appended) past every trusted proxy to the first address that is not one. X-Forwarded-For
 * from anyone else is ignored, so rotating it or claiming 127.0.0.1 changes nothing.
 *
 * The peer comes from the process's request stamp (peerAddress.ts). A request without one (built
 * in process, e.g. by a test, or arriving before the server finished starting) is "unknown": all
 * such requests share one rate-limit key rather than trusting any header.
 */
import { isIP } from 'node:net'
import { peerAddressFrom } from './peerAddress'
import { normalizeAddress, trustedProxies } from './trustedProxies'

export const UNKNOWN_CLIENT = 'unknown'

export function clientAddress(request: Pick<Request, 'headers'>): string {
  const rawPeer = peerAddressFrom(request.headers)
  if (!rawPeer) return UNKNOWN_CLIENT
  const peer = normalizeAddress(rawPeer)
  const trusted = trustedProxies()
  if (!trusted.has(peer)) return peer
  const chain = (request.headers.get('x-forwarded-for') ?? '').split(',').slice(-32)
  let hop = peer
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = normalizeAddress(chain[i] ?? '')
    if (address === '') continue
    // Garbage in the chain: nothing beyond it is believable; the hop that passed it on is the client.
    if (isIP(address) === 0) return hop
    if (!trusted.has(address)) return address
    hop = address
  }
  return hop
}

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/

/** The request really came from this machine (a server-side call of the app itself). */
export function isLoopbackAddress(address: string): boolean {
  return LOOPBACK.test(address)
}
