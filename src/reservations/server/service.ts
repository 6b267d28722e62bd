/**
 * Reserve online, buy online and online payments, one service for every entry point:
 * the checkout endpoints, the payment provider's events (Stripe webhooks, the test provider's
 * confirmations), the release job and the admin's staff actions. This module starts a checkout;
 * the other entries live beside it and are exported from here: the provider's events
 * (./paymentEvents.ts), holds ending and the release job (./holds.ts), refunds (./refunds.ts),
 * staff actions (./staffActions.ts) and dealer payment requests (./onlinePayment.ts).
 *
 * Safety, in the database rather than the page:
 * - at most one reservation holds a car (status pending or active): the partial unique index
 *   `reservations_one_holding_per_vehicle`, so of two shoppers starting at the same moment exactly
 *   one gets the car and the other is refused BEFORE a payment intent exists (nothing charged);
 * - every state change is a compare-and-set UPDATE (… WHERE state = the state it was read in), so a
 *   replayed or concurrent event, a double submit or a second job run changes nothing twice;
 * - the amount is the site's deposit, computed here; nothing the browser sends sets it;
 * - a payment that succeeds for a reservation that no longer holds the car (its payment slot,
 *   CHECKOUT_PAYMENT_MINUTES, lapsed and another shopper reserved it) is refunded at once;
 * - unpaid checkouts are capped per client address and per site (./openCheckouts.ts), and a shopper
 *   meeting a car another shopper is paying for is told when it is free again;
 * - a payment's effects, and a hold's end, are each one transaction (./settle.ts, ./holds.ts endHold): a
 *   crash leaves all or nothing, and the payment sweeper (./sweep.ts) finishes what a crash or a
 *   lost event left (issue 31).
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Site, Vehicle } from '@/payload-types'
import { CURRENCY, depositCents, isPurchasableOnline, isRefundable, reserveRefusal } from '@/rules/reservation'
import { timeZoneForState } from '@/rules/timeZone'
import { newReference } from '../reference'
import type { PaymentProvider } from '@/payments/types'
import { heldByCheckoutMessage, openCheckoutsMessage, paymentSlotEnd, secondsUntil, type CheckoutLimits } from '@/rules/checkoutLimits'
import { addressKey, checkoutLimitsNow, insertUnderCaps, openCheckoutCap, pendingHold, type CapHit } from './openCheckouts'
import { intentFor, intentOfLiveCheckout } from './checkoutIntent'
import type { StartResult } from './checkoutResult'
import { listedCar } from './listedCar'
import { holdingRowFor, rowBy, type Row } from './reservationRows'
import { abandonStalePending, queueRelease, releaseDue } from './holds'

// The service's other entries, each in its own module: callers import them all from here.
export type { PaymentStarted } from './checkoutResult'
export { abandonStalePending, queueRelease, releaseDue } from './holds'
export { requestRefund } from './refunds'
export { settlePayment } from './paymentEvents'
export { staffAction } from './staffActions'
export { startOnlinePayment } from './onlinePayment'

type CheckoutKind = 'reserve' | 'buy-online'

interface Contact {
  name: string
  email: string
  phone: string
}

export interface StartInput {
  site: Site
  kind: CheckoutKind
  carSlug: string
  contact: Contact
  clientKey: string
  customerId?: number | null
  details?: Record<string, unknown>
  pageUrl?: string | null
  /** The client's address (rules/checkoutLimits: its unpaid checkouts are capped); only a hash is kept. */
  clientAddress?: string | null
  /** Default: the environment's (checkoutLimitsNow). */
  limits?: CheckoutLimits
}

const refuse = (status: number, error: string, retryAfterSeconds?: number): StartResult => ({ ok: false, status, error, moneyMoved: false, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) })

/** PostgreSQL's SQLSTATE of a failed query (drizzle wraps the driver's error as its cause). */
const pgErrorCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null
  const code = e?.code ?? e?.cause?.code
  return typeof code === 'string' ? code : undefined
}

async function answerExisting(payload: Payload, provider: PaymentProvider, row: Row, site: Site): Promise<StartResult> {
  if (row.payment_state === 'succeeded' || row.status === 'active') {
    return { ok: true, reference: row.reference, next: 'paid', intentId: row.payment_id ?? '', clientSecret: null, amountCents: 0, provider: provider.name, testMode: provider.testMode }
  }
  const ended = () => refuse(409, 'This checkout has ended. No money has moved. Please start again from the car page.')
  if (row.status !== 'pending') return ended()
  const intent = row.payment_id ? await provider.retrieveIntent(row.payment_id) : await intentOfLiveCheckout(payload, provider, row.id, site.slug)
  if (!intent) return ended()
  return { ok: true, reference: row.reference, next: 'pay', intentId: intent.id, clientSecret: intent.clientSecret, amountCents: intent.amountCents, provider: provider.name, testMode: provider.testMode }
}

const capRefusal = (hit: CapHit): StartResult => refuse(429, openCheckoutsMessage(hit.scope, hit.retryAfterSeconds), hit.retryAfterSeconds)

