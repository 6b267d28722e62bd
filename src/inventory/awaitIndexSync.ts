/**
 * After an import: wait until the one `syncVehicles` job has run, i.e. the cars are in the search
 * index of the process that ran it (the app server's runner, within seconds; with Algolia this
 * process runs it itself, any process may). Jobs are deleted when they complete, so "gone" is done.
 */
import type { Payload } from 'payload'
import { searchMode } from '@/search/provider'

export type IndexSyncResult = { state: 'done' } | { state: 'failed'; message: string } | { state: 'waiting' }

/**
 * How long the import waits for the running server to sync its cars (ms): 60 s, or
 * IMPORT_INDEX_WAIT_SECONDS (0 returns at once, e.g. in a pipeline with no server running).
 */
export function indexSyncWaitMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.IMPORT_INDEX_WAIT_SECONDS)
  return env.IMPORT_INDEX_WAIT_SECONDS !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 60_000
}

async function jobState(payload: Payload, id: number | string): Promise<IndexSyncResult> {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: true })
  const job = docs[0] as { completedAt?: string | null; hasError?: boolean | null; error?: unknown } | undefined
  if (!job || job.completedAt) return { state: 'done' }
  if (job.hasError) return { state: 'failed', message: JSON.stringify(job.error ?? 'unknown error').slice(0, 300) }
  return { state: 'waiting' }
}

export async function awaitIndexSync(payload: Payload, jobId: number | string, options: { timeoutMs?: number; pollMs?: number } = {}): Promise<IndexSyncResult> {
  if (searchMode() === 'algolia') await payload.jobs.runByID({ id: jobId, overrideAccess: true, silent: { info: true, error: false } }).catch(() => {})
  const deadline = Date.now() + (options.timeoutMs ?? indexSyncWaitMs())
  for (;;) {
    const state = await jobState(payload, jobId)
    if (state.state !== 'waiting' || Date.now() >= deadline) return state
    await new Promise((r) => setTimeout(r, options.pollMs ?? 250))
  }
}
