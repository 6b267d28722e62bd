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

  it('a closer tier keeps its places; later tiers only fill what is left, in tier order', () => {
    const strict = [{ objectID: 'a', sort_price: 30000 }, { objectID: 'b', sort_price: 28000 }]
    const relaxed = Array.from({ length: 10 }, (_, i) => ({ objectID: `r${i}`, sort_price: 90000 + i }))
    const out = pickSimilarCars([strict, [...strict, ...relaxed]], 'self', 4)
    expect(out.map((h) => h.objectID)).toEqual(['a', 'b', 'r9', 'r8'])
  })

  it('a Corolla hatch: hatches first (nearby price, then any price), utes of its make only after them', () => {
    const corolla = 'corolla'
    const hatchesNearby = [{ objectID: 'i30', sort_price: 27000 }, { objectID: 'mazda3', sort_price: 31000 }, { objectID: corolla, sort_price: 29000 }]
    const hatchesAnyPrice = [{ objectID: 'golf-r', sort_price: 62000 }, ...hatchesNearby]
    const toyotasNearby = [{ objectID: 'hilux-sr', sort_price: 33000 }, { objectID: corolla, sort_price: 29000 }]
    const toyotasAnyPrice = [{ objectID: 'hilux-rogue', sort_price: 70000 }, ...toyotasNearby]
    const out = pickSimilarCars([hatchesNearby, hatchesAnyPrice, toyotasNearby, toyotasAnyPrice], corolla, 5)
    expect(out.map((h) => h.objectID)).toEqual(['mazda3', 'i30', 'golf-r', 'hilux-sr', 'hilux-rogue'])
    expect(pickSimilarCars([hatchesNearby, hatchesAnyPrice, toyotasNearby], corolla, 3).map((h) => h.objectID)).toEqual(['mazda3', 'i30', 'golf-r'])
  })
})
