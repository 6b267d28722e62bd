/**
 * Contract tests of the purge adapters against local HTTP fakes of Fastly's and Cloudflare's
 * purge APIs (and of the Varnish VCL's PURGE answer): request shape, auth header, batching, and
 * what a refusal or an outage does. The real Varnish is exercised by tests/e2e/edge-cache.spec.ts.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { cloudflareAdapter } from '@/edge/purge/cloudflare'
import { fastlyAdapter } from '@/edge/purge/fastly'
import { createEdgePurger, PurgeError } from '@/edge/purge/purger'
import { varnishAdapter } from '@/edge/purge/varnish'

interface Seen {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
}

const servers: http.Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    s.close()
  }
})

/** A fake API: records each request and answers with `reply` (status, JSON body). */
async function fakeApi(reply: (seen: Seen, n: number) => [number, unknown]): Promise<{ base: string; seen: Seen[] }> {
  const seen: Seen[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const request = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() }
      seen.push(request)
      const [status, body] = reply(request, seen.length)
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

const keys = (n: number, prefix = 'site:1:vehicle:car-') => Array.from({ length: n }, (_, i) => `${prefix}${i}`)

describe('Fastly purge adapter', () => {
  it('POSTs the surrogate keys to the service purge API with the Fastly-Key token, at most 256 per request', async () => {
    const api = await fakeApi(() => [200, { status: 'ok' }])
    const purger = createEdgePurger({ adapter: fastlyAdapter({ token: 'fastly-secret', serviceId: 'SRV1', api: api.base }), batchMs: 1 })
    purger.purge(keys(300))
    await purger.idle()
    expect(api.seen.map((s) => [s.method, s.url, s.headers['fastly-key'], s.headers['content-type']])).toEqual([
      ['POST', '/service/SRV1/purge', 'fastly-secret', 'application/json'],
      ['POST', '/service/SRV1/purge', 'fastly-secret', 'application/json'],
    ])
    const sent = api.seen.map((s) => JSON.parse(s.body).surrogate_keys as string[])
    expect(sent.map((k) => k.length)).toEqual([256, 44])
    expect(sent.flat()).toEqual(keys(300))
    expect(purger.stats()).toEqual({ sent: 300, failed: 0 })
  })

  it('retries an outage (503) and gives up at once on a bad token (401)', async () => {
    const api = await fakeApi((_s, n) => (n === 1 ? [503, { msg: 'unavailable' }] : [200, { status: 'ok' }]))
    const purger = createEdgePurger({ adapter: fastlyAdapter({ token: 't', serviceId: 'S', api: api.base }), batchMs: 1, backoffMs: 1 })
    purger.purge(['site:1'])
    await purger.idle()
    expect(api.seen).toHaveLength(2)
    expect(purger.stats().sent).toBe(1)

    const denied = await fakeApi(() => [401, { msg: 'Provided credentials are missing or invalid' }])
    await expect(fastlyAdapter({ token: 'bad', serviceId: 'S', api: denied.base }).purge(['site:1'])).rejects.toMatchObject({ retry: false, message: expect.stringMatching(/Fastly answered 401/) })
  })
})

describe('Cloudflare purge adapter', () => {
  it('POSTs the cache tags to the zone purge API with a Bearer token, at most 30 per request', async () => {
    const api = await fakeApi(() => [200, { success: true, errors: [], messages: [], result: { id: 'x' } }])
    const purger = createEdgePurger({ adapter: cloudflareAdapter({ token: 'cf-secret', zoneId: 'ZONE9', api: api.base }), batchMs: 1 })
    purger.purge(keys(61))
    await purger.idle()
    expect(api.seen.map((s) => [s.method, s.url, s.headers.authorization])).toEqual(Array(3).fill(['POST', '/client/v4/zones/ZONE9/purge_cache', 'Bearer cf-secret']))
    const sent = api.seen.map((s) => JSON.parse(s.body).tags as string[])
    expect(sent.map((t) => t.length)).toEqual([30, 30, 1])
    expect(sent.flat()).toEqual(keys(61))
  })

  it('a refused purge (403) is a PurgeError that is not retried; a rate limit (429) is retried', async () => {
    const api = await fakeApi(() => [403, { success: false, errors: [{ code: 10000, message: 'Authentication error' }] }])
    const error = await cloudflareAdapter({ token: 't', zoneId: 'Z', api: api.base }).purge(['site:1']).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PurgeError)
    expect((error as PurgeError).retry).toBe(false)
    const limited = await fakeApi(() => [429, { success: false }])
    await expect(cloudflareAdapter({ token: 't', zoneId: 'Z', api: limited.base }).purge(['site:1'])).rejects.toMatchObject({ retry: true })
  })
})

describe('Varnish purge adapter', () => {
  it('sends PURGE with the keys in xkey-purge to every Varnish, bounded to fit its header limit', async () => {
    const a = await fakeApi(() => [200, {}])
    const b = await fakeApi(() => [200, {}])
    const purger = createEdgePurger({ adapter: varnishAdapter({ urls: [`${a.base}/`, `${b.base}/`] }), batchMs: 1 })
    const many = keys(400, 'site:12:vehicle:a-rather-long-vehicle-slug-')
    purger.purge(many)
    await purger.idle()
    for (const api of [a, b]) {
      expect(new Set(api.seen.map((s) => s.method))).toEqual(new Set(['PURGE']))
      const sent = api.seen.map((s) => String(s.headers['xkey-purge']).split(' '))
      expect(sent.flat()).toEqual(many)
      for (const s of api.seen) expect(Buffer.byteLength(String(s.headers['xkey-purge']))).toBeLessThanOrEqual(6 * 1024)
      expect(sent.length).toBeGreaterThan(1)
    }
  })

  it('an unreachable Varnish is a failure the queue logs, not an error a save sees', async () => {
    const lines: string[] = []
    const purger = createEdgePurger({ adapter: varnishAdapter({ urls: ['http://127.0.0.1:9/'], timeoutMs: 1000 }), batchMs: 1, attempts: 2, backoffMs: 1, log: (l) => lines.push(l) })
    purger.purge(['site:1'])
    await purger.idle()
    expect(purger.stats()).toEqual({ sent: 0, failed: 1 })
    expect(lines[0]).toMatch(/Varnish did not take 1 key\(s\) \(site:1\) after 2 attempt/)
  })
})
