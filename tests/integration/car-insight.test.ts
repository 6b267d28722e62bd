/**
 * Per-car insight (issue 35 §5) against PostgreSQL: every car page view beacon sent to a site's
 * host adds one to that car's views of the day (one row per car and day, no count lost when views
 * arrive together); a view of another site's car or a bad beacon is a 4xx and counts nothing; staff
 * read a car's views, leads, saves and days in stock only for their own sites, and the dashboard
 * lists the cars getting attention (most viewed this week, no lead); old days are pruned once.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

vi.mock('next/cache', () => ({
  unstable_cache: (fn: (...a: unknown[]) => unknown) => fn,
  revalidateTag: () => undefined,
}))

import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { handleVitalsBeacon } from '../../src/vitals/beaconEndpoint'
import { pruneCarViews, recordCarView } from '../../src/insight/views'
import { carInsight, carsGettingAttentionOf } from '../../src/insight/carInsightReport'
import { Dashboard } from '@/admin/dashboard/Dashboard'
import { encodeSiteKey } from '../../src/rules/siteKey'
import { withPeerAddress } from '@/security/peerAddress'
import { utcDay } from '@/rules/webVitals'
import type { User, Vehicle } from '@/payload-types'

let payload: Payload
let f: TwoSites
const cars: Record<string, Vehicle> = {}

const view = (site: { slug: string }, body: unknown) =>
  handleVitalsBeacon(
    new Request(`http://${site.slug}.localhost/web-vitals`, {
      method: 'POST',
      // A client address of this file's own: requests without one share the "unknown" rate-limit
      // key with web-vitals.test.ts, which runs beside it and spends that key's limit on purpose.
      headers: withPeerAddress({ 'content-type': 'text/plain;charset=UTF-8', host: `${site.slug}.localhost` }, '203.0.113.35'),
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    encodeSiteKey({ kind: 'slug', slug: site.slug }),
  )
const carView = (slug: string | null | undefined) => ({ path: `/cars/${slug}`, width: 390, metrics: {}, view: true })

type ViewRow = { site_id: number; vehicle_id: number; day: string; views: number }
const viewRows = async (vehicleId: number): Promise<ViewRow[]> => ((await payload.db.drizzle.execute(sql`SELECT * FROM "vehicle_views" WHERE "vehicle_id" = ${vehicleId}`)) as unknown as { rows: ViewRow[] }).rows

const addCar = async (dealership: number, name: string, over: Record<string, unknown> = {}) =>
  (await payload.create({
    collection: 'vehicles',
    data: { dealership, name, stocknum: unique('IN'), make: 'Toyota', model: 'Corolla', year: 2022, car_type: 'used', status: 'in_stock', price: 24_990, show_on_dealer_website: true, listed_at: new Date(Date.now() - 12 * 86_400_000).toISOString(), ...over } as never,
    overrideAccess: true,
  })) as Vehicle

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  cars.watched = await addCar(f.a.dealership.id, 'Watched Corolla')
  cars.enquired = await addCar(f.a.dealership.id, 'Enquired Camry', { model: 'Camry' })
  cars.quiet = await addCar(f.a.dealership.id, 'Quiet Yaris', { model: 'Yaris' })
  cars.other = await addCar(f.b.dealership.id, 'Bravo Mazda', { make: 'Mazda', model: 'CX-5' })
})

describe('counting car page views', () => {
  it('adds every view of a car page to that car’s row of the day, on the host’s site, with no cookie', async () => {
    const first = await view(f.a.site, carView(cars.watched!.slug))
    expect(first.status).toBe(204)
    expect(first.headers.get('set-cookie')).toBeNull()
    expect((await view(f.a.site, carView(cars.watched!.slug))).status).toBe(204)
    const rows = await viewRows(cars.watched!.id)
    expect(rows.map((r) => [r.site_id, r.day, Number(r.views)])).toEqual([[f.a.site.id, utcDay(new Date()), 2]])
  })

  it('loses no view when they arrive together (one row, every view)', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => view(f.a.site, carView(cars.enquired!.slug))))
    expect(results.every((r) => r.status === 204)).toBe(true)
    const rows = await viewRows(cars.enquired!.id)
    expect(rows).toHaveLength(1)
    expect(Number(rows[0]!.views)).toBe(10)
  })

  it('counts a view with metrics once and still records the metrics', async () => {
    expect((await view(f.a.site, { ...carView(cars.watched!.slug), metrics: { LCP: 1200 } })).status).toBe(204)
    expect(Number((await viewRows(cars.watched!.id))[0]!.views)).toBe(3)
    const vitals = await payload.find({ collection: 'web-vitals', where: { and: [{ site: { equals: f.a.site.id } }, { metric: { equals: 'LCP' } }] }, overrideAccess: true })
    expect(vitals.docs.length).toBe(1)
  })

  it('refuses another site’s car and bad beacons with a 4xx and counts nothing', async () => {
    const otherSite = await view(f.a.site, carView(cars.other!.slug))
    expect(otherSite.status).toBe(404)
    expect(await otherSite.json()).toEqual({ error: 'No car of this site has that page.' })
    expect(await viewRows(cars.other!.id)).toEqual([])
    expect((await view(f.a.site, { path: '/search/used', width: 390, metrics: {}, view: true })).status).toBe(400)
    expect((await view(f.a.site, { ...carView(cars.quiet!.slug), view: 1 })).status).toBe(400)
    expect((await view(f.a.site, { ...carView(cars.quiet!.slug), visitor: 'x' })).status).toBe(400)
    expect((await view(f.a.site, '{not json')).status).toBe(400)
    expect(await viewRows(cars.quiet!.id)).toEqual([])
  })
})

describe('what staff see', () => {
  beforeAll(async () => {
    await payload.create({
      collection: 'leads',
      data: { site: f.a.site.id, kind: 'enquiry', category: 'Vehicle Enquiry', subcategory: 'Used', name: 'Casey Buyer', email: 'casey@example.com', phone: '0412 345 678', vehicle: cars.enquired!.id, dealership: f.a.dealership.id, fields: { message: 'Still available?' } } as never,
      overrideAccess: true,
    })
    const customer = await payload.create({ collection: 'customers', data: { site: f.a.site.id, email: `${unique('shopper')}@example.com` } as never, overrideAccess: true })
    await payload.create({ collection: 'watchlist-items', data: { site: f.a.site.id, customer: customer.id, vehicle: cars.watched!.id } as never, overrideAccess: true })
  })

  it('gives a car’s views, leads, saves and days in stock to its site’s staff, nothing to another site’s', async () => {
    const mine = await carInsight(payload, cars.watched!.id, f.a.editor as unknown as User)
    expect(mine).toEqual({ viewsThisWeek: 3, viewsRecent: 3, viewsKept: 3, leads: 0, saves: 1, daysInStock: 12 })
    expect(await carInsight(payload, cars.enquired!.id, f.a.editor as unknown as User)).toMatchObject({ viewsThisWeek: 10, leads: 1, saves: 0 })
    expect(await carInsight(payload, cars.watched!.id, f.b.editor as unknown as User)).toBeNull()
    expect(await carInsight(payload, cars.watched!.id, f.admin as unknown as User)).toMatchObject({ viewsThisWeek: 3 })
  })

  it('lists the cars getting attention: most viewed this week without a lead, for the site’s staff only', async () => {
    const attention = await carsGettingAttentionOf(payload, f.a.site.id, f.a.editor as unknown as User)
    expect(attention).toEqual([{ id: cars.watched!.id, name: 'Watched Corolla', views: 3 }])
    expect(await carsGettingAttentionOf(payload, f.a.site.id, f.b.editor as unknown as User)).toEqual([])
    const html = renderToStaticMarkup((await Dashboard({ payload, user: f.a.editor } as never))!)
    const panel = html.slice(html.indexOf('data-testid="cars-attention"'), html.indexOf('data-testid="vitals"'))
    expect(panel).toContain('Cars getting attention')
    expect(panel).toContain('Watched Corolla</a> · 3 views')
    expect(panel).not.toContain('Enquired Camry')
    expect(renderToStaticMarkup((await Dashboard({ payload, user: f.b.editor } as never))!)).not.toContain('Watched Corolla')
  })

  it('leaves out a car once it is sold', async () => {
    await payload.update({ collection: 'vehicles', id: cars.watched!.id, data: { status: 'sold' }, overrideAccess: true })
    expect(await carsGettingAttentionOf(payload, f.a.site.id, f.a.editor as unknown as User)).toEqual([])
  })
})

describe('retention', () => {
  it('deletes days older than the window, once (idempotent), and keeps the rest', async () => {
    const old = new Date(Date.now() - 120 * 86_400_000)
    await recordCarView(payload, f.a.site.id, cars.quiet!.id, old)
    await recordCarView(payload, f.a.site.id, cars.quiet!.id)
    const first = await pruneCarViews(payload)
    expect(first.deleted).toBeGreaterThanOrEqual(1)
    expect((await pruneCarViews(payload)).deleted).toBe(0)
    expect((await viewRows(cars.quiet!.id)).map((r) => r.day)).toEqual([utcDay(new Date())])
  })
})
