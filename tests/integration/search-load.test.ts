/**
 * The one vehicle → record reader (src/search/readVehicleRecords.ts: the embedded index's start-up
 * load, the sync jobs, change notices) reads vehicles at depth 0 and fills in their dealership,
 * locations, site and images itself: the records must be exactly the ones a depth-1 read gives
 * (names, location, distribution locations, image and thumbnail URLs), for every car.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique } from './payload'
import { createTwoSites, type TwoSites } from './fixtures'
import { loadAllRecords } from '../../src/search/embedded'
import { LOAD_PAGE_SIZE, readVehicleRecords } from '../../src/search/readVehicleRecords'
import { toSearchRecord } from '../../src/search/record'

let payload: Payload
let f: TwoSites
/** The cars this file creates (other files' cars share the database). */
const created: string[] = []
/** The car with every kind of field the record reads (its site publishes rego and market data, maps trucks to utes). */
let richCarId = ''

beforeAll(async () => {
  payload = await testPayload()
  f = await createTwoSites(payload)
  const image = async (name: string) => {
    const data = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366aa' } }).jpeg().toBuffer()
    return payload.create({ collection: 'media', data: { alt: name }, file: { data, mimetype: 'image/jpeg', name: `${unique(name)}.jpg`, size: data.length }, overrideAccess: true })
  }
  const [one, two] = [await image('front'), await image('side')]
  const alsoAt = await payload.create({
    collection: 'locations',
    data: { name: unique('Also at'), site: f.a.site.id, dealership: f.a.dealership.id, location_type: 'sales' },
    overrideAccess: true,
  })
  for (const [site, images] of [
    [f.a, [one.id, two.id]],
    [f.b, [two.id]],
    [f.a, []],
  ] as const) {
    const car = await payload.create({
      collection: 'vehicles' as never,
      data: {
        dealership: site.dealership.id,
        location: site.location.id,
        stocknum: unique('LOAD'),
        make: 'Toyota',
        model: 'Corolla',
        year: 2024,
        car_type: 'used',
        status: 'in_stock',
        price: 29_990,
        show_on_dealer_website: true,
        images: images.map((id) => ({ image: id })),
        distribution_locations: site === f.a ? [alsoAt.id] : [],
      } as never,
      overrideAccess: true,
    })
    created.push(String((car as { id: number }).id))
  }
  // Site a's settings that change records (RECORD_SETTINGS), all away from their defaults.
  await payload.update({
    collection: 'sites',
    id: f.a.site.id,
    data: { settings: { truckMapsTo: 'ute', searchShowsRego: true, searchShowsMarketData: true, specialFeature: 'used' } } as never,
    overrideAccess: true,
  })
  const rich = await payload.create({
    collection: 'vehicles' as never,
    data: {
      dealership: f.a.dealership.id,
      location: f.a.location.id,
      distribution_locations: [alsoAt.id, f.a.location.id],
      stocknum: unique('RICH'),
      vin: 'JTNB11HK103000001',
      regplate: ' ABC123 ',
      rego_expiry: '2027-03-01T00:00:00.000Z',
      build_date: '2019-05-01T00:00:00.000Z',
      compliance_date: '2019-06-15T10:30:00.000Z',
      listed_at: '2026-11-30T08:15:00.000Z',
      make: 'Jayco',
      model: 'Starcraft',
      badge: 'Outback',
      series: 'MY20',
      year: 2020,
      car_type: 'used',
      item_type: 'caravan',
      status: 'sold',
      reserved: true,
      certified: true,
      tag: 'Runout',
      price: 45_990.5,
      before_price: 49_990,
      offer_price: 44_990,
      km: 12_345,
      custom_rank: 3,
      views: 17,
      simple_body: 'Truck',
      simple_fuel: 'Diesel',
      colour: 'White',
      seats: 4,
      doors: 1,
      city: 'Brisbane',
      state: 'qld',
      dealercomments: 'One owner | Serviced',
      standardEquipment: [{ item: 'Air conditioning' }, { item: 'Solar panel' }],
      variant: { cylinders: 4, enginesize: '2.8', enginesize_litres: 2.8, induction: 'Turbo', ancaprating: 5 },
      caravan: { body_width: 2.4, body_length: 6.1, tare_weight: 1850, axle_type: 'Single', sleeps: 4, aggregate_trailer_mass: 2500 },
      autograb_data: { state_average_market_price: 47_000, average_market_price: 46_500 },
      finance: [
        { provider: 'Taurus', interestRate: 6.99, comparisonRate: 7.25, paymentWeek: 129.5, termMonths: 60, deposit: 5000, balloon: 0, disclaimer: 'Approved applicants only' },
        { provider: 'Manual', paymentMonth: 650, termYears: 5 },
      ],
      images: [{ image: one.id }, { url: 'https://images.example.com/rich-side.jpg' }, { image: two.id }],
    } as never,
    overrideAccess: true,
  })
  richCarId = String((rich as { id: number }).id)
  created.push(richCarId)
})

