/**
 * The matching job (issue 35 section 1): the cars changed since the last run (the `alert_cursor`
 * row, in the database so a restart resumes where it stopped) are matched against the active
 * saved searches of the sites with saved searches on (./matching.ts: the engine's own filter), and
 * each match becomes an `alert-items` row whose unique key (search, car) makes it happen once,
 * however often the job runs, on however many instances. Watched cars are checked in the same pass
 * (./watchlistAlerts.ts). The e-mails go out in ./sendAlerts.ts.
 */
import type { Payload } from 'payload'
import { readVehicleRecords } from '@/search/readVehicleRecords'
import { siteBaseFilter } from '@/search/siteScope'
import { alertKey } from '@/rules/savedSearch'
import type { Site } from '@/payload-types'
import type { IndexRecord } from '@/search/index'
import { changedCarsEngine, matchSearches, MATCH_BATCH, type MatchableSearch } from './matching'
import { insertAlertItems, pool } from './store'
import { queueWatchlistAlerts } from './watchlistAlerts'

/**
 * How late a save's transaction may commit after the time it carries: the cursor never moves past
 * cars this recent, so a car committed late (with an earlier time) is still ahead of it. The recent
 * cars are read on every pass until they are older (matches happen once: alert_items' unique key).
 */
const CURSOR_OVERLAP_MS = 60_000
/** On a first run, cars changed in the last day are looked at. */
const FIRST_RUN_LOOKBACK_MS = 24 * 60 * 60 * 1000

export type MatchRun = { cars: number; searches: number; queued: number; timings?: { readMs: number; matchMs: number; insertMs: number } }

/** The matcher's position: the last car (by updated_at, then id) every pass has gone past. */
type Cursor = { at: Date; id: number }

async function readCursor(payload: Payload, now: number): Promise<Cursor> {
  const row = (await pool(payload).query(`SELECT at, last_id FROM alert_cursor WHERE name = 'match'`)).rows[0] as { at: Date; last_id: number } | undefined
  return row ? { at: new Date(row.at), id: Number(row.last_id) } : { at: new Date(now - FIRST_RUN_LOOKBACK_MS), id: 0 }
}

async function writeCursor(payload: Payload, cursor: Cursor): Promise<void> {
  await pool(payload).query(
    `INSERT INTO alert_cursor (name, at, last_id) VALUES ('match', $1, $2)
     ON CONFLICT (name) DO UPDATE SET at = EXCLUDED.at, last_id = EXCLUDED.last_id
     WHERE (alert_cursor.at, alert_cursor.last_id) < (EXCLUDED.at, EXCLUDED.last_id)`,
    [cursor.at, cursor.id],
  )
}

type ActiveSearch = MatchableSearch & { email: string; frequency: string }

/** The active saved searches of the sites that have saved searches on. */
async function activeSearches(payload: Payload): Promise<ActiveSearch[]> {
  const { rows } = await pool(payload).query(
    `SELECT ss.id, ss.site_id, ss.path, ss.query, ss.preset_filter, ss.created_at, ss.email, ss.frequency
       FROM saved_searches ss JOIN sites s ON s.id = ss.site_id
      WHERE ss.status = 'active' AND s.settings_saved_searches_enabled = true`,
  )
  return rows.map((r: Record<string, unknown>) => ({
    id: Number(r.id),
    siteId: Number(r.site_id),
    path: String(r.path),
    query: String(r.query ?? ''),
    presetFilter: (r.preset_filter as string | null) ?? null,
    createdAtMs: new Date(r.created_at as string).getTime(),
    email: String(r.email),
    frequency: String(r.frequency),
  }))
}

/** A site's dealerships' slugs (its search scope), read as src/data/sites.ts readDealershipSlugs does. */
async function dealershipSlugs(payload: Payload, siteId: number): Promise<string[]> {
  const { rows } = await pool(payload).query(`SELECT slug FROM dealerships WHERE site_id = $1 AND slug IS NOT NULL AND slug <> ''`, [siteId])
  return rows.map((r: { slug: string }) => r.slug)
}

