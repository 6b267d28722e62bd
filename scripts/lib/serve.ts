/**
 * `npm run dev` and `npm start`: database, migrations, seed on an empty database, then
 * Next.js, with the URLs and demo credentials printed once the server answers.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { env } from '../../src/env'
import { ensureDatabase, stopDatabaseOnExit, stopDatabase } from './database'
import { bootPayload, closePayload, migrate } from './payload'
import { printBanner } from './banner'

export async function serve(mode: 'dev' | 'start'): Promise<void> {
  const started = Date.now()
  await ensureDatabase()
  let child: ChildProcess | undefined
  stopDatabaseOnExit(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child!.once('exit', resolve))
    }
  })

  const payload = await bootPayload()
  console.log('• Applying migrations')
  await migrate(payload)
  const { totalDocs: siteCount } = await payload.count({ collection: 'sites', overrideAccess: true })
  if (siteCount === 0 && env.seed) {
    console.log('• Empty database: seeding demo data')
    const { seed } = await import('../../seed')
    await seed(payload)
  }
  const sites = await payload.find({ collection: 'sites', limit: 20, depth: 0, overrideAccess: true, select: { slug: true } })
  await closePayload(payload)

  const port = env.port
  // Next's own bin, not npx: a signal to this process must reach the server itself.
  const nextBin = path.resolve('node_modules/next/dist/bin/next')
  const args = [nextBin, mode === 'dev' ? 'dev' : 'start', '--port', String(port)]
  child = spawn(process.execPath, args, {
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: mode === 'dev' ? 'development' : 'production' },
  })
  let announced = false
  child.stdout!.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk)
    if (!announced && /Ready|started server|Local:/i.test(chunk.toString())) {
      announced = true
      void waitForHttp(`http://localhost:${port}/`).then(() => {
        printBanner(port, sites.docs.map((s) => String((s as { slug?: string }).slug)))
        console.log(`  Started in ${((Date.now() - started) / 1000).toFixed(1)} s (command to first response)\n`)
      })
    }
  })
  child.on('exit', async (code) => {
    await stopDatabase()
    process.exit(code ?? 0)
  })
}

async function waitForHttp(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: 'manual' })
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}
