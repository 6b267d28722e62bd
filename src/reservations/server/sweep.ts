/**
 * The payment sweeper (issue 31 §1): repairs what a crash, a lost webhook or a lost confirmation
 * left of a payment. Each sweep, in bounded batches:
 * - a checkout or payment request whose intent the provider says succeeded but which is not settled
 *   (the shopper's confirmation or Stripe's webhook never got through) is settled (./settle.ts);
 *   one that lapsed meanwhile is refunded, as a late payment always is;
 * - a paid hold or payment (paid within PAYMENT_SWEEP_LEAD_DAYS) without its lead gets one, with
 *   its delivery and receipt jobs;
 * - an active hold without a pending release job at or after its end gets one;
 * - a refund owed but never asked for (a crash between the commit and the provider) is asked for,
 *   with the same idempotency key.
 * The lead's own jobs are the lead sweeper's (src/leads/sweep.ts).
 *
 * One sweep at a time across all instances (a transaction-scoped advisory lock held for the
 * sweep; another sweeper skips). Every repair is idempotent, so a sweep racing a live
 * confirmation changes nothing twice; payments younger than `minAgeSeconds` are left to it.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Site } from '@/payload-types'
import { inSqlTransaction } from '@/db/sqlTransaction'
import type { PaymentProvider } from '@/payments/types'
import { queueRelease, requestRefund, settlePayment } from './service'
import { afterCommit, writeLeadAndJobs } from './settle'

/** A payment younger than this is left to its own confirmation or webhook. */
const PAYMENT_SWEEP_MIN_AGE_SECONDS = 60
/** At most this many payments of each kind repaired per sweep (the next sweep takes the rest). */
const PAYMENT_SWEEP_BATCH = 50
/** A paid reservation without a lead gets one only this long after the payment (a lead staff deleted later stays deleted). */
const PAYMENT_SWEEP_LEAD_DAYS = 2

const LOCK_KEY = 19_003 // pg_try_advisory_xact_lock key of the payment sweeper

export type PaymentSweep = { settled: number[]; leads: number[]; releases: number[]; refunds: number[]; skipped?: 'another sweeper is running' }

type Db = Pick<Payload['db']['drizzle'], 'execute'>

const ids = (rows: unknown[]) => rows.map((r) => Number((r as { id: number }).id))

/** Settle the payments the provider says succeeded but that are not settled here. */
async function settleUnsettled(payload: Payload, db: Db, provider: PaymentProvider, minAge: number): Promise<number[]> {
  const found = await db.execute(sql`
    SELECT "id", "payment_id" FROM "reservations"
    WHERE "payment_id" IS NOT NULL AND "provider" = ${provider.name} AND "payment_state" IN ('requires_payment', 'processing', 'failed')
      AND ("status" IN ('pending', 'requested') OR ("status" IN ('abandoned', 'failed') AND "created_at" > now() - interval '1 day'))
      AND "created_at" < now() - make_interval(secs => ${minAge})
    ORDER BY "id" LIMIT ${PAYMENT_SWEEP_BATCH}`)
  const settled: number[] = []
  for (const row of found.rows as { id: number; payment_id: string }[]) {
    const intent = await provider.retrieveIntent(row.payment_id).catch(() => null)
    if (intent?.state !== 'succeeded') continue
    const outcome = await settlePayment(payload, provider, { eventId: `sweep-${row.id}`, intentId: row.payment_id, event: 'succeed' })
    if (outcome !== 'ignored' && outcome !== 'unknown') settled.push(Number(row.id))
  }
  return settled
}