/** Each site's base filter (what it may ever show), by id, for these sites. */
async function alertSites(payload: Payload, siteIds: readonly number[], now: number): Promise<Map<number, string>> {
  const found = await payload.find({ collection: 'sites', where: { id: { in: [...siteIds] } }, depth: 0, limit: 0, overrideAccess: true, pagination: false })
  const out = new Map<number, string>()
  for (const site of found.docs as Site[]) out.set(site.id, siteBaseFilter(site, await dealershipSlugs(payload, site.id), now))
  return out
}

/** Match the given records (changed cars) against the saved searches; queue what is new. */
async function queueSearchMatches(payload: Payload, records: readonly IndexRecord[], searches: readonly ActiveSearch[], now: number): Promise<MatchRun> {
  if (records.length === 0 || searches.length === 0) return { cars: records.length, searches: searches.length, queued: 0 }
  const baseFilters = await alertSites(payload, [...new Set(searches.map((s) => s.siteId))], now)
  const byId = new Map(searches.map((s) => [s.id, s]))
  let queued = 0
  let matchMs = 0
  let insertMs = 0
  for (let start = 0; start < records.length; start += MATCH_BATCH) {
    const began = performance.now()
    const engine = changedCarsEngine(records.slice(start, start + MATCH_BATCH))
    const matches = matchSearches(engine, searches, baseFilters)
    const matched = performance.now()
    matchMs += matched - began
    queued += await insertAlertItems(
      payload,
      matches.map((m) => {
        const search = byId.get(m.searchId)!
        return { key: alertKey({ searchId: m.searchId, vehicleId: m.vehicleId, reason: 'match' }), siteId: search.siteId, email: search.email, searchId: m.searchId, vehicleId: m.vehicleId, reason: 'match', frequency: search.frequency }
      }),
    )
    insertMs += performance.now() - matched
  }
  return { cars: records.length, searches: searches.length, queued, timings: { readMs: 0, matchMs, insertMs } }
}

/** Whether any of these cars is on a watchlist of a site with alerts on. */
async function anyWatched(payload: Payload, ids: readonly number[]): Promise<boolean> {
  const { rows } = await pool(payload).query(
    `SELECT 1 FROM watchlist_items w JOIN sites s ON s.id = w.site_id WHERE w.vehicle_id = ANY($1::int[]) AND s.settings_saved_searches_enabled = true LIMIT 1`,
    [[...ids]],
  )
  return rows.length > 0
}

/**
 * One pass: the next cars after the cursor (at most `limit`, by updated_at then id), matched and
 * checked; the cursor moves to the last of them older than CURSOR_OVERLAP_MS, so each pass makes
 * progress however many cars share one time, and the recent ones are read again next pass.
 */
export async function runAlertMatching(payload: Payload, options: { now?: number; limit?: number } = {}): Promise<MatchRun> {
  const now = options.now ?? Date.now()
  const cursor = await readCursor(payload, now)
  const { rows } = await pool(payload).query(
    `SELECT id, updated_at, updated_at <= now() - ($4::int * interval '1 millisecond') AS settled FROM vehicles
      WHERE (updated_at, id) > ($1::timestamptz, $2::int) ORDER BY updated_at ASC, id ASC LIMIT $3`,
    [cursor.at, cursor.id, options.limit ?? 5000, CURSOR_OVERLAP_MS],
  )
  if (rows.length === 0) return { cars: 0, searches: 0, queued: 0 }
  const ids = rows.map((r: { id: number }) => Number(r.id))
  const searches = await activeSearches(payload)
  let run: MatchRun = { cars: ids.length, searches: 0, queued: 0 }
  let watched = 0
  // The cars are read only when someone could be told about them (a platform without saved
  // searches or watchers passes a bulk import by its ids alone).
  if (searches.length > 0 || (await anyWatched(payload, ids))) {
    const began = performance.now()
    const { records } = await readVehicleRecords(payload, ids)
    const readMs = performance.now() - began
    run = await queueSearchMatches(payload, records, searches, now)
    if (run.timings) run.timings.readMs = readMs
    watched = await queueWatchlistAlerts(payload, records)
  }
  const settled = (rows as Array<{ id: number; updated_at: string | Date; settled: boolean }>).filter((r) => r.settled)
  const last = settled[settled.length - 1]
  if (last) await writeCursor(payload, { at: new Date(last.updated_at), id: Number(last.id) })
  return { ...run, queued: run.queued + watched }
}
