/**
 * Token index of the searchable attributes: the sorted unique words with postings and the best
 * attribute priority per posting, so a query word (a prefix) is a binary-searched range of words.
 */
import type { Bitset } from './bitset'
import { readValues, type SearchRecord } from './recordValues'
import { indexWords, scalarText } from './text'

export interface TokenIndex {
  tokens: string[]
  start: Int32Array
  positions: Int32Array
  attrRank: Uint8Array
}

function lowerBoundStr(arr: readonly string[], v: string): number {
  let lo = 0
  let hi = arr.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (arr[mid] < v) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The token index of the searchable attributes (`rank`: the attribute's priority, lower is better). */
export function buildTokenIndex(
  records: readonly SearchRecord[],
  searchable: ReadonlyArray<{ attribute: string; rank: number }>,
): TokenIndex {
  const tokenIds = new Map<string, number>()
  const tokenList: string[] = []
  let cap = Math.max(1024, records.length * 8)
  let pTok = new Int32Array(cap)
  let pPos = new Int32Array(cap)
  let pRank = new Uint8Array(cap)
  let m = 0
  // per record: distinct token ids and their best attribute priority (small, linear search)
  let localIds = new Int32Array(64)
  let localRanks = new Uint8Array(64)
  // word ids per distinct attribute text (make, model, colour ... repeat across records)
  const wordCache = new Map<string, number[]>()
  const tmp: unknown[] = []
  for (let i = 0; i < records.length; i++) {
    let count = 0
    const rec = records[i]
    for (const { attribute, rank } of searchable) {
      tmp.length = 0
      readValues(rec, attribute, tmp)
      for (const v of tmp) {
        const text = scalarText(v)
        if (text === null || text === '') continue
        let wordIds = wordCache.get(text)
        if (!wordIds) {
          const words = indexWords(text)
          wordIds = new Array<number>(words.length)
          for (let k = 0; k < words.length; k++) {
            let id = tokenIds.get(words[k])
            if (id === undefined) {
              id = tokenList.length
              tokenIds.set(words[k], id)
              tokenList.push(words[k])
            }
            wordIds[k] = id
          }
          if (wordCache.size < 500_000) wordCache.set(text, wordIds)
        }
        for (let k = 0; k < wordIds.length; k++) {
          const id = wordIds[k]
          let j = 0
          while (j < count && localIds[j] !== id) j++
          if (j < count) {
            if (rank < localRanks[j]) localRanks[j] = rank
            continue
          }
          if (count === localIds.length) {
            const ni = new Int32Array(count * 2)
            ni.set(localIds)
            localIds = ni
            const nr = new Uint8Array(count * 2)
            nr.set(localRanks)
            localRanks = nr
          }
          localIds[count] = id
          localRanks[count] = rank
          count++
        }
      }
    }
    if (m + count > cap) {
      cap = Math.max(cap * 2, m + count)
      const t = new Int32Array(cap)
      t.set(pTok)
      pTok = t
      const p = new Int32Array(cap)
      p.set(pPos)
      pPos = p
      const r = new Uint8Array(cap)
      r.set(pRank)
      pRank = r
    }
    for (let j = 0; j < count; j++) {
      pTok[m] = localIds[j]
      pPos[m] = i
      pRank[m] = localRanks[j]
      m++
    }
  }
  const T = tokenList.length
  const sortedIds = Array.from({ length: T }, (_, i) => i).sort((a, b) =>
    tokenList[a] < tokenList[b] ? -1 : tokenList[a] > tokenList[b] ? 1 : 0,
  )
  const remap = new Int32Array(T)
  const tokens: string[] = new Array(T)
  sortedIds.forEach((old, rank) => {
    remap[old] = rank
    tokens[rank] = tokenList[old]
  })
  const start = new Int32Array(T + 1)
  for (let j = 0; j < m; j++) start[remap[pTok[j]] + 1]++
  for (let t = 0; t < T; t++) start[t + 1] += start[t]
  const cursor = start.slice(0, T)
  const positions = new Int32Array(m)
  const attrRank = new Uint8Array(m)
  for (let j = 0; j < m; j++) {
    const t = remap[pTok[j]]
    const k = cursor[t]++
    positions[k] = pPos[j]
    attrRank[k] = pRank[j]
  }
  return { tokens, start, positions, attrRank }
}

/** [first, last) token ids whose word starts with `prefix`. */
export function prefixRange(ti: TokenIndex, prefix: string): [number, number] {
  return [lowerBoundStr(ti.tokens, prefix), lowerBoundStr(ti.tokens, `${prefix}\uffff`)]
}

/** Reusable per-record buffers for `relevance` (searches are synchronous). */
export interface RelevanceScratch {
  attr: Uint8Array
  exact: Uint8Array
}

/**
 * Relevance per hit: best (lowest) attribute priority of any matched word, then how many query
 * words matched a word exactly. Returns key = attr * 16 + (15 - exact), lower is better.
 */
export function relevance(
  ti: TokenIndex,
  words: readonly string[],
  hits: Bitset,
  positions: Int32Array,
  scratch: RelevanceScratch,
): Uint16Array {
  const { attr, exact } = scratch
  for (let k = 0; k < positions.length; k++) {
    attr[positions[k]] = 255
    exact[positions[k]] = 0
  }
  for (const w of words) {
    const [a, b] = prefixRange(ti, w)
    for (let t = a; t < b; t++) {
      const isExact = ti.tokens[t] === w
      for (let j = ti.start[t]; j < ti.start[t + 1]; j++) {
        const p = ti.positions[j]
        if ((hits[p >>> 5] & (1 << (p & 31))) === 0) continue
        const r = ti.attrRank[j]
        if (r < attr[p]) attr[p] = r
        if (isExact) exact[p]++
      }
    }
  }
  const out = new Uint16Array(positions.length)
  for (let k = 0; k < positions.length; k++) {
    const p = positions[k]
    out[k] = attr[p] * 16 + (15 - Math.min(exact[p], 15))
  }
  return out
}
