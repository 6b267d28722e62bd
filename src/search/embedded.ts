/**
 * The embedded adapter: one process-wide engine (src/search/engine) holding every vehicle's
 * record, loaded lazily from the database on first use and kept in step by the index jobs.
 *
 * The engine is one per process (src/lib/processWide.ts), so Next.js dev (HMR re-evaluating
 * modules) and the separate module graphs of route handlers, server components and Payload hooks
 * all share one copy.
 *
 * Writes that arrive while the initial load runs are applied after it (the load replaces
 * everything at once and must not overwrite them).
 */
import type { Payload } from 'payload'
import { createEngine, type MultiSearchRequest, type MultiSearchResponse, type SearchEngine } from './engine'
import { engineSettings, INDEX_NAME, type IndexRecord, type SearchIndex } from './index'
import { LOAD_PAGE_SIZE, loadAllRecords, readVehicleRecords } from './readVehicleRecords'
import { isAppServer } from '../jobs/appServer'
import { followVehicleNotices } from '../notices/followVehicleNotices'
import { noteIndexChanged } from './indexChanges'
import { processWide } from '@/lib/processWide'

export { LOAD_PAGE_SIZE, loadAllRecords } from './readVehicleRecords'

interface EmbeddedState {
  engine: SearchEngine
  /** the running (or finished) initial load */
  loading: Promise<void> | null
  loaded: boolean
  /** bumps on every reset so a stale load does not mark a new engine loaded */
  generation: number
  /** whether this process follows other instances' vehicle notices */
  following?: boolean
  /** when the loaded records were read, less a margin: following re-reads cars changed since then */
  loadedSince?: string
}

/**
 * A save whose transaction commits after the load read its page can carry a time from before the
 * load began (the time is taken when the car is saved): following re-reads what changed this long
 * before the load, and not the whole stock a fresh seed or import has just written.
 */
const LOAD_MARGIN_MS = 10_000

declare module '@/lib/processWide' {
  interface ProcessWide {
    'search.embedded': EmbeddedState
  }
}

function newEngine(): SearchEngine {
  // No whole-response cache in the engine: a search answer is cached once in process, by whoever
  // asked (the front's search cache for the browser, src/data/search.ts for server renders).
  return createEngine({ ...engineSettings(), filterCacheSize: 512 })
}

function state(): EmbeddedState {
  return processWide('search.embedded', () => ({ engine: newEngine(), loading: null, loaded: false, generation: 0 }))
}

/** The process-wide engine (possibly not loaded yet: use `ensureLoaded`). */
export function embeddedEngine(): SearchEngine {
  return state().engine
}

/** Whether the engine has been loaded from the database, is loading, or neither yet. */
export function embeddedLoadState(): 'unloaded' | 'loading' | 'loaded' {
  const s = state()
  return s.loaded ? 'loaded' : s.loading ? 'loading' : 'unloaded'
}

/** True once the engine holds the database's vehicles. */
export function isEmbeddedLoaded(): boolean {
  return state().loaded
}

/**
 * Every vehicle's record into the engine at once, its indexes built before it counts as loaded:
 * the first query with a word would otherwise build the word index while a shopper waits (~4 s
 * at 250,000 cars).
 */
function holdAll(s: EmbeddedState, records: readonly IndexRecord[]): void {
  s.engine.replaceAll(records)
  s.engine.warm()
  s.loaded = true
}

/**
 * Load the engine from the database once per process (concurrent callers share the load; a failed
 * load is retried by the next caller). Returns the engine.
 */
export async function ensureLoaded(payload: Payload): Promise<SearchEngine> {
  const s = state()
  if (s.loaded) return s.engine
  if (!s.loading) {
    const generation = s.generation
    const since = new Date(Date.now() - LOAD_MARGIN_MS).toISOString()
    s.loading = loadAllRecords(payload)
      .then((records) => {
        if (state().generation !== generation) return
        holdAll(s, records)
        s.loadedSince = since
        payload.logger?.info?.(`Search: embedded index loaded with ${records.length} vehicles`)
      })
      .catch((error: unknown) => {
        if (state().generation === generation) s.loading = null
        throw error
      })
  }
  await s.loading
  return s.engine
}

