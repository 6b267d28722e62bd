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
import { testPayload } from './payload'
import { LeadSummary } from '@/leads/admin/LeadSummary'
import { siteFigures } from '@/admin/dashboard/figures'
import { Dashboard } from '@/admin/dashboard/Dashboard'
import type { User } from '@/payload-types'

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
    const { createValuationHandlers } = await import('../../src/valuation/handlers')
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
