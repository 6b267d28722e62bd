/**
 * Losing PostgreSQL (killed with SIGKILL, as a crash or an OOM kill would, or a backend
 * terminated) is never an uncaught exception in the app:
 * - a pool connection checked out for a transaction (Payload's, the jobs runner's, the shared
 *   cache's schema set-up) emits 'error' on the client itself, which pg-pool does not listen to
 *   while the client is out: the app's pool (src/db/pg.ts) now does, so the loss reaches the
 *   transaction as a failed query and the pool opens a fresh connection afterwards;
 * - the notification connection (src/notices/pgListener.ts: the expiry relay, the vehicle
 *   notice follower, the shared page cache) logs one line, reconnects by itself and hears notices
 *   again, telling its owner it reconnected (to catch up).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embeddedPostgres'
import { pgWithPoolErrorHandling } from '../../src/db/pg'
import { createPgListener, LISTENER_APPLICATION_NAME, sendNotice, type Listener } from '../../src/notices/pgListener'
import { freePort } from '../support/freePort'

const CHANNEL = 'kill_test'
const crashes: unknown[] = []
const onCrash = (error: unknown) => void crashes.push(error)
const heard: string[] = []
const connects: boolean[] = []
const logged: string[] = []
let db: EmbeddedDatabase
let listener: Listener
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-notices-kill-'))

async function eventually<T>(what: string, attempt: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let i = 0; i < 600; i++) {
    try {
      const value = await attempt()
      if (value !== undefined) return value
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${what} did not happen`)
}

async function notify(payload: string): Promise<void> {
  const client = new pg.Client({ connectionString: db.url })
  client.on('error', () => {})
  await client.connect()
  try {
    await sendNotice(client, CHANNEL, payload)
  } finally {
    await client.end()
  }
}

/** Sends `payload` until the listener hears it (it may be between connections). */
const heardAfterSending = (payload: string) =>
  eventually(`the listener to hear ${payload}`, async () => {
    await notify(payload).catch(() => {})
    return heard.includes(payload) ? true : undefined
  })

beforeAll(async () => {
  fs.chmodSync(dir, 0o777)
  process.on('uncaughtException', onCrash)
  process.on('unhandledRejection', onCrash)
  db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), port: await freePort(), database: 'notices_kill', supervise: { onGiveUp: (error) => crashes.push(error) } })
  listener = createPgListener({
    connectionString: db.url,
    channels: [CHANNEL],
    onNotice: (_channel: string, payload: string) => void heard.push(payload),
    onConnect: ({ reconnected }: { reconnected: boolean }) => void connects.push(reconnected),
    log: (message: string) => void logged.push(message),
  })
  await listener.ready
})

afterAll(async () => {
  await listener?.close()
  await db?.stop()
  process.off('uncaughtException', onCrash)
  process.off('unhandledRejection', onCrash)
  fs.rmSync(dir, { recursive: true, force: true })
})

/** The app's pool (payload.config.ts) with a transaction open on one of its connections. */
async function openTransaction(pool: pg.Pool): Promise<{ client: pg.PoolClient; pid: number }> {
  const client = await pool.connect()
  await client.query('BEGIN')
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
  return { client, pid: rows[0]!.pid }
}

describe("the app's pool when a transaction's connection is lost", () => {
  it('fails the transaction, not the process, and answers again on a fresh connection', async () => {
    const pool = new pgWithPoolErrorHandling.Pool({ connectionString: db.url, max: 2 })
    const { client, pid } = await openTransaction(pool)
    const admin = new pg.Client({ connectionString: db.url })
    await admin.connect()
    await admin.query('select pg_terminate_backend($1)', [pid])
    await admin.end()
    await expect(client.query('COMMIT')).rejects.toThrow()
    client.release(true)
    expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1)
    await pool.end()
    expect(crashes).toEqual([])
  })
})

describe('the LISTEN connection when PostgreSQL goes away', () => {
  it('reconnects after its backend is terminated', async () => {
    await heardAfterSending('before-terminate')
    const admin = new pg.Client({ connectionString: db.url })
    await admin.connect()
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [LISTENER_APPLICATION_NAME])
    await admin.end()
    await heardAfterSending('after-terminate')
    expect(connects).toContain(true)
    expect(crashes).toEqual([])
  })

  it('reconnects after the server is killed and restarted, without an uncaught exception', async () => {
    const reconnectsBefore = connects.filter(Boolean).length
    const pool = new pgWithPoolErrorHandling.Pool({ connectionString: db.url, max: 2 })
    const transaction = await openTransaction(pool)
    const killed = db.pid()!
    process.kill(killed, 'SIGKILL')
    await eventually('the server to be back', () => (db.pid() && db.pid() !== killed ? true : undefined))
    await expect(transaction.client.query('COMMIT')).rejects.toThrow()
    transaction.client.release(true)
    await heardAfterSending('after-kill')
    await eventually('the pool to answer again', async () => (await pool.query('select 1')).rowCount ?? undefined)
    await pool.end()
    expect(connects.filter(Boolean).length).toBeGreaterThan(reconnectsBefore)
    expect(logged.some((line) => line.includes('LISTEN connection lost'))).toBe(true)
    expect(crashes).toEqual([])
  })
})
