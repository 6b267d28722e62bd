/**
 * A fresh database for every integration run: a new database on TEST_DATABASE_URL's server
 * when set; otherwise a PostgreSQL container when a Docker engine answers (testcontainers;
 * TEST_CONTAINERS=off never, =on always); otherwise a throw-away embedded PostgreSQL in a
 * temporary directory, the default (tests/support/testServerChoice.ts). The committed
 * migrations are applied before any test runs.
 *
 * Each step is announced and bounded. The migrations run in a child process
 * (migrateDatabase.ts): one that has not finished within its limit is killed, reported with
 * what it printed, and tried once more, so a stalled boot fails or recovers within minutes
 * instead of leaving CI waiting without a word.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startThrowawayDatabase, type ThrowawayDatabase } from '../../src/db/throwawayDatabase'
import { tsxChildArgs } from './tsxChild'
import { startPostgresContainer } from '../support/testContainers'
import { pickTestDatabase } from '../support/testServers'

let database: ThrowawayDatabase | undefined

const say = (message: string) => process.stderr.write(`[integration setup] ${message}\n`)

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now()
  say(`${name}…`)
  try {
    return await run()
  } finally {
    say(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}

function applyMigrations(limitMs: number): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, tsxChildArgs(path.join(__dirname, 'migrateDatabase.ts')), {
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    const timer = setTimeout(() => {
      output += `\n(no exit within ${limitMs / 1000} s: killed)`
      child.kill('SIGKILL')
    }, limitMs)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ ok: code === 0, output })
    })
  })
}

async function startDatabase(): Promise<ThrowawayDatabase> {
  const name = `dealer_test_${Date.now()}_${process.pid}`
  const choice = await pickTestDatabase()
  if (choice.kind === 'container') {
    const container = await startPostgresContainer(name)
    return { url: container.url, describe: container.describe, cleanup: container.stop }
  }
  return startThrowawayDatabase({
    name,
    adminUrl: choice.kind === 'given-server' ? choice.adminUrl : undefined,
    firstPort: Number(process.env.TEST_PG_FIRST_PORT || 55432),
  })
}

export async function setup(): Promise<void> {
  database = await step('start a throw-away PostgreSQL', startDatabase)
  say(database.describe)
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
  process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-media-'))

  await step('apply the committed migrations', async () => {
    for (let attempt = 1; ; attempt++) {
      const result = await applyMigrations(150_000)
      if (result.ok) return
      say(`migrations, attempt ${attempt}, failed. Its output:\n${result.output.trim()}`)
      if (attempt === 2) throw new Error('[integration setup] the committed migrations could not be applied (output above)')
    }
  })
}

export async function teardown(): Promise<void> {
  await database?.cleanup()
}
