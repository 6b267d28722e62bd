/**
 * The production server the page benchmarks (`npm run bench:pages`, `npm run bench:lighthouse`)
 * measure: `npm start`'s own code path (scripts/start.ts) on a throw-away PostgreSQL (a fresh
 * embedded server in a temporary directory, or a new database on BENCH_DATABASE_URL /
 * TEST_DATABASE_URL), which the start path migrates and seeds with the demo data, in its own
 * process group. `cleanup()` stops the server and deletes the database and the temporary
 * directories; `runBench` and `cleanupOnSignals` make sure it runs on exit, on an error and on
 * Ctrl-C / SIGTERM / SIGHUP. One server per process.
 *
 * Also the requests the benchmarks send with a site's Host header (`send`, `get`) and the first
 * car page linked from /cars (`aCarPath`).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startThrowawayDatabase, type ThrowawayDatabase } from '../../src/db/throwawayDatabase'
import { portIsFree } from '../../src/db/embeddedPostgres'
import { stopProcessGroup } from './stopProcessGroup'

const READY_TIMEOUT_MS = 600_000

// ── lifecycle ──────────────────────────────────────────────────────────────────────────────
let server: ChildProcess | undefined
let db: ThrowawayDatabase | undefined
const tempDirs: string[] = []
const beforeCleanup: Array<() => Promise<void>> = []
let cleaning: Promise<void> | undefined

async function stopServer(): Promise<void> {
  const child = server
  server = undefined
  if (child) await stopProcessGroup(child)
}

/** Runs `step` first when cleaning up (e.g. stopping a browser the benchmark started). */
export function onCleanup(step: () => Promise<void>): void {
  beforeCleanup.push(step)
}

/** Stops the server, deletes the database and the temporary directories; once. */
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of beforeCleanup) await step().catch((e) => console.error('Cleanup step failed:', e))
    await stopServer().catch((e) => console.error('Could not stop the server:', e))
    await db?.cleanup().catch((e) => console.error('Could not delete the database:', e))
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
  })()
  return cleaning
}

/** Ctrl-C, SIGTERM and SIGHUP stop the server and delete the database before exiting (130). */
export function cleanupOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the server and deleting the database…`)
      void cleanup().finally(() => process.exit(130))
    })
  }
}

/** Runs a benchmark's main function, then cleans up (also after an error) and exits. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    async (error) => {
      console.error('✖', error instanceof Error ? error.message : error)
      await cleanup()
      process.exit(1)
    },
  )
}

async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 200; port++) if (await portIsFree(port)) return port
  throw new Error(`No free port from ${start}`)
}

async function waitForHealth(origin: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (!server || server.exitCode !== null) throw new Error('The server exited before it answered /api/health')
    try {
      const res = await fetch(`${origin}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`The server did not answer /api/health within ${READY_TIMEOUT_MS / 1000} s`)
}

/**
 * The production build's id (`$NEXT_DIST_DIR/BUILD_ID`, default `.next/BUILD_ID`), or undefined
 * after printing why `command` cannot run: the benchmarks measure a build, they never make one.
 */
export function productionBuildId(command: string): string | undefined {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  const file = path.resolve(distDir, 'BUILD_ID')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  console.error(`✖ No production build in ${distDir}/. Run "npm run build" first: ${command} measures the build, it does not make one.`)
  return undefined
}

export type BenchServer = {
  port: number
  /** http://127.0.0.1:<port> */
  origin: string
  /** The site's Host header, `<site>.localhost:<port>`. */
  host: string
  /** Temporary directory of the server's media and mail (deleted by cleanup()). */
  work: string
}

/**
 * Starts the throw-away database and the production server on BENCH_PORT (or a free port from
 * 3900) and waits until /api/health answers. `command` (`bench:pages`) names the database, the
 * temporary directory and the server log (`/tmp/dealer-bench-pages-server-<port>.log`).
 */
export async function startBenchServer(command: string, site: string): Promise<BenchServer> {
  const name = command.replace(/[^a-z0-9]+/gi, '-')
  const port = Number(process.env.BENCH_PORT) || (await freePort(3900))
  const origin = `http://127.0.0.1:${port}`
  const host = `${site}.localhost:${port}`
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `dealer-${name}-`))
  tempDirs.push(work)

  console.log('• Starting a throw-away PostgreSQL')
  db = await startThrowawayDatabase({
    name: `dealer_${name.replace(/-/g, '_')}_${Date.now()}`,
    adminUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL,
    firstPort: Number(process.env.TEST_PG_FIRST_PORT || 56950),
  })
  console.log(`  ${db.describe}`)
  console.log(`• Starting the production server (scripts/start.ts) on port ${port}; it migrates and seeds the demo data`)
  const started = Date.now()
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    detached: true, // its own process group, so stopping it stops Next.js too
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      SEED: 'true',
      MEDIA_DIR: path.join(work, 'media'),
      MAIL_DIR: path.join(work, 'mail'),
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || `${name}-secret`,
      SEARCH_RATE_LIMIT: '100000000', // the benchmark is one client
      // The car pages measured keep their Reserve / Buy online buttons, as on a site with payments (src/rules/paymentsMode.ts).
      PAYMENTS_TEST_MODE: process.env.PAYMENTS_TEST_MODE || 'true',
      NODE_ENV: 'production',
    },
  })
  const log = fs.createWriteStream(path.join(os.tmpdir(), `dealer-${name}-server-${port}.log`))
  server.stdout!.pipe(log)
  server.stderr!.pipe(log)
  await waitForHealth(origin)
  console.log(`  /api/health answered ${((Date.now() - started) / 1000).toFixed(1)} s after start (migrations and seed included); server log: ${log.path}`)
  return { port, origin, host, work }
}

// ── requests ───────────────────────────────────────────────────────────────────────────────
/**
 * One request with this Host header, through node:http: fetch() replaces a Host header with the
 * URL's own, so it would reach whichever site answers for 127.0.0.1 instead of the one named.
 */
export function send(origin: string, host: string, pathname: string, options: { method?: string; body?: string; timeoutMs?: number } = {}): Promise<{ status: number; body: Buffer }> {
  const url = new URL(pathname, origin)
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host }
    if (options.body) headers['content-type'] = 'application/json'
    const req = http.request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.setTimeout(options.timeoutMs ?? 120_000, () => req.destroy(new Error(`${pathname} timed out`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

export async function get(origin: string, host: string, pathname: string): Promise<string> {
  const res = await send(origin, host, pathname)
  if (res.status < 200 || res.status >= 300) throw new Error(`GET ${pathname} (Host ${host}) answered ${res.status}`)
  return res.body.toString()
}

/** The first car page link on /cars (the seeded inventory decides which). */
export async function aCarPath(origin: string, host: string): Promise<string> {
  const html = await get(origin, host, '/cars')
  const match = html.match(/href="(\/cars\/[a-z0-9][^"?#/]*\/?)"/)
  if (!match) throw new Error('No car page link on /cars')
  return match[1]
}
