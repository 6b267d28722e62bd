/**
 * Issue 31 §2 and §7 against PostgreSQL: reserving without paying and without keys.
 * - an unpaid checkout holds its car only for the payment slot (CHECKOUT_PAYMENT_MINUTES, default
 *   10), and a second shopper is told when it is free again;
 * - unpaid checkouts are capped per client address and per site: 429 with Retry-After past the cap,
 *   also when the checkouts race each other;
 * - ten concurrent submits of one checkout (one client_key) all get the same live checkout;
 * - a production server without Stripe keys takes no payments unless PAYMENTS_TEST_MODE=true, and
 *   the test provider never says money moved;
 * - a dealer's payment request (P-) is seen only by the shopper it is for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Site, Vehicle } from '../../src/payload-types'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload, unique } from './payload'
import { createTestProvider, type TestPaymentProvider } from '../../src/payments/testProvider'
import { startCheckout, startOnlinePayment, type StartInput } from '../../src/reservations/server/service'
import { DEFAULT_CHECKOUT_LIMITS } from '../../src/rules/checkoutLimits'
import { withPeerAddress } from '@/security/peerAddress'

let payload: Payload
let f: TwoSites
let provider: TestPaymentProvider
let site: Site
let siteB: Site

const contact = { name: 'Alex Shopper', email: 'alex@example.com', phone: '0412 345 678' }
const key = () => unique('key').replace(/[^A-Za-z0-9_-]/g, '').padEnd(20, 'x').slice(0, 60)
const reserveSettings = { reservationsEnabled: true, reservationDeposit: 250, reservationHoldHours: 48, reservationRefundable: true }

async function car(on: 'a' | 'b' = 'a'): Promise<Vehicle> {
  const s = f[on]
  return (await payload.create({
    collection: 'vehicles',
    data: { dealership: s.dealership.id, location: s.location.id, stocknum: unique('LIM'), make: 'Toyota', model: 'Corolla', year: 2021, car_type: 'used', status: 'in_stock', price: 24_990, show_on_dealer_website: true } as never, // Payload's create type wants a required field list the hooks fill
    overrideAccess: true,
  })) as Vehicle
}

const start = (vehicle: Vehicle, over: Partial<StartInput> = {}) =>
  startCheckout(payload, provider, { site, kind: 'reserve', carSlug: vehicle.slug!, contact, clientKey: key(), ...over })

/** Moves a checkout's start back in time (its payment slot runs from its start). */
async function startedMinutesAgo(reference: string, minutes: number) {
  await payload.db.drizzle.execute(sql`UPDATE "reservations" SET "created_at" = now() - make_interval(mins => ${minutes}) WHERE "reference" = ${reference}`)
}

async function statusOf(reference: string): Promise<string> {
  const r = await payload.db.drizzle.execute(sql`SELECT "status" FROM "reservations" WHERE "reference" = ${reference}`)
  return (r.rows[0] as { status: string }).status
}

let peerCounter = 10
const newPeer = () => `198.51.100.${++peerCounter}`

/** A request to the payments endpoints as a browser on `peer` would send it to site A. */
async function post(path: string, body: unknown, peer: string) {
  const { handleCheckout, handleOnlinePayment, handleTestConfirm } = await import('../../src/reservations/http')
  const handler = { checkout: handleCheckout, 'online-payment': handleOnlinePayment, 'test-confirm': handleTestConfirm }[path]!
  const res = await handler(
    new Request(`http://${site.slug}.localhost:3000/api/payments/${path}`, {
      method: 'POST',
      headers: withPeerAddress({ 'content-type': 'application/json' }, peer),
      body: JSON.stringify(body),
    }),
  )
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> }
}

const checkoutBody = (vehicle: Vehicle, clientKey = key()) => ({ kind: 'reserve', car: vehicle.slug, client_key: clientKey, contact })

/** Runs `fn` as a production server with this environment, then puts the environment back. */
async function asProductionServer<T>(extra: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const names = ['NODE_ENV', 'PAYMENTS_TEST_MODE', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']
  const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]))
  const set = (values: Record<string, string | undefined>) => {
    for (const [n, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[n]
      else process.env[n] = v
    }
  }
  set({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: undefined, STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, ...extra })
  try {
    return await fn()
  } finally {
    set(saved)
  }
}

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  site = (await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: reserveSettings }, overrideAccess: true })) as Site
  siteB = (await payload.update({ collection: 'sites', id: f.b.site.id, data: { settings: reserveSettings }, overrideAccess: true })) as Site
  provider = createTestProvider(async () => payload.db.drizzle)
})

afterAll(async () => {
  // Let the lead jobs started in the background finish before their rows go.
  await new Promise((r) => setTimeout(r, 2000))
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: ['deliverLead', 'confirmLead', 'releaseReservations'] } }, overrideAccess: true })
})

