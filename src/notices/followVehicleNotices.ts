/**
 * Keeps this process's embedded search index in step with vehicles saved on other app instances:
 * - LISTENs on `search_vehicles` (src/notices/vehicleNotices.ts) and re-reads the named vehicles
 *   (saved, changed or gone) into the index, or reloads everything on an "all" notice;
 * - every SEARCH_NOTICE_HEAL_MS (30 s) and after its LISTEN connection comes back, compares the
 *   database with the index (vehicles changed since the last look; the number of vehicles) and
 *   syncs what differs, so a missed notice heals.
 * Started once per process, when the embedded index has loaded (src/search/embedded.ts): an
 * index that is not loaded yet reads everything on its first load anyway.
 */
import type { Payload } from 'payload'
import { createPgListener, type Listener } from './pgListener'
import { instanceId, parseVehicleNotice, VEHICLES_CHANNEL, MAX_NOTICE_IDS } from './vehicleNotices'
import { processWide } from '@/lib/processWide'

/** What following needs from the index it keeps current (src/search/embedded.ts passes these). */
export interface FollowedIndex {
  /** re-read these vehicles: saved when they exist, removed when they are gone */
  refresh(ids: readonly number[]): Promise<void>
  /** read every vehicle again */
  reloadAll(): Promise<void>
  /** how many vehicles the index holds */
  size(): number
}

const DEFAULT_HEAL_MS = 30_000

interface FollowState {
  payload: Payload
  index: FollowedIndex
  listener: Listener | null
  timer: ReturnType<typeof setInterval> | null
  /** newest vehicles.updated_at already reflected in the index (ISO text from the database) */
  lastSeen: string
  /**
   * `id@updated_at` of the cars the last look re-read. The look asks for `updated_at >= lastSeen`
   * (a transaction that commits late can carry an earlier time), so without this it re-read the
   * cars that share the newest time on every look: after a bulk save (an import, the seed) that was
   * hundreds of whole cars every 30 s, holding the event loop for most of a second each time.
   */
  synced: Set<string>
  /** one change at a time, in arrival order */
  queue: Promise<void>
  stats: { notices: number; synced: number; reloads: number; heals: number }
}

declare module '@/lib/processWide' {
  interface ProcessWide {
    /** One follower per process: the embedded index it keeps current is one per process. */
    'notices.followVehicles': { current?: FollowState }
  }
}

const follower = () => processWide('notices.followVehicles', () => ({}))

type Pool = { query: (sql: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }

function poolOf(payload: Payload): Pool | undefined {
  return payload.db.pool
}

function enqueue(s: FollowState, work: () => Promise<void>): Promise<void> {
  s.queue = s.queue.then(work).catch((error: unknown) => {
    s.payload.logger.warn(`Search: applying a change from another instance failed (${(error as Error).message}); the periodic check retries`)
  })
  return s.queue
}

/**
 * A reload reads every car committed before it began, less a margin (a transaction that commits
 * late can carry an earlier time; the same margin as the index's own load in src/search/embedded.ts),
 * so the next look starts from there with nothing synced.
 */
const RELOAD_MARGIN_MS = 10_000

async function reloadAll(s: FollowState): Promise<void> {
  s.stats.reloads++
  const since = new Date(Date.now() - RELOAD_MARGIN_MS).toISOString()
  await s.index.reloadAll()
  s.lastSeen = since
  s.synced = new Set()
}

/**
 * Compare the database with the index and sync the difference: vehicles updated since the last
 * look are re-read; a different number of vehicles (a delete whose notice was missed) reloads all.
 */
export async function healVehicleIndex(s: FollowState): Promise<void> {
  const pool = poolOf(s.payload)
  if (!pool) return
  s.stats.heals++
  // `latest` never goes back: with nothing changed since the last look, the newest car can be older
  // than it (following starts from when the index was read), and looking again from that car's time
  // re-read every car saved with it (after a bulk import or the fleet's generation, thousands, so a
  // reload of the whole index on every look).
  const { rows } = await pool.query(
    `SELECT count(*)::int AS n, greatest($1::timestamptz, max(updated_at))::text AS latest,
       (SELECT coalesce(json_agg(json_build_array(id, changed.at)), '[]'::json)
          FROM (SELECT id, updated_at::text AS at FROM vehicles WHERE updated_at >= $1::timestamptz ORDER BY updated_at LIMIT $2) changed) AS changed
     FROM vehicles`,
    [s.lastSeen, MAX_NOTICE_IDS + 1],
  )
  const row = rows[0] ?? {}
  const changed = ((row.changed as [number, string][]) ?? []).map(([id, at]) => ({ id, key: `${id}@${at}` }))
  const ids = changed.filter((c) => !s.synced.has(c.key)).map((c) => c.id)
  // More changes than one look re-reads: read everything (which moves the look past them).
  if (changed.length > MAX_NOTICE_IDS) return reloadAll(s)
  if (ids.length > 0) {
    await s.index.refresh(ids)
    s.stats.synced += ids.length
  }
  s.synced = new Set(changed.map((c) => c.key))
  if (typeof row.latest === 'string') s.lastSeen = row.latest
  if (s.index.size() !== Number(row.n)) await reloadAll(s)
}

/** Start following (once per process; later calls return the running state). */
export function followVehicleNotices(payload: Payload, index: FollowedIndex, options: { healMs?: number; since?: string } = {}): FollowState | undefined {
  const running = follower()
  if (running.current) return running.current
  const connectionString = process.env.DATABASE_URL
  if (!connectionString || !poolOf(payload)) return undefined
  const s: FollowState = {
    payload,
    index,
    listener: null,
    timer: null,
    // From when the index was read (its loader says; else a minute back): anything saved while it loaded is re-read.
    lastSeen: options.since ?? new Date(Date.now() - 60_000).toISOString(),
    synced: new Set(),
    queue: Promise.resolve(),
    stats: { notices: 0, synced: 0, reloads: 0, heals: 0 },
  }
  running.current = s
  const me = instanceId()
  s.listener = createPgListener({
    connectionString,
    channels: [VEHICLES_CHANNEL],
    onNotice: (_channel, raw) => {
      const notice = parseVehicleNotice(raw)
      if (!notice || notice.from === me) return
      s.stats.notices++
      void enqueue(s, async () => {
        if (notice.all) return reloadAll(s)
        await index.refresh(notice.ids)
        s.stats.synced += notice.ids.length
      })
    },
    onConnect: ({ reconnected }) => {
      if (reconnected) void enqueue(s, () => healVehicleIndex(s))
    },
    log: (message) => payload.logger.warn(message),
  })
  const healMs = options.healMs ?? (Number(process.env.SEARCH_NOTICE_HEAL_MS) || DEFAULT_HEAL_MS)
  s.timer = setInterval(() => void enqueue(s, () => healVehicleIndex(s)), healMs)
  s.timer.unref?.()
  return s
}

/** Stop following (tests; process shutdown). */
export async function stopFollowingVehicleNotices(): Promise<void> {
  const running = follower()
  const s = running.current
  if (!s) return
  running.current = undefined
  if (s.timer) clearInterval(s.timer)
  await s.listener?.close()
  await s.queue.catch(() => {})
}
