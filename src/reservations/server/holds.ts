/**
 * A car's hold ending: unpaid checkouts past their payment slot let the car go, active holds past
 * their end are released (refunded per the site's policy) by the release job, and staff end a hold
 * as sold or cancelled; each end is one transaction.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Vehicle } from '@/payload-types'
import { inSqlTransaction } from '@/db/sqlTransaction'
import { failpoint } from '@/lib/failpoint'
import type { PaymentProvider } from '@/payments/types'
import { checkoutLimitsNow } from './openCheckouts'
import type { CheckoutLimits } from '@/rules/checkoutLimits'
import { afterCommit } from './settle'
import { owesRefund, requestRefund } from './refunds'

/** Pending reservations whose payment slot (CHECKOUT_PAYMENT_MINUTES) passed let the car go (their intent is cancelled). */
export async function abandonStalePending(payload: Payload, provider: PaymentProvider, vehicleId?: number, limits: CheckoutLimits = checkoutLimitsNow()): Promise<number> {
  const result = await payload.db.drizzle.execute(sql`
    UPDATE "reservations" SET "status" = 'abandoned', "note" = 'Not paid within the payment window'
    WHERE "status" = 'pending' AND "created_at" <= now() - make_interval(mins => ${limits.paymentMinutes})
      ${vehicleId === undefined ? sql`` : sql`AND "vehicle_id" = ${vehicleId}`}
    RETURNING "id", "payment_id"`)
  for (const row of result.rows as { id: number; payment_id: string | null }[]) {
    if (row.payment_id) await provider.cancelIntent(row.payment_id, `cancel-${row.id}`).catch(() => undefined)
  }
  return result.rows.length
}

export async function queueRelease(payload: Payload, at: Date): Promise<void> {
  await payload.jobs.queue({ task: 'releaseReservations', input: {}, waitUntil: at })
}

/**
 * Ends an active hold: the status, the car (free again, or sold) and, when a lapsed hold's deposit
 * is refundable, the refund owed, in one transaction; the provider is asked for the refund after it.
 */
export async function endHold(payload: Payload, provider: PaymentProvider, id: number, status: 'released' | 'cancelled' | 'sold', note: string): Promise<boolean> {
  const ended = await inSqlTransaction(payload, 'Ending a hold', async (db, req) => {
    const done = await db.execute(sql`
      UPDATE "reservations" SET "status" = ${status}, "note" = ${note}, "updated_at" = now() WHERE "id" = ${id} AND "status" = 'active'
      RETURNING "vehicle_id", "refundable"`)
    const row = done.rows[0] as { vehicle_id: number | null; refundable: boolean | null } | undefined
    if (!row) return null
    const vehicle = row.vehicle_id === null ? undefined : ((await payload.update({ collection: 'vehicles', id: row.vehicle_id, data: status === 'sold' ? { reserved: false, status: 'sold' } : { reserved: false }, overrideAccess: true, depth: 0, req })) as Vehicle)
    const refund = status === 'released' && row.refundable !== false && (await db.execute(owesRefund(id, `${note}: deposit refunded`))).rows.length > 0
    return { vehicle, refund }
  })
  if (!ended) return false
  failpoint('release:after-end')
  afterCommit(payload, ended.vehicle, [])
  if (ended.refund) await requestRefund(payload, provider, id)
  return true
}

/** The release job: every hold past its end is released (and refunded per the site's policy). */
export async function releaseDue(payload: Payload, provider: PaymentProvider, now = new Date(), vehicleId?: number): Promise<number> {
  const due = await payload.db.drizzle.execute(sql`
    SELECT "id" FROM "reservations" WHERE "status" = 'active' AND "expires_at" <= ${now.toISOString()}
    ${vehicleId === undefined ? sql`` : sql`AND "vehicle_id" = ${vehicleId}`} ORDER BY "id" LIMIT 100`)
  let released = 0
  for (const { id } of due.rows as { id: number }[]) {
    if (await endHold(payload, provider, id, 'released', 'Hold ended without a sale')) released++
  }
  return released
}