/** A paid hold or payment without its lead: the lead and its jobs, in one transaction. */
async function restoreLeads(payload: Payload, db: Db): Promise<number[]> {
  const found = await db.execute(sql`
    SELECT "id" FROM "reservations"
    WHERE "status" IN ('active', 'paid') AND "payment_state" = 'succeeded' AND "lead_id" IS NULL
      AND "paid_at" > now() - make_interval(days => ${PAYMENT_SWEEP_LEAD_DAYS})
    ORDER BY "id" LIMIT ${PAYMENT_SWEEP_BATCH}`)
  const restored: number[] = []
  for (const id of ids(found.rows)) {
    const jobIds = await inSqlTransaction(payload, 'Restoring a payment lead', async (tx, req) => {
      const locked = await tx.execute(sql`SELECT "site_id", "expires_at" FROM "reservations" WHERE "id" = ${id} AND "lead_id" IS NULL AND "status" IN ('active', 'paid') FOR UPDATE`)
      const row = locked.rows[0] as { site_id: number } | undefined
      if (!row) return null
      const site = (await payload.findByID({ collection: 'sites', id: row.site_id, depth: 0, overrideAccess: true, req })) as Site
      // The release job is restoreReleases' (below): only the lead and its jobs here.
      return writeLeadAndJobs(payload, tx, req, site, id, null)
    })
    if (!jobIds) continue
    afterCommit(payload, undefined, jobIds)
    restored.push(id)
  }
  return restored
}

/** An active hold with no pending release job at or after its end gets one. */
async function restoreReleases(payload: Payload, db: Db): Promise<number[]> {
  const found = await db.execute(sql`
    SELECT r."id", r."expires_at" FROM "reservations" r
    WHERE r."status" = 'active' AND r."expires_at" IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM "payload_jobs" j
        WHERE j."task_slug" = 'releaseReservations' AND j."completed_at" IS NULL AND j."has_error" IS NOT TRUE AND j."wait_until" >= r."expires_at")
    ORDER BY r."id" LIMIT ${PAYMENT_SWEEP_BATCH}`)
  for (const row of found.rows as { id: number; expires_at: string | Date }[]) await queueRelease(payload, new Date(row.expires_at))
  return ids(found.rows)
}

/** Refunds owed and never asked for (a crash came between the commit and the provider). */
async function askOwedRefunds(payload: Payload, db: Db, provider: PaymentProvider, minAge: number): Promise<number[]> {
  const found = await db.execute(sql`
    SELECT "id" FROM "reservations"
    WHERE "payment_state" = 'succeeded' AND "refund_state" = 'pending' AND "refund_id" IS NULL AND "provider" = ${provider.name}
      AND "updated_at" < now() - make_interval(secs => ${minAge})
    ORDER BY "id" LIMIT ${PAYMENT_SWEEP_BATCH}`)
  const asked: number[] = []
  for (const id of ids(found.rows)) if ((await requestRefund(payload, provider, id)) !== 'not-refundable') asked.push(id)
  return asked
}

export async function sweepPayments(payload: Payload, provider: PaymentProvider, options: { minAgeSeconds?: number } = {}): Promise<PaymentSweep> {
  const minAge = options.minAgeSeconds ?? PAYMENT_SWEEP_MIN_AGE_SECONDS
  const result = await inSqlTransaction(payload, 'The payment sweeper', async (db): Promise<PaymentSweep> => {
    const lock = await db.execute(sql`SELECT pg_try_advisory_xact_lock(${LOCK_KEY}) AS "ok"`)
    if (!(lock.rows[0] as { ok?: boolean } | undefined)?.ok) return { settled: [], leads: [], releases: [], refunds: [], skipped: 'another sweeper is running' }
    // The lock's transaction only holds the lock; each repair commits on its own.
    const read = payload.db.drizzle
    const settled = await settleUnsettled(payload, read, provider, minAge)
    const leads = await restoreLeads(payload, read)
    const releases = await restoreReleases(payload, read)
    const refunds = await askOwedRefunds(payload, read, provider, minAge)
    return { settled, leads, releases, refunds }
  })
  const repaired = result.settled.length + result.leads.length + result.releases.length + result.refunds.length
  if (repaired > 0) {
    payload.logger.warn({ settled: result.settled.length, leads: result.leads.length, releases: result.releases.length, refunds: result.refunds.length }, 'Payment sweeper: repaired payments a crash or a lost event left unfinished')
  }
  return result
}
