/**
 * The one way a vehicle becomes its index record as committed now: the start-up load of the
 * embedded index (every vehicle), the sync jobs and the embedded index's change notices (some
 * vehicles) all read through `readRecords`, so a record never depends on which path wrote it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Payload, Where } from 'payload'
import type { IndexRecord } from './index'
import { toSearchRecord } from './record'
import { relationId, type Id } from '@/lib/relations'
import type { Dealership, Location, Media, Site, Vehicle } from '@/payload-types'

/**
 * Vehicles read per database page. Reading and turning a page of whole cars into records is one
 * unbroken task (Payload's read traversal runs as microtasks), so pages stay small and the event
 * loop is let go between them: 500 whole cars held it for about half a second.
 */
export const LOAD_PAGE_SIZE = 100

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
 * The vehicles `where` selects (all when undefined) as index records, read in pages of
 * LOAD_PAGE_SIZE. The vehicles are read at depth 0 and their dealership, locations (own and
 * distribution), site and images are filled in from one query per collection for the ids not seen
 * yet: the same documents depth 1 gives, without populating (and running read hooks on) the same
 * few hundred images again for every car.
 */
async function readRecords(
  payload: Payload,
  where: Where | undefined,
  onProgress?: (done: number, total: number) => void | Promise<void>,
): Promise<IndexRecord[]> {
  const records: IndexRecord[] = []
  const known: Known = { dealerships: new Map(), locations: new Map(), sites: new Map(), media: new Map() }
  /** Options of the by-id reads: the stored documents as they are (depth 0), all of them. */
  const plain = { depth: 0, pagination: false, overrideAccess: true } as const
  const remember = <T extends { id: number }>(map: Map<string, T>, docs: T[]) => {
    for (const doc of docs) map.set(String(doc.id), doc)
  }
  const total = onProgress ? (await payload.count({ collection: 'vehicles', ...(where ? { where } : {}), overrideAccess: true })).totalDocs : 0
  // Pages by id (after the last id read), not by offset: an offset page makes PostgreSQL build
  // every skipped car's arrays again (quadratic: 25,000 cars took minutes to load), and a car
  // deleted meanwhile would shift the next page past a car that is never read.
  let after = 0
  for (;;) {
    const afterLast: Where = { id: { greater_than: after } }
    const result = await payload.find({
      collection: 'vehicles',
      where: where ? { and: [where, afterLast] } : afterLast,
      depth: 0,
      limit: LOAD_PAGE_SIZE,
      sort: 'id',
      overrideAccess: true,
      pagination: false,
    })
    const docs = result.docs
    if (docs.length === 0) break
    after = Number(docs[docs.length - 1]!.id)
    const dealershipIds = missing(known.dealerships, docs.map((d) => relationId(d.dealership)))
    const locationIds = missing(known.locations, docs.flatMap((d) => [d.location, ...(d.distribution_locations ?? [])].map((l) => relationId(l))))
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
        distribution_locations: doc.distribution_locations?.map((l) => withDoc(known.locations, l)),
        site: withDoc(known.sites, doc.site),
        images: doc.images?.map((entry) => ({ ...entry, image: withDoc(known.media, entry.image) })),
      }
      records.push(toSearchRecord(full))
    }
    await onProgress?.(records.length, Math.max(total, records.length))
    if (docs.length < LOAD_PAGE_SIZE) break
    await nextTurn()
  }
  return records
}


/** Every vehicle as an index record: what the embedded index's first search waits for at start-up. */
export function loadAllRecords(payload: Payload, onProgress?: (done: number, total: number) => void | Promise<void>): Promise<IndexRecord[]> {
  return readRecords(payload, undefined, onProgress)
}

/** The records of these vehicles, and the ids of those that are gone (deleted since they were queued or noticed). */
export async function readVehicleRecords(payload: Payload, ids: readonly number[]): Promise<{ records: IndexRecord[]; gone: string[] }> {
  const records = ids.length === 0 ? [] : await readRecords(payload, { id: { in: [...ids] } })
  const present = new Set(records.map((r) => r.objectID))
  const gone = ids.map(String).filter((id) => !present.has(id))
  return { records, gone }
}
