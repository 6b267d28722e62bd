/**
 * The Docker ping (issue 34) against real sockets: a fake engine answering `GET /_ping` with
 * `OK`, other servers, a missing socket and a server that never answers. "No" is always an
 * answer, never an error, so the tests fall back to their embedded servers.
 */
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { dockerAnswers } from '../../support/dockerPing'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docker-ping-'))
const closers: Array<() => void> = []

afterAll(() => {
  for (const close of closers) close()
  fs.rmSync(dir, { recursive: true, force: true })
})

function listen(server: net.Server, socketPath?: string): Promise<number> {
  closers.push(() => server.close())
  return new Promise((resolve) => {
    if (socketPath) server.listen(socketPath, () => resolve(0))
    else server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))
  })
}

const engine = () => http.createServer((req, res) => res.writeHead(req.url === '/_ping' ? 200 : 404, { 'content-type': 'text/plain' }).end(req.url === '/_ping' ? 'OK' : 'page not found'))

describe('does a Docker engine answer?', () => {
  it('yes: an engine on a unix socket answers /_ping with OK', async () => {
    const socketPath = path.join(dir, 'engine.sock')
    await listen(engine(), socketPath)
    expect(await dockerAnswers({ socketPath }, 2000)).toBe(true)
  })

  it('yes: an engine on a tcp address (DOCKER_HOST=tcp://…)', async () => {
    const port = await listen(engine())
    expect(await dockerAnswers({ url: `http://127.0.0.1:${port}` }, 2000)).toBe(true)
  })

  it('no: another web server on the socket (not 200 OK)', async () => {
    const socketPath = path.join(dir, 'other.sock')
    await listen(http.createServer((_req, res) => res.writeHead(404).end('Not Found')), socketPath)
    expect(await dockerAnswers({ socketPath }, 2000)).toBe(false)
  })

  it('no: no socket there (this machine: no Docker)', async () => {
    expect(await dockerAnswers({ socketPath: path.join(dir, 'missing.sock') }, 2000)).toBe(false)
  })

  it('no: a server that accepts and never answers, once the bound has passed', async () => {
    const socketPath = path.join(dir, 'silent.sock')
    const held: net.Socket[] = []
    await listen(net.createServer((socket) => void held.push(socket)), socketPath)
    closers.unshift(() => held.forEach((s) => s.destroy()))
    expect(await dockerAnswers({ socketPath }, 200)).toBe(false)
  })

  it('no: an endpoint it cannot ping (a TLS engine)', async () => {
    expect(await dockerAnswers(null, 2000)).toBe(false)
  })
})
