/**
 * Listing feeds (issue 35 §3): which cars go in and why others are left out, the value formats
 * Google and Meta require, and each built file against the attribute tables committed under
 * docs/standards/ (tests/support/feedChecker.ts).
 */
import { describe, expect, it } from 'vitest'
import { feedExclusion, feedMileage, feedPrice, googleCondition, isValidVin, metaStateOfVehicle, parseFeedFile, reasonCounts, splitFeedCars, storeCodeOf, type FeedCar } from '@/rules/listingFeeds'
import { googleStoresTsv, googleVehicleAdsTsv, metaBodyStyle, metaVehiclesCsv } from '@/rules/feedFiles'
import { checkGoogleFeed, checkGoogleStores, checkMetaFeed, GOOGLE_PRIMARY, META_CATALOG, parseCsv } from '../../support/feedChecker'

const store = { code: 'sunshine-toyota-sales', dealershipName: 'Sunshine Toyota', street: '120 Nicklin Way', city: 'Maroochydore', state: 'qld', postcode: '4558', phone: '07 5443 0100', lat: -26.6558, long: 153.0896 }
const car = (over: Partial<FeedCar> = {}): FeedCar => ({
  id: 7, stocknum: 'ST10007', name: '2023 Toyota RAV4 GX', slug: '2023-toyota-rav4-gx-st10007', vin: 'JT123456789000007', make: 'Toyota', model: 'RAV4', badge: 'GX', year: 2023,
  car_type: 'used', item_type: 'car', status: 'in_stock', certified: false, price: 38990, offer_price: null, km: 21500, colour: 'White', body: 'SUV', fuel: 'Petrol',
  transmission: 'Automatic', drive: 'AWD', engine: '2.5L', comments: 'Well presented.|Full service history, "as new".', listedAt: '2026-11-20T00:00:00.000Z',
  images: ['https://www.sunshinetoyota.example/api/media/file/a.jpg', 'https://www.sunshinetoyota.example/api/media/file/b.jpg'], store, ...over,
})
const ORIGIN = 'https://www.sunshinetoyota.example'

describe('which cars go into the feeds', () => {
  it('lets in a car in stock with a VIN, price, photo, year, odometer and an addressed location', () => {
    expect(feedExclusion(car())).toBeNull()
    expect(feedExclusion(car({ car_type: 'new', km: null }))).toBeNull()
  })

  it('leaves out caravans, coming-soon cars and cars missing what the ads need, each with its reason', () => {
    expect(feedExclusion(car({ item_type: 'caravan' }))).toBe('caravan')
    expect(feedExclusion(car({ status: 'coming_soon' }))).toBe('coming-soon')
    expect(feedExclusion(car({ vin: null }))).toBe('no-vin')
    expect(feedExclusion(car({ vin: '  ' }))).toBe('no-vin')
    expect(feedExclusion(car({ vin: 'JT12345' }))).toBe('bad-vin')
    expect(feedExclusion(car({ vin: 'JT1234567890000O7' }))).toBe('bad-vin')
    expect(feedExclusion(car({ price: 0 }))).toBe('no-price')
    expect(feedExclusion(car({ images: [] }))).toBe('no-photo')
    expect(feedExclusion(car({ year: null }))).toBe('no-year')
    expect(feedExclusion(car({ km: null }))).toBe('no-odometer')
    expect(feedExclusion(car({ store: null }))).toBe('no-address')
  })

  it('splits a stock list into the feed and a report counted per reason', () => {
    const { included, excluded } = splitFeedCars([car(), car({ id: 8, vin: null, name: 'No VIN car' }), car({ id: 9, item_type: 'caravan' }), car({ id: 10, vin: '' })])
    expect(included.map((c) => c.id)).toEqual([7])
    expect(excluded).toEqual([
      { id: 8, name: 'No VIN car', stocknum: 'ST10007', reason: 'no-vin' },
      { id: 9, name: '2023 Toyota RAV4 GX', stocknum: 'ST10007', reason: 'caravan' },
      { id: 10, name: '2023 Toyota RAV4 GX', stocknum: 'ST10007', reason: 'no-vin' },
    ])
    expect(reasonCounts(excluded)).toEqual([
      { reason: 'caravan', label: 'Caravan: vehicle ads take cars only', count: 1 },
      { reason: 'no-vin', label: 'No VIN', count: 2 },
    ])
  })
})

