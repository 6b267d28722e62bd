/**
 * The admin's first screen (issue 22, item 1) against PostgreSQL: a site editor sees their site's
 * new leads today and this week by kind, leads not yet delivered, cars added and sold this week,
 * drafts and offers ending soon, with a "View site" link; nothing of another site; platform
 * admins see every site with the index's health, "in step" only when the index has every car of the
 * site the database has (issue 31 §6: it compared every indexed car with the cars shown on the site).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { siteFigures } from '@/admin/dashboard/figures'
import { Dashboard } from '@/admin/dashboard/Dashboard'
import type { User } from '@/payload-types'
import { ensureLoaded } from '@/search/embedded'
import { runSearchJobs } from '@/search/jobs'

let payload: Payload
let f: TwoSites

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  const lead = (site: number, kind: string, delivery: string) =>
    payload.create({ collection: 'leads', data: { site, kind, category: 'General Enquiry', name: 'Shopper', email: 's@example.com', fields: {}, delivery_status: delivery } as never, overrideAccess: true })
  await lead(f.a.site.id, 'enquiry', 'delivered')
  await lead(f.a.site.id, 'enquiry', 'pending')
  await lead(f.a.site.id, 'test-drive', 'failed')
  await lead(f.b.site.id, 'enquiry', 'pending')
  const car = (status: string, sold?: number) =>
    payload.create({
      collection: 'vehicles',
      data: { dealership: f.a.dealership.id, location: f.a.location.id, stocknum: unique('D'), make: 'Toyota', model: 'Yaris', year: 2024, car_type: 'new', status, price: 25_000, show_on_dealer_website: true, ...(sold ? { sold_date_timestamp: sold } : {}) } as never,
      overrideAccess: true,
      context: { skipIndexSync: true },
    })
  await car('in_stock')
  await car('sold', Math.floor(Date.now() / 1000) - 60)
  await payload.create({ collection: 'pages', data: { title: 'Winter sale', slug: unique('winter'), site: f.a.site.id, _status: 'draft', layout: [] } as never, overrideAccess: true, draft: true })
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString()
  await payload.create({ collection: 'offers', data: { name: 'Runout deal', sites: [f.a.site.id], validUntil: inAWeek, _status: 'published' } as never, overrideAccess: true })
})

describe('dashboard figures', () => {
  it("count a site editor's own site", async () => {
    const figures = await siteFigures(payload, f.a.site, f.a.editor as unknown as User)
    expect(figures).toMatchObject({ leadsToday: 3, leadsThisWeek: 3, undelivered: 2, failedThisWeek: 1, carsAddedThisWeek: 2, carsSoldThisWeek: 1, drafts: { pages: 1, posts: 0 } })
    expect(figures.leadsThisWeekByKind).toEqual([{ kind: 'enquiry', count: 2 }, { kind: 'test-drive', count: 1 }])
    expect(figures.offersEndingSoon.map((o) => o.name)).toEqual(['Runout deal'])
    expect(figures.index).toBeUndefined()
  })

  it("show nothing of a site to another site's editor", async () => {
    const figures = await siteFigures(payload, f.a.site, f.b.editor as unknown as User)
    expect(figures).toMatchObject({ leadsToday: 0, undelivered: 0, carsAddedThisWeek: 0, drafts: { pages: 0, posts: 0 }, offersEndingSoon: [] })
  })
})

describe('the dashboard', () => {
  const render = async (user: unknown) => renderToStaticMarkup((await Dashboard({ payload, user } as never))!)

  it("shows a site editor their site with View site and the figures' links, and no other site", async () => {
    const html = await render(f.a.editor)
    expect(html).toContain(`${f.a.site.name} today`)
    expect(html).toContain(`href="http://${f.a.site.slug}.localhost:`)
    expect(html).toContain('View site')
    expect(html).toMatch(/New leads today/)
    expect(html).toContain('/admin/collections/leads?')
    expect(html).not.toContain(f.b.site.name as string)
    expect(html).not.toContain('Search index')
  })

  it('shows a platform admin every site with its health', async () => {
    const html = await render(f.admin)
    expect(html).toContain('Every site today')
    expect(html).toContain(f.a.site.name as string)
    expect(html).toContain(f.b.site.name as string)
    expect(html).toMatch(/Search index: (\d+|unreachable) of \d+ cars/)
    expect(html).toContain('Failed deliveries this week: 1')
  })
})

describe("the index's health", () => {
  it('is "in step" on a quiet site whose index has all its cars, hidden and long-sold ones included', async () => {
    const site = await payload.create({ collection: 'sites', data: { name: 'Quiet Motors', slug: unique('quiet') }, overrideAccess: true })
    const dealership = await payload.create({ collection: 'dealerships', data: { name: 'Quiet Motors', site: site.id, dealerLicenceNumber: '1' }, overrideAccess: true })
    const car = (over: Record<string, unknown>) =>
      payload.create({
        collection: 'vehicles',
        data: { site: site.id, dealership: dealership.id, stocknum: unique('Q'), make: 'Mazda', model: 'CX-5', year: 2022, car_type: 'used', status: 'in_stock', price: 33_000, show_on_dealer_website: true, ...over } as never,
        overrideAccess: true,
      })
    await car({})
    await car({})
    await car({ show_on_dealer_website: false })
    await car({ status: 'sold', sold_date_timestamp: Math.floor(Date.now() / 1000) - 400 * 86_400 })
    await ensureLoaded(payload)
    await runSearchJobs(payload)
    const figures = await siteFigures(payload, site, f.admin as unknown as User, { withHealth: true })
    expect(figures.index).toEqual({ indexed: 4, stored: 4 })
    const html = renderToStaticMarkup((await Dashboard({ payload, user: f.admin } as never))!)
    expect(html).toContain('Search index: 4 of 4 cars (in step)')
  })
})
