/**
 * Sort index: per attribute a column of sort keys (NaN sorts last), and per ranking (a replica's
 * sort criteria) the full record order, each record's rank, and (when sort criteria come before
 * relevance) a dense rank of those criteria. A few changed records are merged into the previous
 * order instead of sorting again.
 */
import type { ExpandedCriterion } from './config'
import { firstSortNumber, type SearchRecord } from './recordValues'

export interface SortOrder {
  criteria: readonly ExpandedCriterion[]
  /** the attributes it sorts on */
  attributes: string[]
  order: Int32Array
  rankOf: Int32Array
  /** dense rank of the criteria before 'relevance' (null when relevance comes first or is absent) */
  preRank: Int32Array | null
  hasRelevance: boolean
}

/** Each record's first sort key for `attribute` (NaN when it has none). */
export function buildSortColumn(records: readonly SearchRecord[], attribute: string): Float64Array {
  const col = new Float64Array(records.length)
  for (let i = 0; i < records.length; i++) col[i] = firstSortNumber(records[i], attribute)
  return col
}

/** The previous column with the keys of `positions` read again. */
export function patchSortColumn(col: Float64Array, records: readonly SearchRecord[], attribute: string, positions: Int32Array): Float64Array {
  const next = col.slice()
  for (const p of positions) next[p] = firstSortNumber(records[p], attribute)
  return next
}

/**
 * The record order for `criteria` (ties by position). With `patch`, the records at `positions`
 * changed since `previous` was built: they are taken out and merged back in.
 */
export function buildSortOrder(
  n: number,
  criteria: readonly ExpandedCriterion[],
  sortColumn: (attribute: string) => Float64Array,
  patch?: { previous: SortOrder; positions: Int32Array },
): SortOrder {
  const relIdx = criteria.findIndex((c) => c.kind === 'relevance')
  const keys = criteria.flatMap((c) => (c.kind === 'sort' ? [{ col: sortColumn(c.attribute), desc: c.direction === 'desc' }] : []))
  const preCount = relIdx < 0 ? 0 : criteria.slice(0, relIdx).filter((c) => c.kind === 'sort').length
  const compareKeys = (a: number, b: number, from: number, to: number): number => {
    for (let k = from; k < to; k++) {
      const { col, desc } = keys[k]
      const va = col[a]
      const vb = col[b]
      const na = va !== va
      const nb = vb !== vb
      if (na || nb) {
        if (na && nb) continue
        return na ? 1 : -1
      }
      if (va !== vb) return desc ? vb - va : va - vb
    }
    return 0
  }
  const compare = (a: number, b: number) => compareKeys(a, b, 0, keys.length) || a - b
  let order: Int32Array
  if (patch) {
    // A few records changed: drop them from the previous order and merge them back in.
    const moved = Int32Array.from(patch.positions).sort(compare)
    const isMoved = new Uint8Array(n)
    for (const p of moved) isMoved[p] = 1
    order = new Int32Array(n)
    let j = 0
    let k = 0
    for (const p of patch.previous.order) {
      if (isMoved[p]) continue
      while (j < moved.length && compare(moved[j], p) < 0) order[k++] = moved[j++]
      order[k++] = p
    }
    while (j < moved.length) order[k++] = moved[j++]
  } else {
    order = new Int32Array(n)
    for (let i = 0; i < n; i++) order[i] = i
    order.sort(compare)
  }
  const rankOf = new Int32Array(n)
  for (let r = 0; r < n; r++) rankOf[order[r]] = r
  let preRank: Int32Array | null = null
  if (preCount > 0) {
    preRank = new Int32Array(n)
    let rank = 0
    for (let r = 0; r < n; r++) {
      if (r > 0 && compareKeys(order[r - 1], order[r], 0, preCount) !== 0) rank++
      preRank[order[r]] = rank
    }
  }
  const attributes = criteria.flatMap((c) => (c.kind === 'sort' ? [c.attribute] : []))
  return { criteria, attributes, order, rankOf, preRank, hasRelevance: relIdx >= 0 }
}
