/**
 * Reserve online against PostgreSQL (issue 21), through the local test payment provider:
 * paying reserves the car and reindexes it; two shoppers racing for one car: exactly one holds it
 * and the other is refused before any payment exists; a replayed payment event changes nothing; a
 * double submit answers the same checkout; expiry releases the car and refunds per the site's
 * policy; staff actions; the lead (category Reservation) with valid ADF and the shopper's receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Site, Vehicle } from '../../src/payload-types'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload, unique } from './payload'
import { embeddedEngine, ensureLoaded, resetEmbedded } from '../../src/search/embedded'
import { runSearchJobs } from '../../src/search/jobs'
import { createTestProvider, type TestPaymentProvider } from '../../src/payments/testProvider'
import { releaseDue, settlePayment, staffAction, startCheckout, startOnlinePayment } from '../../src/reservations/server/service'
import { buildAdf } from '../../src/leads/delivery/adf'
import { toAdfInput, toLeadView } from '../../src/leads/delivery/leadView'
import { dtdErrors } from '../support/adfDtd'
import Stripe from 'stripe'
import { createStripeProvider, confirmWithTestMethod } from '../../src/payments/stripe'
import { WebhookSignatureError } from '../../src/payments/types'
import { FAKE_STRIPE, startStripeFake } from '../support/stripeFake'

let payload: Payload
let f: TwoSites
let provider: TestPaymentProvider
let site: Site

const contact = { name: 'Alex Shopper', email: 'alex@example.com', phone: '0412 345 678' }
const key = () => unique('key').replace(/[^A-Za-z0-9_-]/g, '').padEnd(20, 'x').slice(0, 60)

async function car(over: Partial<Vehicle> = {}): Promise<Vehicle> {
  return (await payload.create({
    collection: 'vehicles',
    data: { dealership: f.a.dealership.id, location: f.a.location.id, stocknum: unique('RSV'), make: 'Toyota', model: 'Corolla', year: 2021, car_type: 'used', status: 'in_stock', price: 24_990, show_on_dealer_website: true, ...over } as never, // Payload's create type wants a required field list the hooks fill
    overrideAccess: true,
  })) as Vehicle
}

async function reserved(id: number): Promise<boolean> {
  return ((await payload.findByID({ collection: 'vehicles', id, depth: 0, overrideAccess: true })) as Vehicle).reserved === true
}

async function start(vehicle: Vehicle, clientKey = key()) {
  return startCheckout(payload, provider, { site, kind: 'reserve', carSlug: vehicle.slug!, contact, clientKey })
}

async function pay(intentId: string, clientSecret: string, outcome: 'succeeded' | 'declined' = 'succeeded') {
  const confirmed = await provider.confirm(intentId, clientSecret, outcome)
  return { confirmed, settled: confirmed.event ? await settlePayment(payload, provider, confirmed.event) : 'ignored' }
}

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  site = (await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { reservationsEnabled: true, reservationDeposit: 250, reservationHoldHours: 48, reservationRefundable: true } }, overrideAccess: true })) as Site
  await payload.update({ collection: 'dealerships', id: f.a.dealership.id, data: { leadEmails: [{ email: 'sales@alpha.test' }] }, overrideAccess: true })
  provider = createTestProvider(async () => payload.db.drizzle)
  resetEmbedded()
})

afterAll(async () => {
  // Let the lead jobs started in the background finish before their rows go.
  await new Promise((r) => setTimeout(r, 2000))
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: ['deliverLead', 'confirmLead', 'releaseReservations'] } }, overrideAccess: true })
})

describe('reserve online with the test provider', () => {
  it('paying reserves the car, reindexes it, files a Reservation lead with valid ADF and a receipt', async () => {
    await ensureLoaded(payload)
    const vehicle = await car()
    await runSearchJobs(payload)
    expect(embeddedEngine().getObject(vehicle.id)).toMatchObject({ reserved: false })
    const started = await start(vehicle)
    expect(started.ok).toBe(true)
    if (!started.ok) return
    expect(started.amountCents).toBe(25_000) // the site's deposit, computed on the server
    expect(await reserved(vehicle.id)).toBe(false)

    const { settled } = await pay(started.intentId, started.clientSecret!)
    expect(settled).toBe('reserved')
    expect(await reserved(vehicle.id)).toBe(true)
    await runSearchJobs(payload)
    expect(embeddedEngine().getObject(vehicle.id)).toMatchObject({ reserved: true })

    const r = (await payload.find({ collection: 'reservations', where: { reference: { equals: started.reference } }, overrideAccess: true, depth: 0 })).docs[0]!
    expect(r).toMatchObject({ status: 'active', payment_state: 'succeeded', amount_cents: 25_000 })
    const held = new Date(r.expires_at!).getTime() - new Date(r.paid_at!).getTime()
    expect(held).toBe(48 * 3_600_000)

    const lead = await payload.findByID({ collection: 'leads', id: r.lead as number, depth: 1, overrideAccess: true })
    expect(lead).toMatchObject({ kind: 'reservation', category: 'Reservation', subcategory: 'Reserve Online', email: contact.email })
    expect(['pending', 'sending', 'delivered']).toContain(lead.confirmation_state) // the receipt is on its way (its job may have run already)
    const fields = lead.fields as { receipt: string[] }
    expect(fields.receipt.join('\n')).toContain('$250')
    expect(fields.receipt.join('\n')).toContain(started.reference)
    const adf = buildAdf(toAdfInput(toLeadView(lead)))
    expect(adf).toContain('Reservation')
    expect(await dtdErrors(adf)).toEqual([])
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'releaseReservations' } }, overrideAccess: true })
    expect(jobs.docs.some((j) => new Date(j.waitUntil!).getTime() === new Date(r.expires_at!).getTime())).toBe(true)
  })

  it('a replayed payment event and a double submit change nothing', async () => {
    const vehicle = await car()
    const clientKey = key()
    const first = await start(vehicle, clientKey)
    const again = await start(vehicle, clientKey)
    expect(first.ok && again.ok).toBe(true)
    if (!first.ok || !again.ok) return
    expect(again.reference).toBe(first.reference)
    expect(again.intentId).toBe(first.intentId)
    await pay(first.intentId, first.clientSecret!)
    const replay = await settlePayment(payload, provider, { eventId: 'evt-replay', intentId: first.intentId, event: 'succeed' })
    expect(replay).toBe('ignored')
    const second = await pay(first.intentId, first.clientSecret!)
    expect(second.settled).toBe('ignored')
    const afterPaid = await start(vehicle, clientKey)
    expect(afterPaid).toMatchObject({ ok: true, next: 'paid', reference: first.reference })
    const leads = await payload.find({ collection: 'leads', where: { and: [{ vehicle: { equals: vehicle.id } }, { kind: { equals: 'reservation' } }] }, overrideAccess: true })
    expect(leads.totalDocs).toBe(1)
    const count = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM "test_payment_intents" WHERE "metadata"->>'vehicle' = ${String(vehicle.id)}`)
    expect((count.rows[0] as { n: number }).n).toBe(1)
  })

  it('two shoppers at the same moment: exactly one holds the car; the other is refused before a payment exists', async () => {
    const vehicle = await car()
    const results = await Promise.all(Array.from({ length: 5 }, () => start(vehicle)))
    const winners = results.filter((r) => r.ok)
    const losers = results.filter((r) => !r.ok)
    expect(winners).toHaveLength(1)
    expect(losers).toHaveLength(4)
    for (const l of losers) expect(l).toMatchObject({ ok: false, status: 409, moneyMoved: false })
    const intents = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM "test_payment_intents" WHERE "metadata"->>'vehicle' = ${String(vehicle.id)}`)
    expect((intents.rows[0] as { n: number }).n).toBe(1)
    // The database, not the page: a second holding row is refused even written directly.
    await expect(
      payload.db.drizzle.execute(sql`INSERT INTO "reservations" ("site_id", "reference", "kind", "status", "payment_state", "vehicle_id", "amount_cents", "provider") VALUES (${site.id}, ${unique('R')}, 'reserve', 'pending', 'requires_payment', ${vehicle.id}, 100, 'test')`),
    ).rejects.toThrow()
  })

  it('a declined card leaves the car free to pay again; a reserved car cannot be started again', async () => {
    const vehicle = await car()
    const s = await start(vehicle)
    if (!s.ok) throw new Error('not started')
    const declined = await pay(s.intentId, s.clientSecret!, 'declined')
    expect(declined.settled).toBe('failed')
    expect(await reserved(vehicle.id)).toBe(false)
    const paid = await pay(s.intentId, s.clientSecret!)
    expect(paid.settled).toBe('reserved')
    expect(await start(vehicle)).toMatchObject({ ok: false, status: 409 })
  })

  it('another site\'s car is not found; a forged client secret is refused', async () => {
    const other = (await payload.create({ collection: 'vehicles', data: { dealership: f.b.dealership.id, stocknum: unique('B'), make: 'Mazda', model: '3', year: 2022, car_type: 'used', status: 'in_stock', price: 20_000, show_on_dealer_website: true } as never, overrideAccess: true })) as Vehicle
    expect(await start(other)).toMatchObject({ ok: false, status: 404 })
    const vehicle = await car()
    const s = await start(vehicle)
    if (!s.ok) throw new Error('not started')
    await expect(provider.confirm(s.intentId, `${s.clientSecret}x`, 'succeeded')).rejects.toThrow(/No money has moved/)
  })

  it('the hold ends by itself: the job releases the car and refunds the deposit; a kept deposit is not refunded', async () => {
    const vehicle = await car()
    const s = await start(vehicle)
    if (!s.ok) throw new Error('not started')
    await pay(s.intentId, s.clientSecret!)
    expect(await releaseDue(payload, provider, new Date(Date.now() + 47 * 3_600_000))).toBe(0)
    expect(await releaseDue(payload, provider, new Date(Date.now() + 49 * 3_600_000))).toBeGreaterThanOrEqual(1)
    expect(await reserved(vehicle.id)).toBe(false)
    const r = (await payload.find({ collection: 'reservations', where: { reference: { equals: s.reference } }, overrideAccess: true })).docs[0]!
    expect(r).toMatchObject({ status: 'released', payment_state: 'refunded', refund_state: 'refunded' })
    expect((await provider.retrieveIntent(s.intentId)).state).toBe('refunded')
    // Idempotent: a second run changes nothing.
    expect(await releaseDue(payload, provider, new Date(Date.now() + 50 * 3_600_000))).toBe(0)

    const kept = await car()
    const k = await start(kept)
    if (!k.ok) throw new Error('not started')
    await pay(k.intentId, k.clientSecret!)
    await payload.db.drizzle.execute(sql`UPDATE "reservations" SET "refundable" = false WHERE "reference" = ${k.reference}`)
    await releaseDue(payload, provider, new Date(Date.now() + 49 * 3_600_000))
    const kr = (await payload.find({ collection: 'reservations', where: { reference: { equals: k.reference } }, overrideAccess: true })).docs[0]!
    expect(kr).toMatchObject({ status: 'released', payment_state: 'succeeded', refund_state: 'none' })
    expect(await reserved(kept.id)).toBe(false)
  })

  it('staff confirm a sale, extend, cancel and refund', async () => {
    const a = await car()
    const s = await start(a)
    if (!s.ok) throw new Error('not started')
    await pay(s.intentId, s.clientSecret!)
    const id = (await payload.find({ collection: 'reservations', where: { reference: { equals: s.reference } }, overrideAccess: true })).docs[0]!.id
    const before = (await payload.findByID({ collection: 'reservations', id, overrideAccess: true })).expires_at!
    expect(await staffAction(payload, provider, id, 'extend')).toMatchObject({ ok: true })
    const after = (await payload.findByID({ collection: 'reservations', id, overrideAccess: true })).expires_at!
    expect(new Date(after).getTime() - new Date(before).getTime()).toBe(48 * 3_600_000)
    expect(await staffAction(payload, provider, id, 'cancel')).toMatchObject({ ok: true })
    expect(await reserved(a.id)).toBe(false)
    expect(await staffAction(payload, provider, id, 'cancel')).toMatchObject({ ok: false })
    expect(await staffAction(payload, provider, id, 'refund')).toMatchObject({ ok: true, message: 'Deposit refunded.' })
    expect(await staffAction(payload, provider, id, 'refund')).toMatchObject({ ok: false })

    const b = await car()
    const t = await start(b)
    if (!t.ok) throw new Error('not started')
    await pay(t.intentId, t.clientSecret!)
    const tid = (await payload.find({ collection: 'reservations', where: { reference: { equals: t.reference } }, overrideAccess: true })).docs[0]!.id
    expect(await staffAction(payload, provider, tid, 'confirm-sale')).toMatchObject({ ok: true })
    expect(await payload.findByID({ collection: 'vehicles', id: b.id, overrideAccess: true })).toMatchObject({ status: 'sold', reserved: false })
  })

  it('a payment that lands after the checkout lapsed and another shopper took the car is refunded', async () => {
    const vehicle = await car()
    const late = await start(vehicle)
    if (!late.ok) throw new Error('not started')
    await payload.db.drizzle.execute(sql`UPDATE "reservations" SET "status" = 'abandoned' WHERE "reference" = ${late.reference}`)
    const winner = await start(vehicle)
    if (!winner.ok) throw new Error('not started')
    await pay(winner.intentId, winner.clientSecret!)
    const { settled } = await pay(late.intentId, late.clientSecret!)
    expect(settled).toBe('refunded-late')
    const r = (await payload.find({ collection: 'reservations', where: { reference: { equals: late.reference } }, overrideAccess: true })).docs[0]!
    expect(r).toMatchObject({ status: 'abandoned', payment_state: 'refunded' })
    expect(await reserved(vehicle.id)).toBe(true)
  })
})

describe('reserve online with the Stripe adapter (local fake) and its webhooks', () => {
  it('a verified webhook reserves the car once; forged ones are refused; replays change nothing', async () => {
    const fake = await startStripeFake()
    try {
      const config = { ...FAKE_STRIPE, host: '127.0.0.1', port: fake.port, protocol: 'http' as const }
      const stripe = createStripeProvider(config)
      const vehicle = await car()
      const s = await startCheckout(payload, stripe, { site, kind: 'reserve', carSlug: vehicle.slug!, contact, clientKey: key() })
      if (!s.ok) throw new Error('not started')
      expect(fake.intents.get(s.intentId)).toMatchObject({ amount: 25_000, currency: 'aud' })
      await confirmWithTestMethod(config, s.intentId, 'pm_card_visa')
      const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000), data: { object: { id: s.intentId, object: 'payment_intent', status: 'succeeded' } } })
      const signer = new Stripe('sk_test_fake')
      const forged = signer.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_attacker' })
      expect(() => stripe.verifyWebhook(body, forged)).toThrow(WebhookSignatureError)
      expect(await reserved(vehicle.id)).toBe(false)
      const header = signer.webhooks.generateTestHeaderString({ payload: body, secret: FAKE_STRIPE.webhookSecret })
      const ev = stripe.verifyWebhook(body, header)!
      expect(await settlePayment(payload, stripe, ev)).toBe('reserved')
      expect(await settlePayment(payload, stripe, stripe.verifyWebhook(body, header)!)).toBe('ignored')
      expect(await reserved(vehicle.id)).toBe(true)
      const leads = await payload.find({ collection: 'leads', where: { and: [{ vehicle: { equals: vehicle.id } }, { kind: { equals: 'reservation' } }] }, overrideAccess: true })
      expect(leads.totalDocs).toBe(1)
      // Staff refund goes to Stripe with an idempotency key.
      const id = (await payload.find({ collection: 'reservations', where: { reference: { equals: s.reference } }, overrideAccess: true })).docs[0]!.id
      await staffAction(payload, stripe, id, 'cancel')
      expect(await staffAction(payload, stripe, id, 'refund')).toMatchObject({ ok: true })
      expect(fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.headers['idempotency-key'])).toEqual([`refund-${id}`])
    } finally {
      await fake.close()
    }
  })
})

describe('a refund made in Stripe\'s dashboard (charge.refunded)', () => {
  it('ends the hold, frees the car and records the refund; a replay changes nothing; a partial refund is not a release', async () => {
    const fake = await startStripeFake()
    try {
      const config = { ...FAKE_STRIPE, host: '127.0.0.1', port: fake.port, protocol: 'http' as const }
      const stripe = createStripeProvider(config)
      const signer = new Stripe('sk_test_fake')
      const signed = (event: Record<string, unknown>) => {
        const body = JSON.stringify({ object: 'event', created: Math.floor(Date.now() / 1000), ...event })
        return stripe.verifyWebhook(body, signer.webhooks.generateTestHeaderString({ payload: body, secret: FAKE_STRIPE.webhookSecret }))
      }
      const vehicle = await car()
      const s = await startCheckout(payload, stripe, { site, kind: 'reserve', carSlug: vehicle.slug!, contact, clientKey: key() })
      if (!s.ok) throw new Error('not started')
      await confirmWithTestMethod(config, s.intentId, 'pm_card_visa')
      expect(await settlePayment(payload, stripe, signed({ id: 'evt_paid', type: 'payment_intent.succeeded', data: { object: { id: s.intentId, object: 'payment_intent', status: 'succeeded' } } })!)).toBe('reserved')
      expect(await reserved(vehicle.id)).toBe(true)

      const charge = (refunded: boolean) => ({ id: 'ch_1', object: 'charge', payment_intent: s.intentId, refunded, amount_refunded: refunded ? 25_000 : 5_000 })
      expect(signed({ id: 'evt_partial', type: 'charge.refunded', data: { object: charge(false) } })).toBeNull()
      const refund = signed({ id: 'evt_refund', type: 'charge.refunded', data: { object: charge(true) } })!
      expect(refund).toMatchObject({ intentId: s.intentId, event: 'refund' })
      expect(await settlePayment(payload, stripe, refund)).toBe('refunded')
      expect(await reserved(vehicle.id)).toBe(false)
      const r = (await payload.find({ collection: 'reservations', where: { reference: { equals: s.reference } }, overrideAccess: true })).docs[0]!
      expect(r).toMatchObject({ status: 'cancelled', payment_state: 'refunded', refund_state: 'refunded' })
      expect(await settlePayment(payload, stripe, refund)).toBe('ignored')
      // The car is free for the next shopper; nobody asked Stripe for a second refund.
      expect(await startCheckout(payload, stripe, { site, kind: 'reserve', carSlug: vehicle.slug!, contact, clientKey: key() })).toMatchObject({ ok: true })
      expect(fake.requests.filter((q) => q.path === '/v1/refunds')).toHaveLength(0)
    } finally {
      await fake.close()
    }
  })
})

describe('/online-payment: a signed-in shopper pays a dealer\'s payment request', () => {
  it('staff create a request (the hook makes it a payment); the shopper pays it once; a stock number points to reserving', async () => {
    const request = await payload.create({
      collection: 'reservations',
      data: { site: site.id, kind: 'reserve', status: 'active', amount_cents: 55_000, description: 'Invoice 1234', reference: 'R-FORGED', payment_state: 'succeeded' } as never, // staff send what they like: the hook decides
      user: f.a.editor,
      overrideAccess: false,
    })
    expect(request).toMatchObject({ kind: 'payment', status: 'requested', payment_state: 'requires_payment', amount_cents: 55_000 })
    expect(request.reference).toMatch(/^P-/)
    // Nobody edits a request after it is made (the amount least of all).
    await expect(payload.update({ collection: 'reservations', id: request.id, data: { amount_cents: 1 }, user: f.a.editor, overrideAccess: false })).rejects.toThrow()

    const customer = await payload.create({ collection: 'customers', data: { site: site.id, email: `${unique('payer')}@example.com`, name: 'Pat Payer' } as never, overrideAccess: true })
    const reservePath = (slug: string) => `/cars/${slug}/checkout`
    const first = await startOnlinePayment(payload, provider, { site, reference: ` ${request.reference!.toLowerCase()} `, customer, reservePath })
    const again = await startOnlinePayment(payload, provider, { site, reference: request.reference!, customer, reservePath })
    if (!first.ok || !again.ok) throw new Error('not started')
    expect(first).toMatchObject({ amountCents: 55_000, description: 'Invoice 1234', next: 'pay' })
    expect(again.intentId).toBe(first.intentId)
    const { settled } = await pay(first.intentId, first.clientSecret!)
    expect(settled).toBe('paid')
    expect(await startOnlinePayment(payload, provider, { site, reference: request.reference!, customer, reservePath })).toMatchObject({ ok: true, next: 'paid' })
    const paid = await payload.findByID({ collection: 'reservations', id: request.id, depth: 0, overrideAccess: true })
    expect(paid).toMatchObject({ status: 'paid', payment_state: 'succeeded', email: customer.email })
    const lead = await payload.findByID({ collection: 'leads', id: paid.lead as number, overrideAccess: true })
    expect(lead).toMatchObject({ category: 'Reservation', subcategory: 'Online Payment', email: customer.email })
    expect(await staffAction(payload, provider, request.id, 'refund')).toMatchObject({ ok: true })

    // Another site's request is not found; a car's stock number answers where to reserve it.
    const other = await payload.create({ collection: 'reservations', data: { site: f.b.site.id, amount_cents: 1000 } as never, user: f.b.editor, overrideAccess: false })
    expect(await startOnlinePayment(payload, provider, { site, reference: other.reference!, customer, reservePath })).toMatchObject({ ok: false, status: 404, moneyMoved: false })
    const vehicle = await car()
    expect(await startOnlinePayment(payload, provider, { site, reference: vehicle.stocknum!, customer, reservePath })).toMatchObject({ ok: false, status: 409, reservePath: `/cars/${vehicle.slug}/checkout` })
  })
})
