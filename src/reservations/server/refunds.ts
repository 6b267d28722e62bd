/**
 * Deposits owed back: a reservation is marked as owing its refund (in the transaction that decides
 * it), then the provider is asked once, with an idempotency key, after the commit.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { PaymentProvider } from '@/payments/types'

/** SQL: this reservation owes its refund from now on (the provider is asked after the commit). */
export const owesRefund = (id: number, note: string) => sql`
  UPDATE "reservations" SET "refund_state" = 'pending', "refund_id" = NULL, "note" = ${note}, "updated_at" = now()
  WHERE "id" = ${id} AND "payment_state" = 'succeeded' AND "refund_state" IN ('none', 'failed') RETURNING "id"`

/**
 * Asks the provider for a refund the reservation owes (refund_state pending, none asked for yet),
 * with the idempotency key `refund-<id>`: asking twice (after a crash) refunds once.
 */
export async function requestRefund(payload: Payload, provider: PaymentProvider, id: number): Promise<'refunded' | 'pending' | 'failed' | 'not-refundable'> {
  const owed = await payload.db.drizzle.execute(sql`
    SELECT "payment_id" FROM "reservations" WHERE "id" = ${id} AND "payment_state" = 'succeeded' AND "refund_state" = 'pending' AND "refund_id" IS NULL`)
  const paymentId = (owed.rows[0] as { payment_id?: string } | undefined)?.payment_id
  if (!paymentId) return 'not-refundable'
  try {
    const refund = await provider.refund(paymentId, `refund-${id}`)
    await payload.db.drizzle.execute(sql`
      UPDATE "reservations" SET "refund_state" = ${refund.state}, "refund_id" = ${refund.id}, "updated_at" = now(),
        "payment_state" = CASE WHEN ${refund.state} = 'refunded' THEN 'refunded'::"enum_reservations_payment_state" ELSE "payment_state" END
      WHERE "id" = ${id}`)
    return refund.state
  } catch {
    await payload.db.drizzle.execute(sql`UPDATE "reservations" SET "refund_state" = 'failed' WHERE "id" = ${id} AND "refund_id" IS NULL`)
    return 'failed'
  }
}

export async function refundReservation(payload: Payload, provider: PaymentProvider, id: number, note: string): Promise<'refunded' | 'pending' | 'failed' | 'not-refundable'> {
  const claimed = await payload.db.drizzle.execute(owesRefund(id, note))
  if (claimed.rows.length === 0) return 'not-refundable'
  return requestRefund(payload, provider, id)
}
