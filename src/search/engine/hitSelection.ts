/**
 * Which hits fill the requested page: only the hits ranked [start, end) are ordered, by a walk of
 * the replica's precomputed order for dense hits, otherwise by the smallest keys of (sort criteria,
 * relevance, custom ranking).
 */
import type { Bitset } from './bitset'
import type { ExpandedCriterion } from './config'
import { smallestK } from './select'
import type { IndexSnapshot, SortOrder } from './snapshot'

/** The hits of one search, as the page selection reads them. */
export interface HitsToRank {
  snap: IndexSnapshot
  bits: Bitset
  nbHits: number
  words: string[]
  getPositions: () => Int32Array
}

/** Positions of the hits ranked [start, end) under the index's ranking. */
export function selectHits(hits: HitsToRank, ranking: ExpandedCriterion[], start: number, end: number): Int32Array {
  const so = hits.snap.sortOrder(ranking)
  if (so.hasRelevance && hits.words.length > 0) return selectByRelevance(hits, so, start, end)
  const { snap, bits, nbHits } = hits
  const n = snap.n
  // Dense hits: walk the precomputed order until `end` hits are seen.
  if ((end * n) / nbHits <= nbHits * 2) {
    const out = new Int32Array(end - start)
    const order = so.order
    let seen = 0
    for (let r = 0; r < n && seen < end; r++) {
      const p = order[r]
      if ((bits[p >>> 5] & (1 << (p & 31))) === 0) continue
      if (seen >= start) out[seen - start] = p
      seen++
    }
    return out
  }
  const positions = hits.getPositions()
  const keys = snap.scratchKeys(positions.length)
  for (let k = 0; k < positions.length; k++) keys[k] = so.rankOf[positions[k]]
  return pick(positions, smallestK(keys, end), start)
}

/** With a query: (criteria before relevance, relevance, everything after) as one numeric key. */
function selectByRelevance({ snap, bits, words, getPositions }: HitsToRank, so: SortOrder, start: number, end: number): Int32Array {
  const n = snap.n
  const positions = getPositions()
  const rel = snap.relevance(words, bits, positions)
  const keys = snap.scratchKeys(positions.length)
  const pre = so.preRank
  const rankOf = so.rankOf
  if (4096 * n * (n + 1) < Number.MAX_SAFE_INTEGER) {
    for (let k = 0; k < positions.length; k++) {
      const p = positions[k]
      keys[k] = ((pre ? pre[p] : 0) * 4096 + rel[k]) * n + rankOf[p]
    }
    return pick(positions, smallestK(keys, end), start)
  }
  const idx = Array.from({ length: positions.length }, (_, k) => k)
  idx.sort((a, b) => {
    const pa = positions[a]
    const pb = positions[b]
    return (pre ? pre[pa] - pre[pb] : 0) || rel[a] - rel[b] || rankOf[pa] - rankOf[pb]
  })
  return Int32Array.from(idx.slice(start, end), (k) => positions[k])
}

function pick(positions: Int32Array, order: Int32Array, start: number): Int32Array {
  const out = new Int32Array(Math.max(0, order.length - start))
  for (let i = start; i < order.length; i++) out[i - start] = positions[order[i]]
  return out
}
