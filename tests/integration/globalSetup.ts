/**
 * A fresh database for every integration run: a new database on TEST_DATABASE_URL's server
 * when set, otherwise a throw-away embedded PostgreSQL in a temporary directory. The
 * committed migrations are applied before any test runs.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres, portIsFree, type EmbeddedDatabase } from '../../src/db/embeddedPostgres'

let embedded: EmbeddedDatabase | undefined
let tmpDir: string | undefined
let dropUrl: { admin: string; name: string } | undefined

async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 200; port++) if (await portIsFree(port)) return port
  throw new Error('No free port for the test database')
}

export async function setup(): Promise<void> {
  const name = `dealer_test_${Date.now()}_${process.pid}`
  if (process.env.TEST_DATABASE_URL) {
    const admin = process.env.TEST_DATABASE_URL
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    await client.query(`CREATE DATABASE "${name}"`)
    await client.end()
    const url = new URL(admin)
    url.pathname = `/${name}`
    process.env.DATABASE_URL = url.toString()
    dropUrl = { admin, name }
  } else {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-pg-'))
    fs.chmodSync(tmpDir, 0o777)
    embedded = await startEmbeddedPostgres({ dataDir: path.join(tmpDir, 'data'), port: await freePort(55432), database: name })
    process.env.DATABASE_URL = embedded.url
  }
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
  process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-media-'))

  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const { migrations } = await import('../../src/migrations')
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })
  const pool = (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool
  await payload.destroy()
  await Promise.race([pool?.end(), new Promise((r) => setTimeout(r, 2000))])
}

export async function teardown(): Promise<void> {
  if (embedded) await embedded.stop()
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true })
  if (dropUrl) {
    const client = new pg.Client({ connectionString: dropUrl.admin })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${dropUrl.name}" WITH (FORCE)`)
    await client.end()
  }
}
