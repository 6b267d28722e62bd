/** The payment provider's events (Stripe webhooks, the test provider's confirmations) applied to a reservation. */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Vehicle } from '@/payload-types'
import { nextPaymentState } from '@/rules/reservation'
import { inSqlTransaction } from '@/db/sqlTransaction'
import type { PaymentEventView, PaymentProvider } from '@/payments/types'
import { afterCommit, settleSucceeded } from './settle'
import { requestRefund } from './refunds'
import { rowBy } from './reservationRows'

export type SettleOutcome = 'unknown' | 'ignored' | 'reserved' | 'paid' | 'refunded-late' | 'failed' | 'refunded' | 'cancelled' | 'processing'

/**
 * Applies one verified payment event (any provider). Idempotent: a replay answers 'ignored'. A
 * succeeded payment is settled in one transaction (./settle.ts); a refund made at the provider
 * (Stripe's dashboard: `charge.refunded`) ends the hold and frees the car, also in one.
 */
export async function settlePayment(payload: Payload, provider: PaymentProvider, event: PaymentEventView, now = new Date()): Promise<SettleOutcome> {
  if (event.event === 'succeed') {
    return (await settleSucceeded(payload, event.intentId, (id) => requestRefund(payload, provider, id), now)) ?? 'unknown'
  }
  const row = await rowBy(payload, sql`"payment_id" = ${event.intentId}`)
  if (!row) return 'unknown'
  const next = nextPaymentState(row.payment_state, event.event)
  if (!next) return 'ignored'
  if (next === 'refunded') return (await refundedAtProvider(payload, row.id)) ? 'refunded' : 'ignored'
  const moved = await payload.db.drizzle.execute(
    sql`UPDATE "reservations" SET "payment_state" = ${next} WHERE "id" = ${row.id} AND "payment_state" = ${row.payment_state} RETURNING "id"`,
  )
  if (moved.rows.length === 0) return 'ignored'
  if (next === 'failed') {
    await payload.db.drizzle.execute(sql`UPDATE "reservations" SET "note" = 'The card was declined' WHERE "id" = ${row.id}`)
    return 'failed'
  }
  if (next === 'canceled') {
    await payload.db.drizzle.execute(sql`UPDATE "reservations" SET "status" = 'abandoned' WHERE "id" = ${row.id} AND "status" = 'pending'`)
    return 'cancelled'
  }
  return 'processing'
}

/**
 * The whole payment was refunded at the provider (Stripe's dashboard): recorded, and an active
 * hold ends (the car is free again), in one transaction. False when it was recorded already.
 */
async function refundedAtProvider(payload: Payload, id: number): Promise<boolean> {
  const ended = await inSqlTransaction(payload, 'Recording a refund', async (db, req) => {
    const found = await db.execute(sql`SELECT "status", "vehicle_id" FROM "reservations" WHERE "id" = ${id} AND "payment_state" = 'succeeded' FOR UPDATE`)
    const row = found.rows[0] as { status: string; vehicle_id: number | null } | undefined
    if (!row) return null
    const holding = row.status === 'active'
    await db.execute(sql`
      UPDATE "reservations" SET "payment_state" = 'refunded', "refund_state" = 'refunded', "updated_at" = now(),
        "status" = ${holding ? 'cancelled' : row.status}, "note" = ${holding ? 'Refunded at the payment provider: the hold has ended' : 'Refunded at the payment provider'}
      WHERE "id" = ${id}`)
    if (!holding || row.vehicle_id === null) return { vehicle: undefined }
    return { vehicle: (await payload.update({ collection: 'vehicles', id: row.vehicle_id, data: { reserved: false }, overrideAccess: true, depth: 0, req })) as Vehicle }
  })
  if (!ended) return false
  afterCommit(payload, ended.vehicle, [])
  return true
}
