/**
 * `npm run dev` and `npm start`: database, then Next.js at once (behind a start-up gate), then
 * migrations and the demo seed when needed, then the gate opens; the URLs and demo credentials
 * are printed once a site's home page answers.
 *
 * The server listens while the database is prepared: until the gate opens every request gets a
 * 503 "Preparing the demo data…" page with Retry-After (src/server/startupGate.ts), so
 * browsers and load balancers get an answer instead of a refused connection, and Next.js never
 * sees a half-migrated or half-seeded database. On a database already migrated and seeded a
 * plain SQL check (databaseState.ts) replaces booting Payload here, and the gate opens at once.
 *
 * Every step has a deadline (scripts/lib/startupDeadlines.ts: STARTUP_STEP_TIMEOUT_SECONDS,
 * STARTUP_DATA_TIMEOUT_SECONDS): a step that stalls is named and the start exits non-zero
 * instead of leaving the gate at "Loading the CMS" for ever.
 *
 * This process owns the embedded PostgreSQL and the Next.js server: it restarts PostgreSQL
 * when it dies (and exits non-zero when it cannot), and on SIGTERM/SIGINT, or when its own
 * parent goes away, stops Next.js and then PostgreSQL before exiting. The Next.js server
 * stops by itself if this process is killed outright (src/server/exitWithParent.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { env } from '../../src/env'
import { ensureDatabase, stopDatabase } from './database'
import { printBanner } from './banner'
import { isShuttingDown, onShutdown, shutdown } from './lifecycle'
import { moveLegacyMediaDir } from './legacyMediaDir'
import { prepareDatabase } from './prepareDatabase'
import { startupDeadlines, StartupStepTimeout, withDeadline } from './startupDeadlines'
import { createStartupState } from './startupState'
import { paymentsStartNotice } from '../../src/rules/paymentsMode'

// The server drains first (SHUTDOWN_DELAY_SECONDS 5 + SHUTDOWN_GRACE_SECONDS 20, src/server/drain.ts).
const CHILD_STOP_MS = 35_000
/** Sites whose home page is warmed after the start (the demo has three; a fleet has a thousand). */
const WARMED_SITES = 5

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export async function serve(mode: 'dev' | 'start'): Promise<void> {
  const started = Date.now()
  const since = () => seconds(Date.now() - started)
  let child: ChildProcess | undefined
  const gate = createStartupState()
  onShutdown(async () => {
    await stopChild(child)
    await stopDatabase().catch((error) => console.error('Could not stop PostgreSQL cleanly:', error))
    gate.remove()
  })

  // A production start on the local test payment provider: loud when PAYMENTS_TEST_MODE=true, and
  // says payments are off without it (src/rules/paymentsMode.ts).
  const payments = paymentsStartNotice({ ...process.env, NODE_ENV: mode === 'dev' ? 'development' : 'production' })
  if (payments) (payments.startsWith('⚠') ? console.warn : console.log)(payments)

  const deadlines = startupDeadlines()
  moveLegacyMediaDir()
  gate.phase('Starting the database')
  try {
    await withDeadline('Starting the database', deadlines.stepMs, 'STARTUP_STEP_TIMEOUT_SECONDS', () => ensureDatabase({
      supervise: {
        onRestart: ({ attempt, exitCode, signal }) =>
          console.error(`• Embedded PostgreSQL exited unexpectedly (${signal ?? `code ${exitCode}`}); restarting it (attempt ${attempt})`),
        onRestarted: () => console.log('• Embedded PostgreSQL is running again'),
        onGiveUp: (error) => {
          console.error(`✖ ${error.message}\n  Exiting so a supervisor can restart the platform.`)
          void shutdown(1, 'database lost')
        },
      },
    }))
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`)
    return void shutdown(1, 'database did not start')
  }
  console.log(`• Database ready in ${since()}`)
  if (isShuttingDown()) return

  const port = env.port
  // The server edge (src/server/main.ts): the start-up gate, the peer address, the front cache
  // and Next.js as a custom server, in one process of its own; it stops when this process dies.
  const args = ['--import', 'tsx', path.resolve('src/server/main.ts'), mode]
  child = spawn(process.execPath, args, {
    stdio: ['inherit', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: mode === 'dev' ? 'development' : 'production',
      PORT: String(port),
      STARTUP_STATE_FILE: gate.file,
    },
  })
  let listening = false
  child.stdout!.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk)
    if (!listening && /Ready|started server|Local:/i.test(chunk.toString())) {
      listening = true
      console.log(`• Next.js listening in ${since()} (answering "Preparing…" until the database is ready)`)
    }
  })
  child.on('exit', (code, signal) => {
    if (isShuttingDown()) return
    console.error(`✖ The Next.js server exited (${signal ?? `code ${code}`}); stopping PostgreSQL`)
    void shutdown(code || 1, 'server exited')
  })

  let siteSlugs: string[]
  try {
    siteSlugs = await prepareDatabase({ url: process.env.DATABASE_URL!, gate })
  } catch (error) {
    if (isShuttingDown()) return
    if (error instanceof StartupStepTimeout) console.error(`✖ ${error.message}`)
    else console.error('✖ Start-up failed while preparing the database:', error)
    return void shutdown(1, 'start-up failed')
  }
  if (isShuttingDown()) return
  gate.ready()
  console.log(`• Database prepared in ${since()}: the server now answers with the sites`)

  const first = siteSlugs[0]
  void waitForHttp(port, first ? `${first}.localhost` : 'localhost', deadlines.firstPageMs).then((ok) => {
    if (isShuttingDown()) return
    if (!ok) {
      console.error(`✖ ${new StartupStepTimeout('First page', deadlines.firstPageMs, 'STARTUP_FIRST_PAGE_TIMEOUT_SECONDS').message}`)
      return void shutdown(1, 'first page did not answer')
    }
    printBanner(port, siteSlugs)
    console.log(`  First page answered in ${since()} (command to a site's home page)\n`)
    // Warm a few other sites' home pages and the stock page in the background, one at a time: on
    // a platform of a thousand sites, warming every home page at once would swamp the server
    // while it loads its search index (the edge in front keeps what shoppers ask for).
    void (async () => {
      for (const slug of siteSlugs.slice(1, WARMED_SITES)) await get(port, `${slug}.localhost`, '/').catch(() => {})
      if (first) await get(port, `${first}.localhost`, '/cars').catch(() => {})
    })()
  })
}

/** SIGTERM, then SIGKILL after CHILD_STOP_MS; resolves once the child has exited. */
async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_STOP_MS)
  await exited
  clearTimeout(timer)
}

/** One GET with a Host header (sites are chosen by host); resolves with the status code. */
function get(port: number, host: string, pathname: string, timeoutMs = 60_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers: { host: `${host}:${port}` }, timeout: timeoutMs }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
  })
}

/** Polls a site's home page until it answers without a server error (the gate's 503 included). */
async function waitForHttp(port: number, host: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !isShuttingDown()) {
    try {
      if ((await get(port, host, '/')) < 500) return true
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}
