/**
 * The trade-in valuation against PostgreSQL (issue 20): the lead is stored when the contact
 * details arrive, updated with the answers and the server's own offer, accepted as "3. Offer
 * Accepted" (event 18) and delivered with the valuation in the e-mail and a valid ADF; the steps
 * run only in order; bad input is refused with 4xx and stores nothing twice; /api/miscellaneous
 * on and off; a provider that is down still leaves the lead stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload, unique } from './payload'
import { dtdErrors } from '../support/adfDtd'
import type { createValuationHandlers as Factory } from '../../src/valuation/server/handlers'
import { withPeerAddress } from '@/security/peerAddress'

type Handlers = ReturnType<typeof Factory>
type Json = Record<string, any>

let payload: Payload
let f: TwoSites
let h: Handlers
let down: Handlers
let vehicleA: { id: number; slug?: string }
let vehicleB: { id: number }

beforeAll(async () => {
  process.env.ALTCHA_COST = '1'
  process.env.ALTCHA_MAX_COUNTER = '40'
  payload = await testPayload()
  f = await createTwoSites(payload)
  await payload.update({ collection: 'dealerships', id: f.a.dealership.id, data: { leadEmails: [{ email: 'sales@alpha.test' }] }, overrideAccess: true })
  const vehicle = async (dealership: number, over: Json) =>
    (await payload.create({
      collection: 'vehicles',
      data: { dealership, stocknum: unique('STK'), make: 'Toyota', model: 'Corolla', year: 2022, car_type: 'used', status: 'in_stock', price: 30_000, km: 40_000, ...over } as never, // the test passes a partial vehicle (required fields are filled by hooks)
      overrideAccess: true,
      context: { skipIndexSync: true },
    })) as { id: number; slug?: string }
  vehicleA = await vehicle(f.a.dealership.id, { make: 'Mazda', model: 'CX-5', price: 45_000 })
  await vehicle(f.a.dealership.id, { year: 2021, km: 50_000, price: 28_000 })
  await vehicle(f.a.dealership.id, { year: 2023, km: 20_000, price: 33_000, status: 'sold' })
  await vehicle(f.a.dealership.id, {})
  vehicleB = await vehicle(f.b.dealership.id, {})
  const { createValuationHandlers } = await import('../../src/valuation/server/handlers')
  const { ProviderError } = await import('../../src/valuation/server/providerError')
  const deps = { payload: testPayload, runDeliveryNow: false, rateLimit: { points: 1000, durationSeconds: 60 }, regoLookup: null }
  h = createValuationHandlers(deps)
  down = createValuationHandlers({
    ...deps,
    valuation: () => ({ name: 'http', value: async () => { throw new ProviderError('timeout', 'No answer within 8000 ms') } }),
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: ['deliverLead', 'confirmLead'] } }, overrideAccess: true })
})

async function solvedCaptcha(): Promise<string> {
  const { createCaptchaChallenge } = await import('../../src/forms/captcha')
  const challenge = await createCaptchaChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const req = (slug: string, path: string, body: unknown) =>
  new Request(`http://${slug}.localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'vitest', 'x-forwarded-for': '203.0.113.9' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const siteA = () => f.a.site.slug as string
const car = { rego: 'TRADE1', regoState: 'qld', make: 'Toyota', model: 'Corolla', year: 2022, variant: 'Ascent Sport' }
const answers = { odometer: 42000, serviceHistory: 'full', twoKeys: true, illegalModifications: false, condition: 'good', componentsPresent: true, underFinance: true }

async function startBody(over: Json = {}): Promise<Json> {
  return {
    userData: { name: 'Val Shopper', email: `${unique('val')}@example.com`, phone: '0412 345 678', postcode: '4000' },
    car,
    url: 'http://alpha.localhost/trade-in',
    lead_attributes: { visited_pages: ['/', '/trade-in'], linked_query_params: { utm_source: 'test' } },
    altcha: await solvedCaptcha(),
    ...over,
  }
}

const lead = async (id: number | string) => (await payload.findByID({ collection: 'leads', id: Number(id), depth: 0, overrideAccess: true })) as unknown as Json
const countLeads = async () => (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs

async function started(handlers = h, over: Json = {}): Promise<{ id: string; token: string }> {
  const res = await handlers.start(req(siteA(), '/api/valuation/start', await startBody(over)))
  expect(res.status).toBe(201)
  const body = (await res.json()) as Json
  return { id: body.lead_id, token: body.token }
}

describe('valuation flow', () => {
  it('stores the lead at start, updates it with the answers and the server offer, and accepts it as "3. Offer Accepted"', async () => {
    const s = await started(h, { car_id: vehicleA.id })
    let stored = await lead(s.id)
    expect(stored).toMatchObject({ kind: 'valuation', category: 'Trade-In Valuation', subcategory: '1. Valuation Started', vehicle: vehicleA.id, source: 'Website', user_agent: 'vitest' })
    expect(stored.valuation).toMatchObject({ state: 'started', mode: 'trade-in', car: { make: 'Toyota', model: 'Corolla', year: 2022, rego: 'TRADE1' }, lead_attributes: { linked_query_params: { utm_source: 'test' } } })
    expect(stored.valuation_token).not.toBe(s.token)
    // A shopper who leaves now is still delivered later.
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverLead' } }, limit: 200, overrideAccess: true })
    expect(jobs.docs.some((j) => Number((j.input as Json)?.leadId) === Number(s.id) && j.waitUntil)).toBe(true)

    // The browser's figures are never read: the server works the offer out.
    const adjusted = await h.adjust(req(siteA(), '/api/valuation/adjust', { id: s.id, token: s.token, adjustmentAnswers: { ...answers, offer_price: 1_000_000 }, offer_price: 1_000_000 }))
    expect(adjusted.status).toBe(200)
    const offer = (await adjusted.json()) as Json
    expect(offer.lead_id).toBe(s.id)
    expect(offer.offer_price).toBeGreaterThan(1000)
    expect(offer.offer_price).toBeLessThan(35_000)
    expect(offer.low).toBeLessThan(offer.offer_price)
    expect(offer.save_to_miscellaneous).toBe(false)
    stored = await lead(s.id)
    expect(stored.subcategory).toBe('2. Offer Made')
    expect(stored.fields).toMatchObject({ odometer: 42000, under_finance: true, service_history: 'full' })
    expect(stored.valuation).toMatchObject({ state: 'offered', offer_price: offer.offer_price, provider: 'local' })
    expect(stored.valuation.comparables.map((c: Json) => c.id).sort()).toHaveLength(3)
    expect(stored.valuation.adjustments[0].label).toMatch(/Dealer margin/)

    const accepted = await h.accept(req(siteA(), '/api/valuation/accept', { lead_id: s.id, token: s.token, form_completed: true, offer_accepted: true, category: 'Trade-In Valuation', subcategory: '3. Offer Accepted' }))
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({ lead_id: s.id, offer_accepted: true, event_id: 18 })
    stored = await lead(s.id)
    expect(stored).toMatchObject({ subcategory: '3. Offer Accepted', event_id: 18, fields: { form_completed: true, offer_accepted: true }, valuation: { state: 'accepted', accepted: true } })

    // Staff: the e-mail shows the valuation; the ADF is valid, trade-in with the odometer.
    const { toLeadView, toAdfInput } = await import('../../src/leads/delivery/leadView')
    const { buildLeadMail } = await import('../../src/leads/delivery/leadMail')
    const { buildAdf } = await import('../../src/leads/delivery/adf')
    const view = toLeadView(await payload.findByID({ collection: 'leads', id: Number(s.id), depth: 1, overrideAccess: true }))
    const mail = buildLeadMail(view)
    expect(mail.text).toContain(`Online offer: $${Number(offer.offer_price).toLocaleString('en-AU')}`)
    expect(mail.text).toContain('Offer accepted: Yes')
    expect(mail.text).toContain('Comparables:')
    const adf = buildAdf(toAdfInput(view))
    expect(adf).toContain('<vehicle interest="trade-in" status="used">')
    expect(adf).toContain('<odometer')
    expect(adf).toContain('>42000<')
    expect(await dtdErrors(adf)).toEqual([])

    // Done is done: no second acceptance, no new answers.
    const again = await h.accept(req(siteA(), '/api/valuation/accept', { lead_id: s.id, token: s.token, form_completed: true, offer_accepted: true }))
    expect(again.status).toBe(409)
    const late = await h.adjust(req(siteA(), '/api/valuation/adjust', { id: s.id, token: s.token, adjustmentAnswers: answers }))
    expect(late.status).toBe(409)
  })

  it('the steps run in order: accepting before an offer is 409; a wrong token or another site is 404', async () => {
    const s = await started()
    expect((await h.accept(req(siteA(), '/api/valuation/accept', { lead_id: s.id, token: s.token, offer_accepted: true }))).status).toBe(409)
    expect((await h.adjust(req(siteA(), '/api/valuation/adjust', { id: s.id, token: 'a'.repeat(64), adjustmentAnswers: answers }))).status).toBe(404)
    expect((await h.adjust(req(f.b.site.slug as string, '/api/valuation/adjust', { id: s.id, token: s.token, adjustmentAnswers: answers }))).status).toBe(404)
    expect((await h.adjust(req(siteA(), '/api/valuation/adjust', { id: '999999999', token: s.token, adjustmentAnswers: answers }))).status).toBe(404)
    expect((await lead(s.id)).subcategory).toBe('1. Valuation Started')
  })

  it('a car over 7 years old gets no online figure, a reason, and is delivered for a person to call', async () => {
    const s = await started(h, { car: { ...car, rego: 'OLD123', model: 'Camry', year: 2012 } })
    const res = await h.adjust(req(siteA(), '/api/valuation/adjust', { id: s.id, token: s.token, adjustmentAnswers: answers }))
    expect(res.status).toBe(200)
    const body = (await res.json()) as Json
    expect(body).toMatchObject({ offer_price: null, reason: 'age' })
    expect(body.message).toContain('over 7 years old')
    expect(await lead(s.id)).toMatchObject({ subcategory: '2. Call Requested (no online offer)', valuation: { state: 'no-figure', offer_price: null } })
    // Asking to be contacted finishes it; accepting is refused (there is no offer).
    expect((await h.accept(req(siteA(), '/api/valuation/accept', { lead_id: s.id, token: s.token, offer_accepted: true }))).status).toBe(409)
    expect((await h.accept(req(siteA(), '/api/valuation/accept', { lead_id: s.id, token: s.token, offer_accepted: false }))).status).toBe(200)
    expect((await lead(s.id)).subcategory).toBe('3. Contact Requested')
  })

  it('a valuation provider that is down or slow: "we will call you", and the lead is stored', async () => {
    const s = await started(down)
    const res = await down.adjust(req(siteA(), '/api/valuation/adjust', { id: s.id, token: s.token, adjustmentAnswers: answers }))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ offer_price: null, reason: 'unavailable' })
    expect(await lead(s.id)).toMatchObject({ kind: 'valuation', valuation: { state: 'no-figure', reason: 'unavailable', provider: 'http' } })
  })

  it('/sell-my-car mode: the ADF vehicle interest is "sell"', async () => {
    const s = await started(h, { mode: 'sell' })
    await h.adjust(req(siteA(), '/api/valuation/adjust', { id: s.id, token: s.token, adjustmentAnswers: answers }))
    const { toLeadView, toAdfInput } = await import('../../src/leads/delivery/leadView')
    const { buildAdf } = await import('../../src/leads/delivery/adf')
    const view = toLeadView(await payload.findByID({ collection: 'leads', id: Number(s.id), depth: 1, overrideAccess: true }))
    expect(view.category).toBe('Sell My Car')
    const adf = buildAdf(toAdfInput(view))
    expect(adf).toContain('<vehicle interest="sell" status="used">')
    expect(await dtdErrors(adf)).toEqual([])
  })
})

describe('bad input: clear 4xx, nothing stored', () => {
  it('refuses impossible years, negative and absurd odometers, another site\'s car, bots and replayed captchas', async () => {
    const before = await countLeads()
    const refused = async (body: Json | string, status = 400) => {
      const res = await h.start(req(siteA(), '/api/valuation/start', body))
      expect(res.status).toBe(status)
      return (await res.json()) as Json
    }
    expect((await refused(await startBody({ car: { ...car, year: 1800 } }))).errors['car.year']).toMatch(/year between 1950/)
    expect((await refused(await startBody({ car: { ...car, year: 2150 } }))).errors['car.year']).toMatch(/year between/)
    expect((await refused(await startBody({ userData: { name: 'A', email: 'a@example.com', phone: '0412 345 678', postcode: '40000' } }))).errors['userData.postcode']).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect((await refused(await startBody({ car_id: vehicleB.id }))).errors.car_id).toBe('This car is not listed on this site.')
    await refused(await startBody({ website_url: 'http://spam.example' }))
    await refused('{not json')
    const replay = await solvedCaptcha()
    const ok = await h.start(req(siteA(), '/api/valuation/start', await startBody({ altcha: replay })))
    expect(ok.status).toBe(201)
    expect((await refused(await startBody({ altcha: replay }))).error).toMatch(/already used/)
    expect(await countLeads()).toBe(before + 1)

    const s = (await ok.json()) as Json
    for (const odometer of [-5, 2_000_000, 12.5, 'lots']) {
      const res = await h.adjust(req(siteA(), '/api/valuation/adjust', { id: s.lead_id, token: s.token, adjustmentAnswers: { ...answers, odometer } }))
      expect(res.status).toBe(400)
      expect(((await res.json()) as Json).errors['adjustmentAnswers.odometer']).toMatch(/odometer in km/)
    }
    const tampered = await h.adjust(req(siteA(), '/api/valuation/adjust', { id: s.lead_id, token: s.token, adjustmentAnswers: { ...answers, condition: 'pristine' } }))
    expect(tampered.status).toBe(400)
    expect((await lead(s.lead_id)).valuation.state).toBe('started')
  })

  it('rego lookup: a demo plate resolves, an unknown plate is 404 with a message, a malformed one 400', async () => {
    const found = await h.lookup(req(siteA(), '/api/valuation/lookup', { rego: 'trade 1', regoState: 'qld' }))
    expect(found.status).toBe(200)
    expect(await found.json()).toMatchObject({ car: { make: 'Toyota', model: 'Corolla', year: 2022 } })
    const unknown = await h.lookup(req(siteA(), '/api/valuation/lookup', { rego: 'NOPE99', regoState: 'qld' }))
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as Json).error).toMatch(/could not find that plate/)
    expect((await h.lookup(req(siteA(), '/api/valuation/lookup', { rego: '<script>', regoState: 'qld' }))).status).toBe(400)
    expect((await h.lookup(req(siteA(), '/api/valuation/lookup', { rego: 'ABC123', regoState: 'xx' }))).status).toBe(400)
  })

  it('answers a stock plate exactly as any other known plate: same status, fields and headers; state-bound like the demo plates (issue 31 item 7)', async () => {
    const rego = `STK${Math.floor(Math.random() * 900 + 100)}`
    await payload.create({
      collection: 'vehicles',
      data: { dealership: f.a.dealership.id, stocknum: unique('STK'), regplate: rego, state: 'nsw', make: 'Kia', model: 'Cerato', year: 2020, car_type: 'used', status: 'in_stock', price: 20_000, km: 60_000 } as never,
      overrideAccess: true,
      context: { skipIndexSync: true },
    })
    const ask = async (plate: string, state: string) => {
      const res = await h.lookup(req(siteA(), '/api/valuation/lookup', { rego: plate, regoState: state }))
      return { status: res.status, headers: [...res.headers.keys()].sort(), body: (await res.json()) as Json }
    }
    const demo = await ask('TRADE2', 'nsw')
    const stock = await ask(rego, 'nsw')
    expect(demo.status).toBe(200)
    expect(stock.status).toBe(demo.status)
    expect(stock.headers).toEqual(demo.headers)
    expect(Object.keys(stock.body).sort()).toEqual(Object.keys(demo.body).sort())
    expect(Object.keys(stock.body.car).sort()).toEqual(Object.keys(demo.body.car).sort())
    expect(stock.body.car).toMatchObject({ make: 'Kia', model: 'Cerato', year: 2020 })
    // A demo plate asked in another state is unknown; so is a stock plate (it is registered in one state).
    const demoElsewhere = await ask('TRADE2', 'qld')
    const stockElsewhere = await ask(rego, 'qld')
    expect(demoElsewhere.status).toBe(404)
    expect(stockElsewhere.status).toBe(404)
    expect(stockElsewhere.body).toEqual(demoElsewhere.body)
  })

  it('is rate limited like the other lead endpoints', async () => {
    const { createValuationHandlers } = await import('../../src/valuation/server/handlers')
    const limited = createValuationHandlers({ payload: testPayload, runDeliveryNow: false, rateLimit: { points: 2, durationSeconds: 60 }, regoLookup: null })
    // A client address of its own each run, stamped as the server stamps a TCP peer (an
    // X-Forwarded-For from an untrusted peer is ignored, so every unstamped request shares one
    // address whose count the other tests of the run have already spent; the counts are kept in
    // the database).
    const ip = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const r = new Request(`http://${siteA()}.localhost:3000/api/valuation/start`, { method: 'POST', headers: withPeerAddress({ 'content-type': 'application/json' }, ip), body: '{}' })
      statuses.push((await limited.start(r)).status)
    }
    expect(statuses.slice(0, 2)).toEqual([400, 400])
    expect(statuses.slice(2)).toEqual([429, 429])
  })
})

describe('POST /api/miscellaneous (SPEC.md §7 Valuation save)', () => {
  it('an editor switching the setting on and off is obeyed by the very next request (no endpoint keeps its own copy of the site)', async () => {
    const s = await started()
    await h.adjust(req(siteA(), '/api/valuation/adjust', { id: s.id, token: s.token, adjustmentAnswers: answers }))
    const body = { lead_id: s.id, token: s.token, column_name: 'valuation', offer_price: 1 }
    expect((await h.miscellaneous(req(siteA(), '/api/miscellaneous', body))).status).toBe(404)
    await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { saveValuationToMiscellaneous: true } }, overrideAccess: true })
    try {
      expect((await h.miscellaneous(req(siteA(), '/api/miscellaneous', body))).status).toBe(200)
    } finally {
      await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { saveValuationToMiscellaneous: false } }, overrideAccess: true })
    }
    expect((await h.miscellaneous(req(siteA(), '/api/miscellaneous', body))).status).toBe(404)
  })

  it('off for the site: 404 and nothing saved; on: the server\'s own figures saved under "valuation"', async () => {
    const s = await started()
    await h.adjust(req(siteA(), '/api/valuation/adjust', { id: s.id, token: s.token, adjustmentAnswers: answers }))
    const body = { lead_id: s.id, token: s.token, column_name: 'valuation', offer_price: 1 }
    expect((await h.miscellaneous(req(siteA(), '/api/miscellaneous', body))).status).toBe(404)
    expect((await lead(s.id)).miscellaneous).toBeFalsy()

    await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { saveValuationToMiscellaneous: true } }, overrideAccess: true })
    const { createValuationHandlers } = await import('../../src/valuation/server/handlers')
    const fresh = createValuationHandlers({ payload: testPayload, runDeliveryNow: false, rateLimit: { points: 1000, durationSeconds: 60 }, regoLookup: null })
    expect((await fresh.miscellaneous(req(siteA(), '/api/miscellaneous', { ...body, column_name: 'other' }))).status).toBe(400)
    const saved = await fresh.miscellaneous(req(siteA(), '/api/miscellaneous', body))
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ success: true })
    const stored = await lead(s.id)
    expect(stored.miscellaneous.valuation).toMatchObject({ offer_price: stored.valuation.offer_price, lead_id: s.id })
    expect(stored.miscellaneous.valuation.offer_price).not.toBe(1)
    await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { saveValuationToMiscellaneous: false } }, overrideAccess: true })
  })
})
