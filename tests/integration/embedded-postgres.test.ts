/**
 * Database supervision (issue 7, defects 5 and 6) against real embedded PostgreSQL servers in
 * temporary directories: a start on a data directory another server holds fails with a clear
 * message instead of hanging; a supervised server killed with SIGKILL is started again and a
 * connection pool (the app's pool options) answers again by itself; a server that cannot be
 * brought back is reported so the start script can exit non-zero; the readiness probe says
 * whether the database answers.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedPostgresError, portIsFree, processIsAlive, startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embeddedPostgres'
import { databaseAnswers, readinessReport } from '../../src/db/health'
import { freePort } from '../support/freePort'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {})
})


function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-pg-ops-'))
  fs.chmodSync(dir, 0o777)
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

async function start(options: Parameters<typeof startEmbeddedPostgres>[0]): Promise<EmbeddedDatabase> {
  const db = await startEmbeddedPostgres(options)
  cleanups.push(() => db.stop())
  return db
}

/** The pool options payload.config.ts gives the app. */
function appPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 30_000, idleTimeoutMillis: 30_000, keepAlive: true })
  pool.on('error', () => {}) // idle clients of a killed server report here
  cleanups.push(() => pool.end())
  return pool
}

async function eventually<T>(what: string, attempt: () => Promise<T | undefined>, deadlineMs = 90_000): Promise<T> {
  const deadline = Date.now() + deadlineMs
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const value = await attempt()
      if (value !== undefined) return value
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${what} did not happen: ${String(last)}`)
}

describe('embedded PostgreSQL start-up', () => {
  it('refuses a data directory another PostgreSQL server is using, naming it, and leaves nothing running', async () => {
    const dataDir = path.join(tempDir(), 'data')
    const first = await start({ dataDir, port: await freePort(), database: 'ops_a' })
    const secondPort = await freePort()

    const attempt = startEmbeddedPostgres({ dataDir, port: secondPort, database: 'ops_a' })
    await expect(attempt).rejects.toBeInstanceOf(EmbeddedPostgresError)
    await expect(attempt).rejects.toThrow(new RegExp(`in use by another PostgreSQL server \\(PID ${first.pid()}`))
    expect(await portIsFree(secondPort)).toBe(true)
    // The first server is untouched.
    const pool = appPool(first.url)
    expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1)
  })

  it('refuses a port another program listens on with a clear message', async () => {
    const blocker = net.createServer()
    const port = await new Promise<number>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)))
    cleanups.push(() => new Promise((r) => blocker.close(() => r())))
    await expect(startEmbeddedPostgres({ dataDir: path.join(tempDir(), 'data'), port, database: 'ops_b' })).rejects.toThrow(
      new RegExp(`Port ${port} .* already in use.*EMBEDDED_PG_PORT`),
    )
  })

  it('starts again on a data directory whose server was killed (stale postmaster.pid)', async () => {
    const dataDir = path.join(tempDir(), 'data')
    const first = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'ops_c' })
    const pid = first.pid()!
    process.kill(pid, 'SIGKILL')
    await eventually('the killed server to be gone', async () => (processIsAlive(pid) ? undefined : true))
    await first.stop()
    const again = await start({ dataDir, port: await freePort(), database: 'ops_c' })
    expect((await appPool(again.url).query('SELECT 1 AS one')).rows[0].one).toBe(1)
  })
})

describe('embedded PostgreSQL supervision', () => {
  it('restarts a server killed with SIGKILL under traffic, and the pool answers again by itself', async () => {
    const restarts: number[] = []
    let gaveUp: Error | undefined
    const db = await start({
      dataDir: path.join(tempDir(), 'data'),
      port: await freePort(),
      database: 'ops_d',
      supervise: { onRestart: ({ attempt }) => restarts.push(attempt), onGiveUp: (error) => (gaveUp = error) },
    })
    const pool = appPool(db.url)
    await pool.query('CREATE TABLE cars (id serial primary key, name text)')
    await pool.query("INSERT INTO cars (name) VALUES ('before')")

    // Traffic: a steady stream of queries while the server is killed.
    let stopTraffic = false
    const traffic = (async () => {
      while (!stopTraffic) {
        await pool.query('SELECT count(*) FROM cars').catch(() => {}) // failures expected while it is down
        await new Promise((r) => setTimeout(r, 50))
      }
    })()
    const killed = db.pid()!
    process.kill(killed, 'SIGKILL')

    const rows = await eventually('the database to answer again', async () => (await pool.query('SELECT name FROM cars')).rows)
    stopTraffic = true
    await traffic
    expect(rows.map((r) => r.name)).toEqual(['before'])
    expect(db.pid()).not.toBe(killed)
    expect(restarts.length).toBeGreaterThanOrEqual(1)
    expect(gaveUp).toBeUndefined()
    await pool.query("INSERT INTO cars (name) VALUES ('after')")
  })

  it('reports that it gave up when the server cannot be brought back', async () => {
    const dataDir = path.join(tempDir(), 'data')
    let gaveUp: Error | undefined
    const db = await start({
      dataDir,
      port: await freePort(),
      database: 'ops_e',
      supervise: { maxRestarts: 2, onGiveUp: (error) => (gaveUp = error) },
    })
    const pid = db.pid()!
    process.kill(pid, 'SIGKILL')
    fs.renameSync(dataDir, `${dataDir}-gone`) // the data directory vanished with it
    const error = await eventually('the supervisor to give up', async () => gaveUp)
    expect(error.message).toMatch(/could not be restarted/)
    expect(db.pid()).toBeUndefined()
  })
})

describe('readiness probe', () => {
  it('is ready while the database answers and not ready once it is gone', async () => {
    const db = await startEmbeddedPostgres({ dataDir: path.join(tempDir(), 'data'), port: await freePort(), database: 'ops_f' })
    cleanups.push(() => db.stop())
    const pool = appPool(db.url)
    const probe = () => databaseAnswers(() => pool.query('SELECT 1'))
    expect(readinessReport(await probe())).toEqual({ status: 200, body: { status: 'ok', database: 'up' } })
    await db.stop()
    expect(readinessReport(await probe())).toEqual({ status: 503, body: { status: 'unavailable', database: 'down' } })
  })
})
