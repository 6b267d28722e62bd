/**
 * The edge headers on a real edge server (src/server/edgeHeadersStage.ts) in front of a stand-in
 * for Next that tags its pages as Next's page cache handler does (`x-edge-cache-tags`): what the
 * shared cache in front and a shopper's browser are told, whether Next or the front's page cache
 * answers.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { edgeSecret } from '@/security/edgeSecret'
import { resetDrainForTests } from '@/server/drain'
import { createEdgeServer } from '@/server/edge'
import { edgeHeadersStage } from '@/server/edgeHeadersStage'
import { createFront, type Front } from '@/server/front'
import { BYPASS_HEADER } from '@/server/frontStore'
import type { RequestHandler } from '@/server/stage'
import { createStartupGate } from '@/server/startupGate'

const servers: http.Server[] = []
const fronts: Front[] = []
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    s.close()
  }
  for (const f of fronts.splice(0)) f.close()
  resetDrainForTests()
})

const settings = { edgeTtlSeconds: 86_400, browserTtlSeconds: 60 }

function get(port: number, pathname: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers: { host: 'sunshine.localhost', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** Next as the page cache handler leaves it: a shareable page naming its tags in the internal header. */
const taggedPage: RequestHandler = (req, res) => {
  if (req.url === '/untagged') {
    res.setHeader('cache-control', 's-maxage=300')
    res.setHeader('content-type', 'text/html; charset=utf-8')
    return void res.end('untagged')
  }
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('cache-control', 's-maxage=300, stale-while-revalidate=31535700')
  res.setHeader('x-edge-cache-tags', '_N_T_/layout,site:1,site:1:menus,site:1:vehicle:corolla')
  res.end('<p>Corolla $30,000</p>')
}

async function edgeServer(front: Front | null, app: RequestHandler = taggedPage): Promise<number> {
  const server = createEdgeServer({ gate: createStartupGate({ file: undefined }), front, edgeHeaders: edgeHeadersStage(settings, edgeSecret()), app })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

describe('edge headers on the server edge', () => {
  it("a shopper page carries its tags as Surrogate-Key and Cache-Tag with a day's edge lifetime, and never the internal header", async () => {
    const port = await edgeServer(null)
    const page = await get(port, '/cars/corolla', { cookie: '_ga=1' })
    expect(page.headers['surrogate-key']).toBe('site:1 site:1:menus site:1:vehicle:corolla')
    expect(page.headers['cache-tag']).toBe('site:1,site:1:menus,site:1:vehicle:corolla')
    expect(page.headers['cache-control']).toBe('public, max-age=60, s-maxage=86400, stale-while-revalidate=31535700')
    expect(page.headers['surrogate-control']).toBe('max-age=86400')
    expect(page.headers['x-edge-cache-tags']).toBeUndefined()

    const untagged = await get(port, '/untagged')
    expect(untagged.headers['cache-control']).toBe('s-maxage=300')
    expect(untagged.headers['surrogate-key']).toBeUndefined()
  })

  it("a signed-in shopper's page is private, no-store, without tags", async () => {
    const port = await edgeServer(null)
    const page = await get(port, '/cars/corolla', { cookie: 'dp_shopper=abc' })
    expect(page.text).toContain('Corolla')
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.headers['surrogate-key']).toBeUndefined()
    expect(page.headers['cache-tag']).toBeUndefined()
  })

  it("the front's page cache keeps Next's own lifetime and its hits carry the page's tags too", async () => {
    let renders = 0
    let port = 0
    const front = createFront({ port: () => port, secret: edgeSecret(), settings: {} })
    fronts.push(front)
    port = await edgeServer(front, (req, res) => {
      renders += 1
      // The front's own fetch reaches Next unchanged (Next's s-maxage, the internal tags header).
      expect(req.headers[BYPASS_HEADER]).toBe(edgeSecret())
      taggedPage(req, res)
    })
    await get(port, '/cars/corolla')
    const hit = await get(port, '/cars/corolla')
    expect(hit.headers['x-nextjs-cache']).toBe('HIT')
    expect(hit.headers['surrogate-key']).toBe('site:1 site:1:menus site:1:vehicle:corolla')
    expect(hit.headers['cache-control']).toBe('public, max-age=60, s-maxage=86400, stale-while-revalidate=31535700')
    expect(renders).toBe(1)
  })
})
