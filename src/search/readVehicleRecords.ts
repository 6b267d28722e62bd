/**
 * The index records of some vehicles as they are committed now, and the ids of those that are gone
 * (deleted since they were queued or noticed). Shared by the sync job and the embedded index's
 * change notices, so both read a vehicle the same way (depth 1: the record names its dealership,
 * location and images).
 */
import type { Payload } from 'payload'
import type { IndexRecord } from './index'
import { toSearchRecord } from './record'

export async function readVehicleRecords(payload: Payload, ids: readonly number[]): Promise<{ records: IndexRecord[]; gone: string[] }> {
  const found = await payload.find({
    collection: 'vehicles',
    where: { id: { in: [...ids] } },
    depth: 1,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  const records = found.docs.map((doc) => toSearchRecord(doc))
  const present = new Set(records.map((r) => r.objectID))
  const gone = ids.map(String).filter((id) => !present.has(id))
  return { records, gone }
}
