/**
 * The database rule every command shares: DATABASE_URL when set, otherwise embedded
 * PostgreSQL under .data/ on a non-standard port, stopped cleanly on exit.
 */
import { env } from '../../src/env'
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedDatabase, type SuperviseOptions } from '../../src/db/embeddedPostgres'
import { onShutdown } from './lifecycle'

let embedded: EmbeddedDatabase | undefined

export type EnsureDatabaseOptions = {
  log?: (message: string) => void
  /** Restart an embedded server that dies (the long-running `dev` and `start` do). */
  supervise?: SuperviseOptions
}

export async function ensureDatabase(options: EnsureDatabaseOptions = {}): Promise<{ url: string; embedded: boolean }> {
  const log = options.log ?? console.log
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false }
  if (!options.supervise) {
    // A one-off command (import, seed, index rebuild) beside a running `dev`/`start` shares its
    // embedded server; the app server owns it, so this process neither supervises nor stops it.
    const running = await runningEmbeddedUrl(env.embeddedPgDir, env.embeddedPgPort, 'dealer_platform')
    if (running) {
      log(`• Using the embedded PostgreSQL already running on port ${env.embeddedPgPort}`)
      process.env.DATABASE_URL = running
      return { url: running, embedded: false }
    }
  }
  log(`• Starting embedded PostgreSQL on port ${env.embeddedPgPort} (data in ${env.embeddedPgDir})`)
  embedded = await startEmbeddedPostgres({
    dataDir: env.embeddedPgDir,
    port: env.embeddedPgPort,
    database: 'dealer_platform',
    supervise: options.supervise,
  })
  process.env.DATABASE_URL = embedded.url
  return { url: embedded.url, embedded: true }
}

export async function stopDatabase(): Promise<void> {
  if (!embedded) return
  const db = embedded
  embedded = undefined
  await db.stop()
}

/** Stop the embedded server on Ctrl-C, `kill`, a hang-up or the parent's exit, then exit. */
export function stopDatabaseOnExit(beforeStop?: () => Promise<void> | void): void {
  onShutdown(async () => {
    try {
      await beforeStop?.()
    } finally {
      await stopDatabase().catch((error) => console.error('Could not stop PostgreSQL cleanly:', error))
    }
  })
}
