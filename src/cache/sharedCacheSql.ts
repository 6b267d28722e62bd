/**
 * The shared page cache's tables (UNLOGGED: the cache is disposable, not part of the data model,
 * so they are created on first use under an advisory lock, not by a Payload migration) and the
 * statements on them (src/cache/sharedStore.ts).
 */
import type pg from 'pg'
import type { TagState } from './sharedCacheRules'

const SCHEMA = 'next_cache'

/** Create the schema and tables if missing (several instances may start at once). */
export async function createSharedCacheSchema(client: pg.PoolClient): Promise<void> {
  await client.query('BEGIN')
  try {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('dealer-platform.next_cache.schema'))")
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`)
    await client.query(`CREATE UNLOGGED TABLE IF NOT EXISTS ${SCHEMA}.entries (
      key text PRIMARY KEY,
      value text NOT NULL,
      tags text[] NOT NULL DEFAULT '{}',
      last_modified bigint NOT NULL,
      touched_at timestamptz NOT NULL DEFAULT now()
    )`)
    await client.query(`CREATE INDEX IF NOT EXISTS entries_touched_at ON ${SCHEMA}.entries (touched_at)`)
    await client.query(`CREATE INDEX IF NOT EXISTS entries_tags ON ${SCHEMA}.entries USING gin (tags)`)
    await client.query(`CREATE UNLOGGED TABLE IF NOT EXISTS ${SCHEMA}.tags (
      tag text PRIMARY KEY,
      stale bigint,
      expired bigint,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  }
}

type TagRow = { tag: string; stale: string | number | null; expired: string | number | null }

/** Tag states changed since `sinceMs` (all of them when 0), from any instance. */
export async function readTagStates(pool: pg.Pool, sinceMs: number): Promise<Array<[string, TagState]>> {
  const { rows } = sinceMs
    ? await pool.query<TagRow>(`SELECT tag, stale, expired FROM ${SCHEMA}.tags WHERE updated_at >= to_timestamp($1 / 1000.0)`, [sinceMs])
    : await pool.query<TagRow>(`SELECT tag, stale, expired FROM ${SCHEMA}.tags`)
  return rows.map((row) => {
    const state: TagState = {}
    if (row.stale !== null) state.stale = Number(row.stale)
    if (row.expired !== null) state.expired = Number(row.expired)
    return [row.tag, state]
  })
}

export type EntryRow = { value: string; last_modified: string | number; tags: string[] }

export async function readEntryRow(pool: pg.Pool, key: string): Promise<EntryRow | null> {
  const { rows } = await pool.query<EntryRow>(`SELECT value, last_modified, tags FROM ${SCHEMA}.entries WHERE key = $1`, [key])
  if (rows.length === 0) return null
  pool.query(`UPDATE ${SCHEMA}.entries SET touched_at = now() WHERE key = $1 AND touched_at < now() - interval '1 minute'`, [key]).catch(() => {})
  return rows[0] ?? null
}

/** Store an entry unless a newer one of the key is there already. */
export async function writeEntryRow(pool: pg.Pool, key: string, text: string, tags: string[], lastModified: number): Promise<void> {
  await pool.query(
    `INSERT INTO ${SCHEMA}.entries (key, value, tags, last_modified, touched_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, tags = EXCLUDED.tags,
       last_modified = EXCLUDED.last_modified, touched_at = now()
     WHERE ${SCHEMA}.entries.last_modified <= EXCLUDED.last_modified`,
    [key, text, tags, lastModified],
  )
}

/** Record the tags' new states and delete the entries of those that expired now. */
export async function writeTagStates(pool: pg.Pool, changed: Record<string, TagState>, now: number): Promise<void> {
  const tags = Object.keys(changed)
  await pool.query(
    `INSERT INTO ${SCHEMA}.tags (tag, stale, expired, updated_at)
     SELECT t.tag, t.stale, t.expired, now() FROM jsonb_to_recordset($1::jsonb) AS t(tag text, stale bigint, expired bigint)
     ON CONFLICT (tag) DO UPDATE SET stale = EXCLUDED.stale, expired = EXCLUDED.expired, updated_at = now()`,
    [JSON.stringify(tags.map((tag) => ({ tag, stale: changed[tag]?.stale ?? null, expired: changed[tag]?.expired ?? null })))],
  )
  const expiredNow = tags.filter((tag) => {
    const expired = changed[tag]?.expired
    return typeof expired === 'number' && expired <= now
  })
  if (expiredNow.length > 0) await pool.query(`DELETE FROM ${SCHEMA}.entries WHERE tags && $1::text[] AND last_modified < $2`, [expiredNow, now])
}

/** Drop rows unused for maxAgeHours and all but the maxEntries most recently used; old tag rows too. */
export async function evictEntries(pool: pg.Pool, maxEntries: number, maxAgeHours: number): Promise<void> {
  await pool.query(
    `DELETE FROM ${SCHEMA}.entries WHERE touched_at < now() - make_interval(hours => $1)
       OR key IN (SELECT key FROM ${SCHEMA}.entries ORDER BY touched_at DESC OFFSET $2)`,
    [maxAgeHours, maxEntries],
  )
  // An entry older than maxAgeHours is gone, so an older tag expiry can no longer matter.
  await pool.query(`DELETE FROM ${SCHEMA}.tags WHERE updated_at < now() - make_interval(hours => $1 * 2)`, [maxAgeHours])
}
