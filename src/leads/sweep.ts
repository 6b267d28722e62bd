/**
 * The lead sweeper: re-queues any lead left undelivered without a
 * job to deliver it. New leads get their job in the same transaction as the lead
 * (src/leads/store.ts); this catches everything else: leads stored before that, a job deleted by
 * hand, a job that ended while the lead still says "pending", a confirmation never queued.
 *
 * Idempotent and safe with several app instances: one sweep at a time across all of them (a
 * transaction-scoped advisory lock; a second sweeper skips), a lead is queued only when no
 * unfinished job for it exists, and the jobs themselves are idempotent per lead and channel
 * (src/leads/deliver.ts). Runs when the job runner starts and every SWEEP_INTERVAL_MS
 * (src/jobs/runner.ts, payload.config onInit).
 */
import type { Payload } from 'payload'
import { inSqlTransaction } from '@/db/sqlTransaction'
import { sql } from '@payloadcms/db-postgres'
import { LEAD_JOBS_QUEUE } from './jobs'

/** A lead younger than this is left alone (its own submission may still be committing). */
const SWEEP_MIN_AGE_SECONDS = 60
const SWEEP_INTERVAL_MS = 5 * 60 * 1000
/** At most this many leads re-queued per sweep (the next sweep takes the rest). */
const SWEEP_BATCH = 500

const LOCK_KEY = 19_001 // pg_try_advisory_xact_lock key of the lead sweeper

export type SweepResult = { deliveries: number[]; confirmations: number[]; skipped?: 'another sweeper is running' }

export async function sweepUndeliveredLeads(payload: Payload, options: { minAgeSeconds?: number } = {}): Promise<SweepResult> {
  const minAge = options.minAgeSeconds ?? SWEEP_MIN_AGE_SECONDS
  const result = await inSqlTransaction(payload, 'The lead sweeper', async (db, req): Promise<SweepResult> => {
    const lock = await db.execute(sql`SELECT pg_try_advisory_xact_lock(${LOCK_KEY}) AS "ok"`)
    if (!lock.rows[0]?.ok) return { deliveries: [], confirmations: [], skipped: 'another sweeper is running' }
    const orphans = async (stateColumn: 'delivery_status' | 'confirmation_state', task: 'deliverLead' | 'confirmLead'): Promise<number[]> => {
      const rows = await db.execute(sql`
        SELECT l."id" FROM "leads" l
        WHERE l.${sql.identifier(stateColumn)} = 'pending'
          AND l."created_at" < now() - make_interval(secs => ${minAge})
          AND NOT EXISTS (
            SELECT 1 FROM "payload_jobs" j
            WHERE j."task_slug" = ${task} AND j."completed_at" IS NULL AND (j."input"->>'leadId') = l."id"::text)
        ORDER BY l."id" LIMIT ${SWEEP_BATCH}`)
      return rows.rows.map((r) => Number(r.id))
    }
    const deliveries = await orphans('delivery_status', 'deliverLead')
    const confirmations = await orphans('confirmation_state', 'confirmLead')
    for (const leadId of deliveries) await payload.jobs.queue({ task: 'deliverLead', input: { leadId }, queue: LEAD_JOBS_QUEUE, req })
    for (const leadId of confirmations) await payload.jobs.queue({ task: 'confirmLead', input: { leadId }, queue: LEAD_JOBS_QUEUE, req })
    return { deliveries, confirmations }
  })
  if (result.deliveries.length + result.confirmations.length > 0) {
    payload.logger.warn({ deliveries: result.deliveries.length, confirmations: result.confirmations.length }, 'Lead sweeper: re-queued leads left without a job')
  }
  return result
}

/** The sweeper as periodic work of the job runner (src/jobs/runner.ts). */
export const leadSweeperTask = { name: 'lead sweeper', everyMs: SWEEP_INTERVAL_MS, run: (payload: Payload) => sweepUndeliveredLeads(payload) }
