/**
 * `npm run bench:starts [-- --runs 20] [-- --no-seed]`: consecutive fresh starts of `npm start`
 * (scripts/start.ts, the production build: run `npm run build` first), each on an empty
 * database, each until the first site's home page answers. Reports every start's time and the
 * warning or error lines it printed, then the median and the maximum. Not part of `npm test`.
 *
 * Database: the embedded PostgreSQL in a new empty directory each time (as after `rm -rf
 * .data`); with BENCH_DATABASE_URL (or DATABASE_URL) set, a new empty database on that server
 * each time instead. The demo seed runs each time (its images replay from .data/seed-cache);
 * `--no-seed` measures migrations alone. A start that fails or stalls past its deadline
 * (STARTUP_STEP_TIMEOUT_SECONDS, the start script's own) counts as failed, with its last lines.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { portIsFree } from '../src/db/embeddedPostgres'
import { createDatabaseOn } from '../src/db/throwawayDatabase'
import { stopProcessGroup } from './lib/stopProcessGroup'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 20
const seed = !args.includes('--no-seed')
const externalUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || ''
/** Lines worth reporting: warnings, errors, failed queries, a stalled step. */
const NOTEWORTHY = /warn|could not|failed query|✖|uncaught|unhandled|error/i

type StartResult = { ok: boolean; seconds: number; warnings: string[]; tail: string[]; stopWarnings: string[] }

async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 300; port++) if (await portIsFree(port)) return port
  throw new Error(`no free port from ${from}`)
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** The environment of one start on an empty database, and how to remove that database after. */
async function emptyDatabase(work: string, run: number): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (!externalUrl) {
    const pgPort = await freePort(57400)
    return { env: { EMBEDDED_PG_DIR: path.join(work, 'postgres'), EMBEDDED_PG_PORT: String(pgPort) }, drop: async () => {} }
  }
  const admin = new URL(externalUrl)
  admin.pathname = '/postgres'
  const name = `dealer_bench_start_${Date.now()}_${run}`
  const url = await createDatabaseOn(admin.toString(), name)
  return { env: { DATABASE_URL: url }, drop: () => adminQuery(admin.toString(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}

async function oneStart(run: number): Promise<StartResult> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-start-'))
  // Embedded PostgreSQL may run as another user when this one is root (src/db/embeddedPostgres.ts).
  fs.chmodSync(work, 0o777)
  const port = await freePort(3950)
  const database = await emptyDatabase(work, run)
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), SEED: String(seed), MEDIA_DIR: path.join(work, 'media'), MAIL_DIR: path.join(work, 'mail'), NODE_ENV: 'production', PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-starts-secret', ...database.env }
  if (!externalUrl) delete env.DATABASE_URL
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env })
  const warnings: string[] = []
  const stopWarnings: string[] = []
  const tail: string[] = []
  let answered = false
  const result = await new Promise<StartResult>((resolve) => {
    const onLine = (line: string) => {
      tail.push(line)
      if (tail.length > 15) tail.shift()
      if (NOTEWORTHY.test(line)) (answered ? stopWarnings : warnings).push(line.slice(0, 300))
      if (/First page answered/.test(line)) {
        answered = true
        resolve({ ok: true, seconds: (Date.now() - started) / 1000, warnings, tail, stopWarnings })
      }
    }
    for (const stream of [child.stdout!, child.stderr!]) {
      let rest = ''
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n')
        rest = lines.pop() ?? ''
        lines.forEach(onLine)
      })
    }
    child.on('exit', () => resolve({ ok: false, seconds: (Date.now() - started) / 1000, warnings, tail, stopWarnings }))
  })
  // SIGTERM to the start script alone: it stops Next.js (which drains), then PostgreSQL, in that
  // order (a signal to the whole group would stop PostgreSQL under Next's last renders).
  const exited = new Promise((r) => child.once('exit', r))
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  await Promise.race([exited, new Promise((r) => setTimeout(r, 60_000))])
  await stopProcessGroup(child, 5_000, 'SIGKILL')
  await database.drop().catch((error) => console.error(`  (could not drop the database: ${(error as Error).message})`))
  fs.rmSync(work, { recursive: true, force: true })
  return result
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}

async function main(): Promise<void> {
  const where = externalUrl ? `a new database on ${new URL(externalUrl).host}` : 'the embedded PostgreSQL in a new directory'
  console.log(`bench:starts: ${runs} fresh starts of npm start (${seed ? 'migrations and demo seed' : 'migrations only'}), each on ${where}, to the first page`)
  const results: StartResult[] = []
  for (let run = 1; run <= runs; run++) {
    const result = await oneStart(run)
    results.push(result)
    console.log(`  start ${String(run).padStart(2)}: ${result.ok ? `${result.seconds.toFixed(1)} s` : `FAILED after ${result.seconds.toFixed(1)} s`}${result.warnings.length ? `, ${result.warnings.length} warning line(s)` : ''}`)
    for (const line of result.warnings) console.log(`      ${line}`)
    for (const line of result.stopWarnings) console.log(`      (while stopping) ${line}`)
    if (!result.ok) for (const line of result.tail) console.log(`      | ${line}`)
  }
  const times = results.filter((r) => r.ok).map((r) => r.seconds)
  if (times.length === 0) times.push(NaN)
  const warned = results.filter((r) => r.warnings.length > 0).length
  console.log(`\n${times.length}/${runs} started; to the first page: median ${median(times).toFixed(1)} s, max ${Math.max(...times).toFixed(1)} s; ${warned} start(s) printed warnings; load average now ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  process.exit(times.length === runs && warned === 0 ? 0 : 1)
}

await main()
