/** Vehicle → index record (src/search/record.ts). */
import { describe, expect, it } from 'vitest'
import { PRICE_RANGE_BUCKETS, RECORD_SETTINGS, priceRangeBucket, toEpochSeconds, toSearchRecord } from '@/search/record'
import { distributionLocationsOf } from '@/vehicle/ui/distributionLocations'
import { locationDoc, siteDoc, vehicleDoc } from '../../support/docs'
import { vehicle } from '../../support/vehicleFixture'
import { parsePriceMenuValue } from '@/rules/priceMenu'

describe('toSearchRecord', () => {
  const r = toSearchRecord(vehicle)

  it('uses the vehicle id as objectID and keeps SPEC.md Car fields under their names', () => {
    expect(r.objectID).toBe('42')
    expect(r).toMatchObject({
      id: 42,
      name: '2022 Toyota HiLux SR5',
      make: 'Toyota',
      model: 'HiLux',
      badge: 'SR5',
      series: 'GUN126R',
      year: 2022,
      car_type: 'used',
      status: 'in_stock',
      price: 54990,
      before_price: 57990,
      km: 23000,
      stocknum: 'T123',
      certified: true,
      tag: 'Runout',
      colour: 'White',
      simple_fuel: 'Diesel',
      dealercomments: 'One owner|Full service history',
      custom_rank: 9,
      show_on_dealer_website: true,
      sold: false,
      standardEquipment: ['Reversing camera', 'Apple CarPlay'],
    })
    expect(r).not.toHaveProperty('offer_price')
    expect(r).not.toHaveProperty('updatedAt')
  })

  it('flattens dealership, location and site', () => {
    expect(r).toMatchObject({
      dealership_id: 3,
      dealership_slug: 'sunshine-toyota',
      dealership_name: 'Sunshine Toyota',
      location_id: 11,
      location_name: 'Sunshine Toyota Sales',
      city: 'Maroochydore',
      state: 'qld',
      site_id: 7,
      location: { id: 11, name: 'Sunshine Toyota Sales', slug: 'sunshine-toyota-sales', phone: '07 5443 0100' },
    })
  })

  it('keeps ids when relationships are not populated', () => {
    const bare = toSearchRecord(vehicleDoc({ id: 5, dealership: 3, location: 11, site: 7, status: 'in_stock' }))
    expect(bare).toMatchObject({ objectID: '5', id: 5, dealership_id: 3, location_id: 11, site_id: 7 })
    expect(bare).not.toHaveProperty('dealership_slug')
  })

  it('builds images, thumbnails, primary image and photo count', () => {
    expect(r.images).toEqual([{ url: '/api/media/file/car-1.webp' }, { url: 'https://cdn.example.com/ext.jpg' }])
    expect(r.thumbnails).toEqual(['/api/media/file/car-1-400x300.webp', 'https://cdn.example.com/ext.jpg'])
    expect(r.primary_image_url).toBe('/api/media/file/car-1.webp')
    expect(r.photos_count).toBe(2)
    const none = toSearchRecord(vehicleDoc({ id: 1 }))
    expect(none.images).toEqual([])
    expect(none.photos_count).toBe(0)
    expect(none).not.toHaveProperty('primary_image_url')
  })

  it('stores created_at and sold_date_timestamp in epoch seconds', () => {
    expect(r.created_at).toBe(Date.parse('2025-01-10T00:00:00.000Z') / 1000)
    expect(r).not.toHaveProperty('sold_date_timestamp')
    const sold = toSearchRecord(vehicleDoc({ id: 2, status: 'sold', sold_date_timestamp: 1_736_000_000 }))
    expect(sold.sold_date_timestamp).toBe(1_736_000_000)
    expect(sold.sold).toBe(true)
    expect(toSearchRecord(vehicleDoc({ id: 2, sold_date_timestamp: 1_736_000_000_123 })).sold_date_timestamp).toBe(1_736_000_000)
    expect(toEpochSeconds('not a date')).toBeUndefined()
  })

  it('normalises simple_body into the body facet, truck by the site setting', () => {
    expect(r.body).toBe('ute') // the populated site maps truck to ute
    expect(r.simple_body).toBe('Truck')
    expect(toSearchRecord({ ...vehicle, site: 7 }).body).toBe('lightTruck')
    expect(toSearchRecord({ ...vehicle, simple_body: 'People Mover' }).body).toBe('peopleMover')
    expect(toSearchRecord({ ...vehicle, simple_body: 'Hovercraft' }).body).toBe('Hovercraft')
    expect(toSearchRecord(vehicle, { truckMapsTo: 'lightTruck' }).body).toBe('lightTruck')
  })

  it('derives make_model and price_range', () => {
    expect(r.make_model).toBe('Toyota HiLux')
    expect(r.price_range).toBe('$50,000 - $75,000')
    expect(toSearchRecord(vehicleDoc({ id: 1, price: 0 }))).not.toHaveProperty('price_range')
  })

  it('leaves the registration plate and market data out unless the site publishes them (issue 19, item 4)', () => {
    const car = { ...vehicle, regplate: '123ABC' }
    const hidden = toSearchRecord(car)
    expect(hidden).not.toHaveProperty('regplate')
    expect(hidden).not.toHaveProperty('autograb_data')
    const site = typeof car.site === 'object' && car.site ? car.site : null
    expect(site).not.toBeNull()
    const publishing = { ...car, site: { ...site!, settings: { ...site!.settings, searchShowsRego: true, searchShowsMarketData: true } } }
    const shown = toSearchRecord(publishing)
    expect(shown.regplate).toBe('123ABC')
    expect(shown.autograb_data).toEqual({ state_average_market_price: 56000, average_market_price: 55500 })
    expect(toSearchRecord(car, { showRego: true })).toHaveProperty('regplate', '123ABC')
    expect(toSearchRecord(publishing, { showMarketData: false })).not.toHaveProperty('autograb_data')
  })

  it('carries caravan specifications, variant and finance by provider (and market data where published)', () => {
    expect(toSearchRecord(vehicle, { showMarketData: true }).autograb_data).toEqual({ state_average_market_price: 56000, average_market_price: 55500 })
    expect(r).not.toHaveProperty('body_width')
    expect(r.variant).toEqual({ cylinders: 4, enginesize: '2.8L' })
    expect(r.finance).toEqual({ Taurus: { interestRate: 8.9, paymentWeek: 150, termYears: 5, term: '5 Years' } })
    const van = toSearchRecord(
      vehicleDoc({
        id: 9,
        item_type: 'caravan',
        caravan: { body_width: 2.4, body_length: 6.1, tare_weight: 2200, axle_type: 'Tandem', sleeps: 4, aggregate_trailer_mass: 2800 },
      }),
    )
    expect(van).toMatchObject({ body_width: 2.4, body_length: 6.1, tare_weight: 2200, axle_type: 'Tandem', sleeps: 4, aggregate_trailer_mass: 2800 })
  })

  it('treats a missing show_on_dealer_website as hidden and a missing rank as 0', () => {
    const r2 = toSearchRecord(vehicleDoc({ id: 3 }))
    expect(r2.show_on_dealer_website).toBe(false)
    expect(r2.custom_rank).toBe(0)
  })
})

