/**
 * Issue 32 "Every car must resolve to a place a shopper can visit", against PostgreSQL: the
 * inventory import (and the new-dealer wizard's feed, which goes through it) keeps a car whose
 * dealership has no location as a draft (stored with everything the row gave, not listed) and
 * says so; once the dealership has a location the next import places and lists it; the admin
 * dashboard names such cars to staff ("N cars have no location to be seen at", with links).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { importVehicles } from '../../src/inventory/importVehicles'
import { csvRows } from '../../src/inventory/readFile'
import { importDealerFeed } from '../../src/admin/newDealer/importFeed'
import { placelessCars } from '../../src/admin/dashboard/placelessCars'
import { Dashboard } from '../../src/admin/dashboard/Dashboard'
import type { User } from '@/payload-types'

let payload: Payload
let f: TwoSites
let yard: { id: number; slug: string }

const HEADER = 'dealership_slug,stocknum,make,model,year,car_type,price,km'
const feed = (...lines: string[]) => csvRows([HEADER, ...lines].join('\r\n') + '\r\n').rows

async function stored(stocknum: string) {
  const { docs } = await payload.find({ collection: 'vehicles', where: { and: [{ dealership: { equals: yard.id } }, { stocknum: { equals: stocknum } }] }, depth: 0, overrideAccess: true })
  return docs
}

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  const d = await payload.create({ collection: 'dealerships', data: { name: 'Yard Used Cars', slug: unique('yard-used'), site: f.a.site.id }, overrideAccess: true })
  yard = { id: d.id as number, slug: d.slug as string }
})

describe('the inventory import and a dealership with no location', () => {
  const stock = unique('Y')

  it('keeps the car as a draft (stored, not listed) and says why in the report', async () => {
    const report = await importVehicles(payload, feed(`${yard.slug},${stock},Toyota,Corolla,2019,used,18990,64000`), { site: f.a.site.slug as string })
    expect(report.created).toBe(1)
    expect(report.rejected).toBe(0)
    expect(report.heldWithoutLocation).toEqual([{ row: 2, dealership: yard.slug, stocknum: stock }])
    expect(report.warnings.join('\n')).toContain(`1 car of ${yard.slug} was kept as a draft (stored, not listed)`)
    expect(report.warnings.join('\n')).toMatch(/no location for shoppers to see them at\. Add a sales location/)
    const [car] = await stored(stock)
    expect(car).toMatchObject({ make: 'Toyota', model: 'Corolla', price: 18990, km: 64000, show_on_dealer_website: false })
    expect(car.location ?? null).toBeNull()
  })

  it('places and lists the car at the next import once the dealership has a location', async () => {
    const location = await payload.create({
      collection: 'locations',
      data: { name: 'Yard Auburn', slug: unique('yard-auburn'), site: f.a.site.id, dealership: yard.id, location_type: 'sales', primary: true, address: { city: 'Auburn', state: 'nsw' } },
      overrideAccess: true,
    })
    const report = await importVehicles(payload, feed(`${yard.slug},${stock},Toyota,Corolla,2019,used,18990,64000`), { site: f.a.site.slug as string })
    expect(report.updated).toBe(1)
    expect(report.heldWithoutLocation).toEqual([])
    const [car] = await stored(stock)
    expect(car).toMatchObject({ location: location.id, show_on_dealer_website: true })
    await payload.delete({ collection: 'locations', id: location.id, overrideAccess: true })
  })
})

describe("the new-dealer wizard's feed", () => {
  it('answers how many cars were kept as drafts, with the reason', async () => {
    const stock = unique('W')
    const result = await importDealerFeed(
      payload,
      { name: 'stock.csv', bytes: new TextEncoder().encode(`${HEADER}\r\n,${stock},Mazda,CX-5,2021,used,31990,42000\r\n`) },
      f.a.site.slug as string,
      yard.slug,
    )
    expect(result).toMatchObject({ created: 1, rejected: 0, drafts: 1 })
    expect(result.problems.join('\n')).toMatch(/kept as a draft .*no location for shoppers to see them at/)
    expect((await stored(stock))[0]).toMatchObject({ model: 'CX-5', show_on_dealer_website: false })
  })
})

describe('the dashboard', () => {
  it("shows the site's staff the cars with no location, with links, and nothing to another site", async () => {
    const mine = await placelessCars(payload, f.a.site.id, f.a.editor as unknown as User)
    expect(mine.count).toBeGreaterThanOrEqual(1)
    expect(mine.cars[0].name).toMatch(/Corolla|CX-5/)
    const theirs = await placelessCars(payload, f.a.site.id, f.b.editor as unknown as User)
    expect(theirs.count).toBe(0)
    const html = renderToStaticMarkup((await Dashboard({ payload, user: f.a.editor } as never))!)
    expect(html).toContain(`${mine.count} car${mine.count === 1 ? ' has' : 's have'} no location to be seen at`)
    expect(html).toContain(`/admin/collections/vehicles/${mine.cars[0].id}`)
    expect(html).toContain('location%5D%5Bexists%5D=false')
  })
})
