/**
 * Times that read right (issue 32) against PostgreSQL: a Queensland site's dashboard counts the
 * leads of its own day ("0 leads today" at 11:10 pm Queensland time after 3 that evening, because
 * Sydney's day had begun), and a lead's screen and the leads list write its times in its location's
 * zone, one way, with the zone ("Created 12:49 PM" beside "Received 11:49 pm" before).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { siteFigures } from '@/admin/dashboard/figures'
import { Dashboard } from '@/admin/dashboard/Dashboard'
import { LeadSummary } from '@/leads/admin/LeadSummary'
import { LeadTimeCell } from '@/leads/admin/LeadTimeCell'
import type { User } from '@/payload-types'

let payload: Payload
// Fri 20 Nov 2026, 11:10 pm in Brisbane (AEST, UTC+10) = Sat 21 Nov, 12:10 am in Sydney (AEDT, UTC+11).
const NOW = new Date('2026-11-20T13:10:00Z')
// 3 pm, 10 pm and 10:45 pm that Friday in Brisbane.
const EVENING = ['2026-11-20T05:00:00.000Z', '2026-11-20T12:00:00.000Z', '2026-11-20T12:45:00.000Z']

async function siteWithStaff(name: string, defaultState: string) {
  const site = await payload.create({ collection: 'sites', data: { name, slug: unique(name.toLowerCase().replace(/\W+/g, '-')), defaultState } as never, overrideAccess: true })
  const dealership = await payload.create({ collection: 'dealerships', data: { name, site: site.id, dealerLicenceNumber: '4242' }, overrideAccess: true })
  const editor = await payload.create({
    collection: 'users',
    data: { email: `${unique('times')}@example.com`, password: 'test-password-1', role: 'site-editor', sites: [{ site: site.id }] } as never,
    overrideAccess: true,
  })
  return { site, dealership, editor: { ...editor, collection: 'users' as const } as unknown as User }
}

const createLead = (site: number, createdAt: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'leads',
    data: { site, kind: 'enquiry', category: 'General Enquiry', name: 'Night Owl', email: 'owl@example.com', fields: {}, delivery_status: 'delivered', createdAt, ...extra } as never,
    overrideAccess: true,
  })

let queensland: Awaited<ReturnType<typeof siteWithStaff>>
let sydney: Awaited<ReturnType<typeof siteWithStaff>>

beforeAll(async () => {
  payload = await testPayload()
  queensland = await siteWithStaff('Sunshine Coast Motors', 'qld')
  sydney = await siteWithStaff('Harbour City Motors', 'nsw')
  for (const at of EVENING) {
    await createLead(queensland.site.id, at)
    await createLead(sydney.site.id, at)
  }
  // The day before in Brisbane: not today.
  await createLead(queensland.site.id, '2026-11-19T13:30:00.000Z')
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the dashboard counts "today" in each site’s own zone', () => {
  it('a Queensland site at 11:10 pm Brisbane time counts that evening’s leads (3 pm to 10:45 pm) as today', async () => {
    const figures = await siteFigures(payload, queensland.site, queensland.editor, { now: NOW })
    expect(figures.leadsToday).toBe(3)
  })

  it('a Sydney site at the same instant is already in Saturday: none of them is today', async () => {
    const figures = await siteFigures(payload, sydney.site, sydney.editor, { now: NOW })
    expect(figures.leadsToday).toBe(0)
  })

  it('the Queensland editor’s dashboard shows 3 new leads today, says whose day it is, and links to the leads since Brisbane’s midnight', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    const html = renderToStaticMarkup((await Dashboard({ payload, user: queensland.editor } as never))!)
    vi.useRealTimers()
    const today = /data-testid="leads-today"><a href="([^"]+)"><span[^>]*>(\d+)<\/span>/.exec(html)
    expect(today?.[2]).toBe('3')
    expect(decodeURIComponent(today![1]!.replace(/&amp;/g, '&'))).toContain('[createdAt][greater_than_equal]=2026-11-19T14:00:00.000Z')
    expect(html).toContain('Today and this week in Brisbane time (AEST)')
  })
})

describe('a lead’s times are in its location’s zone, one format with the zone', () => {
  it('the lead screen of a Brisbane yard’s lead on a Sydney site reads Brisbane time, and hides Payload’s own dates', async () => {
    const location = await payload.create({
      collection: 'locations',
      data: { name: 'Brisbane yard', site: sydney.site.id, dealership: sydney.dealership.id, location_type: 'sales', address: { street: '1 Main St', city: 'Brisbane', state: 'qld', postcode: '4000' } } as never,
      overrideAccess: true,
    })
    const lead = await createLead(sydney.site.id, '2026-11-20T13:49:00.000Z', { location: location.id, dealership: sydney.dealership.id })
    const html = renderToStaticMarkup((await LeadSummary({ id: lead.id, payload, user: sydney.editor } as never))!)
    expect(html).toContain('Received 20 Nov 2026, 11:49 pm AEST')
    expect(html).toContain('.collection-edit--leads .doc-controls__value-wrap { display: none; }')

    // The leads list (read at depth 0: ids only) writes the same time the same way.
    const cell = renderToStaticMarkup(await LeadTimeCell({ cellData: lead.createdAt, rowData: { location: location.id, site: sydney.site.id }, payload } as never))
    expect(cell).toContain('20 Nov 2026, 11:49 pm AEST')
  })

  it('a lead with no location reads its site’s zone (Sydney in daylight saving: AEDT)', async () => {
    const lead = await createLead(sydney.site.id, '2026-11-20T13:49:00.000Z')
    const html = renderToStaticMarkup((await LeadSummary({ id: lead.id, payload, user: sydney.editor } as never))!)
    expect(html).toContain('Received 21 Nov 2026, 12:49 am AEDT')
    const cell = renderToStaticMarkup(await LeadTimeCell({ cellData: lead.createdAt, rowData: { site: sydney.site.id }, payload } as never))
    expect(cell).toContain('21 Nov 2026, 12:49 am AEDT')
  })
})
