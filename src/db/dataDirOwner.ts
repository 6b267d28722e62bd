/**
 * Who holds the embedded PostgreSQL's data directory and port: `postmaster.pid`'s server, whether
 * it still runs, and whether the port is free. A start refuses, with a reason an operator can act
 * on, rather than corrupt a directory another server owns.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { EmbeddedPostgresError } from './embeddedCluster'

/** Resolves when nothing listens on the port, so a stale server is detected before start. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.once('listening', () => server.close(() => resolve(true)))
    server.listen(port, '127.0.0.1')
  })
}

/** True when a process with this id exists (signal 0 only checks). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Reads `postmaster.pid`: the server that owns (or owned) the data directory. */
export function readPidFile(dataDir: string): { pid: number; port: number } | undefined {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')
    const pid = Number(lines[0])
    return Number.isInteger(pid) && pid > 0 ? { pid, port: Number(lines[3]) || 0 } : undefined
  } catch {
    return undefined
  }
}

export function isPostgresProcess(pid: number): boolean {
  try {
    return /postgres|postmaster/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'))
  } catch {
    return processIsAlive(pid) // no /proc (macOS): assume the live owner is a server
  }
}

/** Refuses, with an operator-readable reason, to start on a data directory or port in use. */
export async function checkNothingInTheWay(dataDir: string, port: number): Promise<void> {
  const owner = readPidFile(dataDir)
  if (owner && processIsAlive(owner.pid) && isPostgresProcess(owner.pid)) {
    throw new EmbeddedPostgresError(
      `The PostgreSQL data directory ${dataDir} is in use by another PostgreSQL server (PID ${owner.pid}` +
        `${owner.port ? `, port ${owner.port}` : ''}). Stop that server (kill ${owner.pid}) — it may be left over from a start that was killed — ` +
        'or set EMBEDDED_PG_DIR to another directory.',
    )
  }
  if (owner) fs.rmSync(path.join(dataDir, 'postmaster.pid'), { force: true }) // stale: its server is gone
  if (!(await portIsFree(port))) {
    throw new EmbeddedPostgresError(`Port ${port} for the embedded PostgreSQL is already in use by another program. Set EMBEDDED_PG_PORT to a free port.`)
  }
}
