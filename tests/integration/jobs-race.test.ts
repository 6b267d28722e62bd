/**
 * Issue 7, defect 1: the jobs queue under parallel saves with more than one runner. 200 vehicle
 * saves (10 in parallel) through the Local API with the real hooks, while this process's runner
 * (as in the app server) and a second Payload instance (another app instance, its own pool) run
 * the queue at the same time. Afterwards no connection is left idle in a transaction, queries
 * still answer, every job ran exactly once and every car is in the index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPayload, type Payload, type TaskConfig } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { embeddedEngine, resetEmbedded } from '../../src/search/embedded'
import { runQueuedJobs, startJobRunner, stopJobRunner } from '../../src/jobs/runner'
import { closePayload } from '../../src/db/closePayload'

let payload: Payload
let second: Payload
let f: TwoSites
/** How many times each job's handler ran, by job id. */
const runsByJob = new Map<string, number>()
/** The car each counted job was for: other files running beside this one queue index jobs of their own cars. */
const carOfJob = new Map<string, number>()

type Pool = { query: (text: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }
const pool = (p: Payload) => (p.db as unknown as { pool: Pool }).pool

beforeAll(async () => {
  payload = await testPayload()
  const { default: config } = await import('../../payload.config')
  second = await getPayload({ config, key: 'second-app-instance' })
  f = await createTwoSites(payload)
  resetEmbedded({ records: [], loaded: true })
  // Count every run of the index tasks, in both instances (the handler is read at run time).
  for (const instance of [payload, second]) {
    for (const task of instance.config.jobs.tasks as TaskConfig[]) {
      if (task.slug !== 'syncVehicle') continue
      const original = task.handler as (args: { input?: { id?: unknown }; job: { id: string | number } }) => unknown
      if ((original as { counted?: boolean }).counted) continue
      const counted = async (args: { input?: { id?: unknown }; job: { id: string | number } }) => {
        runsByJob.set(String(args.job.id), (runsByJob.get(String(args.job.id)) ?? 0) + 1)
        carOfJob.set(String(args.job.id), Number(args.input?.id))
        return original(args)
      }
      ;(counted as { counted?: boolean }).counted = true
      ;(task as { handler: unknown }).handler = counted
    }
  }
})

afterAll(async () => {
  await stopJobRunner()
  if (second) await closePayload(second)
})

async function inParallel<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await task(items[next++] as T)
  }))
}

describe('jobs queue with two runners under parallel saves', { timeout: 300_000 }, () => {
  it('leaves no connection idle in a transaction and runs every job exactly once', async () => {
    startJobRunner(payload)
    let competing = true
    const otherInstance = (async () => {
      while (competing) {
        await runQueuedJobs(second)
        await new Promise((r) => setTimeout(r, 20))
      }
    })()

    const saves = Array.from({ length: 200 }, (_, i) => i)
    const ids: number[] = []
    await inParallel(saves, 10, async (i) => {
      const doc = (await payload.create({
        collection: 'vehicles' as never,
        data: {
          dealership: f.a.dealership.id,
          location: f.a.location.id,
          stocknum: unique(`RACE${i}`),
          make: 'Mazda',
          model: 'CX-5',
          year: 2022,
          car_type: 'used',
          status: 'in_stock',
          price: 30_000 + i,
          show_on_dealer_website: true,
        } as never,
        overrideAccess: true,
      })) as unknown as { id: number }
      ids.push(doc.id)
    })
    expect(ids).toHaveLength(200)

    // Until the queue is empty (the runners poll every second).
    const deadline = Date.now() + 60_000
    let left = -1
    while (Date.now() < deadline) {
      // Only this test's index jobs: other suites may leave jobs of their own (e.g. a lead waiting to retry).
      left = (await payload.count({ collection: 'payload-jobs', where: { taskSlug: { in: ['syncVehicle', 'syncVehicles', 'deleteVehicle'] } }, overrideAccess: true })).totalDocs
      if (left === 0) break
      await new Promise((r) => setTimeout(r, 250))
    }
    competing = false
    await otherInstance
    await stopJobRunner()
    expect(left).toBe(0)

    // No connection of either pool is left inside a transaction.
    const stuck = await pool(payload).query(
      `SELECT pid, state, left(query, 120) AS query FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    )
    expect(stuck.rows).toEqual([])

    // Queries still answer, on both instances.
    expect((await payload.count({ collection: 'vehicles', overrideAccess: true })).totalDocs).toBeGreaterThanOrEqual(200)
    expect((await second.count({ collection: 'vehicles', overrideAccess: true })).totalDocs).toBeGreaterThanOrEqual(200)

    // One job per save, each run exactly once, and every car reached the index (only this test's
    // cars: the runners also run the index jobs other files queue meanwhile).
    const mine = new Set(ids)
    const ownJobs = [...runsByJob.keys()].filter((job) => mine.has(carOfJob.get(job)!))
    expect(ownJobs).toHaveLength(200)
    expect(ownJobs.map((job) => runsByJob.get(job)).filter((n) => n !== 1)).toEqual([])
    for (const id of ids) expect(embeddedEngine().getObject(String(id))).toMatchObject({ make: 'Mazda' })
  })
})
