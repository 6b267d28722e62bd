/**
 * Issue 32, "Mail a shopper can keep": the .eml files the outbox writes (no SMTP_URL) are parsed as
 * a mail client would: multipart/alternative with a plain-text and a branded HTML part, links and
 * images absolute on the site's domain; a test drive's time in words (shopper and dealer, ADF too);
 * an accepted trade-in offer gets its e-mail; buy online has its own subject, choices and terms;
 * a deposit receipt is a tax invoice with the GST it includes.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Media, Site, Vehicle } from '../../src/payload-types'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload, unique } from './payload'
import { htmlUrls, leaves, readMessage } from '../support/eml'

let payload: Payload
let f: TwoSites
let mailDir: string
let origin: string
let car: Vehicle
let photo: Media
let logo: Media

const rateLimit = { points: 1000, durationSeconds: 60 }

async function image(label: string, siteId: number): Promise<Media> {
  const data = await sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 200, g: 0, b: 0 } } }).png().toBuffer()
  return (await payload.create({ collection: 'media', data: { alt: label, site: siteId } as never, file: { data, mimetype: 'image/png', name: `${unique(label)}.png`, size: data.length }, overrideAccess: true })) as Media
}

beforeAll(async () => {
  mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-keep-'))
  delete process.env.SMTP_URL
  process.env.MAIL_DIR = mailDir
  payload = await testPayload()
  f = await createTwoSites(payload)
  const domain = `www.${f.a.site.slug}.example`
  origin = `https://${domain}`
  logo = await image('logo', f.a.site.id)
  photo = await image('corolla', f.a.site.id)
  await payload.update({
    collection: 'sites',
    id: f.a.site.id,
    data: {
      name: 'Sunshine Toyota',
      domains: [{ domain }],
      defaultState: 'qld',
      branding: { logo: logo.id, primaryColour: '#c00000', textOnPrimary: '#ffffff' },
      settings: { captchaEnabled: false, reservationsEnabled: true, onlinePurchaseUsed: true, reservationDeposit: 500, phoneNumbersShown: ['location'] },
    } as never,
    overrideAccess: true,
  })
  await payload.update({ collection: 'dealerships', id: f.a.dealership.id, data: { companyName: 'Sunshine Toyota Pty Ltd', abn: '88 443 456 789', leadEmails: [{ email: 'sales@alpha.test' }] }, overrideAccess: true })
  await payload.update({
    collection: 'locations',
    id: f.a.location.id,
    data: { address: { street: '1 Main Street', city: 'Noosa Heads', state: 'qld', postcode: '4567' }, contact_detail: { phone: '07 5400 1234', email: 'sales@sunshine.test' } },
    overrideAccess: true,
  })
  car = (await payload.create({
    collection: 'vehicles',
    data: { dealership: f.a.dealership.id, location: f.a.location.id, stocknum: unique('MK'), make: 'Toyota', model: 'Corolla', year: 2021, car_type: 'used', status: 'in_stock', price: 24_990, show_on_dealer_website: true, images: [{ image: photo.id }] } as never,
    overrideAccess: true,
    context: { skipIndexSync: true },
  })) as Vehicle
})

afterAll(async () => {
  await new Promise((r) => setTimeout(r, 1000)) // background lead jobs of the checkout finish first
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: ['deliverLead', 'confirmLead', 'releaseReservations'] } }, overrideAccess: true })
  await fs.rm(mailDir, { recursive: true, force: true })
})

const outbox = async (leadId: number, channel: 'confirmation' | 'email') =>
  (await payload.find({ collection: 'mail-outbox', where: { and: [{ lead: { equals: leadId } }, { channel: { equals: channel } }] }, overrideAccess: true })).docs

async function runJob(task: 'confirmLead' | 'deliverLead', leadId: number): Promise<void> {
  const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: task } }, limit: 500, overrideAccess: true })
  const job = jobs.docs.find((j) => Number((j.input as { leadId?: unknown } | null)?.leadId) === leadId)
  expect(job, `a ${task} job for lead ${leadId}`).toBeDefined()
  await payload.jobs.runByID({ id: job!.id, silent: true })
}

/** The lead's sent e-mail on the channel, parsed. */
async function sentMail(leadId: number, channel: 'confirmation' | 'email' = 'confirmation') {
  const rows = await outbox(leadId, channel)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ state: 'sent', transport: 'file' })
  return readMessage(await fs.readFile(rows[0].file!, 'utf8'))
}

