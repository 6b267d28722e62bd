/**
 * The jobs runner: one per process, started in the app server (payload.config onInit, once
 * src/instrumentation.ts has marked the process: src/jobs/appServer.ts) and in
 * any process with RUN_JOBS=true. It runs every queue's jobs that are due, polls the queue every
 * POLL_INTERVAL_MS so jobs queued by other processes (the import CLI, another app instance) run
 * within seconds, and is woken at once by the hooks that queue jobs in this process.
 *
 * Periodic work (the lead sweeper, src/leads/sweep.ts; the payment sweeper,
 * src/reservations/server/sweep.ts) runs in the first pass and on its schedule. Jobs claimed by a runner
 * that died (another process, or this one before a restart) are released in the first pass and
 * every JOBS_DEAD_CLAIM_SWEEP_MS (src/jobs/claimOwner.ts).
 *
 * One pass at a time per process; across processes a job is claimed by exactly one runner
 * (src/jobs/atomicClaims.ts). Payload's own autoRun cron is not used: it starts only with the
 * first admin or REST request, and two runners in one process only compete.
 */
import type { Payload, Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { processWide } from '@/lib/processWide'
import { ownerAlive } from './claimOwner'

/** How often the queue is checked for jobs queued elsewhere. */
const POLL_INTERVAL_MS = 1000
/** A wake-up waits this long so the transaction that queued the job can commit first. */
const WAKE_DELAY_MS = 100
/** Jobs claimed per round (run in parallel). */
const JOBS_PER_ROUND = 10
/** A job still marked processing after this long, with no owner on record, was left by a runner that died: run it again. */
const STALE_CLAIM_MS = 15 * 60 * 1000

/**
 * How often the runner frees the claims of runners that died (their owner's lock is free,
 * src/jobs/claimOwner.ts): JOBS_DEAD_CLAIM_SWEEP_MS, default 10 s; also at the runner's start.
 */
function deadClaimSweepMs(env: Record<string, string | undefined> = process.env): number {
  const n = Math.floor(Number(env.JOBS_DEAD_CLAIM_SWEEP_MS))
  return n >= 500 && n <= 3_600_000 ? n : 10_000
}

/** Work the runner does on a schedule beside the queue (e.g. the lead sweeper): at start, then every `everyMs`. */
export type PeriodicTask = { name: string; everyMs: number; run: (payload: Payload) => Promise<unknown> }

interface RunnerState {
  payload: Payload | null
  periodic: Array<PeriodicTask & { lastRun: number }>
  timer: ReturnType<typeof setTimeout> | null
  dueAt: number
  running: Promise<number> | null
  again: boolean
  stopped: boolean
  lastStaleCheck: number
  lastDeadCheck: number
}

declare module '@/lib/processWide' {
  interface ProcessWide {
    'jobs.runner': RunnerState
  }
}

function state(): RunnerState {
  return processWide('jobs.runner', () => ({ payload: null, periodic: [], timer: null, dueAt: 0, running: null, again: false, stopped: true, lastStaleCheck: 0, lastDeadCheck: 0 }))
}

/**
 * Run due jobs of every queue until none are left (or `maxRounds`); returns how many ran.
 * Safe beside other runners. Tests and scripts may call it directly.
 */
export async function runQueuedJobs(payload: Payload, options: { maxRounds?: number; where?: Where } = {}): Promise<number> {
  let ran = 0
  const maxRounds = options.maxRounds ?? 1000
  for (let round = 0; round < maxRounds; round++) {
    const result = await payload.jobs.run({
      allQueues: true,
      limit: JOBS_PER_ROUND,
      ...(options.where ? { where: options.where } : {}),
      silent: { info: true, error: false },
    })
    const count = Object.keys(result?.jobStatus ?? {}).length
    ran += count
    if (count === 0 || result?.noJobsRemaining) break
  }
  return ran
}

/**
 * Jobs left `processing` by a runner that died: those whose owner's lock is free are released at
 * once (releaseDeadClaims); a claim with no owner on record (a process that could not take an
 * owner id) after STALE_CLAIM_MS (a live runner updates its job's row as its tasks progress).
 */
async function releaseStaleClaims(payload: Payload, olderThanMs = STALE_CLAIM_MS): Promise<number> {
  const before = new Date(Date.now() - olderThanMs).toISOString()
  const result = await payload.db.drizzle.execute(sql`
    UPDATE "payload_jobs" SET "processing" = false, "claim_owner" = NULL
    WHERE "processing" = true AND "completed_at" IS NULL AND "updated_at" < ${before}
      AND ("claim_owner" IS NULL OR NOT ${ownerAlive(sql`"claim_owner"`)})
    RETURNING "id"`)
  return result.rows.length
}

/** Release every job claimed by a runner whose process is gone (its owner lock is free); returns their ids. */
export async function releaseDeadClaims(payload: Payload): Promise<number[]> {
  const result = await payload.db.drizzle.execute(sql`
    UPDATE "payload_jobs" SET "processing" = false, "claim_owner" = NULL
    WHERE "processing" = true AND "completed_at" IS NULL AND "claim_owner" IS NOT NULL
      AND NOT ${ownerAlive(sql`"claim_owner"`)}
    RETURNING "id"`)
  const ids = result.rows.map((r) => Number((r as { id: number }).id))
  if (ids.length > 0) payload.logger?.warn?.({ jobs: ids.length }, 'Jobs: released the claims of a runner that died; running them again')
  return ids
}

function schedule(s: RunnerState, delayMs: number): void {
  if (s.stopped || !s.payload) return
  if (s.running) {
    if (delayMs <= WAKE_DELAY_MS) s.again = true
    return
  }
  const dueAt = Date.now() + delayMs
  if (s.timer && s.dueAt <= dueAt) return
  if (s.timer) clearTimeout(s.timer)
  s.dueAt = dueAt
  s.timer = setTimeout(() => pass(s), delayMs)
  s.timer.unref?.()
}

function pass(s: RunnerState): void {
  s.timer = null
  const payload = s.payload
  if (s.stopped || !payload) return
  s.again = false
  s.running = (async () => {
    if (Date.now() - s.lastDeadCheck >= deadClaimSweepMs()) {
      s.lastDeadCheck = Date.now()
      await releaseDeadClaims(payload).catch(() => [])
    }
    if (Date.now() - s.lastStaleCheck > STALE_CLAIM_MS / 3) {
      s.lastStaleCheck = Date.now()
      await releaseStaleClaims(payload).catch(() => 0)
    }
    for (const task of s.periodic) {
      if (Date.now() - task.lastRun < task.everyMs) continue
      task.lastRun = Date.now()
      await task.run(payload).catch((error: unknown) => payload.logger?.error?.({ err: error, msg: `Jobs: ${task.name} failed (tried again later)` }))
    }
    return runQueuedJobs(payload)
  })()
    .catch((error: unknown) => {
      payload.logger?.error?.({ err: error, msg: 'Jobs: running the queue failed (retrying shortly)' })
      return 0
    })
    .finally(() => {
      s.running = null
      schedule(s, s.again ? WAKE_DELAY_MS : POLL_INTERVAL_MS)
    })
}

/** Start this process's runner (idempotent); `periodic` work runs in its first pass and then on schedule. */
export function startJobRunner(payload: Payload, options: { periodic?: PeriodicTask[] } = {}): void {
  const s = state()
  s.payload = payload
  for (const task of options.periodic ?? []) {
    if (!s.periodic.some((t) => t.name === task.name)) s.periodic.push({ ...task, lastRun: 0 })
  }
  if (!s.stopped) return
  s.stopped = false
  payload.logger?.info?.('Jobs: runner started')
  schedule(s, WAKE_DELAY_MS)
}

/** Stop polling; resolves when the current pass has finished. */
export async function stopJobRunner(): Promise<void> {
  const s = state()
  s.stopped = true
  if (s.timer) clearTimeout(s.timer)
  s.timer = null
  await s.running?.catch(() => 0)
}

/** Whether this process runs jobs. */
export function isJobRunnerStarted(): boolean {
  return !state().stopped
}

/**
 * A job was just queued in this process: run it soon (no-op in processes without a runner, whose
 * jobs the server's runner picks up by polling).
 */
export function wakeJobRunner(): void {
  schedule(state(), WAKE_DELAY_MS)
}