/** Reload everything from the database now (the `rebuildIndex` job in embedded mode). */
export async function reloadEmbedded(payload: Payload): Promise<number> {
  const s = state()
  if (s.loading && !s.loaded) await s.loading.catch(() => {})
  const records = await loadAllRecords(payload)
  holdAll(s, records)
  s.loading = Promise.resolve()
  return records.length
}

/** Apply a write after any running initial load (so the load cannot overwrite it). */
async function afterLoad(): Promise<SearchEngine> {
  const s = state()
  if (s.loading && !s.loaded) await s.loading.catch(() => {})
  return s.engine
}

/** Forget everything (tests; also lets a test start from an empty, "loaded" engine). */
export function resetEmbedded(options: { records?: readonly IndexRecord[]; loaded?: boolean } = {}): SearchEngine {
  const s = state()
  s.generation++
  s.engine = newEngine()
  if (options.records) s.engine.saveObjects(options.records)
  s.loaded = options.loaded ?? options.records !== undefined
  s.loading = s.loaded ? Promise.resolve() : null
  return s.engine
}

/**
 * Re-read these vehicles into the engine: saved when they exist, removed when they are gone.
 * A change notice from another app instance lands here (idempotent: it reads the committed rows).
 */
export async function refreshVehicles(payload: Payload, ids: readonly number[]): Promise<void> {
  const engine = await afterLoad()
  for (let start = 0; start < ids.length; start += LOAD_PAGE_SIZE) {
    const chunk = ids.slice(start, start + LOAD_PAGE_SIZE)
    const { records, gone } = await readVehicleRecords(payload, chunk)
    if (records.length > 0) engine.saveObjects(records)
    if (gone.length > 0) engine.deleteObjects(gone)
  }
  // Results cached before this change (src/data/search.ts keys by the change counter) are not reused.
  noteIndexChanged()
}

/**
 * Once the engine serves searches in an app server, vehicles saved on other app instances reach
 * it through change notices (src/notices/followVehicleNotices.ts; started once per process).
 */
function followOtherInstances(payload: Payload): void {
  const s = state()
  if (s.following || !isAppServer()) return
  s.following = true
  try {
    followVehicleNotices(payload, {
      refresh: (ids) => refreshVehicles(payload, ids),
      reloadAll: async () => void (await reloadEmbedded(payload)),
      size: () => state().engine.size,
    }, { since: s.loadedSince })
  } catch (error) {
    s.following = false
    payload.logger?.warn?.(`Search: could not follow other instances' changes (${(error as Error).message})`)
  }
}

/**
 * The SearchIndex over the process-wide engine. `payload` (the instance the caller runs in) is
 * used for the lazy initial load; this module never imports the Payload config.
 */
export function embeddedSearchIndex(payload: Payload): SearchIndex {
  return {
    kind: 'embedded',
    name: INDEX_NAME,
    async saveObjects(records) {
      const engine = await afterLoad()
      if (records.length > 0) engine.saveObjects(records)
      noteIndexChanged()
    },
    async deleteObjects(objectIDs) {
      const engine = await afterLoad()
      if (objectIDs.length > 0) engine.deleteObjects(objectIDs)
      noteIndexChanged()
    },
    async replaceAll(records) {
      const s = state()
      if (s.loading && !s.loaded) await s.loading.catch(() => {})
      holdAll(s, records)
      s.loading = Promise.resolve()
      noteIndexChanged()
    },
    async multiSearch(requests: readonly MultiSearchRequest[]): Promise<MultiSearchResponse> {
      const engine = await ensureLoaded(payload)
      followOtherInstances(payload)
      return engine.multiSearch({ requests: [...requests] })
    },
  }
}