describe('price range buckets', () => {
  it('covers every price above 10 once, with labels the price menu can read', () => {
    for (const p of [11, 9_999, 10_000, 19_999, 50_000, 99_999, 100_000, 1_000_000]) {
      const label = priceRangeBucket(p)
      expect(label).toBeDefined()
      const range = parsePriceMenuValue(label)!
      expect(p >= (range.min ?? 0) && (range.max === undefined || p <= range.max)).toBe(true)
    }
    expect(priceRangeBucket(10)).toBeUndefined()
    expect(priceRangeBucket('abc')).toBeUndefined()
    expect(PRICE_RANGE_BUCKETS).toHaveLength(8)
  })
})

describe('sort price', () => {
  it('is the price a shopper sees, so cars without a shown price sort last', () => {
    expect(toSearchRecord(vehicleDoc({ id: 1, price: 30000 })).sort_price).toBe(30000)
    expect(toSearchRecord(vehicleDoc({ id: 2, price: 30000, offer_price: 28000 })).sort_price).toBe(28000)
    expect(toSearchRecord(vehicleDoc({ id: 3, price: 0, preorder: true })).sort_price).toBeUndefined()
    expect(toSearchRecord(vehicleDoc({ id: 4, price: 10 })).sort_price).toBeUndefined()
  })
})

describe('toSearchRecord: special feature and distribution locations (issue 23)', () => {
  it('marks cars eligible for the populated site’s special feature (SPEC.md §4), and only those', () => {
    const site = siteDoc({ id: 7, manufacturerName: 'Toyota', settings: { specialFeature: 'new-demo-of-make' } })
    expect(toSearchRecord(vehicleDoc({ site, car_type: 'demo', make: 'Toyota' })).special_feature).toBe(true)
    expect(toSearchRecord(vehicleDoc({ site, car_type: 'used', make: 'Toyota' }))).not.toHaveProperty('special_feature')
    expect(toSearchRecord(vehicleDoc({ site: 7, car_type: 'demo', make: 'Toyota' }))).not.toHaveProperty('special_feature')
    const usedSite = siteDoc({ id: 8, settings: { specialFeature: 'used' } })
    expect(toSearchRecord(vehicleDoc({ site: usedSite, car_type: 'used', make: 'Mazda' })).special_feature).toBe(true)
    expect(RECORD_SETTINGS).toContain('specialFeature')
  })

  it('lists the car’s other locations of its own site under location.distribution_locations (SPEC.md §3 Car location)', () => {
    const own = locationDoc({ id: 11, name: 'North', slug: 'north', site: 7 })
    const south = locationDoc({ id: 12, name: 'South', slug: 'south', site: 7 })
    const foreign = locationDoc({ id: 13, name: 'Elsewhere', slug: 'elsewhere', site: 9 })
    const r = toSearchRecord(vehicleDoc({ site: 7, location: own, distribution_locations: [own, south, foreign, 14] }))
    expect(r.location).toEqual({ id: 11, name: 'North', slug: 'north', distribution_locations: [{ id: 12, name: 'South', slug: 'south' }] })
    expect(toSearchRecord(vehicleDoc({ site: 7, location: own })).location).not.toHaveProperty('distribution_locations')
  })

  it('the car page shows the visible site locations among them, never the car’s own', () => {
    const own = locationDoc({ id: 11, name: 'North' })
    const south = locationDoc({ id: 12, name: 'South' })
    const east = locationDoc({ id: 15, name: 'East' })
    expect(distributionLocationsOf([11, south, 99, 15], own, [own, south, east]).map((l) => l.name)).toEqual(['South', 'East'])
    expect(distributionLocationsOf(null, own, [own, south])).toEqual([])
  })
})
