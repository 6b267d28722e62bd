import { describe, expect, it } from 'vitest'
import { bodyThenMake, buildSimilarCarsRequests, similarCarsFor } from '@/data/similarCarsQuery'
import { createEngine } from '@/search/engine'
import { engineSettings, INDEX_NAMES, type SearchIndex } from '@/search/index'
import type { Site } from '@/payload-types'

describe('similar cars query building', () => {
  it('same body type near the price, then at any price, then the same make likewise, on the price-desc replica, one extra hit for the car itself', () => {
    const requests = buildSimilarCarsRequests({ objectID: '5', body: 'suv', make: 'Land Rover', price: 40000 })
    expect(requests.map((r) => r.filters)).toEqual([
      'body:suv AND sort_price:30000 TO 50000',
      'body:suv',
      'make:"Land Rover" AND sort_price:30000 TO 50000',
      'make:"Land Rover"',
    ])
    for (const r of requests) expect(r).toMatchObject({ indexName: INDEX_NAMES.priceDesc, hitsPerPage: 9 })
  })

  it('a car without a price: only the body/make query; without body and make: only the price window', () => {
    expect(buildSimilarCarsRequests({ body: 'ute', make: 'Ford', price: null })).toEqual([
      expect.objectContaining({ filters: 'body:ute' }),
      expect.objectContaining({ filters: 'make:Ford' }),
    ])
    expect(buildSimilarCarsRequests({ price: 20000 })).toEqual([expect.objectContaining({ filters: 'sort_price:15000 TO 25000' })])
    expect(bodyThenMake({ body: 'null', make: '' })).toEqual([])
    expect(buildSimilarCarsRequests({}, { limit: 4 })).toEqual([expect.not.objectContaining({ filters: expect.anything() })])
  })
})

describe('similarCarsFor on the embedded engine', () => {
  const now = Date.UTC(2026, 10, 20)
  const rec = (id: string, extra: Record<string, unknown>) => ({
    objectID: id,
    id: Number(id),
    status: 'in_stock',
    show_on_dealer_website: true,
    dealership_slug: 'alpha',
    site_id: 1,
    ...extra,
  })
  const engine = createEngine(engineSettings())
  engine.saveObjects([
    rec('1', { body: 'suv', make: 'Mazda', price: 40000, sort_price: 40000 }), // the car itself
    rec('2', { body: 'suv', make: 'Kia', price: 45000, sort_price: 45000 }),
    rec('3', { body: 'sedan', make: 'Mazda', price: 33000, sort_price: 33000 }),
    rec('4', { body: 'suv', make: 'Kia', price: 90000, sort_price: 90000 }), // too dear for the window
    rec('5', { body: 'ute', make: 'Ford', price: 41000, sort_price: 41000 }), // neither body nor make
    rec('6', { body: 'suv', make: 'Kia', price: 42000, sort_price: 42000, show_on_dealer_website: false }), // hidden
    rec('7', { body: 'suv', make: 'Kia', price: 44000, sort_price: 44000, site_id: 2, dealership_slug: 'bravo' }), // other site
    rec('8', { body: 'suv', make: 'Kia', price: 39000, sort_price: 39000, status: 'sold', sold_date_timestamp: now / 1000 - 10 * 86400 }), // sold long ago
  ])
  const index: SearchIndex = {
    kind: 'embedded',
    name: 'Car_production',
    saveObjects: async () => {},
    deleteObjects: async () => {},
    replaceAll: async () => {},
    multiSearch: async (requests) => engine.multiSearch({ requests: [...requests] }),
  }
  const scope = { site: { id: 1, slug: 'alpha', settings: {} } as unknown as Site, dealershipSlugs: ['alpha'] }
  const car = { objectID: '1', body: 'suv', make: 'Mazda', price: 40000 }

  it('the site’s listed cars of the same body type first (near the price, then any price), without the car itself', async () => {
    const hits = await similarCarsFor(index, scope, car, { limit: 2, now })
    expect(hits.map((h) => h.objectID)).toEqual(['2', '4'])
  })

  it('then the same make, still never hidden, sold-long-ago or other-site cars, and never a car of neither', async () => {
    const hits = await similarCarsFor(index, scope, car, { limit: 8, now })
    expect(hits.map((h) => h.objectID)).toEqual(['2', '4', '3'])
  })
})
