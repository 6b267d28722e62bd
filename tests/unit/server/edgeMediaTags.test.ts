/**
 * Media files at the edge (src/cache/mediaFileTags.ts, src/server/edgeHeadersStage.ts): Payload's
 * /api/media/file/… and Next's optimised /_next/image of it carry the file's media tag with the
 * edge lifetime; a lead photo, a staff member's request and an error never become public.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { mediaFileTag } from '@/cache/tags'
import { mediaFileTags } from '@/cache/mediaFileTags'
import { edgeSecret } from '@/security/edgeSecret'
import { resetDrainForTests } from '@/server/drain'
import { createEdgeServer } from '@/server/edge'
import { edgeHeadersStage } from '@/server/edgeHeadersStage'
import type { RequestHandler } from '@/server/stage'
import { createStartupGate } from '@/server/startupGate'

const servers: http.Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    s.close()
  }
  resetDrainForTests()
})

/** Payload's file route (no Cache-Control of its own), Next's image optimiser (its own). */
const app: RequestHandler = (req, res) => {
  const url = String(req.url)
  if (url.includes('missing')) {
    res.writeHead(404, { 'content-type': 'application/json' })
    return void res.end('{}')
  }
  if (url.startsWith('/_next/image')) res.setHeader('cache-control', 'public, max-age=14400, must-revalidate')
  res.writeHead(200, { 'content-type': 'image/webp' })
  res.end('webp')
}

async function serve(): Promise<number> {
  const server = createEdgeServer({ gate: createStartupGate({ file: undefined }), front: null, edgeHeaders: edgeHeadersStage({ edgeTtlSeconds: 86_400, browserTtlSeconds: 60 }, edgeSecret()), app })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

function get(port: number, pathname: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host: 'sunshine.localhost', ...headers } }, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
      })
      .on('error', reject)
  })
}

describe('media files at the edge', () => {
  it("a media file and Next's optimised image of it carry the file's media tag with a day at the edge", async () => {
    const port = await serve()
    const file = await get(port, '/api/media/file/hero%20car-1600x900.webp')
    expect(file.headers['surrogate-key']).toBe(`media:file:hero%20car-1600x900.webp`)
    expect(file.headers['cache-tag']).toBe('media:file:hero%20car-1600x900.webp')
    expect(file.headers['cache-control']).toBe('public, max-age=60, s-maxage=86400')
    const image = await get(port, `/_next/image?url=${encodeURIComponent('/api/media/file/hero car-1600x900.webp')}&w=640&q=75`)
    expect(image.headers['surrogate-key']).toBe(file.headers['surrogate-key'])
    // A media file keeps its own browser lifetime (the optimiser's 4 h), whatever the pages' is.
    expect(image.headers['cache-control']).toBe('public, max-age=14400, s-maxage=86400')
  })

  it('a lead photo, a staff member asking, and a missing file are never tagged public', async () => {
    const port = await serve()
    for (const pathname of ['/api/lead-photos/file/licence.jpg', `/_next/image?url=${encodeURIComponent('/api/lead-photos/file/licence.jpg')}&w=640&q=75`]) {
      const answer = await get(port, pathname)
      expect(answer.headers['surrogate-key'], pathname).toBeUndefined()
      expect(answer.headers['cache-control'] ?? '', pathname).not.toMatch(/s-maxage/)
    }
    const staff = await get(port, '/api/media/file/hero.webp', { cookie: 'payload-token=abc' })
    expect(staff.headers['cache-control']).toBe('private, no-store')
    expect(staff.headers['surrogate-key']).toBeUndefined()
    const missing = await get(port, '/api/media/file/missing.webp')
    expect(missing.status).toBe(404)
    expect(missing.headers['surrogate-key']).toBeUndefined()
    expect(missing.headers['cache-control']).toBeUndefined()
  })

  it('reads the file name from the URL only for the media collection', () => {
    expect(mediaFileTags('/api/media/file/a.webp?prefix=x')).toEqual([mediaFileTag('a.webp')])
    expect(mediaFileTags('/api/media/file/%zz.webp')).toEqual([])
    expect(mediaFileTags('/api/media/a.webp')).toEqual([])
    expect(mediaFileTags('/_next/image?w=64')).toEqual([])
    expect(mediaFileTags('/_next/image?url=https%3A%2F%2Fexample.com%2Fapi%2Fmedia%2Ffile%2Fa.webp&w=64')).toEqual([])
  })
})
