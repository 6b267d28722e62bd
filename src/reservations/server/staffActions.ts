/** The admin's staff actions on a reservation: confirm the sale, cancel, extend the hold, refund the deposit. */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Site } from '@/payload-types'
import { formatHoldEnd, holdHours, reservationExpiry, type StaffAction } from '@/rules/reservation'
import { timeZoneForState } from '@/rules/timeZone'
import type { PaymentProvider } from '@/payments/types'
import { endHold, queueRelease } from './holds'
import { refundReservation } from './refunds'
import { rowBy } from './reservationRows'

export type StaffResult = { ok: boolean; message: string }

export async function staffAction(payload: Payload, provider: PaymentProvider, id: number, action: StaffAction): Promise<StaffResult> {
  if (action === 'confirm-sale') {
    return (await endHold(payload, provider, id, 'sold', 'Sale confirmed by staff'))
      ? { ok: true, message: 'Sale confirmed: the car is marked sold.' }
      : { ok: false, message: 'Only an active reservation can be confirmed as a sale.' }
  }
  if (action === 'cancel') {
    return (await endHold(payload, provider, id, 'cancelled', 'Cancelled by staff'))
      ? { ok: true, message: 'Reservation cancelled: the car is available again. Refund the deposit separately if it is owed.' }
      : { ok: false, message: 'Only an active reservation can be cancelled.' }
  }
  if (action === 'extend') {
    const row = await rowBy(payload, sql`"id" = ${id}`)
    if (!row || row.status !== 'active' || !row.expires_at) return { ok: false, message: 'Only an active reservation can be extended.' }
    const site = (await payload.findByID({ collection: 'sites', id: row.site_id, depth: 0, overrideAccess: true })) as Site
    const until = reservationExpiry(new Date(row.expires_at), holdHours(site.settings ?? {}))
    const done = await payload.db.drizzle.execute(sql`
      UPDATE "reservations" SET "expires_at" = ${until.toISOString()}, "note" = 'Extended by staff'
      WHERE "id" = ${id} AND "status" = 'active' AND "expires_at" = ${new Date(row.expires_at).toISOString()} RETURNING "id"`)
    if (done.rows.length === 0) return { ok: false, message: 'The reservation changed meanwhile; reload and try again.' }
    await queueRelease(payload, until)
    return { ok: true, message: `Hold extended until ${formatHoldEnd(until, timeZoneForState(site.defaultState))}.` }
  }
  const refunded = await refundReservation(payload, provider, id, 'Refunded by staff')
  if (refunded === 'refunded') return { ok: true, message: 'Deposit refunded.' }
  if (refunded === 'pending') return { ok: true, message: 'Refund requested: the payment service is processing it.' }
  if (refunded === 'failed') return { ok: false, message: 'The refund failed; no money has moved. Try again later.' }
  return { ok: false, message: 'There is no paid, unrefunded deposit on this reservation.' }
}
