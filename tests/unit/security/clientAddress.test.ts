/**
 * Issue 7 defect 7: the client address comes from the TCP peer, and X-Forwarded-For counts only
 * when that peer is one of TRUSTED_PROXIES.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { clientAddress, UNKNOWN_CLIENT } from '@/security/clientAddress'
import { PEER_HEADER, peerAddressFrom, withPeerAddress } from '@/security/peerAddress'
import { peerAddressStage } from '@/server/edge'
import { chain } from '@/server/stage'
import { normalizeAddress, parseTrustedProxies } from '@/security/trustedProxies'

const req = (peer: string | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { headers: peer === null ? headers : withPeerAddress(headers, peer) })

afterEach(() => {
  delete process.env.TRUSTED_PROXIES
})

describe('clientAddress', () => {
  it('is the peer, whatever X-Forwarded-For / X-Real-IP say, when no proxy is trusted', () => {
    expect(clientAddress(req('203.0.113.5', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '1.1.1.1' }))).toBe('203.0.113.5')
    expect(clientAddress(req('::ffff:203.0.113.5'))).toBe('203.0.113.5')
  })

  it('walks X-Forwarded-For from the right past trusted proxies only', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8 192.168.1.1 fd00::/8'
    expect(clientAddress(req('10.1.2.3', { 'x-forwarded-for': '198.51.100.7' }))).toBe('198.51.100.7')
    // two proxies in a row, and a forged hop the client sent first
    expect(clientAddress(req('10.1.2.3', { 'x-forwarded-for': '127.0.0.1, 198.51.100.7, 192.168.1.1' }))).toBe('198.51.100.7')
    expect(clientAddress(req('fd00::1', { 'x-forwarded-for': '2001:db8::9' }))).toBe('2001:db8::9')
    // garbage in the chain stops the walk at the hop that passed it on
    expect(clientAddress(req('10.1.2.3', { 'x-forwarded-for': 'not-an-ip' }))).toBe('10.1.2.3')
    // an untrusted peer's header is ignored even with proxies configured
    expect(clientAddress(req('198.51.100.8', { 'x-forwarded-for': '10.1.2.3' }))).toBe('198.51.100.8')
  })

  it('is "unknown" without a genuine peer stamp: a client cannot forge the stamp header', () => {
    expect(clientAddress(req(null, { 'x-forwarded-for': '1.2.3.4' }))).toBe(UNKNOWN_CLIENT)
    expect(clientAddress(req(null, { [PEER_HEADER]: '1.2.3.4 guessed-token' }))).toBe(UNKNOWN_CLIENT)
  })

  it('takes the peer from the socket in a real HTTP server behind the edge’s stage, overwriting a forged stamp', async () => {
    const server = http.createServer(
      chain([peerAddressStage], (incoming, res) => {
        const headers = new Headers()
        for (const [k, v] of Object.entries(incoming.headers)) if (typeof v === 'string') headers.set(k, v)
        res.end(JSON.stringify({ peer: peerAddressFrom(headers), client: clientAddress(new Request('http://x/', { headers })) }))
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_HEADER]: '8.8.8.8 forged', 'x-forwarded-for': '8.8.8.8' } })
      expect(await res.json()).toEqual({ peer: '127.0.0.1', client: '127.0.0.1' })
    } finally {
      server.close()
    }
  })
})

describe('TRUSTED_PROXIES parsing', () => {
  it('accepts addresses and CIDR ranges, reports the rest', () => {
    const t = parseTrustedProxies('10.0.0.0/8, 127.0.0.1 ::1 bogus 1.2.3.4/99')
    expect(t.invalid).toEqual(['bogus', '1.2.3.4/99'])
    expect(t.has('10.200.0.1')).toBe(true)
    expect(t.has('::ffff:127.0.0.1')).toBe(true)
    expect(t.has('::1')).toBe(true)
    expect(t.has('11.0.0.1')).toBe(false)
    expect(parseTrustedProxies(undefined).has('127.0.0.1')).toBe(false)
  })

  it('normalises ports, brackets and IPv4-mapped IPv6', () => {
    expect(normalizeAddress('1.2.3.4:5678')).toBe('1.2.3.4')
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1')
    expect(normalizeAddress(' ::ffff:10.0.0.1 ')).toBe('10.0.0.1')
  })
})
