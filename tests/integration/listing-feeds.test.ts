/**
 * Listing feeds (issue 35 §3) against PostgreSQL: a site's feeds list its cars in stock that have
 * what Google and Meta require, pass the checker of the committed specification tables, leave a sold
 * car out at once, report every car left out with its reason to that site's staff only, answer 404
 * with a sentence for an unknown file or a site with the setting off, and read under the stock tags.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'

const cacheTags: string[][] = []
vi.mock('next/cache', () => ({
  // Records the tags a cached read is stored under, and loads straight through.
  unstable_cache: (fn: (...a: unknown[]) => unknown, _key: string[], options: { tags?: string[] }) => {
    cacheTags.push(options?.tags ?? [])
    return fn
  },
  revalidateTag: () => undefined,
}))

import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { feedFileResponse } from '../../src/feeds/feedResponse'
import { EDGE_TAGS_HEADER } from '../../src/edge/edgeHeaders'
import { siteFeedReport } from '../../src/feeds/feedReport'
import { cachedSiteFeed, readSiteFeed } from '../../src/feeds/siteFeed'
import { vehicleListTags } from '../../collections/Vehicles/hooks/revalidate'
import { checkGoogleFeed, checkGoogleStores, checkMetaFeed } from '../support/feedChecker'
import type { Site, User, Vehicle } from '@/payload-types'

let payload: Payload
let f: TwoSites
let site: Site
const ORIGIN = 'https://www.alpha-motors.example'
const cars: Record<string, Vehicle> = {}

const addCar = async (dealership: number, location: number | null, over: Record<string, unknown>) =>
  (await payload.create({
    collection: 'vehicles',
    data: { dealership, location, stocknum: unique('FD'), make: 'Toyota', model: 'RAV4', badge: 'GX', year: 2023, car_type: 'used', item_type: 'car', status: 'in_stock', price: 38_990, km: 21_500, colour: 'White', simple_body: 'SUV', vin: 'JT1234567890' + String(Math.floor(Math.random() * 90_000) + 10_000), show_on_dealer_website: true, images: [{ url: 'https://images.example/rav4.jpg' }], ...over } as never,
    overrideAccess: true,
  })) as Vehicle
const get = async (file: string, s: Site | null = site) => feedFileResponse(s, file, () => ORIGIN)
const reload = async (id: number) => (await payload.findByID({ collection: 'sites', id, depth: 0, overrideAccess: true })) as Site

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  await payload.update({ collection: 'locations', id: f.a.location.id, data: { slug: 'alpha-sales', address: { street: '1 Main Street', city: 'Noosa Heads', state: 'qld', postcode: '4567', lat: -26.39, long: 153.09 } }, overrideAccess: true })
  await payload.update({ collection: 'sites', id: f.a.site.id, data: { settings: { listingFeedsEnabled: true } } as never, overrideAccess: true })
  site = await reload(f.a.site.id)
  const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 200, g: 0, b: 0 } } }).png().toBuffer()
  const photo = await payload.create({ collection: 'media', data: { alt: 'RAV4', site: f.a.site.id } as never, file: { data: png, mimetype: 'image/png', name: `${unique('rav4')}.png`, size: png.length }, overrideAccess: true })
  // An uploaded photo (as the seed and the admin store them) and an external photo URL (as feeds import them).
  cars.good = await addCar(f.a.dealership.id, f.a.location.id, { name: 'Good RAV4', images: [{ image: photo.id }] })
  cars.newCar = await addCar(f.a.dealership.id, f.a.location.id, { name: 'New Corolla', model: 'Corolla', car_type: 'new', km: null, simple_body: 'Hatch' })
  cars.caravan = await addCar(f.a.dealership.id, f.a.location.id, { name: 'Jayco Caravan', make: 'Jayco', model: 'Starcraft', item_type: 'caravan', km: null })
  cars.noVin = await addCar(f.a.dealership.id, f.a.location.id, { name: 'No VIN Hilux', model: 'Hilux', vin: null })
  cars.noPlace = await addCar(f.a.dealership.id, null, { name: 'Placeless Yaris', model: 'Yaris' })
  cars.hidden = await addCar(f.a.dealership.id, f.a.location.id, { name: 'Hidden Camry', show_on_dealer_website: false })
  cars.other = await addCar(f.b.dealership.id, f.b.location.id, { name: 'Bravo Mazda', make: 'Mazda', model: 'CX-5' })
})

describe('the feed files of a site', () => {
  it('list the site’s cars in stock that have what the ads need, and pass the specification checker', async () => {
    const google = await get('google-vehicle-ads.tsv')
    expect(google.status).toBe(200)
    expect(google.headers.get('content-type')).toBe('text/tab-separated-values; charset=utf-8')
    const check = checkGoogleFeed(await google.text())
    expect(check.errors).toEqual([])
    expect(check.rows.map((r) => r.title).sort()).toEqual(['Good RAV4', 'New Corolla'])
    expect(check.rows.find((r) => r.title === 'Good RAV4')!.image_link).toMatch(new RegExp(`^${ORIGIN}/api/media/file/rav4-.+\\.(png|webp)$`))
    expect(check.rows.find((r) => r.title === 'New Corolla')!.image_link).toBe('https://images.example/rav4.jpg')
    expect(check.rows.find((r) => r.title === 'Good RAV4')).toMatchObject({ price: '38990.00 AUD', condition: 'used', mileage: '21500 km', store_code: 'alpha-sales', dealership_name: 'alpha Motors', dealership_address: '1 Main Street, Noosa Heads QLD 4567, AU', vehicle_fulfillment: 'in_store:alpha-sales', link: `${ORIGIN}/cars/${cars.good!.slug}` })

    const stores = checkGoogleStores(await (await get('google-vehicle-stores.tsv')).text())
    expect(stores.errors).toEqual([])
    expect(stores.rows.map((r) => r.store_code)).toEqual(['alpha-sales'])

    const meta = await get('meta-vehicles.csv')
    expect(meta.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const metaCheck = checkMetaFeed(await meta.text())
    expect(metaCheck.errors).toEqual([])
    expect(metaCheck.rows.map((r) => r.title).sort()).toEqual(['Good RAV4', 'New Corolla'])
    expect(metaCheck.rows.find((r) => r.title === 'New Corolla')).toMatchObject({ state_of_vehicle: 'NEW', body_style: 'HATCHBACK', 'address.city': 'Noosa Heads' })
  })

  it('drops a car the moment it is sold', async () => {
    const sold = await addCar(f.a.dealership.id, f.a.location.id, { name: 'Soon Sold Kluger', model: 'Kluger' })
    expect(await (await get('google-vehicle-ads.tsv')).text()).toContain('Soon Sold Kluger')
    await payload.update({ collection: 'vehicles', id: sold.id, data: { status: 'sold' }, overrideAccess: true })
    expect(await (await get('google-vehicle-ads.tsv')).text()).not.toContain('Soon Sold Kluger')
    expect(await (await get('meta-vehicles.csv')).text()).not.toContain('Soon Sold Kluger')
  })

  it('answers 404 with a sentence for an unknown file, an unknown site, and a site whose feeds are off', async () => {
    const unknown = await get('google-vehicle-ads.xml')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('/feeds/google-vehicle-ads.tsv')
    expect((await get('google-vehicle-ads.tsv', null)).status).toBe(404)
    const off = await get('google-vehicle-ads.tsv', await reload(f.b.site.id))
    expect(off.status).toBe(404)
    expect(await off.text()).toBe('Listing feeds are off for this site (site settings, "Listing feeds").')
  })

  it('is read under the site’s vehicle list tag, which every stock change of the site expires', async () => {
    cacheTags.length = 0
    process.env.NEXT_RUNTIME = 'nodejs'
    try {
      await cachedSiteFeed(site)
    } finally {
      delete process.env.NEXT_RUNTIME
    }
    const tags = cacheTags.at(-1) ?? []
    expect(tags).toEqual(expect.arrayContaining(vehicleListTags({ site: site.id })))
    expect(tags).toContain(`site:${site.id}`)
  })

  it('names the site’s and its cars’ tags for the edge in front, which purges the feed when one changes', async () => {
    const answer = await get('meta-vehicles.csv')
    const edgeTags = (answer.headers.get(EDGE_TAGS_HEADER) ?? '').split(',')
    expect(edgeTags).toEqual(expect.arrayContaining([`site:${site.id}`, ...vehicleListTags({ site: site.id })]))
    expect(answer.headers.get('cache-control')).toMatch(/\bpublic\b/)
  })
})

describe('the feed report', () => {
  it('names every car left out and why, to the site’s own staff only', async () => {
    const report = await siteFeedReport(site, f.a.editor as unknown as User)
    expect(report).not.toBeNull()
    expect(report!.urls.map((u) => u.split('/feeds/')[1])).toEqual(['google-vehicle-ads.tsv', 'google-vehicle-stores.tsv', 'meta-vehicles.csv'])
    expect(report!.included).toBe(2)
    expect(report!.excluded.map((l) => [l.name, l.reason]).sort()).toEqual([
      ['Jayco Caravan', 'caravan'],
      ['No VIN Hilux', 'no-vin'],
      ['Placeless Yaris', 'no-address'],
    ])
    expect(await siteFeedReport(site, f.b.editor as unknown as User)).toBeNull()
    expect(await siteFeedReport(site, f.admin as unknown as User)).not.toBeNull()
  })

  it('considers every car of the site once and none of another site', async () => {
    const feed = await readSiteFeed(payload, site)
    expect(feed.considered).toBe(feed.included.length + feed.excluded.length)
    expect(new Set([...feed.included.map((c) => c.id), ...feed.excluded.map((l) => l.id)]).size).toBe(feed.considered)
    expect(feed.included.some((c) => c.name === 'Bravo Mazda')).toBe(false)
  })
})
