/**
 * The "Show Me N <vehicles>" button on the search page.
 *
 * SPEC.md §2 Search results: 'A "Show Me N <vehicles>" button with a counting animation.'
 * SPEC.md §9 Search: "Counts above 1999 show the configured stock count or a sum of facet counts."
 * SPEC.md §1 Site config fields: "stock count".
 */

import { pluraliseVehicle } from './carType'

/** SPEC.md §9: counts above this show the stock count or the facet-count sum instead. */
export const LARGE_COUNT_THRESHOLD = 1999

export interface DisplayedCountInput {
  /** The search engine's hit count (nbHits). */
  nbHits: number
  /** Site config "stock count", when set. */
  stockCount?: number | null
  /** A facet's value counts for the current results, e.g. car_type {new: 900, used: 1400}. */
  facetCounts?: Readonly<Record<string, number>> | null
}

/** Sum of the finite, non-negative counts of a facet. */
export function sumFacetCounts(counts: Readonly<Record<string, number>> | null | undefined): number {
  let total = 0
  for (const n of Object.values(counts ?? {})) if (Number.isFinite(n) && n > 0) total += n
  return total
}

/**
 * SPEC.md §9: up to 1999 the hit count is shown as is; above 1999 the configured stock count
 * (when set and above 0) is shown, else the sum of the facet counts (when above 0), else the hit
 * count itself.
 */
export function displayedCount(input: DisplayedCountInput): number {
  const hits = Number.isFinite(input.nbHits) && input.nbHits > 0 ? Math.floor(input.nbHits) : 0
  if (hits <= LARGE_COUNT_THRESHOLD) return hits
  const stock = input.stockCount
  if (typeof stock === 'number' && Number.isFinite(stock) && stock > 0) return Math.floor(stock)
  const sum = sumFacetCounts(input.facetCounts)
  return sum > 0 ? sum : hits
}

/** Thousands separators: 2345 → "2,345". */
export function formatVehicleCount(n: number): string {
  return String(Math.max(0, Math.floor(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** "Show Me 1 Car", "Show Me 2,345 Cars", "Show Me 0 Caravans". `label` is singular. */
export function showMeButtonText(count: number, label = 'Car'): string {
  return `Show Me ${formatVehicleCount(count)} ${pluraliseVehicle(label, Math.floor(count))}`
}

/**
 * The number shown by the counting animation at `progress` (0..1) from `from` to `to`,
 * eased out (fast then slow) and rounded; progress is clamped.
 */
export function countAt(from: number, to: number, progress: number): number {
  const t = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 1))
  const eased = 1 - (1 - t) ** 3
  return Math.round(from + (to - from) * eased)
}
