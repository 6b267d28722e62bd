/**
 * Throw-away databases for tests and benchmarks: a fresh database on an existing server
 * (`adminUrl`), otherwise an embedded PostgreSQL in a temporary directory on a free port.
 * `cleanup` drops or stops and deletes it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { portIsFree, startEmbeddedPostgres, type EmbeddedDatabase } from './embeddedPostgres'

export type ThrowawayDatabase = { url: string; describe: string; cleanup: () => Promise<void> }

async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 200; port++) if (await portIsFree(port)) return port
  throw new Error(`No free port for a throw-away database from ${start}`)
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** Creates database `name` on `adminUrl`'s server and returns its URL. */
export async function createDatabaseOn(adminUrl: string, name: string): Promise<string> {
  await adminQuery(adminUrl, `CREATE DATABASE "${name.replace(/"/g, '')}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function startThrowawayDatabase(options: { name: string; adminUrl?: string; firstPort: number }): Promise<ThrowawayDatabase> {
  const { name, adminUrl } = options
  if (adminUrl) {
    const url = await createDatabaseOn(adminUrl, name)
    return {
      url,
      describe: `database ${name} on ${new URL(url).host}`,
      cleanup: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name.replace(/"/g, '')}" WITH (FORCE)`),
    }
  }
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-pg-'))
  fs.chmodSync(tmpDir, 0o777)
  let embedded: EmbeddedDatabase | undefined
  const cleanup = async () => {
    try {
      await embedded?.stop()
    } finally {
      fs.rmSync(tmpDir, { recursive: true, force: true })
    }
  }
  try {
    const port = await freePort(options.firstPort)
    embedded = await startEmbeddedPostgres({ dataDir: path.join(tmpDir, 'data'), port, database: name })
    return { url: embedded.url, describe: `embedded PostgreSQL on port ${port} (${tmpDir})`, cleanup }
  } catch (error) {
    await cleanup().catch(() => {})
    throw error
  }
}
