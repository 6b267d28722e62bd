/**
 * Facet counting over one search's hits: a count per value id of a facet index (walking the hit
 * positions, or subtracting the non-hits from the precomputed totals when most records match), and
 * from the counts the top values and, for numeric facets, their min/max/avg/sum.
 */
import type { NormalizedParams } from './params'
import type { FacetStats } from './responses'
import { topByComparator } from './select'
import type { FacetIndex } from './snapshot'

export interface FacetCounts {
  counts: Int32Array
  /** the value ids with a count, when tracked (sparse counting); otherwise scan all */
  touched: number[] | null
}

/** Count facet values over the hits (or, for dense hits, subtract the non-hits from the totals). */
export function countFacet(fi: FacetIndex, positions: Int32Array, subtract: boolean): FacetCounts {
  if (subtract) return subtractFromTotals(fi, positions)
  const V = fi.values.length
  // For many distinct values (price, km), count into a reused buffer and remember which values
  // were hit, so only those are read back (and reset by releaseCounts).
  if (V > 256 && V > positions.length) return countSparse(fi, positions)
  const counts = new Int32Array(V)
  if (fi.single) {
    const single = fi.single
    for (let k = 0; k < positions.length; k++) counts[single[positions[k]]]++
  } else {
    const { offsets, ids } = fi
    for (let k = 0; k < positions.length; k++) {
      const p = positions[k]
      for (let j = offsets[p]; j < offsets[p + 1]; j++) counts[ids[j]]++
    }
  }
  return { counts, touched: null }
}

function subtractFromTotals(fi: FacetIndex, nonHits: Int32Array): FacetCounts {
  const counts = fi.totals.slice()
  if (fi.single) {
    const single = fi.single
    for (let k = 0; k < nonHits.length; k++) counts[single[nonHits[k]]]--
  } else {
    const { offsets, ids } = fi
    for (let k = 0; k < nonHits.length; k++) {
      const p = nonHits[k]
      for (let j = offsets[p]; j < offsets[p + 1]; j++) counts[ids[j]]--
    }
  }
  return { counts, touched: null }
}

function countSparse(fi: FacetIndex, positions: Int32Array): FacetCounts {
  const counts = (fi.scratch ??= new Int32Array(fi.values.length))
  const touched: number[] = []
  const { offsets, ids } = fi
  for (let k = 0; k < positions.length; k++) {
    const p = positions[k]
    for (let j = offsets[p]; j < offsets[p + 1]; j++) {
      const id = ids[j]
      if (counts[id]++ === 0) touched.push(id)
    }
  }
  return { counts, touched }
}

/** Zero a reused counting buffer (only the touched values were incremented). */
export function releaseCounts({ counts, touched }: FacetCounts): void {
  if (touched) for (const id of touched) counts[id] = 0
}

/** The top values by count (or alphabetically) and, for a numeric facet, the stats over the hits. */
export function facetValues(
  fi: FacetIndex,
  { counts, touched }: FacetCounts,
  q: NormalizedParams,
): { values: Record<string, number>; stat: FacetStats | null } {
  const ids: number[] = []
  let min = Infinity
  let max = -Infinity
  let sum = 0
  let weight = 0
  const m = touched ? touched.length : counts.length
  for (let k = touched ? 0 : 1; k < m; k++) {
    const id = touched ? touched[k] : k
    const c = counts[id]
    if (c <= 0 || id === 0) continue
    ids.push(id)
    if (fi.allNumeric) {
      const v = fi.numeric[id]
      if (v < min) min = v
      if (v > max) max = v
      sum += v * c
      weight += c
    }
  }
  const names = fi.values
  const cmp =
    q.sortFacetValuesBy === 'alpha'
      ? (a: number, b: number) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : 0)
      : (a: number, b: number) => counts[b] - counts[a] || (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : 0)
  const top = topByComparator(ids, q.maxValuesPerFacet, cmp)
  const values: Record<string, number> = {}
  for (const id of top) values[names[id]] = counts[id]
  const stat = fi.allNumeric && weight > 0 ? { min, max, avg: sum / weight, sum } : null
  return { values, stat }
}
