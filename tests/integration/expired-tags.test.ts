/**
 * Issue 32 "custom tags with a date in the past are dropped or flagged to staff", against
 * PostgreSQL: a car whose tag names a time that is over ("COMING LATE 2025" in November 2026)
 * shows no tag on its page or card, a future-dated tag still shows, and the admin dashboard names
 * the stale tag's car to that site's staff only.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { vehicleView } from '../../src/vehicle/vehicleView'
import { expiredTags } from '../../src/admin/dashboard/expiredTags'
import { Dashboard } from '../../src/admin/dashboard/Dashboard'
import type { Site, User, Vehicle } from '@/payload-types'

let payload: Payload
let f: TwoSites
let stale: Vehicle
let current: Vehicle
const nov2026 = new Date('2026-11-20T02:00:00Z')

async function car(tag: string): Promise<Vehicle> {
  return (await payload.create({
    collection: 'vehicles',
    data: { dealership: f.a.dealership.id, location: f.a.location.id, make: 'Mazda', model: 'CX-5', year: 2026, stocknum: unique('T'), car_type: 'new', status: 'in_stock', price: 41990, tag } as never,
    overrideAccess: true,
    context: { skipIndexSync: true },
  })) as unknown as Vehicle
}

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  stale = await car('COMING LATE 2025')
  current = await car('NEW 2099 MODEL')
})

describe('a car tag whose date has passed', () => {
  it('is not shown to shoppers; a tag naming a time still to come is', async () => {
    const site = (await payload.findByID({ collection: 'sites', id: f.a.site.id, depth: 0, overrideAccess: true })) as Site
    // Past the "new" window, so only the custom tag could show.
    const later = Date.now() + 30 * 86_400_000
    expect(vehicleView(stale, site, later).tag).toBeNull()
    expect(vehicleView(current, site, later).tag).toEqual({ kind: 'custom', text: 'NEW 2099 MODEL' })
  })

  it("is listed to the site's staff on the dashboard, with a link to the car, and to no other site's staff", async () => {
    const mine = await expiredTags(payload, f.a.site.id, f.a.editor as unknown as User, nov2026)
    expect(mine).toEqual({ count: 1, cars: [{ id: stale.id, name: expect.stringContaining(String(stale.stocknum)), tag: 'COMING LATE 2025' }] })
    expect((await expiredTags(payload, f.a.site.id, f.b.editor as unknown as User, nov2026)).count).toBe(0)
    const html = renderToStaticMarkup((await Dashboard({ payload, user: f.a.editor } as never))!)
    expect(html).toContain('1 car has a tag whose date has passed')
    expect(html).toContain(`/admin/collections/vehicles/${stale.id}`)
    expect(html).toContain('COMING LATE 2025')
    expect(html).not.toContain('NEW 2099 MODEL')
  })
})
