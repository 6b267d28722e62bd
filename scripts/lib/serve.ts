/**
 * `npm run dev` and `npm start`: database, migrations, seed on an empty database, then
 * Next.js, with the URLs and demo credentials printed once the server answers.
 *
 * This process owns the embedded PostgreSQL and the Next.js server: it restarts PostgreSQL
 * when it dies (and exits non-zero when it cannot), and on SIGTERM/SIGINT, or when its own
 * parent goes away, stops Next.js and then PostgreSQL before exiting. The Next.js server
 * stops by itself if this process is killed outright (exitWithParent.cjs).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { env } from '../../src/env'
import { ensureDatabase, stopDatabase } from './database'
import { bootPayload, closePayload, migrate } from './payload'
import { printBanner } from './banner'
import { isShuttingDown, onShutdown, shutdown } from './lifecycle'

const CHILD_STOP_MS = 10_000

export async function serve(mode: 'dev' | 'start'): Promise<void> {
  const started = Date.now()
  let child: ChildProcess | undefined
  onShutdown(async () => {
    await stopChild(child)
    await stopDatabase().catch((error) => console.error('Could not stop PostgreSQL cleanly:', error))
  })

  try {
    await ensureDatabase({
      supervise: {
        onRestart: ({ attempt, exitCode, signal }) =>
          console.error(`• Embedded PostgreSQL exited unexpectedly (${signal ?? `code ${exitCode}`}); restarting it (attempt ${attempt})`),
        onRestarted: () => console.log('• Embedded PostgreSQL is running again'),
        onGiveUp: (error) => {
          console.error(`✖ ${error.message}\n  Exiting so a supervisor can restart the platform.`)
          void shutdown(1, 'database lost')
        },
      },
    })
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`)
    return void shutdown(1, 'database did not start')
  }

  let siteSlugs: string[]
  try {
    siteSlugs = await prepareDatabase()
  } catch (error) {
    if (isShuttingDown()) return
    console.error('✖ Start-up failed while preparing the database:', error)
    return void shutdown(1, 'start-up failed')
  }
  if (isShuttingDown()) return

  const port = env.port
  // Next's own bin, not npx: a signal to this process must reach the server itself.
  const nextBin = path.resolve('node_modules/next/dist/bin/next')
  const args = [nextBin, mode === 'dev' ? 'dev' : 'start', '--port', String(port)]
  // exitWithParent: the server stops when this process dies; frontCache: finished shopper pages
  // answered before Next (src/server/frontCache.cjs, production only).
  const preload = [path.resolve('scripts/lib/exitWithParent.cjs'), path.resolve('src/server/frontCache.cjs')]
    .map((file) => `--require ${JSON.stringify(file)}`)
    .join(' ')
  child = spawn(process.execPath, args, {
    stdio: ['inherit', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: mode === 'dev' ? 'development' : 'production',
      NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' '),
    },
  })
  let announced = false
  child.stdout!.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk)
    if (!announced && /Ready|started server|Local:/i.test(chunk.toString())) {
      announced = true
      void waitForHttp(`http://localhost:${port}/`).then(() => {
        printBanner(port, siteSlugs)
        console.log(`  Started in ${((Date.now() - started) / 1000).toFixed(1)} s (command to first response)\n`)
      })
    }
  })
  child.on('exit', (code, signal) => {
    if (isShuttingDown()) return
    console.error(`✖ The Next.js server exited (${signal ?? `code ${code}`}); stopping PostgreSQL`)
    void shutdown(code || 1, 'server exited')
  })
}

/** Migrations, and the demo seed on an empty database; returns the site slugs for the banner. */
async function prepareDatabase(): Promise<string[]> {
  const payload = await bootPayload()
  try {
    console.log('• Applying migrations')
    await migrate(payload)
    const { totalDocs: siteCount } = await payload.count({ collection: 'sites', overrideAccess: true })
    if (siteCount === 0 && env.seed) {
      console.log('• Empty database: seeding demo data')
      const { seed } = await import('../../seed')
      await seed(payload)
    }
    const sites = await payload.find({ collection: 'sites', limit: 20, depth: 0, overrideAccess: true, select: { slug: true } })
    return sites.docs.map((s) => String((s as { slug?: string }).slug))
  } finally {
    await closePayload(payload)
  }
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

async function waitForHttp(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !isShuttingDown()) {
    try {
      const res = await fetch(url, { redirect: 'manual' })
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}
