/**
 * The server edge (src/server/edge.ts) as one real HTTP server in front of a stand-in for Next:
 * the stages in their order (gate, peer stamp, internal headers, front), and what a shopper or the
 * app would notice; without touching Node's prototypes.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createStartupState } from '../../../scripts/lib/startupState'
import { publishExpiry } from '@/cache/expiryBus'
import { PEER_HEADER, peerAddressFrom } from '@/security/peerAddress'
import { resetDrainForTests } from '@/server/drain'
import { createEdgeServer } from '@/server/edge'
import { edgeSecret } from '@/security/edgeSecret'
import { createFront, type Front } from '@/server/front'
import { offerFrontSearchBridge } from '@/search/frontSearchChannel'
import type { RequestHandler } from '@/server/stage'
import { createStartupGate } from '@/server/startupGate'

const servers: http.Server[] = []
const fronts: Front[] = []
const dirs: string[] = []
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    s.close()
  }
  for (const f of fronts.splice(0)) f.close()
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
  resetDrainForTests()
})

async function listen(server: http.Server): Promise<number> {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

function get(port: number, pathname: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET', body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers: { host: 'sunshine.localhost', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('server edge', () => {
  it('gates, stamps the socket’s peer over a forged one, hides internal headers, then hands over to Next', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-test-'))
    dirs.push(dir)
    const state = createStartupState(dir)
    state.phase('Applying migrations')
    const { emit } = http.Server.prototype
    const { setHeader, writeHead } = http.ServerResponse.prototype
    const seen: Array<string | null> = []
    const app: RequestHandler = (req, res) => {
      const headers = new Headers()
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
      seen.push(peerAddressFrom(headers))
      res.setHeader('x-middleware-rewrite', '/s~sunshine/cars')
      res.end('next')
    }
    const port = await listen(createEdgeServer({ gate: createStartupGate({ file: state.file, checkMs: 0 }), front: null, app }))

    const gated = await get(port, '/cars')
    expect(gated.status).toBe(503)
    expect(gated.text).toContain('Applying migrations')
    expect(seen).toEqual([])

    state.ready()
    const answered = await get(port, '/cars', { [PEER_HEADER]: `8.8.8.8 ${edgeSecret()}x` })
    expect(answered.status).toBe(200)
    expect(answered.text).toBe('next')
    expect(answered.headers['x-middleware-rewrite']).toBeUndefined()
    expect(seen).toEqual(['127.0.0.1'])

    expect(http.Server.prototype.emit).toBe(emit)
    expect(http.ServerResponse.prototype.setHeader).toBe(setHeader)
    expect(http.ServerResponse.prototype.writeHead).toBe(writeHead)
  })

  it('answers liveness itself, without entering Next, once the gate opens; readiness and the rest go on to the app', async () => {
    const seen: string[] = []
    const app: RequestHandler = (req, res) => {
      seen.push(req.url ?? '')
      res.end('next')
    }
    const port = await listen(createEdgeServer({ gate: createStartupGate({ file: undefined }), front: null, app }))
    const live = await get(port, '/api/health/live')
    expect(live.status).toBe(200)
    expect(JSON.parse(live.text)).toEqual({ status: 'ok' })
    expect(live.headers['cache-control']).toBe('no-store')
    expect((await get(port, '/api/health/live?probe=1', {}, 'HEAD')).status).toBe(200)
    expect((await get(port, '/api/health/ready')).text).toBe('next')
    expect((await get(port, '/api/health/live', {}, 'POST')).text).toBe('next')
    expect(seen).toEqual(['/api/health/ready', '/api/health/live'])
  })

  it('answers shareable pages from the front, and renders again after an expiry on the bus', async () => {
    let renders = 0
    let version = 'v1'
    const app: RequestHandler = (_req, res) => {
      renders += 1
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300, stale-while-revalidate=3300' })
      res.end(`<p>home ${version}</p>`)
    }
    let port = 0
    const front = createFront({ port: () => port, secret: edgeSecret(), settings: {} })
    fronts.push(front)
    port = await listen(createEdgeServer({ gate: createStartupGate({ file: undefined }), front, app }))

    expect((await get(port, '/')).headers['x-nextjs-cache']).toBe('HIT')
    expect((await get(port, '/')).text).toBe('<p>home v1</p>')
    expect(renders).toBe(1)

    version = 'v2'
    publishExpiry({ tags: ['site:1'], origin: 'local' })
    expect((await get(port, '/')).text).toBe('<p>home v2</p>')
    expect(renders).toBe(2)
  })

  it('answers search multi-queries in front once the route has offered its bridge on the channel', async () => {
    let routeCalls = 0
    const app: RequestHandler = (_req, res) => {
      routeCalls += 1
      res.writeHead(404)
      res.end()
    }
    let port = 0
    const front = createFront({ port: () => port, secret: edgeSecret(), settings: {} })
    fronts.push(front)
    port = await listen(createEdgeServer({ gate: createStartupGate({ file: undefined }), front, app }))
    const body = '{"requests":[]}'
    const ask = () => get(port, '/api/search/sunshine/1/indexes/*/queries', { 'content-type': 'application/json', 'content-length': String(body.length) }, 'POST', body)

    expect((await ask()).status).toBe(404) // no bridge yet: Next's
    expect(routeCalls).toBe(1)
    offerFrontSearchBridge({
      limit: async () => ({ allowed: true }),
      generation: () => 1,
      answer: async () => ({ status: 200, headers: [['content-type', 'application/json; charset=utf-8']], body: '{"results":[]}' }),
    })
    const first = await ask()
    expect(first.status).toBe(200)
    expect(first.headers['x-search-cache']).toBe('MISS')
    expect((await ask()).headers['x-search-cache']).toBe('HIT')
    expect(routeCalls).toBe(1)
  })
})
