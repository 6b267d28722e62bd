/**
 * The one way a vehicle becomes its index record as committed now: the start-up load of the
 * embedded index (every vehicle), the sync jobs and the embedded index's change notices (some
 * vehicles) all read through `readRecords`, so a record never depends on which path wrote it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Payload } from 'payload'
import type { IndexRecord } from './index'
import { toSearchRecord } from './record'
import { countVehicles, readVehiclePage } from './vehicleRows'
import { relationId, type Id } from '@/lib/relations'
import type { Dealership, Location, Media, Site, Vehicle } from '@/payload-types'

/**
 * Vehicles read per database page (four queries: the cars, their array rows, their has-many
 * relations). Turning a page into records is yielded every RECORDS_PER_TURN cars, so the event
 * loop is let go often while 250,000 cars load.
 */
export const LOAD_PAGE_SIZE = 5000

/** Records made between two turns of the event loop. */
const RECORDS_PER_TURN = 1000

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
 * The vehicles in `ids` (all when undefined) as index records, read in pages of LOAD_PAGE_SIZE
 * straight from their tables (src/search/vehicleRows.ts: the depth-0 documents `payload.find`
 * gives, without its per-document traversal). Their dealership, locations (own and distribution),
 * site and images are filled in through Payload, one query per collection for the ids not seen
 * yet: the same documents depth 1 gives (media URLs as the upload adapter makes them, local or
 * object storage), each read once however many cars use it.
 */
async function readRecords(
  payload: Payload,
  ids: readonly number[] | undefined,
  onProgress?: (done: number, total: number) => void | Promise<void>,
): Promise<IndexRecord[]> {
  const records: IndexRecord[] = []
  const known: Known = { dealerships: new Map(), locations: new Map(), sites: new Map(), media: new Map() }
  const total = onProgress ? (ids ? ids.length : await countVehicles(payload)) : 0
  // Pages by id (after the last id read), not by offset: an offset page makes PostgreSQL skip the
  // cars before it again (quadratic), and a car deleted meanwhile would shift the next page past a
  // car that is never read. The next page is asked for while this one becomes records (PostgreSQL
  // works on another core); a failure there is thrown where it is awaited, never left unhandled.
  const ask = (after: number) => {
    const page = readVehiclePage(payload, { after, limit: LOAD_PAGE_SIZE, ids })
    page.catch(() => undefined)
    return page
  }
  let next = ask(0)
  for (;;) {
    // The reader's documents are Vehicle-shaped (it follows the collection's fields), typed as plain rows.
    const docs = (await next) as unknown as Vehicle[]
    if (docs.length === 0) break
    const full = docs.length === LOAD_PAGE_SIZE
    if (full) next = ask(Number(docs[docs.length - 1]!.id))
    await readRelated(payload, known, docs)
    for (let i = 0; i < docs.length; i++) {
      records.push(toSearchRecord(withRelated(known, docs[i]!)))
      if (i % RECORDS_PER_TURN === RECORDS_PER_TURN - 1) await nextTurn()
    }
    await onProgress?.(records.length, Math.max(total, records.length))
    if (!full) break
    await nextTurn()
  }
  return records
}

/** Reads, through Payload, the related documents of `docs` not yet in `known`. */
async function readRelated(payload: Payload, known: Known, docs: Vehicle[]): Promise<void> {
  /** Options of the by-id reads: the stored documents as they are (depth 0), all of them. */
  const plain = { depth: 0, pagination: false, overrideAccess: true } as const
  const remember = <T extends { id: number }>(map: Map<string, T>, found: T[]) => {
    for (const doc of found) map.set(String(doc.id), doc)
  }
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
}

/** The car with its relations' documents put in (as depth 1 gives them); the car read here is changed in place. */
function withRelated(known: Known, doc: Vehicle): Vehicle {
  doc.dealership = withDoc(known.dealerships, doc.dealership)
  doc.location = withDoc(known.locations, doc.location)
  doc.distribution_locations = doc.distribution_locations?.map((l) => withDoc(known.locations, l))
  doc.site = withDoc(known.sites, doc.site)
  for (const entry of doc.images ?? []) entry.image = withDoc(known.media, entry.image)
  return doc
}

/** Every vehicle as an index record: what the embedded index's first search waits for at start-up. */
export function loadAllRecords(payload: Payload, onProgress?: (done: number, total: number) => void | Promise<void>): Promise<IndexRecord[]> {
  return readRecords(payload, undefined, onProgress)
}

/** The records of these vehicles, and the ids of those that are gone (deleted since they were queued or noticed). */
export async function readVehicleRecords(payload: Payload, ids: readonly number[]): Promise<{ records: IndexRecord[]; gone: string[] }> {
  const records = ids.length === 0 ? [] : await readRecords(payload, ids)
  const present = new Set(records.map((r) => r.objectID))
  const gone = ids.map(String).filter((id) => !present.has(id))
  return { records, gone }
}
