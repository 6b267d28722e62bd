/**
 * One process prepares the database (migrations, the demo seed) at a time: a PostgreSQL
 * session-level advisory lock, held on a connection of its own for as long as the work runs.
 * Another start script on the same database (a second instance, a deploy step, a bench beside
 * a dev server) waits for it, bounded by its deadline, and then finds nothing left to do. The
 * lock goes with its connection, so a process that dies mid-way never leaves it taken.
 */
import pg from 'pg'
import { StartupStepTimeout } from './startupDeadlines'

/** pg_advisory_lock's key: any 64-bit number no other code of this database uses. */
const MIGRATION_LOCK_KEY = 7_242_031_555_001
const POLL_MS = 500

export type MigrationLockOptions = {
  url: string
  limitMs: number
  /** Said once when another process holds the lock. */
  onWait?: () => void
}

async function acquire(client: pg.Client, { limitMs, onWait }: MigrationLockOptions): Promise<void> {
  const deadline = Date.now() + limitMs
  let told = false
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY])
    if (rows[0]?.locked) return
    if (!told) onWait?.()
    told = true
    if (Date.now() >= deadline) throw new StartupStepTimeout('Waiting for another process preparing the database', limitMs, 'STARTUP_DATA_TIMEOUT_SECONDS')
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** Runs `work` while this process holds the migration lock. */
export async function withMigrationLock<T>(options: MigrationLockOptions, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 10_000, application_name: 'dealer-platform-migration-lock' })
  // Losing the connection releases the lock; the work goes on (its own queries fail if the
  // database is gone), and a second preparer would only find that work already done.
  client.on('error', (error) => console.warn(`[start] the migration lock's connection failed (${error.message})`))
  await client.connect()
  try {
    await acquire(client, options)
    return await work()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    await client.end().catch(() => {})
  }
}
