/** Collection rules against PostgreSQL: per-site slugs, validation, derived fields. */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'

let payload: Payload
let f: TwoSites

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
})

describe('locations', () => {
  it('derives the slug from the name', async () => {
    const loc = await payload.create({
      collection: 'locations',
      data: { name: 'Maroochydore Service & Parts', site: f.a.site.id, dealership: f.a.dealership.id },
      overrideAccess: true,
    })
    expect(loc.slug).toBe('maroochydore-service-and-parts')
  })

  it('allows the same slug on two sites but not twice on one site', async () => {
    const data = (site: TwoSites['a']) => ({ name: 'Head Office', slug: 'head-office', site: site.site.id, dealership: site.dealership.id })
    await payload.create({ collection: 'locations', data: data(f.a), overrideAccess: true })
    await payload.create({ collection: 'locations', data: data(f.b), overrideAccess: true })
    const error = await payload.create({ collection: 'locations', data: data(f.a), overrideAccess: true }).catch((e) => e)
    expect(error?.data?.errors?.[0]).toMatchObject({ path: 'slug', message: expect.stringMatching(/already uses the slug "head-office"/) })
  })

  it('rejects a postcode that is not 4 digits with the SPEC message', async () => {
    await expect(
      payload.create({
        collection: 'locations',
        data: { name: 'Bad', site: f.a.site.id, dealership: f.a.dealership.id, address: { postcode: '12a' } },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/Postcode/i)
  })
})

describe('sites', () => {
  it('applies SPEC.md defaults to settings', async () => {
    const site = await payload.create({ collection: 'sites', data: { name: 'Defaults', slug: unique('defaults') }, overrideAccess: true })
    expect(site.settings).toMatchObject({
      hitsPerPage: 21,
      soldDays: 3,
      financeInterestRate: 10,
      reviewsMinimumRating: 4,
      truckMapsTo: 'lightTruck',
      reservePath: 'checkout',
      reservationDeposit: 200,
      financePath: '/finance',
      captchaEnabled: true,
      enquiryMessageRequired: true,
      popularMakesFirst: false,
    })
    expect(site.defaultState).toBe('qld')
  })

  it('rejects a slug that is not URL-safe', async () => {
    await expect(payload.create({ collection: 'sites', data: { name: 'Bad', slug: 'Bad Slug!' }, overrideAccess: true })).rejects.toThrow()
  })

  it('lists its dealerships through the join', async () => {
    const site = await payload.findByID({ collection: 'sites', id: f.a.site.id, depth: 0, overrideAccess: true })
    const ids = (site.dealerships?.docs ?? []).map((d) => (typeof d === 'object' ? d.id : d))
    expect(ids).toContain(f.a.dealership.id)
    expect(ids).not.toContain(f.b.dealership.id)
  })
})