describe('loadAllRecords', () => {
  it('gives the same records as reading every vehicle at depth 1', async () => {
    const loaded = await loadAllRecords(payload)
    const depth1 = await payload.find({ collection: 'vehicles', depth: 1, pagination: false, sort: 'id', overrideAccess: true })
    const expected = depth1.docs.map((d) => toSearchRecord(d))
    expect(loaded.length).toBe(expected.length)
    expect(loaded.length).toBeGreaterThanOrEqual(3)
    expect(loaded).toEqual(expected)
    // This file's car with two uploaded photos (other files' cars may link to outside images).
    const withImages = loaded.filter((r) => created.includes(r.objectID) && (r as { photos_count?: number }).photos_count === 2)
    expect(withImages.length).toBeGreaterThan(0)
    expect(String((withImages[0] as { primary_image_url?: string }).primary_image_url)).toMatch(/\/media\//)
  })
})

describe('loadAllRecords on a car with every kind of field', () => {
  it('reads caravan specs, finance, equipment, variant, market data, images (uploaded and plain URLs), distribution locations and the site settings exactly as the Payload path', async () => {
    const loaded = (await loadAllRecords(payload)).find((r) => r.objectID === richCarId)
    const viaPayload = await payload.findByID({ collection: 'vehicles', id: Number(richCarId), depth: 1, overrideAccess: true })
    const expected = toSearchRecord(viaPayload)
    expect(loaded).toEqual(expected)
    // What a shopper's search relies on, present (so the comparison is not of two empty records).
    expect(expected).toMatchObject({
      sold: true,
      reserved: true,
      tag: 'Runout',
      body: 'ute',
      regplate: 'ABC123',
      special_feature: true,
      body_width: 2.4,
      aggregate_trailer_mass: 2500,
      autograb_data: { state_average_market_price: 47_000, average_market_price: 46_500 },
      standardEquipment: ['Air conditioning', 'Solar panel'],
      photos_count: 3,
      finance: { Taurus: { interestRate: 6.99, term: '60 Months' }, Manual: { paymentMonth: 650, term: '5 Years' } },
    })
    const images = expected.images as Array<{ url: string }>
    const thumbnails = expected.thumbnails as string[]
    expect(images[1]?.url).toBe('https://images.example.com/rich-side.jpg')
    expect(thumbnails[0]).not.toBe(images[0]?.url)
    expect((expected.location as { distribution_locations?: unknown[] }).distribution_locations).toHaveLength(1)
    expect(expected.rego_expiry).toBe('2027-03-01T00:00:00.000Z')
    const { records } = await readVehicleRecords(payload, [Number(richCarId)])
    expect(records).toEqual([expected])
  })
})

describe('loadAllRecords while cars are deleted', () => {
  it('still reads every car that stays when a car it has read is deleted between two pages', async () => {
    // More cars than one page: copies of this file's first car, written in one statement.
    const pool = (payload.db as unknown as { pool: { query: (sql: string, values?: unknown[]) => Promise<{ rows: Array<{ id: number }> }> } }).pool
    const copies = await pool.query(
      `insert into vehicles (site_id, name, slug, dealership_id, location_id, stocknum, make, model, year, car_type, status, price, show_on_dealer_website, updated_at, created_at)
       select site_id, name, slug || '-copy-' || g, dealership_id, location_id, stocknum || '-' || g, make, model, year, car_type, status, price, show_on_dealer_website, now(), now()
       from vehicles, generate_series(1, $2::int) g where id = $1 returning id`,
      [Number(created[0]), LOAD_PAGE_SIZE + 20],
    )
    const before = (await payload.find({ collection: 'vehicles', depth: 0, pagination: false, sort: 'id', overrideAccess: true })).docs.map((d) => String(d.id))
    const copyIds = new Set(copies.rows.map((r) => String(r.id)))
    // The first copy (other files' cars may come before it): it spans pages, so once the page that
    // holds it has been read, more pages follow.
    const first = before.findIndex((id) => copyIds.has(id))
    const toDelete = before[first]
    let deleted: string | undefined
    const loaded = await loadAllRecords(payload, async (done) => {
      if (deleted || done <= first || done >= before.length || !toDelete) return
      // Between two pages: a copy it has read goes (an editor deletes a car meanwhile).
      deleted = toDelete
      await pool.query('delete from vehicles where id = $1', [Number(deleted)])
    })
    const ids = new Set(loaded.map((r) => r.objectID))
    const missed = before.filter((id) => id !== deleted && !ids.has(id))
    expect(deleted).toBeDefined()
    expect(missed).toEqual([])
    await pool.query('delete from vehicles where id = any($1::int[])', [copies.rows.map((r) => r.id)])
  })
})

describe('readVehicleRecords', () => {
  it('reads some vehicles the same way, and names the ids that are gone', async () => {
    const ids = created.map(Number)
    const { records, gone } = await readVehicleRecords(payload, [...ids, 999_999_999])
    const depth1 = await payload.find({ collection: 'vehicles', where: { id: { in: ids } }, depth: 1, pagination: false, sort: 'id', overrideAccess: true })
    expect(records).toEqual(depth1.docs.map((d) => toSearchRecord(d)))
    expect(gone).toEqual(['999999999'])
    const withAlsoAt = records.filter((r) => Array.isArray((r as { location?: { distribution_locations?: unknown } }).location?.distribution_locations))
    // The two cars of site a from the first loop and the car with every kind of field.
    expect(withAlsoAt.length).toBe(3)
  })
})
