import { describe, expect, it } from 'vitest'
import { availabilityFor, itemConditionFor, serializeJsonLd, vehicleJsonLd } from '@/seo/vehicleJsonLd'
import type { SeoCar } from '@/seo/seoCar'

const origin = 'https://www.sunshinetoyota.com.au'
const car: SeoCar = {
  objectID: '7',
  slug: '2022-toyota-corolla-ascent-sport-st1',
  year: 2022,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  car_type: 'used',
  status: 'in_stock',
  price: 28990,
  km: 41250,
  vin: 'JTDBR3FE10J123456',
  stocknum: 'ST1',
  fuel: 'Petrol - Unleaded ULP',
  transmission: 'Automatic CVT',
  simple_body: 'Hatch',
  colour: 'Silver',
  seats: 5,
  doors: 5,
  dealercomments: 'One owner.|Full service history.',
  primary_image_url: '/api/media/file/corolla-1.webp',
  images: [{ url: '/api/media/file/corolla-1.webp' }, { url: '/api/media/file/corolla-2.webp' }],
}

describe('vehicleJsonLd: schema.org Car with Offer', () => {
  it('names the car and carries VIN, mileage in KMT, fuel, transmission, body, colour and seats', () => {
    const [ld] = vehicleJsonLd(car, { origin, sellerName: 'Sunshine Toyota' })
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2022 Toyota Corolla Ascent Sport',
      url: `${origin}/cars/2022-toyota-corolla-ascent-sport-st1`,
      vehicleIdentificationNumber: 'JTDBR3FE10J123456',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 41250, unitCode: 'KMT' },
      fuelType: 'Petrol - Unleaded ULP',
      vehicleTransmission: 'Automatic CVT',
      bodyType: 'Hatch',
      color: 'Silver',
      seatingCapacity: 5,
      brand: { '@type': 'Brand', name: 'Toyota' },
      itemCondition: 'https://schema.org/UsedCondition',
      description: 'One owner. Full service history.',
      image: [`${origin}/api/media/file/corolla-1.webp`, `${origin}/api/media/file/corolla-2.webp`],
    })
  })

  it('the offer states price and AUD when a price is displayed', () => {
    const [ld] = vehicleJsonLd({ ...car, offer_price: 26990 }, { origin, sellerName: 'Sunshine Toyota' })
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: `${origin}/cars/2022-toyota-corolla-ascent-sport-st1`,
      price: 26990,
      priceCurrency: 'AUD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { '@type': 'AutoDealer', name: 'Sunshine Toyota' },
    })
  })

  it('no price and no currency when the car shows "Enquire for price.", PREORDER or a subscription', () => {
    for (const c of [
      { ...car, price: 10 },
      { ...car, price: null, preorder: true },
      { ...car, subscription_price: 199 },
    ]) {
      const [ld] = vehicleJsonLd(c, { origin, priceSettings: { showSubscriptions: true } })
      const offer = ld.offers as Record<string, unknown>
      expect(offer.price).toBeUndefined()
      expect(offer.priceCurrency).toBeUndefined()
      expect(offer.availability).toBe('https://schema.org/InStock')
    }
  })

  it('availability from status and condition from car type', () => {
    expect(availabilityFor('in_stock')).toBe('https://schema.org/InStock')
    expect(availabilityFor('coming_soon')).toBe('https://schema.org/PreOrder')
    expect(availabilityFor('sold')).toBe('https://schema.org/SoldOut')
    expect(itemConditionFor('new')).toBe('https://schema.org/NewCondition')
    expect(itemConditionFor('demo')).toBe('https://schema.org/UsedCondition')
    expect(itemConditionFor('used')).toBe('https://schema.org/UsedCondition')
    expect(itemConditionFor('all')).toBeUndefined()
    const [sold] = vehicleJsonLd({ ...car, status: 'sold', car_type: 'new' }, { origin })
    expect((sold.offers as Record<string, unknown>).availability).toBe('https://schema.org/SoldOut')
    expect(sold.itemCondition).toBe('https://schema.org/NewCondition')
  })

  it('leaves out fields the car does not have ("null" strings included)', () => {
    const [ld] = vehicleJsonLd({ slug: 'x', make: 'Jayco', model: 'Starcraft', vin: 'null', km: null, colour: '' }, { origin })
    expect(ld).not.toHaveProperty('vehicleIdentificationNumber')
    expect(ld).not.toHaveProperty('mileageFromOdometer')
    expect(ld).not.toHaveProperty('color')
    expect(ld).not.toHaveProperty('image')
  })

  it('adds a BreadcrumbList Home › Cars › Make › Model › car with absolute URLs', () => {
    const [, crumbs] = vehicleJsonLd(car, { origin })
    expect(crumbs['@type']).toBe('BreadcrumbList')
    expect((crumbs.itemListElement as Array<Record<string, unknown>>).map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'Home', `${origin}/`],
      [2, 'Cars', `${origin}/cars/`],
      [3, 'Toyota', `${origin}/search/toyota`],
      [4, 'Corolla', `${origin}/search/toyota/corolla`],
      [5, '2022 Toyota Corolla Ascent Sport', `${origin}/cars/2022-toyota-corolla-ascent-sport-st1`],
    ])
  })
})

describe('serializeJsonLd', () => {
  it('a comment containing </script><script> cannot leave the script element, and parses back to the same text', () => {
    const evil = 'Great car</script><script>alert(1)</script> & <!-- more'
    const json = serializeJsonLd(vehicleJsonLd({ ...car, dealercomments: evil }, { origin }))
    expect(json).not.toMatch(/</)
    expect(json).not.toMatch(/>/)
    expect(json.toLowerCase()).not.toContain('</script')
    const parsed = JSON.parse(json) as Array<Record<string, unknown>>
    expect(parsed[0].description).toBe(evil)
    expect(parsed[0].name).toBe('2022 Toyota Corolla Ascent Sport')
  })

  it('escapes the line separators that break inline scripts in old engines', () => {
    const json = serializeJsonLd({ t: 'a\u2028b\u2029c' })
    expect(json).toBe('{"t":"a\\u2028b\\u2029c"}')
    expect(JSON.parse(json)).toEqual({ t: 'a\u2028b\u2029c' })
  })
})