/** Another shopper's unpaid checkout holds the car: when it is free again. Null: nobody's, or this key's own. */
async function heldByOther(payload: Payload, provider: PaymentProvider, site: Site, vehicleId: number, clientKey: string, limits: CheckoutLimits): Promise<StartResult | null> {
  const hold = await pendingHold(payload, vehicleId, limits)
  if (!hold) return null
  if (hold.clientKey === clientKey) {
    const mine = await rowBy(payload, sql`"client_key" = ${clientKey}`)
    return mine ? answerExisting(payload, provider, mine, site) : null
  }
  return refuse(409, heldByCheckoutMessage(hold.freeAt, timeZoneForState(site.defaultState)), secondsUntil(hold.freeAt, new Date()))
}

export async function startCheckout(payload: Payload, provider: PaymentProvider, input: StartInput): Promise<StartResult> {
  const { site } = input
  const settings = site.settings ?? {}
  const limits = input.limits ?? checkoutLimitsNow()
  const vehicle = await listedCar(payload, site, input.carSlug)
  if (!vehicle) return refuse(404, 'This car is not listed on this site. No money has moved.')

  // A double submit or a back-button resubmit carries the same key: the same checkout answers.
  const again = await rowBy(payload, sql`"client_key" = ${input.clientKey}`)
  if (again) {
    if (again.site_id !== site.id || again.vehicle_id !== vehicle.id) return refuse(409, 'This checkout belongs to another car. No money has moved. Please start again.')
    return answerExisting(payload, provider, again, site)
  }

  await releaseDue(payload, provider, new Date(), vehicle.id)
  await abandonStalePending(payload, provider, vehicle.id, limits)
  const fresh = (await payload.findByID({ collection: 'vehicles', id: vehicle.id, depth: 0, overrideAccess: true })) as Vehicle
  const refusal = reserveRefusal(fresh, settings)
  if (refusal) return refuse(409, `${refusal} No money has moved.`)
  if (input.kind === 'buy-online' && !isPurchasableOnline(fresh, settings)) return refuse(409, 'This car cannot be bought online. No money has moved.')
  const held = await heldByOther(payload, provider, site, vehicle.id, input.clientKey, limits)
  if (held) return held
  const address = addressKey(input.clientAddress)
  const caps = { siteId: site.id, addressKey: address, limits }
  // A cheap count first; the authoritative one is made with the insert, under the caps' locks.
  const capped = await openCheckoutCap(payload.db.drizzle, caps)
  if (capped) return capRefusal(capped)

  const amountCents = depositCents(settings)
  const reference = newReference()
  let reservation: { id: number; createdAt: Date }
  try {
    const inserted = await insertUnderCaps(payload, caps, async (tx) => {
      const result = await tx.execute(sql`
        INSERT INTO "reservations" ("site_id", "reference", "kind", "status", "payment_state", "vehicle_id", "amount_cents", "currency", "provider",
          "client_key", "client_address", "refundable", "refund_state", "name", "email", "phone", "customer_id", "details")
        VALUES (${site.id}, ${reference}, ${input.kind}, 'pending', 'requires_payment', ${vehicle.id}, ${amountCents}, ${CURRENCY}, ${provider.name},
          ${input.clientKey}, ${address}, ${isRefundable(settings)}, 'none', ${input.contact.name}, ${input.contact.email}, ${input.contact.phone}, ${input.customerId ?? null},
          ${JSON.stringify({ ...(input.details ?? {}), page_url: input.pageUrl ?? null })}::jsonb)
        RETURNING "id", "created_at"`)
      const row = result.rows[0] as { id: number; created_at: Date | string }
      return { id: Number(row.id), createdAt: new Date(row.created_at) }
    })
    if (!inserted.ok) return capRefusal(inserted.hit)
    reservation = inserted.value
  } catch (error) {
    // The same key raced itself (double click): answer the checkout that won.
    const sameKey = await rowBy(payload, sql`"client_key" = ${input.clientKey}`)
    if (sameKey) return answerExisting(payload, provider, sameKey, site)
    // Another shopper holds the car: the database refused the second row.
    const other = await heldByOther(payload, provider, site, vehicle.id, input.clientKey, limits)
    if (other) return other
    if (await holdingRowFor(payload, vehicle.id)) return refuse(409, 'Another shopper is reserving this car right now. You have not been charged.')
    // The car was deleted by staff between the listing check and the insert (its foreign key is gone).
    if (pgErrorCode(error) === '23503') return refuse(404, 'This car is not listed on this site any more. No money has moved.')
    throw error
  }

  try {
    const intent = await intentFor(payload, provider, reservation.id, site.slug)
    // The release job lets the car go when the payment slot ends unpaid (and the next start for the car does too).
    await queueRelease(payload, paymentSlotEnd(reservation.createdAt, limits)).catch(() => undefined)
    return { ok: true, reference, next: 'pay', intentId: intent.id, clientSecret: intent.clientSecret, amountCents, provider: provider.name, testMode: provider.testMode }
  } catch {
    await payload.db.drizzle.execute(sql`UPDATE "reservations" SET "status" = 'failed', "note" = 'The payment service did not answer' WHERE "id" = ${reservation.id} AND "payment_id" IS NULL`)
    return refuse(503, 'The payment service did not answer. No money has moved; please try again in a minute.')
  }
}