/** The HTML part's text as a reader sees it (entities decoded). */
const shown = (html: string) => html.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/** What every shopper e-mail must be: both parts, links and images absolute on the site's domain. */
function expectKeepable(mail: ReturnType<typeof readMessage>) {
  expect(mail.message.type).toBe('multipart/alternative')
  expect(mail.message.parts.map((p) => p.type)).toEqual(['text/plain', 'text/html'])
  expect(mail.text.length).toBeGreaterThan(100)
  expect(mail.html).not.toMatch(/<style|<link|<script/i)
  const { links, images } = htmlUrls(mail.html)
  for (const link of links) expect(link).toMatch(/^(https:\/\/www\.[^/]+\.example\/|tel:\+?\d+$)/)
  for (const link of links.filter((l) => l.startsWith('https:'))) expect(new URL(link).origin).toBe(origin)
  expect(images.length).toBeGreaterThan(0)
  for (const src of images) expect(new URL(src).origin).toBe(origin)
  expect(images).toContain(`${origin}${logo.url}`)
  return { links, images }
}

describe('a test drive', () => {
  it("is confirmed to the shopper in branded HTML with its time in words, and the dealer's mail and ADF give the time in words too", async () => {
    const { createLeadSubmitHandler } = await import('../../src/leads/submit')
    const submit = createLeadSubmitHandler({ payload: testPayload, runDeliveryNow: false, rateLimit })
    const res = await submit(
      new Request(`http://${f.a.site.slug}.localhost:3000/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'vitest', 'x-forwarded-for': '203.0.113.20' },
        body: JSON.stringify({ kind: 'test-drive', fields: { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412 345 678', booking_date: '2026-11-29T10:00' }, car_id: car.id }),
      }),
    )
    expect(res.status).toBe(201)
    const leadId = Number(((await res.json()) as { lead_id: string }).lead_id)
    await runJob('confirmLead', leadId)
    const mail = await sentMail(leadId)
    expect(mail.subject).toBe('We have received your request to test drive the 2021 Toyota Corolla - alpha Motors')
    for (const part of [mail.text, shown(mail.html)]) {
      expect(part).toContain('Sunday 29 November 2026 at 10:00 am (AEST)')
      expect(part).not.toContain('2026-11-29T10:00')
      expect(part).toContain('$24,990')
      expect(part).toContain('1 Main Street, Noosa Heads QLD 4567')
      expect(part).toContain('07 5400 1234')
    }
    const { links, images } = expectKeepable(mail)
    // The links go to routes the site has: its home page and the car's page.
    expect(links).toContain(`${origin}/cars/${car.slug}`)
    expect(links).toContain(`${origin}/`)
    expect(images).toContain(`${origin}${photo.url}`)
    expect(mail.text).toContain(`See the car: ${origin}/cars/${car.slug}`)

    await runJob('deliverLead', leadId)
    const dealer = await sentMail(leadId, 'email')
    expect(dealer.text).toContain('Test Drive Booking Date: Sunday 29 November 2026 at 10:00 am (AEST)')
    expect(dealer.text).not.toContain('2026-11-29T10:00')
    const adf = leaves(dealer.message).find((p) => /adf|xml/i.test(p.type) || /\.xml/i.test(p.headers['content-disposition'] ?? ''))
    expect(adf?.body).toContain('Test Drive Booking Date: Sunday 29 November 2026 at 10:00 am (AEST)')
  })
})

describe('an accepted trade-in offer', () => {
  it('is e-mailed to the shopper with the amount, the car, what happens next and the terms, once', async () => {
    const { createValuationHandlers } = await import('../../src/valuation/server/handlers')
    // The offer itself is the valuation's business (tests/integration/valuation.test.ts): a fixed one here.
    const fixedOffer = { eligible: true as const, offer: 18_500, low: 17_000, high: 20_000, retailEstimate: 24_000, comparables: [], adjustments: [] }
    const h = createValuationHandlers({ payload: testPayload, runDeliveryNow: false, rateLimit, regoLookup: null, valuation: () => ({ name: 'fixed', value: async () => fixedOffer }) })
    const post = (p: string, body: unknown) =>
      new Request(`http://${f.a.site.slug}.localhost:3000${p}`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'vitest', 'x-forwarded-for': '203.0.113.21' }, body: JSON.stringify(body) })
    const start = await h.start(
      post('/api/valuation/start', {
        userData: { name: 'Val Shopper', email: 'val@example.com', phone: '0412 345 678', postcode: '4000' },
        car: { rego: 'TRADE9', regoState: 'qld', make: 'Mazda', model: '3', year: 2018, variant: 'Maxx' },
        url: `${origin}/trade-in`,
      }),
    )
    expect(start.status).toBe(201)
    const { lead_id, token } = (await start.json()) as { lead_id: string; token: string }
    const answers = { odometer: 85000, serviceHistory: 'full', twoKeys: true, illegalModifications: false, condition: 'good', componentsPresent: true, underFinance: false }
    const adjusted = await h.adjust(post('/api/valuation/adjust', { id: lead_id, token, adjustmentAnswers: answers }))
    const offer = (await adjusted.json()) as { offer_price: number }
    expect(offer.offer_price).toBe(18_500)
    const accepted = await h.accept(post('/api/valuation/accept', { lead_id, token, offer_accepted: true, form_completed: true }))
    expect(accepted.status).toBe(200)

    await runJob('confirmLead', Number(lead_id))
    const mail = await sentMail(Number(lead_id))
    const amount = '$18,500'
    expect(mail.subject).toBe(`Your trade-in offer of ${amount} for your 2018 Mazda 3 Maxx is accepted - alpha Motors`)
    for (const part of [mail.text, shown(mail.html)]) {
      expect(part).toContain(amount)
      expect(part).toContain('2018 Mazda 3 Maxx')
      expect(part).toContain('Rego TRADE9 (QLD)')
      expect(part).toContain('What happens next')
      expect(part).toContain('will call you to arrange a time to inspect your car')
      expect(part).toContain("The offer's terms")
      expect(part).toContain('subject to an inspection of your car')
      // No car and no location on the lead: the dealership's own place is given.
      expect(part).toContain('1 Main Street, Noosa Heads QLD 4567')
    }
    expectKeepable(mail)
    // A second run (a retry) sends nothing more.
    const { sendLeadConfirmation } = await import('../../src/leads/delivery/confirm')
    expect(await sendLeadConfirmation(payload, Number(lead_id))).toBe('delivered')
    expect(await outbox(Number(lead_id), 'confirmation')).toHaveLength(1)
  })
})

describe('buy online', () => {
  it('has its own subject, the chosen finance and pickup, the money-back and return terms, and a tax invoice with the GST', async () => {
    const { createTestProvider } = await import('../../src/payments/testProvider')
    const { settlePayment, startCheckout } = await import('../../src/reservations/server/service')
    const provider = createTestProvider(async () => payload.db.drizzle)
    const site = (await payload.findByID({ collection: 'sites', id: f.a.site.id, overrideAccess: true })) as Site
    const started = await startCheckout(payload, provider, {
      site,
      kind: 'buy-online',
      carSlug: car.slug!,
      contact: { name: 'Bea Buyer', email: 'bea@example.com', phone: '0412 345 678' },
      clientKey: unique('key').replace(/[^A-Za-z0-9_-]/g, '').padEnd(20, 'x').slice(0, 60),
      details: { trade_in: 'no', trade_in_description: '', payment_method: 'finance', handover: 'pickup', delivery_address: '', conditions_accepted: true },
    })
    expect(started.ok).toBe(true)
    if (!started.ok) return
    const confirmed = await provider.confirm(started.intentId, started.clientSecret!, 'succeeded')
    expect(await settlePayment(payload, provider, confirmed.event!)).toBe('reserved')
    const r = (await payload.find({ collection: 'reservations', where: { reference: { equals: started.reference } }, overrideAccess: true, depth: 0 })).docs[0]!
    const leadId = Number(r.lead)
    const { sendLeadConfirmation } = await import('../../src/leads/delivery/confirm')
    // The job the payment started may be sending it right now: this run sends it or finds it sent.
    for (let i = 0; i < 50 && (await outbox(leadId, 'confirmation'))[0]?.state !== 'sent'; i++) {
      await sendLeadConfirmation(payload, leadId)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const mail = await sentMail(leadId)
    expect(mail.subject).toBe('Your online purchase of the 2021 Toyota Corolla: deposit received - alpha Motors')
    const date = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(r.paid_at!))
    for (const part of [mail.text, shown(mail.html)]) {
      expect(part).toContain('Finance enquiry: our team contacts you with finance options')
      expect(part).toContain('Pick up from the dealership')
      expect(part).toContain('48-hour money-back guarantee')
      expect(part).toContain('14-day return policy')
      expect(part).toContain('at most 500 km driven;')
      expect(part).toContain('Tax invoice')
      expect(part).toContain('Sunshine Toyota Pty Ltd')
      expect(part).toContain('ABN 88 443 456 789')
      expect(part).toContain(`Date: ${date}`)
      expect(part).toContain('Total (GST inclusive): $500.00')
      expect(part).toContain('GST included: $45.45')
      expect(part).toContain(started.reference)
    }
    expectKeepable(mail)
  })
})
