/** A dealer's payment request paid online by its reference (/online-payment). */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Reservation, Site } from '@/payload-types'
import { CURRENCY } from '@/rules/reservation'
import type { PaymentProvider } from '@/payments/types'
import { mayOpenRequest } from './paymentRequestBinding'
import type { PaymentStarted } from './checkoutResult'
import { listedCar } from './listedCar'
import { rowBy } from './reservationRows'

export type PaymentStartResult =
  | (PaymentStarted & { description: string })
  | { ok: false; status: number; error: string; moneyMoved: false; reservePath?: string }

const NO_SUCH_PAYMENT = 'We could not find a payment with that reference. Check the reference the dealer gave you. No money has moved.'

/**
 * /online-payment (always gated): a signed-in shopper pays a dealer's payment request by its P-
 * reference. The amount is the request's, set by staff; one intent per request (its idempotency
 * key), so paying again or from two tabs cannot charge twice. Only the shopper the request is for
 * sees it (mayOpenRequest); to anyone else it does not exist. A car's stock number instead of a
 * reference answers where to reserve that car with the deposit.
 */
export async function startOnlinePayment(
  payload: Payload,
  provider: PaymentProvider,
  input: { site: Site; reference: string; customer: { id: number; name?: string | null; email: string; phone?: string | null }; reservePath: (slug: string) => string },
): Promise<PaymentStartResult> {
  const no = (status: number, error: string, extra: { reservePath?: string } = {}): PaymentStartResult => ({ ok: false, status, error, moneyMoved: false, ...extra })
  const cleaned = input.reference.trim().toUpperCase().replace(/\s+/g, '')
  const row = await rowBy(payload, sql`"site_id" = ${input.site.id} AND "kind" = 'payment' AND "reference" = ${cleaned}`)
  if (!row) {
    const byStock = await payload.find({ collection: 'vehicles', where: { and: [{ site: { equals: input.site.id } }, { stocknum: { equals: input.reference.trim() } }] }, depth: 0, limit: 1, overrideAccess: true })
    const car = byStock.docs[0]
    if (car?.slug && (await listedCar(payload, input.site, car.slug))) {
      return no(409, 'That is the stock number of a car: reserve it online with the deposit.', { reservePath: input.reservePath(car.slug) })
    }
    return no(404, NO_SUCH_PAYMENT)
  }
  if (!(await mayOpenRequest(payload, row.id, input.customer))) return no(404, NO_SUCH_PAYMENT)
  const full = (await payload.findByID({ collection: 'reservations', id: row.id, depth: 0, overrideAccess: true })) as Reservation
  const base = { reference: full.reference ?? cleaned, amountCents: full.amount_cents, description: full.description ?? '', provider: provider.name, testMode: provider.testMode }
  if (full.payment_state === 'succeeded' || full.status === 'paid') return { ok: true, next: 'paid', intentId: full.payment_id ?? '', clientSecret: null, ...base }
  if (full.status !== 'requested') return no(409, 'This payment request has been withdrawn. No money has moved; please contact the dealer.')
  if (full.provider !== provider.name) return no(409, 'This payment request was made in another payment mode; please ask the dealer for a new one. No money has moved.')
  if (full.payment_id) {
    const intent = await provider.retrieveIntent(full.payment_id)
    return { ok: true, next: 'pay', intentId: intent.id, clientSecret: intent.clientSecret, ...base }
  }
  try {
    const intent = await provider.createIntent({
      amountCents: full.amount_cents,
      currency: CURRENCY,
      idempotencyKey: `payment-${full.id}`,
      description: `Online payment ${full.reference}${full.description ? `: ${full.description}` : ''}`,
      metadata: { reservation: base.reference, site: input.site.slug },
    })
    // The first tab to get here records the intent; the same key gave every tab the same one.
    await payload.db.drizzle.execute(sql`
      UPDATE "reservations" SET "payment_id" = ${intent.id}, "customer_id" = ${input.customer.id},
        "name" = COALESCE("name", ${input.customer.name ?? null}), "email" = COALESCE("email", ${input.customer.email}), "phone" = COALESCE("phone", ${input.customer.phone ?? null})
      WHERE "id" = ${full.id} AND "payment_id" IS NULL`)
    return { ok: true, next: 'pay', intentId: intent.id, clientSecret: intent.clientSecret, ...base }
  } catch {
    return no(503, 'The payment service did not answer. No money has moved; please try again in a minute.')
  }
}
