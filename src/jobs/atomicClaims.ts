/**
 * Safe job claims for Payload's jobs queue on PostgreSQL (issue 7, defect 1).
 *
 * Payload 3.90's runner (payload/dist/queues/operations/runJobs) claims jobs with
 * `updateJobs({ where: { processing: false, ... }, data: { processing: true } })`, which the
 * drizzle adapter runs as a SELECT followed by one UPDATE per row, with no row lock and without
 * re-checking `processing`. Two runners (the autoRun cron and an in-process runner, or two app
 * instances) therefore claim and run the same job; the first deletes it on completion and the
 * second's log insert fails on the foreign key. The queue's update helper
 * (queues/utilities/updateJob.js) begins a transaction, calls the adapter and commits, with no
 * rollback when the adapter throws, so that failure leaves the connection "idle in transaction
 * (aborted)" for good, until the pool is exhausted.
 *
 * `withSafeJobQueue(postgresAdapter(...))` fixes both in the adapter every runner goes through:
 * - a claim flips `processing` with one conditional UPDATE (`... AND processing = false`), so a
 *   job is claimed by exactly one runner whatever the number of runners and processes;
 * - any failing `updateJobs` rolls back the transaction it was given before rethrowing;
 * - a claim records its owner (`claim_owner`, src/jobs/claimOwner.ts), so the jobs of a runner
 *   that died are run again within one dead-claim sweep (src/jobs/runner.ts).
 */
import type { BaseDatabaseAdapter, DatabaseAdapterObj as DatabaseAdapterResult, Payload, Where } from 'payload'
import { claimOwner } from './claimOwner'

type UpdateJobsArgs = {
  id?: number | string
  data: Record<string, unknown>
  limit?: number
  req?: { transactionID?: number | string | Promise<number | string> }
  returning?: boolean
  sort?: unknown
  where?: Where
}

type JobsAdapter = {
  updateJobs: (args: UpdateJobsArgs) => Promise<unknown[] | null>
  rollbackTransaction: (id?: number | string | Promise<number | string>) => Promise<void>
  find: (args: Record<string, unknown>) => Promise<{ docs: Array<{ id: number | string }> }>
  pool?: { query: (text: string, values?: unknown[]) => Promise<{ rows: Array<{ id: number }> }> }
  schemaName?: string
  tableNameMap?: Map<string, string>
  payload: Payload
}


const PATCHED = Symbol.for('dealer-platform.jobs.safeQueue')

/** Is this a runner's claim (`processing: true` and nothing else, over a `where` or one job by id)? */
export function isClaim(args: UpdateJobsArgs): boolean {
  return (
    args.data?.processing === true &&
    (args.id !== undefined || args.where !== undefined) &&
    Object.keys(args.data).every((k) => k === 'processing' || k === 'updatedAt')
  )
}

/** At most this many rounds when other runners took the candidates of a round. */
const CLAIM_ROUNDS = 3

/**
 * Claim up to `limit` runnable jobs atomically; returns the ids this caller now holds, in the
 * order the runner asked for.
 */
async function claimIds(db: JobsAdapter, args: UpdateJobsArgs): Promise<Array<number | string>> {
  const limit = args.limit && args.limit > 0 ? args.limit : 10
  const table = `${db.schemaName ? `"${db.schemaName}".` : ''}"${db.tableNameMap?.get('payload_jobs') ?? 'payload_jobs'}"`
  const claimed: Array<number | string> = []
  // An adapter not yet bound to Payload (none in the app) claims without an owner: freed by the stale-claim timeout.
  const owner = db.payload ? await claimOwner(db.payload) : null
  for (let round = 0; round < CLAIM_ROUNDS && claimed.length < limit; round++) {
    const candidates = await db.find({
      collection: 'payload-jobs',
      where: args.id !== undefined ? { id: { equals: args.id } } : args.where,
      sort: args.sort,
      limit: limit - claimed.length,
      pagination: false,
      select: { id: true },
    })
    const ids = candidates.docs.map((d) => Number(d.id)).filter(Number.isFinite)
    if (ids.length === 0) break
    // One statement: PostgreSQL locks each row and re-checks `processing = false` on its latest
    // version, so two runners never both get a row.
    const res = await db.pool!.query(
      `UPDATE ${table} SET "processing" = true, "updated_at" = now(), "claim_owner" = $2::int WHERE "id" = ANY($1::int[]) AND "processing" = false AND "completed_at" IS NULL RETURNING "id"`,
      [ids, owner],
    )
    const won = new Set(res.rows.map((r) => Number(r.id)))
    for (const id of ids) if (won.has(id)) claimed.push(id)
    // Everything we saw was ours: nothing more to find this time.
    if (won.size === ids.length) break
  }
  return claimed
}

/** Patch an initialised adapter in place (idempotent). */
export function makeJobQueueSafe<A extends BaseDatabaseAdapter>(adapter: A): A {
  // payload's BaseDatabaseAdapter type does not declare the jobs methods (updateJobs) every adapter has.
  const db = adapter as unknown as JobsAdapter & { [PATCHED]?: boolean }
  if (db[PATCHED] || typeof db.updateJobs !== 'function') return adapter
  const original = db.updateJobs.bind(db)
  db.updateJobs = async (args: UpdateJobsArgs) => {
    try {
      if (!isClaim(args) || !db.pool) return await original(args)
      const ids = await claimIds(db, args)
      if (ids.length === 0) return args.returning === false ? null : []
      // The rows are ours now; let Payload read them back in its own shape.
      return await original({ ...args, id: undefined, limit: ids.length, where: { id: { in: ids } } })
    } catch (error) {
      // Payload's helper would leave this transaction open ("idle in transaction (aborted)").
      if (args.req?.transactionID) await db.rollbackTransaction(args.req.transactionID).catch(() => {})
      throw error
    }
  }
  db[PATCHED] = true
  return adapter
}

/** Wrap a database adapter (postgresAdapter(...)) so its jobs queue is safe with several runners. */
export function withSafeJobQueue<T extends DatabaseAdapterResult>(adapterResult: T): T {
  const init = adapterResult.init
  return { ...adapterResult, init: ((args: Parameters<T['init']>[0]) => makeJobQueueSafe(init(args))) as T['init'] }
}
