/**
 * Index sync through Payload's jobs queue, so vehicle creates, updates,
 * sales and deletes reach the index with retries. Register `searchTasks` in
 * payload.config `jobs.tasks`; collections/Vehicles/hooks/indexSync.ts queues
 *   { task: 'syncVehicle', input: { id } }     after a vehicle changes,
 *   { task: 'deleteVehicle', input: { id } }   after it is deleted,
 * the inventory import queues one { task: 'syncVehicles', input: { ids } } for all its cars, and
 * `npm run index:rebuild` queues { task: 'rebuildIndex', input: {} } in embedded mode.
 *
 * Every handler works on the Payload instance that runs it (`req.payload`): this module imports
 * no config. The tasks write to that process's search index (provider.ts): Algolia, or the
 * embedded engine of the process that runs the job, which is the app server's (its runner,
 * src/jobs/runner.ts, polls the queue, so jobs queued by the import CLI run there within seconds).
 */
import type { Payload, TaskConfig } from 'payload'
import { getAlgoliaIndex, getSearchIndex } from './provider'
import { embeddedLoadState, loadAllRecords, reloadEmbedded } from './embedded'
import { readVehicleRecords } from './readVehicleRecords'
import { runQueuedJobs } from '../jobs/runner'
import { publishVehicleChanges } from '../notices/vehicleNotices'
import { isRecord } from '@/lib/guards'

/** In embedded mode, other app instances re-read what a job changed in this one's index. */
async function tellOtherInstances(payload: Payload, ids: readonly (number | string)[] | 'all'): Promise<void> {
  if (getSearchIndex(payload).kind === 'embedded') await publishVehicleChanges(payload, ids)
}

/** 5 retries, 1 s, 2 s, 4 s, 8 s, 16 s apart: a short search outage never loses a change. */
const RETRIES = { attempts: 5, backoff: { type: 'exponential' as const, delay: 1000 } }

type IdInput = { id: number | string }

function vehicleId(input: unknown): number | string {
  const id = isRecord(input) ? input.id : undefined
  if (typeof id === 'number' && Number.isFinite(id)) return id
  if (typeof id === 'string' && id.trim() !== '') return /^\d+$/.test(id.trim()) ? Number(id.trim()) : id.trim()
  throw new Error(`A vehicle id is required, got ${JSON.stringify(id)}`)
}

/**
 * Save one vehicle's record, or delete it from the index when the vehicle no longer exists.
 * An embedded index that has not started loading yet is skipped: its first load reads the
 * database, change included (saves thousands of reads after a seed or an import).
 */
export async function syncVehicleToIndex(payload: Payload, id: number | string): Promise<'saved' | 'deleted' | 'skipped'> {
  if (getSearchIndex(payload).kind === 'embedded' && embeddedLoadState() === 'unloaded') return 'skipped'
  // Ids are whole numbers (PostgreSQL serials): anything else names no vehicle.
  const numeric = Number(id)
  const { records } = Number.isSafeInteger(numeric) ? await readVehicleRecords(payload, [numeric]) : { records: [] }
  const index = getSearchIndex(payload)
  if (records.length === 0) {
    await index.deleteObjects([String(id)])
    return 'deleted'
  }
  await index.saveObjects(records)
  return 'saved'
}

/** Rebuild the whole index from the database; returns the number of records. */
async function rebuildSearchIndex(payload: Payload, onProgress?: (done: number, total: number) => void): Promise<number> {
  const index = getSearchIndex(payload)
  if (index.kind === 'embedded') return reloadEmbedded(payload)
  const records = await loadAllRecords(payload, onProgress)
  await getAlgoliaIndex()?.pushSettings()
  await index.replaceAll(records)
  return records.length
}

export const syncVehicleTask: TaskConfig<{ input: IdInput; output: { action: string } }> = {
  slug: 'syncVehicle',
  label: 'Search: sync vehicle',
  retries: RETRIES,
  inputSchema: [{ name: 'id', type: 'number', required: true }],
  outputSchema: [{ name: 'action', type: 'text' }],
  handler: async ({ input, req }) => {
    const id = vehicleId(input)
    const action = await syncVehicleToIndex(req.payload, id)
    await tellOtherInstances(req.payload, [id])
    return { output: { action } }
  },
}

