/**
 * Similar cars (SPEC.md §7 "Search by filter and limit", §9 "Slider results are sorted by price
 * descending"; issue 32 "similar means same body type first, then price band"): never the car
 * itself. Pure.
 *
 * The candidates come in tiers, closest first: same body type at a nearby price, same body type at
 * any price, then same make at a nearby price, same make at any price. A tier only fills the places
 * the tiers before it left, and the slider keeps the tiers in that order (a Corolla hatch shows
 * hatches before any HiLux ute); within a tier the highest price comes first (SPEC.md §9).
 */
import { currentPrice, type PriceCar } from './priceDisplay'

/** How many similar cars the slider shows. */
export const SIMILAR_CARS_LIMIT = 8
/** "Nearby price": within 25 % either side of the car's displayed price. */
export const NEARBY_PRICE_RATIO = 0.25

/** The price window [min, max] around a car's displayed price; null when it shows no price. */
export function nearbyPriceRange(car: PriceCar, ratio = NEARBY_PRICE_RATIO): { min: number; max: number } | null {
  const price = currentPrice(car)
  if (price === undefined) return null
  return { min: Math.floor(price * (1 - ratio)), max: Math.ceil(price * (1 + ratio)) }
}

export interface PricedHit {
  objectID: string
  sort_price?: number | null
}

/**
 * SPEC.md §9: highest price first; cars without a displayed price last; ties keep their order.
 * Drops `excludeId` (the car itself) and duplicates, and keeps at most `limit`.
 */
export function orderSimilarCars<T extends PricedHit>(hits: readonly T[], excludeId: string, limit = SIMILAR_CARS_LIMIT): T[] {
  const seen = new Set<string>([excludeId])
  const unique = hits.filter((h) => {
    if (seen.has(h.objectID)) return false
    seen.add(h.objectID)
    return true
  })
  const price = (h: T) => (typeof h.sort_price === 'number' && Number.isFinite(h.sort_price) ? h.sort_price : -Infinity)
  return unique
    .map((h, i) => ({ h, i }))
    .sort((a, b) => price(b.h) - price(a.h) || a.i - b.i)
    .map(({ h }) => h)
    .slice(0, Math.max(0, limit))
}

/**
 * Closest tier first (see the module comment): each tier fills only the places the tiers before it
 * left; the slider shows the tiers in order, each tier highest price first. Never the car itself,
 * never a car twice, at most `limit`.
 */
export function pickSimilarCars<T extends PricedHit>(tiers: readonly (readonly T[])[], excludeId: string, limit = SIMILAR_CARS_LIMIT): T[] {
  const seen = new Set<string>([excludeId])
  const chosen: T[] = []
  for (const tier of tiers) {
    const fresh = orderSimilarCars(
      tier.filter((hit) => !seen.has(hit.objectID)),
      excludeId,
      limit - chosen.length,
    )
    for (const hit of fresh) seen.add(hit.objectID)
    chosen.push(...fresh)
    if (chosen.length >= limit) break
  }
  return chosen
}
