/**
 * A fresh start never races and never hangs. The start path's database step
 * (scripts/lib/prepareDatabase.ts, run here by `npm run db:prepare` in child processes on an
 * empty database of their own) is slowed by the STARTUP_FAILPOINT failpoint, so the
 * interleavings that made a clean-clone start stall or warn happen every time:
 * - two preparers at once, one slow to load the CMS while holding the lock, the other slow to
 *   reach the database: both finish, each migration is applied once, and nothing queries a table
 *   before the migrations created it (no "Could not load the sites' origins for CSRF" warning);
 * - a CMS load that never finishes fails loudly, naming the step, instead of hanging.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabaseOn } from '../../src/db/throwawayDatabase'
import { committedMigrationNames } from '../../scripts/lib/databaseState'
import { tsxChildArgs } from './tsxChild'

let adminUrl = ''
const databases: string[] = []
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-fresh-start-'))

type Run = { code: number | null; output: string; printed: () => string }
/** Children still running when the file ends (a hang) are stopped, not left behind. */
const running = new Set<ReturnType<typeof spawn>>()

/** Runs `script` (a path from the repository root) with the test's environment plus `env`. */
function run(script: string, url: string, env: Record<string, string>): { done: Promise<Run>; printed: () => string } {
  const child = spawn(process.execPath, tsxChildArgs(script), {
    env: { ...process.env, DATABASE_URL: url, SEED: 'false', MEDIA_DIR: mediaDir, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  running.add(child)
  const printed = () => output
  const done = new Promise<Run>((resolve) => {
    child.on('close', (code) => {
      running.delete(child)
      resolve({ code, output, printed })
    })
  })
  return { done, printed }
}

const prepare = (url: string, env: Record<string, string>) => run('scripts/prepare-database.ts', url, env).done

async function emptyDatabase(): Promise<string> {
  const name = `dealer_fresh_${Date.now()}_${databases.length}`
  databases.push(name)
  return createDatabaseOn(adminUrl, name)
}

async function appliedMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<{ name: string }>('select name from payload_migrations order by name')).rows.map((r) => r.name)
  } finally {
    await client.end()
  }
}

/** Resolves once another session is connected to `url`'s database. */
async function connectedTo(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (;;) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
      if ((rows[0]?.n ?? 0) > 0) return
      await new Promise((r) => setTimeout(r, 200))
    }
  } finally {
    await client.end()
  }
}

beforeAll(() => {
  const admin = new URL(process.env.DATABASE_URL!)
  admin.pathname = '/postgres'
  adminUrl = admin.toString()
})

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL')
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  for (const name of databases) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {})
  await client.end()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

describe('a fresh start on an empty database', () => {
  it('two preparers at once, slowed at the database and at the CMS load: both finish, each migration once, no early query', { timeout: 600_000 }, async () => {
    const url = await emptyDatabase()
    const [slowLoad, slowDatabase] = await Promise.all([
      prepare(url, { STARTUP_FAILPOINT: 'delay-payload-load:4000' }),
      prepare(url, { STARTUP_FAILPOINT: 'delay-db:2500' }),
    ])
    for (const run of [slowLoad, slowDatabase]) {
      expect(run.code, run.output).toBe(0)
      expect(run.output).not.toMatch(/Could not load the sites' origins|Failed query|relation ".*" does not exist/)
    }
    expect(await appliedMigrations(url)).toEqual(committedMigrationNames())
  })

  it("the app's Payload, connected before the migrations, waits for the start-up gate before it queries anything", { timeout: 600_000 }, async () => {
    const url = await emptyDatabase()
    const stateFile = path.join(mediaDir, `state-${Date.now()}.json`)
    fs.writeFileSync(stateFile, JSON.stringify({ ready: false, phase: 'Checking the database' }))
    const app = run('tests/integration/bootAppPayload.ts', url, { STARTUP_STATE_FILE: stateFile, PORT: '3999' })
    // The app's Payload has connected (its init is under way) before any table exists.
    await connectedTo(url)

    const prepared = await prepare(url, {})
    expect(prepared.code, prepared.output).toBe(0)
    // The gate is still closed: the app's Payload has not finished its init.
    expect(app.printed()).not.toContain('payload ready')

    fs.writeFileSync(stateFile, JSON.stringify({ ready: true, phase: 'Ready' }))
    const booted = await app.done
    expect(booted.code, booted.output).toBe(0)
    expect(booted.output).toContain('payload ready')
    expect(booted.output).not.toMatch(/Could not load the sites' origins|Failed query|relation ".*" does not exist/)
  })

  it('a CMS load that never finishes stops the start with the step named, instead of hanging', { timeout: 300_000 }, async () => {
    const url = await emptyDatabase()
    const run = await prepare(url, { STARTUP_FAILPOINT: 'delay-payload-load:3600000', STARTUP_STEP_TIMEOUT_SECONDS: '5' })
    expect(run.code, run.output).toBe(1)
    expect(run.output).toContain('Start-up step "Loading the CMS" did not finish within 5 s')
  })
})
