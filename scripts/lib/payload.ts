/** Boots Payload in a plain Node process (migrations, seed, index jobs). */
import { getPayload, type Payload } from 'payload'

export async function bootPayload(): Promise<Payload> {
  const { default: config } = await import('../../payload.config')
  return getPayload({ config })
}

/** Applies every committed migration that has not run yet. */
export async function migrate(payload: Payload): Promise<void> {
  const { migrations } = await import('../../src/migrations')
  await payload.db.migrate({ migrations: migrations as never })
}

/** Ends Payload's connection pool (payload.destroy() leaves it open) so the database can stop cleanly. */
export async function closePayload(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool
  await payload.destroy()
  // pool.end() waits for every checked-out client; never let shutdown hang on one.
  await Promise.race([pool?.end().catch(() => {}), new Promise((r) => setTimeout(r, 2000).unref())])
}
