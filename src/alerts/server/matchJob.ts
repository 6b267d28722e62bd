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

/** Cars re-read from this far before the cursor, so a write that committed late is not missed. */
const CURSOR_OVERLAP_MS = 60_000
/** On a first run, cars changed in the last day are looked at. */
const FIRST_RUN_LOOKBACK_MS = 24 * 60 * 60 * 1000

export type MatchRun = { cars: number; searches: number; queued: number; timings?: { readMs: number; matchMs: number; insertMs: number } }

async function readCursor(payload: Payload, now: number): Promise<Date> {
  const row = (await pool(payload).query(`SELECT at FROM alert_cursor WHERE name = 'match'`)).rows[0] as { at: Date } | undefined
  return new Date((row?.at ? new Date(row.at).getTime() : now - FIRST_RUN_LOOKBACK_MS) - CURSOR_OVERLAP_MS)
}

async function writeCursor(payload: Payload, at: Date): Promise<void> {
  await pool(payload).query(
    `INSERT INTO alert_cursor (name, at) VALUES ('match', $1) ON CONFLICT (name) DO UPDATE SET at = GREATEST(alert_cursor.at, EXCLUDED.at)`,
    [at],
  )
}

/** The active saved searches of the sites that have saved searches on. */
async function activeSearches(payload: Payload, siteIds: readonly number[]): Promise<Array<MatchableSearch & { email: string; frequency: string }>> {
  if (siteIds.length === 0) return []
  const { rows } = await pool(payload).query(
    `SELECT id, site_id, path, query, preset_filter, created_at, email, frequency FROM saved_searches WHERE status = 'active' AND site_id = ANY($1::int[])`,
    [siteIds],
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

/** Each site's base filter (what it may ever show), by id, for the sites with saved searches on. */
async function alertSites(payload: Payload, now: number): Promise<Map<number, string>> {
  const found = await payload.find({ collection: 'sites', where: { 'settings.savedSearchesEnabled': { equals: true } }, depth: 0, limit: 1000, overrideAccess: true, pagination: false })
  const out = new Map<number, string>()
  for (const site of found.docs as Site[]) out.set(site.id, siteBaseFilter(site, await dealershipSlugs(payload, site.id), now))
  return out
}

/** Match the given records (changed cars) against the saved searches; queue what is new. */
async function queueSearchMatches(payload: Payload, records: readonly IndexRecord[], now: number): Promise<MatchRun> {
  const baseFilters = await alertSites(payload, now)
  const searches = await activeSearches(payload, [...baseFilters.keys()])
  if (records.length === 0 || searches.length === 0) return { cars: records.length, searches: searches.length, queued: 0 }
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

/** One pass: the cars changed since the cursor (at most `limit`), matched and checked; the cursor moves on. */
export async function runAlertMatching(payload: Payload, options: { now?: number; limit?: number } = {}): Promise<MatchRun> {
  const now = options.now ?? Date.now()
  const since = await readCursor(payload, now)
  const { rows } = await pool(payload).query(`SELECT id, updated_at FROM vehicles WHERE updated_at > $1 ORDER BY updated_at ASC LIMIT $2`, [since, options.limit ?? 5000])
  if (rows.length === 0) return { cars: 0, searches: 0, queued: 0 }
  const ids = rows.map((r: { id: number }) => Number(r.id))
  const began = performance.now()
  const { records } = await readVehicleRecords(payload, ids)
  const readMs = performance.now() - began
  const run = await queueSearchMatches(payload, records, now)
  if (run.timings) run.timings.readMs = readMs
  const watched = await queueWatchlistAlerts(payload, records)
  await writeCursor(payload, new Date(rows[rows.length - 1].updated_at as string))
  return { ...run, queued: run.queued + watched }
}
