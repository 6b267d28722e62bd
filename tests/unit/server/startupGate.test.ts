/**
 * The start-up gate (src/server/startupGate.ts), the edge's first stage, in a real Node HTTP
 * server: while the start script prepares the database every request gets the "Preparing the demo
 * data…" page (503, Retry-After, never cached), JSON under /api/, and nothing reaches the
 * application; once the state file says ready, the application answers.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createStartupState } from '../../../scripts/lib/startupState'
import { chain } from '@/server/stage'
import { createStartupGate } from '@/server/startupGate'

const servers: http.Server[] = []
const dirs: string[] = []

afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    s.close()
  }
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

/** A plain HTTP server ("app") behind the gate; resolves with its port. */
async function startApp(stateFile: string | undefined): Promise<number> {
  const app = chain([createStartupGate({ file: stateFile })], (q, s) => s.end('app ' + q.url))
  const server = http.createServer(app)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-test-'))
  dirs.push(dir)
  return dir
}

describe('start-up gate', () => {
  it('answers "Preparing the demo data…" with 503 and Retry-After until ready, then lets the app answer', async () => {
    const state = createStartupState(tempDir())
    state.phase('Seeding demo data', 'Vehicles: 500/2060')
    const port = await startApp(state.file)

    const page = await fetch(`http://127.0.0.1:${port}/cars`)
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('Preparing the demo data')
    expect(html).toContain('Vehicles: 500/2060')
    expect(html).not.toContain('app /cars')

    const api = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(api.status).toBe(503)
    expect(await api.json()).toMatchObject({ status: 'starting', phase: 'Seeding demo data' })

    const post = await fetch(`http://127.0.0.1:${port}/api/leads`, { method: 'POST', body: 'x'.repeat(100_000) })
    expect(post.status).toBe(503)

    state.ready()
    // The gate re-reads the state file at most every 200 ms: poll (no timing assertion).
    let answer = ''
    for (let i = 0; i < 100 && !answer.startsWith('app'); i++) {
      answer = await (await fetch(`http://127.0.0.1:${port}/cars`)).text()
      if (!answer.startsWith('app')) await new Promise((r) => setTimeout(r, 100))
    }
    expect(answer).toBe('app /cars')
  })

  it('escapes the phase text it shows', async () => {
    const state = createStartupState(tempDir())
    state.phase('<script>alert(1)</script>')
    const port = await startApp(state.file)
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text()
    expect(html).not.toContain('<script>alert(1)</script>')
  })

  it('does nothing without a state file (a server started without the start scripts)', async () => {
    const port = await startApp(undefined)
    const res = await fetch(`http://127.0.0.1:${port}/`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('app /')
  })
})
