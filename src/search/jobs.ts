/**
 * Index sync through Payload's jobs queue (issue 4 "Sync: vehicle create, update, sold and delete
 * reach the index through Payload's jobs queue with retries"). Register `searchTasks` in
 * payload.config `jobs.tasks`; src/search/vehicleHooks.ts queues
 *   { task: 'syncVehicle', input: { id } }   after a vehicle changes,
 *   { task: 'deleteVehicle', input: { id } } after it is deleted,
 * and `npm run index:rebuild` queues { task: 'rebuildIndex', input: {} } in embedded mode.
 *
 * The tasks write to the process's search index (provider.ts): Algolia, or the embedded engine of
 * the process that runs the job — so in embedded mode jobs must run inside the app server
 * (`runSearchJobsSoon` from the hooks, or the autoRun cron in payload.config).
 */
import type { Payload, TaskConfig } from 'payload'
import { getAlgoliaIndex, getSearchIndex } from './provider'
import { embeddedLoadState, loadAllRecords, reloadEmbedded } from './embedded'
import { toSearchRecord, type VehicleLike } from './record'

/** The jobs queue the search tasks are queued on and run from (Payload's default queue). */
export const SEARCH_JOBS_QUEUE = 'default'

/** 5 retries, 1 s, 2 s, 4 s, 8 s, 16 s apart: a short search outage never loses a change. */
const RETRIES = { attempts: 5, backoff: { type: 'exponential' as const, delay: 1000 } }

type IdInput = { id: number | string }

function vehicleId(input: unknown): number | string {
  const id = (input as { id?: unknown } | null)?.id
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
  const vehicle = await payload
    .findByID({ collection: 'vehicles' as never, id, depth: 1, overrideAccess: true, disableErrors: true })
    .catch((error: unknown) => {
      if ((error as { status?: number })?.status === 404) return null
      throw error
    })
  const index = getSearchIndex(payload)
  if (!vehicle) {
    await index.deleteObjects([String(id)])
    return 'deleted'
  }
  await index.saveObjects([toSearchRecord(vehicle as unknown as VehicleLike)])
  return 'saved'
}

/** Rebuild the whole index from the database; returns the number of records. */
export async function rebuildSearchIndex(payload: Payload, onProgress?: (done: number, total: number) => void): Promise<number> {
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
    const action = await syncVehicleToIndex(req.payload, vehicleId(input))
    return { output: { action } }
  },
}

export const deleteVehicleTask: TaskConfig<{ input: IdInput; output: { action: string } }> = {
  slug: 'deleteVehicle',
  label: 'Search: delete vehicle',
  retries: RETRIES,
  inputSchema: [{ name: 'id', type: 'number', required: true }],
  outputSchema: [{ name: 'action', type: 'text' }],
  handler: async ({ input, req }) => {
    await getSearchIndex(req.payload).deleteObjects([String(vehicleId(input))])
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
    return { output: { count } }
  },
}

/** Register in payload.config: `jobs: { tasks: searchTasks }` (with any other tasks). */
export const searchTasks = [syncVehicleTask, deleteVehicleTask, rebuildIndexTask] as unknown as TaskConfig[]

export const SEARCH_TASK_SLUGS = ['syncVehicle', 'deleteVehicle', 'rebuildIndex'] as const

// ------------------------------------------------------------ running the queue

/** Delay before a run: lets the transaction that queued the job commit first. */
const FIRST_RUN_DELAY_MS = 150
/** A second pass after this long catches jobs whose transaction committed late. */
const FOLLOW_UP_DELAY_MS = 2000

interface Runner {
  timer: ReturnType<typeof setTimeout> | null
  followUp: ReturnType<typeof setTimeout> | null
  running: Promise<void> | null
  again: boolean
}

const RUNNER_KEY = Symbol.for('dealer-platform.search.jobRunner')
type GlobalWithRunner = typeof globalThis & { [RUNNER_KEY]?: Runner }

function runner(): Runner {
  const g = globalThis as GlobalWithRunner
  g[RUNNER_KEY] ??= { timer: null, followUp: null, running: null, again: false }
  return g[RUNNER_KEY]
}

/**
 * Run the queued search jobs until none are left (sequentially, 50 at a time). Only the search
 * tasks are picked, so other tasks on the queue keep their own schedule. Returns how many ran.
 */
export async function runSearchJobs(payload: Payload, options: { maxBatches?: number } = {}): Promise<number> {
  let ran = 0
  const maxBatches = options.maxBatches ?? 100
  for (let batch = 0; batch < maxBatches; batch++) {
    const result = await payload.jobs.run({
      queue: SEARCH_JOBS_QUEUE,
      limit: 50,
      sequential: true,
      where: { taskSlug: { in: [...SEARCH_TASK_SLUGS] } },
      silent: { info: true, error: false },
    })
    const count = Object.keys(result?.jobStatus ?? {}).length
    ran += count
    if (count === 0 || result?.noJobsRemaining) break
  }
  return ran
}

/**
 * Run queued search jobs in the background, soon: coalesces calls (one run at a time, re-run when
 * called during a run), starts after a short delay so the caller's transaction can commit, and
 * checks once more a little later. Never throws; failures stay queued for the retry schedule (and
 * the autoRun cron, when configured). Call it from the vehicle hooks after queueing.
 */
export function runSearchJobsSoon(payload: Payload): void {
  schedule(payload, true)
}

function schedule(payload: Payload, followUp: boolean): void {
  const r = runner()
  if (followUp) {
    if (r.followUp) clearTimeout(r.followUp)
    r.followUp = setTimeout(() => {
      r.followUp = null
      schedule(payload, false)
    }, FOLLOW_UP_DELAY_MS)
    r.followUp.unref?.()
  }
  if (r.running) {
    r.again = true
    return
  }
  if (r.timer) return
  r.timer = setTimeout(() => {
    r.timer = null
    r.running = runSearchJobs(payload)
      .then(() => undefined)
      .catch((error: unknown) => payload.logger?.error?.({ err: error, msg: 'Search: running index jobs failed' }))
      .finally(() => {
        r.running = null
        if (r.again) {
          r.again = false
          schedule(payload, false)
        }
      })
  }, FIRST_RUN_DELAY_MS)
  r.timer.unref?.()
}
