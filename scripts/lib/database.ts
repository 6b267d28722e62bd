/**
 * The database rule every command shares: DATABASE_URL when set, otherwise embedded
 * PostgreSQL under .data/ on a non-standard port, stopped cleanly on exit.
 */
import { env } from '../../src/env'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embeddedPostgres'

let embedded: EmbeddedDatabase | undefined

export async function ensureDatabase(log = console.log): Promise<{ url: string; embedded: boolean }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false }
  log(`• Starting embedded PostgreSQL on port ${env.embeddedPgPort} (data in ${env.embeddedPgDir})`)
  embedded = await startEmbeddedPostgres({ dataDir: env.embeddedPgDir, port: env.embeddedPgPort, database: 'dealer_platform' })
  process.env.DATABASE_URL = embedded.url
  return { url: embedded.url, embedded: true }
}

export async function stopDatabase(): Promise<void> {
  if (!embedded) return
  const db = embedded
  embedded = undefined
  await db.stop()
}

/** Stop the embedded server on Ctrl-C, `kill` and normal exit, then exit with `code`. */
export function stopDatabaseOnExit(beforeStop?: () => Promise<void> | void): void {
  let stopping = false
  const shutdown = async (code: number) => {
    if (stopping) return
    stopping = true
    try {
      await beforeStop?.()
    } finally {
      await stopDatabase().catch((error) => console.error('Could not stop PostgreSQL cleanly:', error))
      process.exit(code)
    }
  }
  process.on('SIGINT', () => void shutdown(130))
  process.on('SIGTERM', () => void shutdown(143))
  process.on('SIGHUP', () => void shutdown(129))
}
