/**
 * Vehicle page (issue 9) on PostgreSQL: the phone reveal endpoint stores a reveal for the right
 * site and refuses other sites' cars, unknown cars and floods; staff read only their site's
 * reveals; editing a vehicle expires the cache tag its page is cached under; the page's
 * visibility follows the site's base filter (hidden, sold too long ago, another site).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'

const expired: string[] = []
vi.mock('next/cache', () => ({
  // Outside a Next.js server there is no cache: load straight through, record expiries.
  unstable_cache: (fn: (...a: unknown[]) => unknown) => fn,
  revalidateTag: (tag: string) => {
    expired.push(tag)
  },
}))

import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { handlePhoneReveal, PHONE_REVEAL_LIMIT } from '../../src/vehicle/phoneRevealEndpoint'
import { getVehicle as getListedVehicle } from '../../src/data/vehicles'
import { vehicleTag } from '../../src/cache/tags'
import { encodeSiteKey } from '../../src/rules/siteKey'

let payload: Payload
let f: TwoSites
let carA: { id: number; slug: string }
let carB: { id: number; slug: string }
const DAY = 86_400

async function car(site: TwoSites['a'], extra: Record<string, unknown> = {}) {
  const doc = await payload.create({
    collection: 'vehicles',
    data: { dealership: site.dealership.id, location: site.location.id, make: 'Toyota', model: 'Corolla', year: 2024, stocknum: unique('S'), car_type: 'used', status: 'in_stock', price: 30000, ...extra } as never,
    overrideAccess: true,
    context: { skipIndexSync: true },
  })
  return doc as unknown as { id: number; slug: string }
}

const key = (site: { slug: string }) => encodeSiteKey({ kind: 'slug', slug: site.slug })
const post = (ip: string) => new Request('http://x/cars/a/phone-reveal', { method: 'POST', headers: { 'x-forwarded-for': ip }, body: '{}' })

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  carA = await car(f.a)
  carB = await car(f.b)
})

afterAll(() => {
  delete process.env.NEXT_RUNTIME
})

describe('phone reveal endpoint', () => {
  it('stores the reveal with the car, its dealership and the site of the host', async () => {
    const res = await handlePhoneReveal(post('10.0.0.1'), key(f.a.site), carA.slug)
    expect(res.status).toBe(201)
    const body = (await res.json()) as { id: number }
    const stored = await payload.findByID({ collection: 'phone-reveals', id: body.id, depth: 0, overrideAccess: true })
    expect(stored.vehicle).toBe(carA.id)
    expect(stored.dealership).toBe(f.a.dealership.id)
    expect(stored.site).toBe(f.a.site.id)
    expect(Date.now() - new Date(stored.revealedAt).getTime()).toBeLessThan(60_000)
  })

  it("refuses another site's car, an unknown car and a malformed slug with 404", async () => {
    const before = (await payload.count({ collection: 'phone-reveals', overrideAccess: true })).totalDocs
    expect((await handlePhoneReveal(post('10.0.0.2'), key(f.a.site), carB.slug)).status).toBe(404)
    expect((await handlePhoneReveal(post('10.0.0.2'), key(f.a.site), 'no-such-car')).status).toBe(404)
    expect((await handlePhoneReveal(post('10.0.0.2'), key(f.a.site), '%00')).status).toBe(404)
    expect((await handlePhoneReveal(post('10.0.0.2'), key(f.a.site), 'x'.repeat(5000))).status).toBe(404)
    expect((await payload.count({ collection: 'phone-reveals', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('answers 429 with Retry-After to a flood from one address', async () => {
    let last: Response | undefined
    for (let i = 0; i <= PHONE_REVEAL_LIMIT.points; i++) last = await handlePhoneReveal(post('10.0.0.3'), key(f.a.site), carA.slug)
    expect(last!.status).toBe(429)
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it("staff read only their own site's reveals; nobody creates them through the API", async () => {
    await handlePhoneReveal(post('10.0.0.4'), key(f.b.site), carB.slug)
    const seenByA = await payload.find({ collection: 'phone-reveals', user: f.a.editor as never, overrideAccess: false, depth: 0, limit: 100 })
    expect(seenByA.docs.length).toBeGreaterThan(0)
    expect(seenByA.docs.every((d) => d.site === f.a.site.id)).toBe(true)
    const seenByB = await payload.find({ collection: 'phone-reveals', user: f.b.editor as never, overrideAccess: false, depth: 0, limit: 100 })
    expect(seenByB.docs.every((d) => d.site === f.b.site.id)).toBe(true)
    await expect(
      payload.create({ collection: 'phone-reveals', data: { vehicle: carA.id, dealership: f.a.dealership.id, revealedAt: new Date().toISOString(), site: f.a.site.id }, user: f.a.editor as never, overrideAccess: false }),
    ).rejects.toThrow()
    const anonymous = await payload.find({ collection: 'phone-reveals', overrideAccess: false, depth: 0 }).catch(() => null)
    expect(anonymous?.docs.length ?? 0).toBe(0)
  })
})

describe('vehicle page cache and visibility', () => {
  it('editing a vehicle expires the tag its page is cached under', async () => {
    process.env.NEXT_RUNTIME = 'nodejs'
    expired.length = 0
    await payload.update({ collection: 'vehicles', id: carA.id, data: { price: 28000 } as never, overrideAccess: true, context: { skipIndexSync: true } })
    await new Promise((r) => setTimeout(r, 50))
    delete process.env.NEXT_RUNTIME
    expect(expired).toContain(vehicleTag(f.a.site.id, carA.slug))
    expect(expired).not.toContain(vehicleTag(f.b.site.id, carA.slug))
    const site = await payload.findByID({ collection: 'sites', id: f.a.site.id, depth: 0, overrideAccess: true })
    expect((await getListedVehicle(site, carA.slug))?.price).toBe(28000)
  })

  it('hidden cars, cars sold longer ago than the sold days and other sites\' cars are not listed', async () => {
    const site = await payload.findByID({ collection: 'sites', id: f.a.site.id, depth: 0, overrideAccess: true })
    const now = Math.floor(Date.now() / 1000)
    const hidden = await car(f.a, { show_on_dealer_website: false })
    const soldRecently = await car(f.a, { status: 'sold', sold_date_timestamp: now - 2 * DAY })
    const soldLongAgo = await car(f.a, { status: 'sold', sold_date_timestamp: now - 4 * DAY })
    expect(await getListedVehicle(site, hidden.slug)).toBeNull()
    expect(await getListedVehicle(site, soldLongAgo.slug)).toBeNull()
    expect((await getListedVehicle(site, soldRecently.slug))?.id).toBe(soldRecently.id)
    expect(await getListedVehicle(site, carB.slug)).toBeNull()
  })
})
