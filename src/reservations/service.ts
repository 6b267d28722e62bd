/**
 * Reserve online, buy online and online payments, one service for every entry point:
 * the checkout endpoints, the payment provider's events (Stripe webhooks, the test provider's
 * confirmations), the release job and the admin's staff actions.
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
 * - a payment's effects, and a hold's end, are each one transaction (./settle.ts, endHold): a
 *   crash leaves all or nothing, and the payment sweeper (./sweep.ts) finishes what a crash or a
 *   lost event left (issue 31).
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Reservation, Site, Vehicle } from '@/payload-types'
import {
  CURRENCY,
  depositCents,
  formatHoldEnd,
  holdHours,
  isPurchasableOnline,
  isRefundable,
  nextPaymentState,
  reservationExpiry,
  reserveRefusal,
  type PaymentState,
  type ReservationStatus,
  type StaffAction,
} from '@/rules/reservation'
import { timeZoneForState } from '@/rules/timeZone'
import { isVehicleListed, parseCarSlug } from '@/rules/listedVehicle'
import { inSqlTransaction } from '@/db/sqlTransaction'
import { failpoint } from '@/lib/failpoint'
import { newReference } from './reference'
import { type PaymentEventView, type PaymentProvider } from '@/payments/types'
import { heldByCheckoutMessage, openCheckoutsMessage, paymentSlotEnd, secondsUntil, type CheckoutLimits } from '@/rules/checkoutLimits'
import { addressKey, checkoutLimitsNow, insertUnderCaps, openCheckoutCap, pendingHold, type CapHit } from './openCheckouts'
import { intentFor, intentOfLiveCheckout } from './checkoutIntent'
import { mayOpenRequest } from './paymentRequestBinding'
import { afterCommit, settleSucceeded } from './settle'

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

export type StartResult =
  | {
      ok: true
      reference: string
      /** 'pay': the browser pays the intent; 'paid': this checkout was paid already (a resubmit). */
      next: 'pay' | 'paid'
      intentId: string
      clientSecret: string | null
      amountCents: number
      provider: PaymentProvider['name']
      testMode: boolean
    }
  | { ok: false; status: number; error: string; moneyMoved: false; retryAfterSeconds?: number }

const refuse = (status: number, error: string, retryAfterSeconds?: number): StartResult => ({ ok: false, status, error, moneyMoved: false, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) })

/** PostgreSQL's SQLSTATE of a failed query (drizzle wraps the driver's error as its cause). */
const pgErrorCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null
  const code = e?.code ?? e?.cause?.code
  return typeof code === 'string' ? code : undefined
}

type Row = {
  id: number
  reference: string
  kind: string
  status: ReservationStatus
  payment_state: PaymentState
  vehicle_id: number | null
  site_id: number
  payment_id: string | null
  refundable: boolean | null
  refund_state: string | null
  expires_at: Date | string | null
}

async function rowBy(payload: Payload, where: ReturnType<typeof sql>): Promise<Row | null> {
  const result = await payload.db.drizzle.execute(sql`SELECT "id", "reference", "kind", "status", "payment_state", "vehicle_id", "site_id", "payment_id", "refundable", "refund_state", "expires_at" FROM "reservations" WHERE ${where} LIMIT 1`)
  return (result.rows[0] as Row | undefined) ?? null
}

async function holdingRowFor(payload: Payload, vehicleId: number): Promise<Row | null> {
  return rowBy(payload, sql`"vehicle_id" = ${vehicleId} AND "status" IN ('pending', 'active')`)
}

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

/**
 * The site's listed car with this slug (the car page's rule, rules/listedVehicle), read fresh with
 * its dealership. Read here rather than through src/data/listedVehicle.ts: this module is loaded by
 * the jobs and the admin endpoint, which must not reach the page data module (import cycle).
 */
async function listedCar(payload: Payload, site: Site, segment: string): Promise<Vehicle | null> {
  const slug = parseCarSlug(segment)
  if (!slug) return null
  const found = await payload.find({ collection: 'vehicles', where: { and: [{ site: { equals: site.id } }, { slug: { equals: slug } }] }, sort: 'id', depth: 1, limit: 1, overrideAccess: true })
  const vehicle = found.docs[0]
  if (!vehicle) return null
  const dealerships = await payload.find({ collection: 'dealerships', where: { site: { equals: site.id } }, depth: 0, limit: 0, pagination: false, overrideAccess: true })
  const slugs = dealerships.docs.map((d) => d.slug).filter((v): v is string => typeof v === 'string')
  return isVehicleListed(vehicle, site, slugs, Date.now()) ? vehicle : null
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

/** A payment that was started (a checkout or an online payment): what the browser needs to pay it. */
export type PaymentStarted = Extract<StartResult, { ok: true }>

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

export async function queueRelease(payload: Payload, at: Date): Promise<void> {
  await payload.jobs.queue({ task: 'releaseReservations', input: {}, waitUntil: at })
}

/** SQL: this reservation owes its refund from now on (the provider is asked after the commit). */
const owesRefund = (id: number, note: string) => sql`
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

async function refundReservation(payload: Payload, provider: PaymentProvider, id: number, note: string): Promise<'refunded' | 'pending' | 'failed' | 'not-refundable'> {
  const claimed = await payload.db.drizzle.execute(owesRefund(id, note))
  if (claimed.rows.length === 0) return 'not-refundable'
  return requestRefund(payload, provider, id)
}

/**
 * Ends an active hold: the status, the car (free again, or sold) and, when a lapsed hold's deposit
 * is refundable, the refund owed, in one transaction; the provider is asked for the refund after it.
 */
async function endHold(payload: Payload, provider: PaymentProvider, id: number, status: 'released' | 'cancelled' | 'sold', note: string): Promise<boolean> {
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
