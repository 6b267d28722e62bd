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
  const dict = wordDictionary()
  const postings = new PostingList(Math.max(1024, records.length * 8))
  const local = new RecordWords()
  const tmp: unknown[] = []
  for (let i = 0; i < records.length; i++) {
    local.count = 0
    const rec = records[i]
    for (const { attribute, rank } of searchable) {
      tmp.length = 0
      readValues(rec, attribute, tmp)
      for (const v of tmp) {
        const text = scalarText(v)
        if (text === null || text === '') continue
        const wordIds = dict.wordIdsOf(text)
        for (let k = 0; k < wordIds.length; k++) local.add(wordIds[k], rank)
      }
    }
    postings.append(i, local)
  }
  return sortedByWord(dict.tokenList, postings)
}

/** Word ids in order of first appearance, and the ids of an attribute text's words. */
function wordDictionary(): { tokenList: string[]; wordIdsOf: (text: string) => number[] } {
  const tokenIds = new Map<string, number>()
  const tokenList: string[] = []
  // word ids per distinct attribute text (make, model, colour ... repeat across records)
  const wordCache = new Map<string, number[]>()
  const wordIdsOf = (text: string): number[] => {
    let wordIds = wordCache.get(text)
    if (wordIds) return wordIds
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
    return wordIds
  }
  return { tokenList, wordIdsOf }
}

/** One record's distinct word ids and their best attribute priority (small: a linear search). */
class RecordWords {
  ids = new Int32Array(64)
  ranks = new Uint8Array(64)
  count = 0

  add(id: number, rank: number): void {
    let j = 0
    while (j < this.count && this.ids[j] !== id) j++
    if (j < this.count) {
      if (rank < this.ranks[j]) this.ranks[j] = rank
      return
    }
    if (this.count === this.ids.length) {
      const ni = new Int32Array(this.count * 2)
      ni.set(this.ids)
      this.ids = ni
      const nr = new Uint8Array(this.count * 2)
      nr.set(this.ranks)
      this.ranks = nr
    }
    this.ids[this.count] = id
    this.ranks[this.count] = rank
    this.count++
  }
}

/** (word id, record position, attribute priority) postings in record order, growing as needed. */
class PostingList {
  tok: Int32Array
  pos: Int32Array
  rank: Uint8Array
  length = 0

  constructor(private cap: number) {
    this.tok = new Int32Array(cap)
    this.pos = new Int32Array(cap)
    this.rank = new Uint8Array(cap)
  }

  append(position: number, words: RecordWords): void {
    const m = this.length
    const count = words.count
    if (m + count > this.cap) this.grow(Math.max(this.cap * 2, m + count))
    for (let j = 0; j < count; j++) {
      this.tok[m + j] = words.ids[j]
      this.pos[m + j] = position
      this.rank[m + j] = words.ranks[j]
    }
    this.length = m + count
  }

  private grow(cap: number): void {
    this.cap = cap
    const t = new Int32Array(cap)
    t.set(this.tok)
    this.tok = t
    const p = new Int32Array(cap)
    p.set(this.pos)
    this.pos = p
    const r = new Uint8Array(cap)
    r.set(this.rank)
    this.rank = r
  }
}

/** The postings regrouped by word, the words sorted (so a prefix is a range). */
function sortedByWord(tokenList: readonly string[], postings: PostingList): TokenIndex {
  const { tok, pos, rank, length: m } = postings
  const T = tokenList.length
  const sortedIds = Array.from({ length: T }, (_, i) => i).sort((a, b) =>
    tokenList[a] < tokenList[b] ? -1 : tokenList[a] > tokenList[b] ? 1 : 0,
  )
  const remap = new Int32Array(T)
  const tokens: string[] = new Array(T)
  sortedIds.forEach((old, r) => {
    remap[old] = r
    tokens[r] = tokenList[old]
  })
  const start = new Int32Array(T + 1)
  for (let j = 0; j < m; j++) start[remap[tok[j]] + 1]++
  for (let t = 0; t < T; t++) start[t + 1] += start[t]
  const cursor = start.slice(0, T)
  const positions = new Int32Array(m)
  const attrRank = new Uint8Array(m)
  for (let j = 0; j < m; j++) {
    const t = remap[tok[j]]
    const k = cursor[t]++
    positions[k] = pos[j]
    attrRank[k] = rank[j]
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
