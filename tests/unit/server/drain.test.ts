/**
 * A graceful stop (issue 19, item 4): after the stop signal the server keeps answering for the
 * delay while readiness says "draining", then stops accepting, lets the request in flight finish
 * and exits 0. A real HTTP server on a real socket; the request count is the edge's own (trackRequest).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { drainAndStop, isDraining, resetDrainForTests, trackRequest } from '@/server/drain'

const servers: http.Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) s.closeAllConnections()
  resetDrainForTests()
})

async function start(): Promise<number> {
  const server = http.createServer((req, res) => {
    trackRequest(server, res)
    const delay = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('ms') ?? 0)
    setTimeout(() => res.end(isDraining() ? 'draining' : 'ok'), delay)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

const get = (port: number, ms = 0) =>
  new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: `/?ms=${ms}`, agent: false }, (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
      })
      .on('error', reject)
  })

describe('drainAndStop', () => {
  it('serves during the delay, finishes the request in flight, then refuses new connections and exits 0', async () => {
    const port = await start()
    const slow = get(port, 600) // in flight when the signal comes
    await new Promise((r) => setTimeout(r, 50))
    const exits: number[] = []
    let jobsStopped = false
    const stopping = drainAndStop({ delay: true, delayMs: 300, graceMs: 5000, exit: (c) => exits.push(c), beforeClose: () => void (jobsStopped = true), log: () => {} })
    expect(isDraining()).toBe(true)
    expect(jobsStopped).toBe(true)
    const during = await get(port) // within the delay: still served, asked to close its connection
    expect(during).toMatchObject({ status: 200, body: 'draining', connection: 'close' })
    await stopping
    expect(await slow).toMatchObject({ status: 200 })
    expect(exits).toEqual([0])
    await expect(get(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('cuts requests still running after the grace time, and still exits 0', async () => {
    const port = await start()
    const stuck = get(port, 10_000).catch((e) => e)
    await new Promise((r) => setTimeout(r, 50))
    const exits: number[] = []
    const logs: string[] = []
    await drainAndStop({ delay: false, delayMs: 0, graceMs: 200, exit: (c) => exits.push(c), log: (m) => logs.push(m) })
    expect(exits).toEqual([0])
    expect(await stuck).toMatchObject({ code: 'ECONNRESET' })
    expect(logs.join('\n')).toMatch(/1 request\(s\) still running after 0.2 s/)
  })
})