describe('feed values', () => {
  it('writes price in AUD with cents, mileage in km, Google condition and Meta state', () => {
    expect(feedPrice(38990)).toBe('38990.00 AUD')
    expect(feedMileage(21500.4)).toBe('21500 km')
    expect(feedMileage(null)).toBe('0 km')
    expect([googleCondition('new'), googleCondition('demo'), googleCondition('used')]).toEqual(['new', 'used', 'used'])
    expect(metaStateOfVehicle({ car_type: 'used', certified: true })).toBe('CPO')
    expect(metaStateOfVehicle({ car_type: 'demo', certified: true })).toBe('USED')
    expect(metaBodyStyle('Ute')).toBe('PICKUP')
    expect(metaBodyStyle('Caravan')).toBe('OTHER')
    expect(isValidVin('JT123456789000007')).toBe(true)
    expect(storeCodeOf({ id: 4, slug: '' })).toBe('location-4')
    expect(parseFeedFile('google-vehicle-ads.tsv')).toBe('google')
    expect(parseFeedFile('../sitemap.xml')).toBeNull()
  })

  it('uses the offer price when the car page shows one', () => {
    const tsv = googleVehicleAdsTsv(ORIGIN, [car({ offer_price: 36990 })])
    expect(checkGoogleFeed(tsv).rows[0]!.price).toBe('36990.00 AUD')
  })
})

describe('the feed files pass the checker of the committed specification tables', () => {
  const cars = [car(), car({ id: 8, stocknum: 'ST10008', car_type: 'new', km: null, certified: true, body: 'Ute', comments: 'Tab\there, new\nline' })]

  it('reads the required attributes Google and Meta name', () => {
    expect(GOOGLE_PRIMARY().filter((r) => r.required).map((r) => r.name)).toEqual(
      expect.arrayContaining(['vin', 'store_code', 'dealership_name', 'dealership_address', 'price', 'condition', 'make', 'model', 'year', 'mileage', 'image_link', 'link', 'vehicle_fulfillment']),
    )
    expect(META_CATALOG().filter((r) => r.required).map((r) => r.name)).toEqual(expect.arrayContaining(['vehicle_id', 'mileage.value', 'mileage.unit', 'image[0].url', 'state_of_vehicle', 'body_style', 'address.city']))
  })

  it('Google primary feed: one tab-separated line per car, every required attribute valid', () => {
    const check = checkGoogleFeed(googleVehicleAdsTsv(ORIGIN, cars))
    expect(check.errors).toEqual([])
    expect(check.lines).toBe(2)
    expect(check.rows[0]).toMatchObject({ link: `${ORIGIN}/cars/2023-toyota-rav4-gx-st10007`, dealership_address: '120 Nicklin Way, Maroochydore QLD 4558, AU', vehicle_fulfillment: 'in_store:sunshine-toyota-sales', mileage: '21500 km', condition: 'used' })
    expect(check.rows[1]!.description).toBe('Tab here, new line')
  })

  it('Google store feed: each store code of the primary feed once', () => {
    const check = checkGoogleStores(googleStoresTsv(cars))
    expect(check.errors).toEqual([])
    expect(check.rows.map((r) => r.store_code)).toEqual(['sunshine-toyota-sales'])
  })

  it('Meta catalog: RFC 4180 CSV, quoted values survive, every required column valid', () => {
    const text = metaVehiclesCsv(ORIGIN, cars)
    const check = checkMetaFeed(text)
    expect(check.errors).toEqual([])
    expect(check.rows[0]!.description).toBe('Well presented. Full service history, "as new".')
    expect(check.rows[1]).toMatchObject({ state_of_vehicle: 'NEW', body_style: 'PICKUP', 'mileage.value': '0', 'mileage.unit': 'KM' })
    expect(parseCsv(text)[0]!.length).toBe(parseCsv(text)[1]!.length)
  })

  it('the checker catches a feed that breaks the tables', () => {
    const bad = googleVehicleAdsTsv(ORIGIN, [car()]).replace('38990.00 AUD', '$38,990').replace('21500 km', '21500')
    expect(checkGoogleFeed(bad).errors).toEqual([expect.stringContaining('"price"'), expect.stringContaining('"mileage"')])
    expect(checkMetaFeed('vehicle_id,title\nx,y\n').errors).toContain('missing required column "vin"')
  })
})
