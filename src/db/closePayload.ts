import type { Payload } from 'payload'

const bounded = (work: Promise<unknown> | undefined, ms: number) =>
  Promise.race([Promise.resolve(work).catch(() => {}), new Promise((r) => setTimeout(r, ms).unref())])

/**
 * Ends Payload (its crons and adapter) and its connection pool (payload.destroy() leaves the
 * pool open) so the database can stop cleanly. Bounded: shutdown never hangs on either.
 */
export async function closePayload(payload: Payload): Promise<void> {
  const pool = payload.db.pool
  await bounded(payload.destroy(), 5000)
  // pool.end() waits for every checked-out client; never let shutdown hang on one.
  await bounded(pool?.end(), 2000)
}
