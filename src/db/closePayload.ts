import type { Payload } from 'payload'

/** Ends Payload's connection pool (payload.destroy() leaves it open) so the database can stop cleanly. */
export async function closePayload(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool
  await payload.destroy().catch(() => {})
  // pool.end() waits for every checked-out client; never let shutdown hang on one.
  await Promise.race([pool?.end().catch(() => {}), new Promise((r) => setTimeout(r, 2000).unref())])
}
