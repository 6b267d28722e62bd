/**
 * Operations (issue 7, defects 5 and 6), against production servers started by the same start
 * script users run:
 * - the suite's own server (scripts/e2e-server.ts, seeded, embedded PostgreSQL): /api/health
 *   answers ready; PostgreSQL killed (SIGKILL) under traffic is restarted by the start script
 *   and pages, REST, login and search answer again without restarting the app;
 * - a server this spec starts from the build on free ports: SIGTERM to `npm start` stops the
 *   app and PostgreSQL, with no process left and both ports free.
 * Every process started here is stopped in `finally`, whatever the outcome.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../support/freePort'

test.describe.configure({ mode: 'serial' })

type Server = { child: ChildProcess; port: number; pgPort: number; dir: string; output: () => string }


function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** One HTTP request with any Host header (fetch cannot set Host); never rejects. */
function call(port: number, pathname: string, options: { host?: string; method?: string; body?: unknown } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: { host: `${options.host ?? 'localhost'}:${port}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
        timeout: 30_000,
      },
      (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        res.on('error', () => resolve({ status: 0, body }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error) => resolve({ status: 0, body: String(error) }))
    req.end(payload)
  })
}

async function eventually(what: string, check: () => Promise<boolean>, server: Server, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs
  while (Date.now() < deadline) {
    if (await check()) return
    if (server.child.exitCode !== null || server.child.signalCode !== null) break
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${what} did not happen. Server output:\n${server.output().slice(-4000)}`)
}

/** Every live descendant of `pid` (Linux /proc). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // exited while listing
    }
  }
  const found: number[] = []
  const walk = (p: number) => (children.get(p) ?? []).forEach((c) => (found.push(c), walk(c)))
  walk(pid)
  return found
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ') // zombies are gone
  } catch {
    return false
  }
}

function postmasterPid(server: Server): number {
  return Number(fs.readFileSync(path.join(server.dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
}

async function startServer(command: string[], seed: boolean): Promise<Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-ops-e2e-'))
  fs.chmodSync(dir, 0o777)
  const port = await freePort()
  const pgPort = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_PG_DIR: path.join(dir, 'postgres'),
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: 'operations-e2e-secret',
    SEED: String(seed),
  }
  delete env.DATABASE_URL // this spec is about the embedded server the start script owns
  const child = spawn(command[0], command.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)))
  child.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)))
  const server = { child, port, pgPort, dir, output: () => output }
  await eventually('the server to answer /api/health', async () => (await call(port, '/api/health')).status === 200, server, 8 * 60_000)
  return server
}

/** Sends SIGTERM to `pid` and waits for the start command to exit; SIGKILLs whatever is left. */
async function stopServer(server: Server, signalPid = server.child.pid!): Promise<{ exited: boolean; leftovers: number[] }> {
  const tree = [server.child.pid!, ...descendants(server.child.pid!)]
  const exited = new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) resolve()
    else server.child.once('exit', () => resolve())
  })
  try {
    process.kill(signalPid, 'SIGTERM')
  } catch {
    // already gone
  }
  const didExit = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 60_000))])
  // The start script has had its chance; give its children a moment, then look for leftovers.
  const deadline = Date.now() + 30_000
  let leftovers = tree.filter(alive)
  while (leftovers.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250))
    leftovers = tree.filter(alive)
  }
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // gone
    }
  }
  return { exited: didExit, leftovers }
}

function cleanupDir(server: Server | undefined) {
  if (server) fs.rmSync(server.dir, { recursive: true, force: true })
}

test('PostgreSQL killed under traffic is restarted and pages, REST, login and search recover without a restart', async () => {
  test.skip(Boolean(process.env.TEST_DATABASE_URL), 'the suite runs on an external PostgreSQL: no embedded server to kill')
  test.setTimeout(10 * 60_000)
  // The suite's server: scripts/e2e-server.ts puts its embedded PostgreSQL here.
  const port = Number(process.env.E2E_PORT || 3100)
  const dataDir = path.join(os.tmpdir(), `dealer-e2e-${port}`, 'postgres')
  const postmaster = () => Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  const site = 'sunshine-toyota.localhost'
  const searchBody = { requests: [{ indexName: 'Car_production', params: { hitsPerPage: 1 } }] }
  const checks = {
    health: async () => (await call(port, '/api/health')).status === 200,
    page: async () => (await call(port, '/cars', { host: site })).status === 200,
    rest: async () => (await call(port, '/api/manufacturers?limit=1&depth=0')).status === 200,
    search: async () => (await call(port, '/api/search/sunshine-toyota/1/indexes/*/queries', { method: 'POST', body: searchBody })).status === 200,
  }
  expect(JSON.parse((await call(port, '/api/health')).body)).toEqual({ status: 'ok', database: 'up' })
  expect((await call(port, '/api/health/live')).status).toBe(200)
  for (const [name, check] of Object.entries(checks)) expect(await check(), `${name} before the kill`).toBe(true)

  // Traffic while PostgreSQL is killed: pages, REST and health requests keep arriving.
  let traffic = true
  const load = (async () => {
    while (traffic) await Promise.all([call(port, '/cars', { host: site }), call(port, '/api/manufacturers?limit=1&depth=0'), call(port, '/api/health')])
  })()
  try {
    const killed = postmaster()
    process.kill(killed, 'SIGKILL')
    const deadline = Date.now() + 3 * 60_000
    const newServer = async () => {
      try {
        return !alive(killed) && postmaster() !== killed && alive(postmaster())
      } catch {
        return false // pid file not written yet
      }
    }
    while (!(await newServer())) {
      if (Date.now() > deadline) throw new Error('the start script did not start PostgreSQL again')
      await new Promise((r) => setTimeout(r, 500))
    }
    for (const [name, check] of Object.entries(checks)) {
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`${name} did not recover`)
        await new Promise((r) => setTimeout(r, 500))
      }
    }
  } finally {
    traffic = false
    await load
  }
  const login = await call(port, '/api/users/login', { method: 'POST', body: { email: 'admin@example.com', password: 'demo-admin-2026' } })
  expect(login.status, login.body).toBe(200)
  expect(JSON.parse((await call(port, '/api/health')).body)).toEqual({ status: 'ok', database: 'up' })
})

test('SIGTERM to `npm start` stops the app and PostgreSQL: no process left and both ports free', async () => {
  test.setTimeout(10 * 60_000)
  let server: Server | undefined
  try {
    server = await startServer(['npm', 'start', '--silent'], false)
    const pg = postmasterPid(server)
    expect(alive(pg)).toBe(true)
    const { exited, leftovers } = await stopServer(server)
    expect(exited, 'npm start exited').toBe(true)
    expect(leftovers, `processes left running:\n${server.output().slice(-3000)}`).toEqual([])
    expect(alive(pg)).toBe(false)
    expect(await portAnswers(server.port)).toBe(false)
    expect(await portAnswers(server.pgPort)).toBe(false)
    expect(fs.existsSync(path.join(server.dir, 'postgres', 'postmaster.pid')), 'PostgreSQL shut down cleanly').toBe(false)
  } finally {
    if (server && server.child.exitCode === null) await stopServer(server)
    cleanupDir(server)
  }
})
