/**
 * Where leads come from (issue 35 §4) against PostgreSQL: a form lead and a trade-in valuation
 * lead store the channel and the visit's touches the browser sent; junk in the source is a 400
 * with a message and stores nothing; a site with tracking off stores none; staff read "Source:
 * Google Ads" on their own site's lead and the dashboard counts this week's leads by source per
 * site, and another site's staff see neither.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { testPayload, unique } from './payload'
import { LeadSummary } from '@/leads/admin/LeadSummary'
import { siteFigures } from '@/admin/dashboard/figures'
import { Dashboard } from '@/admin/dashboard/Dashboard'
import type { Site, User, Vehicle } from '@/payload-types'

let payload: Payload
let f: TwoSites
let submit: (request: Request) => Promise<Response>

const googleAd = {
  first: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', gclid: 'EAIaIQobChMI', landing_path: '/', at: '2026-12-06T09:00:00.000Z' },
  last: { landing_path: '/cars/', at: '2026-12-06T09:05:00.000Z' },
}
const contact = { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412 345 678', message: 'Is it available?' }

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  for (const site of [f.a.site, f.b.site]) {
    await payload.update({ collection: 'sites', id: site.id, data: { settings: { captchaEnabled: false, valuationEnabled: true } }, overrideAccess: true })
  }
  const { createLeadSubmitHandler } = await import('../../src/leads/submit')
  submit = createLeadSubmitHandler({ payload: testPayload, runDeliveryNow: false, rateLimit: { points: 1000, durationSeconds: 60 } })
})

function post(siteSlug: string, path: string, body: unknown) {
  return new Request(`http://${siteSlug}.localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'vitest', 'x-forwarded-for': '203.0.113.35' },
    body: JSON.stringify(body),
  })
}

async function storedLead(id: string | number) {
  return (await payload.findByID({ collection: 'leads', id: Number(id), depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
}

describe('a lead keeps where the shopper came from', () => {
  it('an enquiry from a Google Ads landing stores "Google Ads" and both touches', async () => {
    const res = await submit(post(f.a.site.slug as string, '/api/leads', { kind: 'enquiry', fields: contact, lead_source: googleAd }))
    expect(res.status).toBe(201)
    const lead = await storedLead(((await res.json()) as { lead_id: string }).lead_id)
    expect(lead.lead_source).toBe('Google Ads')
    expect(lead.lead_touches).toEqual(googleAd)
  })

  it('a trade-in valuation lead stores its source too', async () => {
    const { createValuationHandlers } = await import('../../src/valuation/server/handlers')
    const h = createValuationHandlers({ payload: testPayload, runDeliveryNow: false, rateLimit: { points: 1000, durationSeconds: 60 }, regoLookup: null })
    const res = await h.start(
      post(f.a.site.slug as string, '/api/valuation/start', {
        userData: { name: 'Val Shopper', email: 'val@example.com', phone: '0412 345 678', postcode: '4000' },
        car: { make: 'Mazda', model: '3', year: 2018 },
        lead_source: { first: { fbclid: 'IwAR0', at: '2026-12-06T09:00:00.000Z' }, last: { fbclid: 'IwAR0' } },
      }),
    )
    expect(res.status).toBe(201)
    const lead = await storedLead(((await res.json()) as { lead_id: string }).lead_id)
    expect(lead.lead_source).toBe('Facebook')
  })

  it('a paid reservation\'s lead carries the source its checkout started with', async () => {
    const { createTestProvider } = await import('../../src/payments/testProvider')
    const { settlePayment, startCheckout } = await import('../../src/reservations/server/service')
    const site = (await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { reservationsEnabled: true, reservationDeposit: 250 } }, overrideAccess: true })) as Site
    const car = (await payload.create({
      collection: 'vehicles',
      data: { dealership: f.a.dealership.id, location: f.a.location.id, stocknum: unique('SRC'), make: 'Toyota', model: 'Corolla', year: 2021, car_type: 'used', status: 'in_stock', price: 24_990, show_on_dealer_website: true } as never,
      overrideAccess: true,
    })) as Vehicle
    const provider = createTestProvider(async () => payload.db.drizzle)
    const started = await startCheckout(payload, provider, {
      site,
      kind: 'reserve',
      carSlug: car.slug!,
      contact: { name: 'Res Shopper', email: 'res@example.com', phone: '0412 345 678' },
      clientKey: unique('key').replace(/[^A-Za-z0-9_-]/g, '').padEnd(20, 'x').slice(0, 60),
      details: { lead_source: { first: { utm_source: 'newsletter', utm_medium: 'email' }, last: {} } },
    })
    expect(started.ok).toBe(true)
    if (!started.ok) return
    const confirmed = await provider.confirm(started.intentId, started.clientSecret!, 'succeeded')
    expect(await settlePayment(payload, provider, confirmed.event!)).toBe('reserved')
    const r = (await payload.find({ collection: 'reservations', where: { reference: { equals: started.reference } }, overrideAccess: true, depth: 0 })).docs[0]!
    const lead = await storedLead(r.lead as number)
    expect(lead.lead_source).toBe('Email')
    // The touches are kept as the source, not listed among the reservation's details.
    expect(String((lead.fields as { message?: string }).message)).not.toContain('lead source')
  })

  it.each([
    ['a string', 'google'],
    ['an unknown part', { first: { utm_source: 'google', evil: '<script>' }, last: {} }],
    ['an overlong tag', { first: { utm_source: 'g'.repeat(5000) }, last: {} }],
  ])('junk in the source (%s) is a 400 with a message, and nothing is stored', async (_what, junk) => {
    const before = (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs
    const res = await submit(post(f.a.site.slug as string, '/api/leads', { kind: 'enquiry', fields: contact, lead_source: junk }))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: string; errors: Record<string, string> }
    expect(body.error).toBe('Please check the form.')
    expect(Object.keys(body.errors).some((k) => k.startsWith('lead_source'))).toBe(true)
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('a site with lead source tracking off stores none', async () => {
    await payload.update({ collection: 'sites', id: f.b.site.id, data: { settings: { leadSourceTracking: false } }, overrideAccess: true })
    const { createLeadSubmitHandler } = await import('../../src/leads/submit')
    const fresh = createLeadSubmitHandler({ payload: testPayload, runDeliveryNow: false, rateLimit: { points: 1000, durationSeconds: 60 } })
    const res = await fresh(post(f.b.site.slug as string, '/api/leads', { kind: 'enquiry', fields: contact, lead_source: googleAd }))
    expect(res.status).toBe(201)
    const lead = await storedLead(((await res.json()) as { lead_id: string }).lead_id)
    expect(lead.lead_source ?? null).toBeNull()
    expect(lead.lead_touches ?? null).toBeNull()
  })
})

describe('staff see the source, on their own sites only', () => {
  it('the lead says "Source: Google Ads" to its site\'s staff and nothing to another site\'s', async () => {
    const res = await submit(post(f.a.site.slug as string, '/api/leads', { kind: 'test-drive', fields: { ...contact, booking_date: '2026-12-20T10:00' }, lead_source: googleAd }))
    const id = ((await res.json()) as { lead_id: string }).lead_id
    const html = async (user: unknown) => {
      const element = await LeadSummary({ id, payload, user } as never)
      return element ? renderToStaticMarkup(element) : ''
    }
    const own = await html(f.a.editor)
    expect(own).toContain('Source: Google Ads')
    expect(own).toContain('First touch')
    expect(await html(f.b.editor)).toBe('')
  })

  it("the dashboard counts this week's leads by source per site, and another site's editor sees none of them", async () => {
    const own = await siteFigures(payload, f.a.site, f.a.editor as unknown as User)
    expect(own.leadsThisWeekBySource).toContainEqual({ source: 'Google Ads', count: 2 })
    expect(own.leadsThisWeekBySource).toContainEqual({ source: 'Facebook', count: 1 })
    const other = await siteFigures(payload, f.a.site, f.b.editor as unknown as User)
    expect(other.leadsThisWeekBySource).toEqual([])
    const page = renderToStaticMarkup((await Dashboard({ payload, user: f.a.editor } as never))!)
    expect(page).toMatch(/By source this week:.*Google Ads 2/)
    const otherPage = renderToStaticMarkup((await Dashboard({ payload, user: f.b.editor } as never))!)
    expect(otherPage).not.toContain('Google Ads')
  })
})
