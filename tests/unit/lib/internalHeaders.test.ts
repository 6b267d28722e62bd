/**
 * Internal response headers (src/server/internalHeaders.ts): the edge's stage removes them from
 * each response however they were set (setHeader, or writeHead's own headers, explicit or implied
 * by the first write), and keeps every other header. A real HTTP server and client.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { hideInternalHeadersStage } from '@/server/internalHeaders'
import { chain } from '@/server/stage'

const servers: http.Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    s.close()
  }
})

async function headersOf(app: http.RequestListener): Promise<http.IncomingHttpHeaders> {
  const server = http.createServer(chain([hideInternalHeadersStage], app))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/' }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.headers))
    }).on('error', reject)
  })
}

describe('internal response headers', () => {
  it('drops x-middleware-rewrite set with setHeader (implicit head) and keeps every other header', async () => {
    const headers = await headersOf((_req, res) => {
      res.setHeader('X-Middleware-Rewrite', '/s~sunshine-toyota/cars')
      res.setHeader('content-type', 'text/html')
      res.end('page')
    })
    expect(headers['x-middleware-rewrite']).toBeUndefined()
    expect(headers['content-type']).toBe('text/html')
  })

  it('drops it from writeHead’s own headers too, as an object or a flat list', async () => {
    const fromObject = await headersOf((_req, res) => {
      res.writeHead(200, 'OK', { 'x-middleware-rewrite': '/s~a/cars', 'x-kept': '1' })
      res.end()
    })
    expect(fromObject['x-middleware-rewrite']).toBeUndefined()
    expect(fromObject['x-kept']).toBe('1')
    const fromList = await headersOf((_req, res) => {
      res.writeHead(200, ['X-Middleware-Rewrite', '/s~a/cars', 'x-kept', '2'])
      res.end()
    })
    expect(fromList['x-middleware-rewrite']).toBeUndefined()
    expect(fromList['x-kept']).toBe('2')
  })

  it('leaves the ServerResponse prototype alone', () => {
    const { writeHead, setHeader } = http.ServerResponse.prototype
    hideInternalHeadersStage({} as http.IncomingMessage, new http.ServerResponse(new http.IncomingMessage(null as never)), () => {})
    expect(http.ServerResponse.prototype.writeHead).toBe(writeHead)
    expect(http.ServerResponse.prototype.setHeader).toBe(setHeader)
    expect(Object.hasOwn(new http.ServerResponse(new http.IncomingMessage(null as never)), 'writeHead')).toBe(false)
  })
})