describe('the unpaid payment slot', () => {
  it('holds the car for 10 minutes by default, tells a second shopper when it is free, then lets the car go', async () => {
    expect(DEFAULT_CHECKOUT_LIMITS.paymentMinutes).toBe(10)
    const vehicle = await car()
    const first = await start(vehicle)
    if (!first.ok) throw new Error(first.error)
    await startedMinutesAgo(first.reference, 9)

    const second = await start(vehicle)
    expect(second).toMatchObject({ ok: false, status: 409, moneyMoved: false })
    if (second.ok) return
    expect(second.error).toMatch(/^Another shopper is paying for this car; it is free again at \d{1,2}:\d{2} (am|pm) if they do not finish\./)
    expect(second.retryAfterSeconds).toBeGreaterThan(0)
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(60)

    // The slot ends: the next shopper's start lets the lapsed checkout go and takes the car.
    await startedMinutesAgo(first.reference, 11)
    const third = await start(vehicle)
    expect(third).toMatchObject({ ok: true, next: 'pay' })
    expect(await statusOf(first.reference)).toBe('abandoned')
    // A release job is queued for the end of the new checkout's slot (the sweep that lets it go unpaid).
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'releaseReservations' } }, sort: '-createdAt', limit: 1, overrideAccess: true })
    expect(jobs.docs[0]?.waitUntil).toBeTruthy()
  })
})

describe('caps on open unpaid checkouts', () => {
  it('one address: ten checkouts of ten cars, one after another, hold two cars; the rest get 429 with Retry-After', async () => {
    const peer = newPeer()
    const cars = await Promise.all(Array.from({ length: 10 }, () => car()))
    const answers = []
    for (const vehicle of cars) answers.push(await post('checkout', checkoutBody(vehicle), peer))
    expect(answers.map((a) => a.status)).toEqual([201, 201, 429, 429, 429, 429, 429, 429, 429, 429])
    const refused = answers[2]!
    expect(refused.json).toMatchObject({ money_moved: false })
    expect(String(refused.json.error)).toContain('No money has moved')
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    const holding = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM "reservations" WHERE "status" = 'pending' AND "vehicle_id" IN ${sql.raw(`(${cars.map((c) => c.id).join(',')})`)}`)
    expect((holding.rows[0] as { n: number }).n).toBe(2)
    // Another address is not held back by this one.
    expect((await post('checkout', checkoutBody(await car()), newPeer())).status).toBe(201)
  })

  it('one address: ten checkouts at the same moment leave exactly two open', async () => {
    const address = '203.0.113.77'
    const cars = await Promise.all(Array.from({ length: 10 }, () => car()))
    const results = await Promise.all(cars.map((vehicle) => start(vehicle, { clientAddress: address })))
    const started = results.filter((r) => r.ok)
    expect(started).toHaveLength(2)
    for (const r of results.filter((x) => !x.ok)) expect(r).toMatchObject({ ok: false, status: 429, moneyMoved: false, retryAfterSeconds: expect.any(Number) })
    const open = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM "reservations" WHERE "status" = 'pending' AND "vehicle_id" IN ${sql.raw(`(${cars.map((c) => c.id).join(',')})`)}`)
    expect((open.rows[0] as { n: number }).n).toBe(started.length)
  })

  it('one site: past its cap every address is refused until a slot ends', async () => {
    const limits = { ...DEFAULT_CHECKOUT_LIMITS, openPerSite: 3 }
    const cars = await Promise.all(Array.from({ length: 5 }, () => car('b')))
    const results = []
    for (const [i, vehicle] of cars.entries()) {
      results.push(await startCheckout(payload, provider, { site: siteB, kind: 'reserve', carSlug: vehicle.slug!, contact, clientKey: key(), clientAddress: `192.0.2.${i + 1}`, limits }))
    }
    expect(results.map((r) => (r.ok ? 'ok' : r.status))).toEqual(['ok', 'ok', 'ok', 429, 429])
    const last = results[4]!
    if (last.ok) return
    expect(last.error).toMatch(/Too many shoppers are checking out on this site right now.*No money has moved/)
    // A lapsed slot frees a place.
    const firstRef = results[0]!.ok ? results[0]!.reference : ''
    await startedMinutesAgo(firstRef, 11)
    const after = await startCheckout(payload, provider, { site: siteB, kind: 'reserve', carSlug: cars[4]!.slug!, contact, clientKey: key(), clientAddress: '192.0.2.99', limits })
    expect(after).toMatchObject({ ok: true })
  })
})

