/**
 * Per-car insight (issue 35 §5): which beacon counts a car page view, days in stock, and the
 * dashboard's "cars getting attention" (most viewed without a lead, still for sale).
 */
import { describe, expect, it } from 'vitest'
import { carsGettingAttention, carSlugOfPath, daysInStock, viewsText, windowStart } from '@/rules/carInsight'
import { checkBeacon } from '@/rules/webVitals'

describe('a car page view beacon', () => {
  it('counts only car pages, with or without metrics, and refuses a view flag that is not true', () => {
    expect(checkBeacon({ path: '/cars/2024-toyota-corolla-x1', width: 390, metrics: {}, view: true })).toEqual({ ok: true, beacon: { pageKind: 'car', device: 'mobile', values: {}, view: { path: '/cars/2024-toyota-corolla-x1' } } })
    expect(checkBeacon({ path: '/cars/x', width: 1400, metrics: { LCP: 900 }, view: true })).toMatchObject({ ok: true, beacon: { values: { LCP: 900 }, view: { path: '/cars/x' } } })
    expect(checkBeacon({ path: '/cars/', width: 390, metrics: {}, view: true })).toEqual({ ok: false, error: 'Only a car page counts a view: path must be /cars/{slug}.' })
    expect(checkBeacon({ path: '/cars/trade-in', width: 390, metrics: {}, view: true }).ok).toBe(false)
    expect(checkBeacon({ path: '/cars/x', width: 390, metrics: {}, view: 'yes' })).toEqual({ ok: false, error: 'view must be true when the beacon counts a page view.' })
    // Without the view flag a beacon still needs a metric (the vitals stay as they were).
    expect(checkBeacon({ path: '/cars/x', width: 390, metrics: {} })).toEqual({ ok: false, error: 'The beacon has no metric.' })
  })

  it('reads the car slug of a car page path only', () => {
    expect(carSlugOfPath('/cars/2024-toyota-corolla-x1')).toBe('2024-toyota-corolla-x1')
    expect(carSlugOfPath('/cars/2024-toyota-corolla-x1/?utm=1')).toBe('2024-toyota-corolla-x1')
    expect(carSlugOfPath('/cars/2024-toyota/checkout')).toBeNull()
    expect(carSlugOfPath('/cars/Not%20A%20Slug')).toBeNull()
    expect(carSlugOfPath('/search/used')).toBeNull()
  })
})

describe('days in stock', () => {
  const now = new Date('2026-12-06T10:00:00Z')
  it('counts whole days from listing to now, or to the sold date', () => {
    expect(daysInStock({ listed_at: '2026-11-26T09:00:00Z' }, now)).toBe(10)
    expect(daysInStock({ listed_at: null, createdAt: '2026-12-06T08:00:00Z' }, now)).toBe(0)
    expect(daysInStock({ listed_at: '2026-11-26T09:00:00Z', sold_date_timestamp: Date.parse('2026-11-29T09:00:00Z') / 1000 }, now)).toBe(3)
    expect(daysInStock({}, now)).toBeNull()
  })
  it('starts a 7-day window six days back', () => {
    expect(windowStart(now, 7)).toBe('2026-11-30')
  })
})

describe('cars getting attention', () => {
  it('lists the most viewed cars without a lead that are still for sale, at most the number shown', () => {
    const totals = [
      { vehicleId: 1, views: 40 },
      { vehicleId: 2, views: 55 },
      { vehicleId: 3, views: 30 },
      { vehicleId: 4, views: 30 },
      { vehicleId: 5, views: 90 },
      { vehicleId: 6, views: 0 },
    ]
    const forSale = new Set([1, 2, 3, 4, 6])
    expect(carsGettingAttention(totals, new Set([2]), forSale, 2)).toEqual([
      { vehicleId: 1, views: 40 },
      { vehicleId: 3, views: 30 },
    ])
    expect(carsGettingAttention(totals, new Set(), forSale).map((t) => t.vehicleId)).toEqual([2, 1, 3, 4])
    expect(viewsText(1)).toBe('1 view')
  })
})
