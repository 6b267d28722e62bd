import { describe, expect, it } from 'vitest'
import { NEARBY_PRICE_RATIO, SIMILAR_CARS_LIMIT, nearbyPriceRange, orderSimilarCars, pickSimilarCars } from '@/rules/similarCars'

describe('similar cars rule (SPEC.md §9 slider sorted by price descending)', () => {
  it('nearby price: ±25 % of the displayed price (offer price first), none without a price', () => {
    expect(NEARBY_PRICE_RATIO).toBe(0.25)
    expect(nearbyPriceRange({ price: 40000 })).toEqual({ min: 30000, max: 50000 })
    expect(nearbyPriceRange({ price: 40000, offer_price: 20000 })).toEqual({ min: 15000, max: 25000 })
    expect(nearbyPriceRange({ price: 10 })).toBeNull()
    expect(nearbyPriceRange({ price: null, preorder: true })).toBeNull()
  })

  it('highest price first, no-price cars last, never the car itself, at most 8', () => {
    const hits = [
      { objectID: '1', sort_price: 20000 },
      { objectID: '2' },
      { objectID: 'self', sort_price: 99999 },
      { objectID: '3', sort_price: 35000 },
      { objectID: '3', sort_price: 35000 },
      ...Array.from({ length: 10 }, (_, i) => ({ objectID: `x${i}`, sort_price: 1000 + i })),
    ]
    const out = orderSimilarCars(hits, 'self')
    expect(out).toHaveLength(SIMILAR_CARS_LIMIT)
    expect(out.map((h) => h.objectID).slice(0, 3)).toEqual(['3', '1', 'x9'])
    expect(out.map((h) => h.objectID)).not.toContain('self')
    expect(orderSimilarCars([{ objectID: '2' }, { objectID: '1', sort_price: 5 }], 'z').map((h) => h.objectID)).toEqual(['1', '2'])
  })

  it('close matches keep their places; wider matches only fill what is left', () => {
    const strict = [{ objectID: 'a', sort_price: 30000 }, { objectID: 'b', sort_price: 28000 }]
    const relaxed = Array.from({ length: 10 }, (_, i) => ({ objectID: `r${i}`, sort_price: 90000 + i }))
    const out = pickSimilarCars(strict, [...strict, ...relaxed], 'self', 4)
    expect(out.map((h) => h.objectID)).toEqual(['r1', 'r0', 'a', 'b'])
  })
})
