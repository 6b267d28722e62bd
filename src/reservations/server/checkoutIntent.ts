/**
 * A checkout's payment intent (issue 31 §2): asked for with an idempotency key derived from the
 * reservation row (`reservation-{id}`) and a request built from the row alone, so the start that
 * wrote the row and any double submit racing it (the same client_key) get the same intent from the
 * provider, and the row records it once.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Reservation } from '@/payload-types'
import { docOf, relationId } from '@/lib/relations'
import { CURRENCY } from '@/rules/reservation'
import type { CreateIntentInput, PaymentIntentView, PaymentProvider } from '@/payments/types'

/** What the provider is asked for: the same from the row every time. */
function checkoutIntentRequest(r: Reservation, siteSlug: string): CreateIntentInput {
  const vehicle = docOf(r.vehicle)
  const vehicleId = vehicle?.id ?? relationId(r.vehicle)
  return {
    amountCents: r.amount_cents,
    currency: CURRENCY,
    idempotencyKey: `reservation-${r.id}`,
    description: `${r.kind === 'buy-online' ? 'Buy online deposit' : 'Reservation deposit'} ${r.reference ?? ''}: ${vehicle?.name ?? ''}`.trim(),
    metadata: { reservation: r.reference ?? '', site: siteSlug, vehicle: String(vehicleId) },
  }
}

/** The checkout's intent, created (or found again by its key) and recorded on the row once. */
export async function intentFor(payload: Payload, provider: PaymentProvider, reservationId: number, siteSlug: string): Promise<PaymentIntentView> {
  const r = (await payload.findByID({ collection: 'reservations', id: reservationId, depth: 1, overrideAccess: true })) as Reservation
  const intent = await provider.createIntent(checkoutIntentRequest(r, siteSlug))
  const recorded = await payload.db.drizzle.execute(sql`
    UPDATE "reservations" SET "payment_id" = COALESCE("payment_id", ${intent.id}) WHERE "id" = ${reservationId} RETURNING "payment_id"`)
  const paymentId = (recorded.rows[0] as { payment_id: string } | undefined)?.payment_id
  return paymentId && paymentId !== intent.id ? provider.retrieveIntent(paymentId) : intent
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Tries of a racer whose provider refuses a key still in use (Stripe answers that with an error). */
const RACER_TRIES = 10

/**
 * A live checkout without its intent yet (a double submit met it mid-start): its intent, or null
 * when the checkout ended meanwhile. Stripe refuses a key another request is still using; the racer
 * then waits for that request a little and looks at the row again.
 */
export async function intentOfLiveCheckout(payload: Payload, provider: PaymentProvider, reservationId: number, siteSlug: string): Promise<PaymentIntentView | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await intentFor(payload, provider, reservationId, siteSlug)
    } catch (error) {
      if (attempt >= RACER_TRIES) throw error
    }
    await wait(100 * attempt)
    const now = await payload.db.drizzle.execute(sql`SELECT "status", "payment_id" FROM "reservations" WHERE "id" = ${reservationId}`)
    const row = now.rows[0] as { status: string; payment_id: string | null } | undefined
    if (!row || row.status !== 'pending') return null
    if (row.payment_id) return provider.retrieveIntent(row.payment_id)
  }
}
