import { describe, expect, it } from 'vitest'
import { parseCarSlug, stockScopeOf } from '@/rules/listedVehicle'
import { isVehicleListed } from '@/search/listedOnSite'
import type { Vehicle } from '@/payload-types'
import { dealershipDoc, vehicleDoc } from '../../support/docs'

describe('parseCarSlug: the one car-slug parser of the page, its PDF and its phone reveal', () => {
  it('accepts a car slug, plain or percent-encoded', () => {
    expect(parseCarSlug('2022-toyota-corolla')).toBe('2022-toyota-corolla')
    expect(parseCarSlug('2022%2Dtoyota')).toBe('2022-toyota')
  })

  it('refuses what no car slug can be, before any query', () => {
    for (const bad of ['', '%E0%A4%A', '%00', 'a'.repeat(201), '..%2F..%2Fetc', 'Toyota', 'a b', null, undefined]) {
      expect(parseCarSlug(bad)).toBeNull()
    }
    expect(parseCarSlug('a'.repeat(200))).toBe('a'.repeat(200))
  })
})

const NOW = Date.parse('2026-06-01T00:00:00Z')
const site = { id: 1, settings: { soldDays: 3, stockCarTypes: ['used' as const], excludedStockNumbers: [{ value: 'X9' }] } }
const car = (over: Partial<Vehicle> = {}) =>
  vehicleDoc({
    id: 10,
    slug: 'a-car',
    status: 'in_stock',
    show_on_dealer_website: true,
    car_type: 'used',
    stocknum: 'S1',
    dealership: dealershipDoc({ id: 5, slug: 'north', site: 1 }),
    ...over,
  })

describe('isVehicleListed (a car is shown exactly when search lists it)', () => {
  it('lists the site\'s own visible car in scope', () => {
    expect(isVehicleListed(car(), site, ['north'], NOW)).toBe(true)
  })

  it('refuses another site\'s car, a hidden or long-sold car, a car outside the stock scope or dealerships', () => {
    expect(isVehicleListed(car({ dealership: dealershipDoc({ id: 6, slug: 'north', site: 2 }) }), site, ['north'], NOW)).toBe(false)
    expect(isVehicleListed(car({ show_on_dealer_website: false }), site, ['north'], NOW)).toBe(false)
    expect(isVehicleListed(car({ status: 'sold', sold_date_timestamp: Date.parse('2026-05-01T00:00:00Z') / 1000 }), site, ['north'], NOW)).toBe(false)
    expect(isVehicleListed(car({ car_type: 'new' }), site, ['north'], NOW)).toBe(false)
    expect(isVehicleListed(car({ stocknum: 'X9' }), site, ['north'], NOW)).toBe(false)
    expect(isVehicleListed(car(), site, ['south'], NOW)).toBe(false)
  })
})

describe('stockScopeOf', () => {
  it('reads the site settings with SPEC defaults (3 sold days, no limits)', () => {
    expect(stockScopeOf({ settings: undefined })).toEqual({ soldDays: 3, dealershipSlugs: [], carTypes: [], itemTypes: [], excludedStockNumbers: [], presetLevel: 0 })
    expect(stockScopeOf(site, ['north']).excludedStockNumbers).toEqual(['X9'])
  })
})
