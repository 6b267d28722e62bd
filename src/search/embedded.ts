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
import { toSearchRecord } from './record'
import { readVehicleRecords } from './readVehicleRecords'
import { relationId, type Id } from '@/lib/relations'
import type { Dealership, Location, Media, Site, Vehicle } from '@/payload-types'
import { isAppServer } from '../jobs/appServer'
import { followVehicleNotices } from '../notices/followVehicleNotices'
import { noteIndexChanged } from './indexChanges'
import { processWide } from '@/lib/processWide'

/** Vehicles read per database page while loading. */
export const LOAD_PAGE_SIZE = 500

interface EmbeddedState {
  engine: SearchEngine
  /** the running (or finished) initial load */
  loading: Promise<void> | null
  loaded: boolean
  /** bumps on every reset so a stale load does not mark a new engine loaded */
  generation: number
  /** whether this process follows other instances' vehicle notices */
  following?: boolean
}

declare module '@/lib/processWide' {
  interface ProcessWide {
    'search.embedded': EmbeddedState
  }
}

function newEngine(): SearchEngine {
  return createEngine({ ...engineSettings(), filterCacheSize: 512, resultCacheSize: 256 })
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

/** Documents already read, by collection and id (ids as text). */
interface Known {
  dealerships: Map<string, Dealership>
  locations: Map<string, Location>
  sites: Map<string, Site>
  media: Map<string, Media>
}

/** A relation with its document put in when it was read, else as it is (an id, or empty). */
function withDoc<T, V extends number | T | null | undefined>(known: Map<string, T>, value: V): V | T {
  return typeof value === 'number' ? (known.get(String(value)) ?? value) : value
}

/** The ids in `ids` not yet in `known`, without repeats. */
function missing(known: Map<string, unknown>, ids: Iterable<Id | null>): number[] {
  const out = new Set<number>()
  for (const id of ids) if (typeof id === 'number' && !known.has(String(id))) out.add(id)
  return [...out]
}

/**
 * Every vehicle as an index record, read in pages of LOAD_PAGE_SIZE. The vehicles are read at
 * depth 0 and their dealership, location, site and images are filled in from one query per
 * collection for the ids not seen yet: the same documents depth 1 gives, without populating
 * (and running read hooks on) the same few hundred images again for every car. This is what
 * the server's first search waits for at start-up.
 */
export async function loadAllRecords(
  payload: Payload,
  onProgress?: (done: number, total: number) => void,
): Promise<IndexRecord[]> {
  const records: IndexRecord[] = []
  const known: Known = { dealerships: new Map(), locations: new Map(), sites: new Map(), media: new Map() }
  /** Options of the by-id reads: the stored documents as they are (depth 0), all of them. */
  const plain = { depth: 0, pagination: false, overrideAccess: true } as const
  const remember = <T extends { id: number }>(map: Map<string, T>, docs: T[]) => {
    for (const doc of docs) map.set(String(doc.id), doc)
  }
  let page = 1
  for (;;) {
    const result = await payload.find({
      collection: 'vehicles',
      depth: 0,
      limit: LOAD_PAGE_SIZE,
      page,
      sort: 'id',
      overrideAccess: true,
      pagination: true,
    })
    const docs = result.docs
    const dealershipIds = missing(known.dealerships, docs.map((d) => relationId(d.dealership)))
    const locationIds = missing(known.locations, docs.map((d) => relationId(d.location)))
    const siteIds = missing(known.sites, docs.map((d) => relationId(d.site)))
    const mediaIds = missing(known.media, docs.flatMap((d) => (d.images ?? []).map((entry) => relationId(entry?.image))))
    await Promise.all([
      dealershipIds.length > 0 &&
        payload.find({ collection: 'dealerships', where: { id: { in: dealershipIds } }, ...plain }).then((r) => remember(known.dealerships, r.docs)),
      locationIds.length > 0 &&
        payload.find({ collection: 'locations', where: { id: { in: locationIds } }, ...plain }).then((r) => remember(known.locations, r.docs)),
      siteIds.length > 0 && payload.find({ collection: 'sites', where: { id: { in: siteIds } }, ...plain }).then((r) => remember(known.sites, r.docs)),
      mediaIds.length > 0 && payload.find({ collection: 'media', where: { id: { in: mediaIds } }, ...plain }).then((r) => remember(known.media, r.docs)),
    ])
    for (const doc of docs) {
      const full: Vehicle = {
        ...doc,
        dealership: withDoc(known.dealerships, doc.dealership),
        location: withDoc(known.locations, doc.location),
        site: withDoc(known.sites, doc.site),
        images: doc.images?.map((entry) => ({ ...entry, image: withDoc(known.media, entry.image) })),
      }
      records.push(toSearchRecord(full))
    }
    onProgress?.(records.length, result.totalDocs)
    if (!result.hasNextPage) break
    page++
  }
  return records
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
    s.loading = loadAllRecords(payload)
      .then((records) => {
        if (state().generation !== generation) return
        s.engine.replaceAll(records)
        s.loaded = true
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
  s.engine.replaceAll(records)
  s.loaded = true
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
    })
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
      s.engine.replaceAll(records)
      s.loaded = true
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