describe('one checkout submitted ten times at once', () => {
  it('all ten get the same live checkout: one row, one intent', async () => {
    const vehicle = await car()
    const clientKey = key()
    const results = await Promise.all(Array.from({ length: 10 }, () => start(vehicle, { clientKey, clientAddress: '203.0.113.200' })))
    expect(results.map((r) => (r.ok ? r.next : `${r.status} ${r.error}`))).toEqual(Array(10).fill('pay'))
    const ok = results.filter((r): r is Extract<typeof r, { ok: true }> => r.ok)
    expect(new Set(ok.map((r) => r.reference)).size).toBe(1)
    expect(new Set(ok.map((r) => r.intentId)).size).toBe(1)
    expect(new Set(ok.map((r) => r.clientSecret)).size).toBe(1)
    const rows = await payload.db.drizzle.execute(sql`SELECT "payment_id" FROM "reservations" WHERE "client_key" = ${clientKey}`)
    expect(rows.rows).toEqual([{ payment_id: ok[0]!.intentId }])
    const intents = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM "test_payment_intents" WHERE "metadata"->>'vehicle' = ${String(vehicle.id)}`)
    expect((intents.rows[0] as { n: number }).n).toBe(1)
  })

  it('through the endpoint: ten concurrent posts of one client_key all answer 201 with the same reference and intent', async () => {
    const vehicle = await car()
    const body = checkoutBody(vehicle)
    const peer = newPeer()
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('checkout', body, peer)))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201))
    expect(new Set(answers.map((a) => a.json.reference)).size).toBe(1)
    expect(new Set(answers.map((a) => a.json.intent)).size).toBe(1)
  })
})

describe('the local test provider on a production server', () => {
  it('without PAYMENTS_TEST_MODE=true: checkout, test payments and online payments answer 503 and nothing is written', async () => {
    const vehicle = await car()
    const body = checkoutBody(vehicle)
    await asProductionServer({}, async () => {
      const refused = await post('checkout', body, newPeer())
      expect(refused.status).toBe(503)
      expect(refused.json).toMatchObject({ money_moved: false })
      expect(String(refused.json.error)).toMatch(/Online payments are not available on this site.*No money has moved/)
      expect((await post('online-payment', { reference: 'P-ABCDEFGHJK' }, newPeer())).status).toBe(503)
      expect((await post('test-confirm', { intent: `tpi_${'a'.repeat(24)}`, client_secret: 'x'.repeat(20), outcome: 'succeeded' }, newPeer())).status).toBe(503)
    })
    const rows = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM "reservations" WHERE "client_key" = ${body.client_key}`)
    expect((rows.rows[0] as { n: number }).n).toBe(0)
  })

  it('with PAYMENTS_TEST_MODE=true: it takes test payments, and never says money moved', async () => {
    const vehicle = await car()
    await asProductionServer({ PAYMENTS_TEST_MODE: 'true' }, async () => {
      const peer = newPeer()
      const started = await post('checkout', checkoutBody(vehicle), peer)
      expect(started.status).toBe(201)
      expect(started.json).toMatchObject({ test_mode: true, provider: 'test' })
      const paid = await post('test-confirm', { intent: started.json.intent, client_secret: started.json.client_secret, outcome: 'succeeded' }, peer)
      expect(paid.status).toBe(200)
      expect(paid.json).toMatchObject({ state: 'succeeded', settled: 'reserved', money_moved: false, test_mode: true })
    })
  })
})

describe('a payment request (P-) is bound to its shopper', () => {
  const reservePath = (slug: string) => `/cars/${slug}/checkout`
  const shopper = (name: string) => payload.create({ collection: 'customers', data: { site: site.id, email: `${unique(name)}@example.com`, name } as never, overrideAccess: true })
  const request = (email?: string) =>
    payload.create({ collection: 'reservations', data: { site: site.id, amount_cents: 42_000, description: 'Invoice 77', ...(email ? { email } : {}) } as never, user: f.a.editor, overrideAccess: false })

  it('made for an e-mail: only the signed-in shopper with that e-mail sees it; to another it does not exist', async () => {
    const pat = await shopper('pat')
    const sam = await shopper('sam')
    const r = await request(pat.email.toUpperCase())
    const unknown = await startOnlinePayment(payload, provider, { site, reference: 'P-2345678923', customer: sam, reservePath })
    const other = await startOnlinePayment(payload, provider, { site, reference: r.reference!, customer: sam, reservePath })
    expect(other).toEqual(unknown)
    expect(other).toMatchObject({ ok: false, status: 404 })
    expect(JSON.stringify(other)).not.toMatch(/42|Invoice|secret/)
    const own = await startOnlinePayment(payload, provider, { site, reference: r.reference!, customer: pat, reservePath })
    expect(own).toMatchObject({ ok: true, next: 'pay', amountCents: 42_000, description: 'Invoice 77' })
    // Still nothing for the other shopper once it has an intent.
    expect(await startOnlinePayment(payload, provider, { site, reference: r.reference!, customer: sam, reservePath })).toEqual(unknown)
  })

  it('made without an e-mail: the first shopper who opens it takes it; the next gets 404', async () => {
    const first = await shopper('first')
    const second = await shopper('second')
    const r = await request()
    const opened = await Promise.all([first, second].map((customer) => startOnlinePayment(payload, provider, { site, reference: r.reference!, customer, reservePath })))
    const winners = opened.filter((o) => o.ok)
    expect(winners).toHaveLength(1)
    expect(opened.filter((o) => !o.ok)).toEqual([expect.objectContaining({ status: 404 })])
    const bound = await payload.findByID({ collection: 'reservations', id: r.id, depth: 0, overrideAccess: true })
    const winner = opened[0]!.ok ? first : second
    expect(bound).toMatchObject({ email: winner.email, customer: winner.id })
    expect(await startOnlinePayment(payload, provider, { site, reference: r.reference!, customer: winner, reservePath })).toMatchObject({ ok: true })
  })
})
