/**
 * Reads and writes of saved searches and alert opt-outs shared by the endpoints and the jobs.
 */
import type { Payload } from 'payload'
import { savedSearchHref, type AlertFrequency } from '@/rules/savedSearch'

export type SavedSearchDoc = {
  id: number
  site: number | { id: number } | null
  name: string
  email: string
  customer?: number | { id: number } | null
  path: string
  query?: string | null
  presetFilter?: string | null
  status: 'pending' | 'active' | 'unsubscribed'
  frequency: AlertFrequency
  consentAt?: string | null
  createdAt: string
}

/** What the shopper's browser may know about a saved search. */
export function publicSavedSearch(doc: SavedSearchDoc) {
  return {
    id: String(doc.id),
    name: doc.name,
    path: doc.path,
    query: doc.query ?? '',
    href: savedSearchHref({ path: doc.path, query: doc.query ?? '' }),
    frequency: doc.frequency,
    status: doc.status,
    createdAt: doc.createdAt,
  }
}

// The saved-search collections are added by this change; the generated types may lag behind them.
type Loose = Payload & {
  find(args: Record<string, unknown>): Promise<{ docs: unknown[]; totalDocs: number }>
  create(args: Record<string, unknown>): Promise<unknown>
  update(args: Record<string, unknown>): Promise<unknown>
  delete(args: Record<string, unknown>): Promise<unknown>
  count(args: Record<string, unknown>): Promise<{ totalDocs: number }>
  findByID(args: Record<string, unknown>): Promise<unknown>
}
export const loose = (payload: Payload) => payload as Loose

export async function searchesOf(payload: Payload, siteId: number, email: string): Promise<SavedSearchDoc[]> {
  const found = await loose(payload).find({
    collection: 'saved-searches',
    where: { and: [{ site: { equals: siteId } }, { email: { equals: email } }, { status: { not_equals: 'unsubscribed' } }] },
    depth: 0,
    limit: 200,
    sort: '-createdAt',
    overrideAccess: true,
    showHiddenFields: true,
  })
  return found.docs as SavedSearchDoc[]
}

export async function searchById(payload: Payload, id: number): Promise<SavedSearchDoc | null> {
  return (await loose(payload).findByID({ collection: 'saved-searches', id, depth: 0, overrideAccess: true, disableErrors: true, showHiddenFields: true })) as SavedSearchDoc | null
}

export function pool(payload: Payload) {
  const p = payload.db.pool
  if (!p) throw new Error('no database pool')
  return p
}

/** Whether an address may get alerts from a site (not unsubscribed, not bounced). */
export async function isSuppressed(payload: Payload, siteId: number, email: string): Promise<boolean> {
  const result = await pool(payload).query('SELECT 1 FROM alert_suppressions WHERE key = $1 LIMIT 1', [`${siteId}:${email}`])
  return (result.rowCount ?? 0) > 0
}

/**
 * Stops every alert to an address on a site: the opt-out is recorded (kept if there is one), its
 * saved searches are unsubscribed and its waiting alerts suppressed. Idempotent.
 */
export async function suppressAddress(payload: Payload, siteId: number, email: string, reason: 'unsubscribed' | 'bounced'): Promise<void> {
  const db = pool(payload)
  await db.query(
    `INSERT INTO alert_suppressions (site_id, email, reason, key) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING`,
    [siteId, email, reason, `${siteId}:${email}`],
  )
  await db.query(`UPDATE saved_searches SET status = 'unsubscribed', updated_at = now() WHERE site_id = $1 AND email = $2 AND status <> 'unsubscribed'`, [siteId, email])
  await db.query(`UPDATE alert_items SET state = 'suppressed', updated_at = now() WHERE site_id = $1 AND email = $2 AND state = 'pending'`, [siteId, email])
}

/** Rows per INSERT statement of insertAlertItems. */
export const ALERT_INSERT_CHUNK = 5000
/** INSERT statements of one insertAlertItems call in flight at once (each on its own pooled connection). */
const ALERT_INSERT_PARALLEL = 2

type AlertItemRow = { key: string; siteId: number; email: string; searchId: number | null; vehicleId: number; reason: string; frequency: string }

/** One chunk in one statement; a key already there (or twice in the chunk) is left alone. */
async function insertChunk(payload: Payload, chunk: readonly AlertItemRow[]): Promise<number> {
  const result = await pool(payload).query(
    `INSERT INTO alert_items (key, site_id, email, saved_search_id, vehicle_id, reason, frequency, state)
     SELECT k, s, e, ss, v, r::enum_alert_items_reason, f::enum_alert_items_frequency, 'pending'
     FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::int[], $6::text[], $7::text[]) AS t(k, s, e, ss, v, r, f)
     ON CONFLICT (key) DO NOTHING`,
    [chunk.map((r) => r.key), chunk.map((r) => r.siteId), chunk.map((r) => r.email), chunk.map((r) => r.searchId), chunk.map((r) => r.vehicleId), chunk.map((r) => r.reason), chunk.map((r) => r.frequency)],
  )
  return result.rowCount ?? 0
}

/**
 * Rows for alert_items, inserted once: a key already there is left alone. Returns how many are new.
 * The chunks go ALERT_INSERT_PARALLEL at a time (the database works on them in parallel); each is
 * its own statement, so a crash half-way leaves whole chunks, and the next pass (from the cursor,
 * which moves only after this) inserts the rest: the unique key keeps every (search, car) once.
 */
export async function insertAlertItems(payload: Payload, rows: ReadonlyArray<AlertItemRow>): Promise<number> {
  let inserted = 0
  let next = 0
  const worker = async () => {
    while (next < rows.length) {
      const start = next
      next += ALERT_INSERT_CHUNK
      const added = await insertChunk(payload, rows.slice(start, start + ALERT_INSERT_CHUNK))
      inserted += added
    }
  }
  await Promise.all(Array.from({ length: Math.min(ALERT_INSERT_PARALLEL, Math.ceil(rows.length / ALERT_INSERT_CHUNK)) }, worker))
  return inserted
}