/** Vehicles read per query by the batch sync. */
const SYNC_BATCH_PAGE = 500
/** At most this many ids in one syncVehicles job (an import of 10,000 cars is one job). */
export const MAX_SYNC_BATCH = 50_000

function vehicleIds(input: unknown): number[] {
  const raw = isRecord(input) ? input.ids : undefined
  if (!Array.isArray(raw)) throw new Error('syncVehicles needs { ids: number[] }')
  const ids = [...new Set(raw.map(Number).filter((n) => Number.isInteger(n) && n > 0))]
  if (ids.length > MAX_SYNC_BATCH) throw new Error(`syncVehicles takes at most ${MAX_SYNC_BATCH} ids, got ${ids.length}`)
  return ids
}

/**
 * Save the records of many vehicles in bulk (and delete those that no longer exist): reads
 * SYNC_BATCH_PAGE vehicles per query and writes each page to the index at once. Idempotent.
 */
async function syncVehiclesToIndex(payload: Payload, ids: readonly number[]): Promise<{ saved: number; deleted: number; skipped: boolean }> {
  const index = getSearchIndex(payload)
  if (index.kind === 'embedded' && embeddedLoadState() === 'unloaded') return { saved: 0, deleted: 0, skipped: true }
  let saved = 0
  let deleted = 0
  for (let start = 0; start < ids.length; start += SYNC_BATCH_PAGE) {
    const chunk = ids.slice(start, start + SYNC_BATCH_PAGE)
    const { records, gone } = await readVehicleRecords(payload, chunk)
    await index.saveObjects(records)
    if (gone.length > 0) await index.deleteObjects(gone)
    saved += records.length
    deleted += gone.length
  }
  return { saved, deleted, skipped: false }
}

export const syncVehiclesTask: TaskConfig<{ input: { ids: number[] }; output: { saved: number; deleted: number } }> = {
  slug: 'syncVehicles',
  label: 'Search: sync many vehicles',
  retries: RETRIES,
  inputSchema: [{ name: 'ids', type: 'json', required: true }],
  outputSchema: [
    { name: 'saved', type: 'number' },
    { name: 'deleted', type: 'number' },
  ],
  handler: async ({ input, req }) => {
    const ids = vehicleIds(input)
    const { saved, deleted } = await syncVehiclesToIndex(req.payload, ids)
    await tellOtherInstances(req.payload, ids)
    return { output: { saved, deleted } }
  },
}

export const deleteVehicleTask: TaskConfig<{ input: IdInput; output: { action: string } }> = {
  slug: 'deleteVehicle',
  label: 'Search: delete vehicle',
  retries: RETRIES,
  inputSchema: [{ name: 'id', type: 'number', required: true }],
  outputSchema: [{ name: 'action', type: 'text' }],
  handler: async ({ input, req }) => {
    const id = vehicleId(input)
    await getSearchIndex(req.payload).deleteObjects([String(id)])
    await tellOtherInstances(req.payload, [id])
    return { output: { action: 'deleted' } }
  },
}

export const rebuildIndexTask: TaskConfig<{ input: Record<string, never>; output: { count: number } }> = {
  slug: 'rebuildIndex',
  label: 'Search: rebuild index',
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 5000 } },
  outputSchema: [{ name: 'count', type: 'number' }],
  handler: async ({ req }) => {
    const count = await rebuildSearchIndex(req.payload)
    await tellOtherInstances(req.payload, 'all')
    return { output: { count } }
  },
}

/** Register in payload.config: `jobs: { tasks: searchTasks }` (with any other tasks). */
export const searchTasks = [syncVehicleTask, syncVehiclesTask, deleteVehicleTask, rebuildIndexTask]

const SEARCH_TASK_SLUGS = ['syncVehicle', 'syncVehicles', 'deleteVehicle', 'rebuildIndex'] as const

// ------------------------------------------------------------ running the queue

/** Run the queued search jobs now, in this process, until none are due (tests, scripts). Returns how many ran. */
export async function runSearchJobs(payload: Payload, options: { maxRounds?: number } = {}): Promise<number> {
  return runQueuedJobs(payload, { ...options, where: { taskSlug: { in: [...SEARCH_TASK_SLUGS] } } })
}
