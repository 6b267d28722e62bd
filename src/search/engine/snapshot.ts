/**
 * An immutable, lazily indexed view of the records at one point in time. Writes to the engine make
 * it stale; the next search builds a new one, which inherits the structures of attributes that
 * in-place updates did not touch (and patches numeric indexes and sort orders for a few changed
 * records). Every per-attribute structure is built the first time a query needs it:
 *
 * - facet index: value-id column per record (Int32Array, or CSR offsets/ids for array attributes),
 *   postings per value (record positions, ascending), totals, and bitsets of frequent values;
 * - numeric index: all (value, position) pairs sorted by value, so a comparison or range is two
 *   binary searches and a slice (large slices use 33 prefix bitsets);
 * - token index: sorted unique words of the searchable attributes with postings and the best
 *   attribute priority per posting, so a prefix is a binary-searched range of words;
 * - sort orders per ranking: the full record order, each record's rank, and (when sort criteria
 *   come before relevance) a dense rank of those criteria.
 *
 * Evaluated bitsets are cached in small LRUs (capped, the oldest entry is evicted).
 */
import { type Bitset, and, andInto, emptyBitset, fromPositions, fullBitset, isEmpty, not, or, orInto } from './bitset'
import { type ExpandedCriterion, parseSearchableAttributes } from './config'
import { type FilterNode, parseNumber } from './filters'
import { LruCache } from './lru'
import { indexWords, scalarText } from './text'

export type SearchRecord = Record<string, unknown> & { objectID: string }

/** Append the scalar leaves at `path` (dot notation walks objects and arrays) to `out`. */
export function readValues(record: Record<string, unknown>, path: string, out: unknown[]): void {
  const direct = record[path]
  if (direct !== undefined || !path.includes('.')) {
    pushLeaves(direct, out, 0)
    return
  }
  let level: unknown[] = [record]
  for (const seg of path.split('.')) {
    const next: unknown[] = []
    for (const obj of level) {
      if (obj === null || typeof obj !== 'object') continue
      const v = (obj as Record<string, unknown>)[seg]
      if (Array.isArray(v)) next.push(...v)
      else if (v !== undefined) next.push(v)
    }
    level = next
    if (level.length === 0) return
  }
  for (const v of level) pushLeaves(v, out, 0)
}

function pushLeaves(v: unknown, out: unknown[], depth: number): void {
  if (v === undefined || v === null) return
  if (Array.isArray(v)) {
    if (depth < 4) for (const e of v) pushLeaves(e, out, depth + 1)
    return
  }
  out.push(v)
}

function firstSortNumber(record: Record<string, unknown>, attribute: string): number {
  const direct = record[attribute]
  if (typeof direct === 'number') return Number.isFinite(direct) ? direct : NaN
  const tmp: unknown[] = []
  readValues(record, attribute, tmp)
  for (const x of tmp) {
    const v = sortNumber(x)
    if (!Number.isNaN(v)) return v
  }
  return NaN
}

function sameLeaves(a: Record<string, unknown>, b: Record<string, unknown>, path: string): boolean {
  const va: unknown[] = []
  const vb: unknown[] = []
  readValues(a, path, va)
  readValues(b, path, vb)
  if (va.length !== vb.length) return false
  for (let i = 0; i < va.length; i++) if (!Object.is(va[i], vb[i])) return false
  return true
}

/** First value usable as a sort key: numbers, booleans (1/0), numeric strings, ISO dates (ms). */
export function sortNumber(v: unknown): number {
  if (typeof v === 'number') return Number.isFinite(v) ? v : NaN
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'string') {
    const n = parseNumber(v.trim())
    if (n !== null) return n
    if (/^\d{4}-\d{2}-\d{2}/.test(v)) {
      const t = Date.parse(v)
      return Number.isNaN(t) ? NaN : t
    }
  }
  return NaN
}

export interface FacetIndex {
  attribute: string
  /** value id -> facet key (id 0 = "no value") */
  values: string[]
  /** value id -> the numeric value (NaN when the value was not a number) */
  numeric: Float64Array
  /** every value is a number (facets_stats apply) */
  allNumeric: boolean
  /** value id per record when no record has several values, else null */
  single: Int32Array | null
  /** CSR per record (always present): ids[offsets[p] .. offsets[p+1]) */
  offsets: Int32Array
  ids: Int32Array
  /** CSR per value: valuePositions[valueStart[id] .. valueStart[id+1]) ascending */
  valueStart: Int32Array
  valuePositions: Int32Array
  /** records per value over the whole snapshot */
  totals: Int32Array
  exact: Map<string, number>
  lower: Map<string, number[]> | null
  /** reusable counting buffer for sparse counts (searches are synchronous) */
  scratch: Int32Array | null
  /** bitsets of frequent values, kept for the snapshot's life (no larger than their postings) */
  dense: Array<Bitset | undefined>
}

export interface NumericIndex {
  values: Float64Array
  positions: Int32Array
  /** every record has at most one value (required for the prefix bitsets) */
  singleValued: boolean
  /** prefix[k] = records among positions[0 .. k*blockSize); built lazily for large indexes */
  prefix: Bitset[] | null
  blockSize: number
}

export interface TokenIndex {
  tokens: string[]
  start: Int32Array
  positions: Int32Array
  attrRank: Uint8Array
}

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

export interface SnapshotOptions {
  searchableAttributes: readonly string[]
  bitsetCacheSize: number
}

function lowerBound(arr: Float64Array, v: number): number {
  let lo = 0
  let hi = arr.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (arr[mid] < v) lo = mid + 1
    else hi = mid
  }
  return lo
}

function upperBound(arr: Float64Array, v: number): number {
  let lo = 0
  let hi = arr.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (arr[mid] <= v) lo = mid + 1
    else hi = mid
  }
  return lo
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

export class IndexSnapshot {
  readonly n: number
  readonly records: readonly SearchRecord[]
  readonly all: Bitset
  readonly none: Bitset
  readonly searchable: Array<{ attribute: string; rank: number }>
  private readonly facetIndexes = new Map<string, FacetIndex>()
  private readonly numericIndexes = new Map<string, NumericIndex>()
  private readonly sortColumns = new Map<string, Float64Array>()
  private readonly sortOrders = new Map<string, SortOrder>()
  private tokens: TokenIndex | null = null
  /** evaluated bitsets: filter expressions, facet groups, leaves and query prefixes */
  readonly bitsets: LruCache<string, Bitset>
  /** per-search scratch buffers (reused: searches are synchronous and never keep them) */
  private scratchBitsets: Bitset[] = []
  private scratchInts: Int32Array[] = []
  private scratchFloats: Float64Array | null = null
  /** scratch buffers for relevance (reused; searches are synchronous) */
  private scratchAttr: Uint8Array | null = null
  private scratchExact: Uint8Array | null = null

  constructor(records: readonly SearchRecord[], opts: SnapshotOptions) {
    this.records = records
    this.n = records.length
    this.all = fullBitset(this.n)
    this.none = emptyBitset(this.n)
    this.searchable = parseSearchableAttributes(opts.searchableAttributes)
    this.bitsets = new LruCache(opts.bitsetCacheSize)
  }

  /** Indexes built and bitsets cached so far (see SearchEngine.memoryStats). */
  stats(): { facetIndexes: number; numericIndexes: number; sortOrders: number; bitsets: number } {
    return {
      facetIndexes: this.facetIndexes.size,
      numericIndexes: this.numericIndexes.size,
      sortOrders: this.sortOrders.size,
      bitsets: this.bitsets.size,
    }
  }

  /** A reusable bitset for one search (slot 0: the hits, slot 1: the non-hits). */
  scratchBitset(slot: number): Bitset {
    return (this.scratchBitsets[slot] ??= emptyBitset(this.n))
  }

  /** A reusable Int32Array of n entries (slot 0: hit positions, slot 1: non-hit positions). */
  scratchPositions(slot: number): Int32Array {
    return (this.scratchInts[slot] ??= new Int32Array(this.n))
  }

  /** A reusable Float64Array of `length` entries (sort keys). */
  scratchKeys(length: number): Float64Array {
    const buf = (this.scratchFloats ??= new Float64Array(this.n))
    return buf.subarray(0, length)
  }

  /**
   * Reuse the structures of `previous` (same records at the same positions, except `changes`:
   * [before, after] pairs of records updated in place) for every attribute whose values did not
   * change. Cached bitsets are not carried over (frequent-value bitsets live in the facet indexes).
   */
  inherit(
    previous: IndexSnapshot,
    changes: ReadonlyArray<readonly [SearchRecord, SearchRecord]>,
    positions: Int32Array,
  ): void {
    if (previous.n !== this.n) return
    const verdicts = new Map<string, boolean>()
    const changed = (attribute: string): boolean => {
      let v = verdicts.get(attribute)
      if (v === undefined) {
        v = changes.some(([before, after]) => !sameLeaves(before, after, attribute))
        verdicts.set(attribute, v)
      }
      return v
    }
    const patchable = positions.length <= 256
    for (const [attr, fi] of previous.facetIndexes) if (!changed(attr)) this.facetIndexes.set(attr, fi)
    for (const [attr, ni] of previous.numericIndexes) {
      if (!changed(attr)) this.numericIndexes.set(attr, ni)
      else if (patchable) this.numericIndexes.set(attr, this.patchNumericIndex(attr, ni, positions))
    }
    for (const [attr, col] of previous.sortColumns) {
      if (!changed(attr)) this.sortColumns.set(attr, col)
      else if (patchable) {
        const next = col.slice()
        for (const p of positions) next[p] = firstSortNumber(this.records[p], attr)
        this.sortColumns.set(attr, next)
      }
    }
    for (const [key, so] of previous.sortOrders) {
      if (!so.attributes.some(changed)) this.sortOrders.set(key, so)
      else if (patchable) this.sortOrders.set(key, this.buildSortOrder(so.criteria, { previous: so, positions }))
    }
    if (previous.tokens && !this.searchable.some((s) => changed(s.attribute))) this.tokens = previous.tokens
  }

  /** The previous numeric index with the entries of `positions` replaced by their new values. */
  private patchNumericIndex(attribute: string, ni: NumericIndex, positions: Int32Array): NumericIndex {
    const isMoved = new Uint8Array(this.n)
    for (const p of positions) isMoved[p] = 1
    const add: Array<[number, number]> = []
    const tmp: unknown[] = []
    let singleValued = ni.singleValued
    for (const p of positions) {
      tmp.length = 0
      readValues(this.records[p], attribute, tmp)
      let count = 0
      for (const v of tmp) {
        if (typeof v === 'number' && Number.isFinite(v)) {
          add.push([v, p])
          count++
        }
      }
      if (count > 1) singleValued = false
    }
    add.sort((a, b) => a[0] - b[0] || a[1] - b[1])
    let kept = 0
    for (let i = 0; i < ni.positions.length; i++) if (!isMoved[ni.positions[i]]) kept++
    const size = kept + add.length
    const values = new Float64Array(size)
    const out = new Int32Array(size)
    let j = 0
    let k = 0
    for (let i = 0; i < ni.positions.length; i++) {
      const p = ni.positions[i]
      if (isMoved[p]) continue
      const v = ni.values[i]
      while (j < add.length && (add[j][0] < v || (add[j][0] === v && add[j][1] < p))) {
        values[k] = add[j][0]
        out[k++] = add[j++][1]
      }
      values[k] = v
      out[k++] = p
    }
    for (; j < add.length; j++) {
      values[k] = add[j][0]
      out[k++] = add[j][1]
    }
    return { values, positions: out, singleValued, prefix: null, blockSize: Math.max(1, Math.ceil(size / 32)) }
  }

  // ---------------------------------------------------------------- facets

  facetIndex(attribute: string): FacetIndex {
    let fi = this.facetIndexes.get(attribute)
    if (!fi) {
      fi = this.buildFacetIndex(attribute)
      this.facetIndexes.set(attribute, fi)
    }
    return fi
  }

  private buildFacetIndex(attribute: string): FacetIndex {
    const n = this.n
    const exact = new Map<string, number>()
    const values: string[] = ['']
    const numericList: number[] = [NaN]
    const offsets = new Int32Array(n + 1)
    let ids = new Int32Array(Math.max(16, n))
    let m = 0
    let multi = false
    const tmp: unknown[] = []
    // numbers are looked up by value first (no string conversion for repeated prices, years ...)
    const byNumber = new Map<number, number>()
    const idOf = (v: unknown): number => {
      if (typeof v === 'number') {
        const known = byNumber.get(v)
        if (known !== undefined) return known
        if (!Number.isFinite(v)) return -1
      }
      const key = scalarText(v)
      if (key === null) return -1
      let id = exact.get(key)
      if (id === undefined) {
        id = values.length
        exact.set(key, id)
        values.push(key)
        numericList.push(NaN)
      }
      if (typeof v === 'number') {
        numericList[id] = v
        byNumber.set(v, id)
      }
      return id
    }
    const dotted = attribute.includes('.')
    for (let i = 0; i < n; i++) {
      offsets[i] = m
      if (m + 1 >= ids.length) {
        const grown = new Int32Array(ids.length * 2)
        grown.set(ids)
        ids = grown
      }
      const direct = this.records[i][attribute]
      if (direct === undefined && !dotted) continue
      if (direct !== null && typeof direct !== 'object' && direct !== undefined) {
        // scalar fast path
        const id = idOf(direct)
        if (id >= 0) ids[m++] = id
        continue
      }
      tmp.length = 0
      readValues(this.records[i], attribute, tmp)
      const start = m
      for (const v of tmp) {
        const id = idOf(v)
        if (id < 0) continue
        let dup = false
        for (let j = start; j < m; j++) {
          if (ids[j] === id) {
            dup = true
            break
          }
        }
        if (dup) continue
        if (m === ids.length) {
          const grown = new Int32Array(ids.length * 2)
          grown.set(ids)
          ids = grown
        }
        ids[m++] = id
      }
      if (m - start > 1) multi = true
    }
    offsets[n] = m
    ids = ids.slice(0, m)
    const V = values.length
    const totals = new Int32Array(V)
    for (let j = 0; j < m; j++) totals[ids[j]]++
    const valueStart = new Int32Array(V + 1)
    for (let id = 0; id < V; id++) valueStart[id + 1] = valueStart[id] + totals[id]
    const cursor = valueStart.slice(0, V)
    const valuePositions = new Int32Array(m)
    for (let i = 0; i < n; i++) {
      for (let j = offsets[i]; j < offsets[i + 1]; j++) valuePositions[cursor[ids[j]]++] = i
    }
    let single: Int32Array | null = null
    if (!multi) {
      single = new Int32Array(n)
      for (let i = 0; i < n; i++) if (offsets[i + 1] > offsets[i]) single[i] = ids[offsets[i]]
    }
    const numeric = Float64Array.from(numericList)
    let allNumeric = V > 1
    for (let id = 1; id < V && allNumeric; id++) if (Number.isNaN(numeric[id])) allNumeric = false
    return { attribute, values, numeric, allNumeric, single, offsets, ids, valueStart, valuePositions, totals, exact, lower: null, scratch: null, dense: [] }
  }

  /** Value ids matching a filter value: case-insensitive (as Algolia), except `_tags`. */
  facetValueIds(fi: FacetIndex, value: string): number[] {
    const id = fi.exact.get(value)
    if (fi.attribute === '_tags') return id === undefined ? [] : [id]
    if (!fi.lower) {
      const lower = new Map<string, number[]>()
      for (let v = 1; v < fi.values.length; v++) {
        const key = fi.values[v].toLowerCase()
        const list = lower.get(key)
        if (list) list.push(v)
        else lower.set(key, [v])
      }
      fi.lower = lower
    }
    return fi.lower.get(value.toLowerCase()) ?? []
  }

  /** Bitset of one value id: frequent values are kept for good, others go through the LRU. */
  private valueBits(fi: FacetIndex, id: number): Bitset {
    const a = fi.valueStart[id]
    const b = fi.valueStart[id + 1]
    if ((b - a) * 32 >= this.n) {
      let bits = fi.dense[id]
      if (!bits) {
        bits = fromPositions(fi.valuePositions.subarray(a, b), this.n)
        fi.dense[id] = bits
      }
      return bits
    }
    return fromPositions(fi.valuePositions.subarray(a, b), this.n)
  }

  /** Bitset of records having `value` for `attribute` (shared, do not mutate). */
  facetBits(attribute: string, value: string): Bitset {
    const fi = this.facetIndex(attribute)
    const ids = this.facetValueIds(fi, value)
    if (ids.length === 1) {
      const id = ids[0]
      if ((fi.valueStart[id + 1] - fi.valueStart[id]) * 32 >= this.n) return this.valueBits(fi, id)
    }
    const key = `v\u0000${attribute}\u0000${value}`
    const cached = this.bitsets.get(key)
    if (cached) return cached
    let bits: Bitset
    if (ids.length === 0) {
      // `price:25000.0` still matches the number 25000
      const num = parseNumber(value.trim())
      bits = num !== null ? this.numericBits(attribute, '=', num) : this.none
    } else if (ids.length === 1) {
      bits = this.valueBits(fi, ids[0])
    } else {
      bits = emptyBitset(this.n)
      for (const id of ids) orInto(bits, this.valueBits(fi, id))
    }
    this.bitsets.set(key, bits)
    return bits
  }

  // ---------------------------------------------------------------- numbers

  numericIndex(attribute: string): NumericIndex {
    let ni = this.numericIndexes.get(attribute)
    if (!ni) {
      ni = this.buildNumericIndex(attribute)
      this.numericIndexes.set(attribute, ni)
    }
    return ni
  }

  private buildNumericIndex(attribute: string): NumericIndex {
    const vals: number[] = []
    const pos: number[] = []
    const tmp: unknown[] = []
    for (let i = 0; i < this.n; i++) {
      tmp.length = 0
      readValues(this.records[i], attribute, tmp)
      for (const v of tmp) {
        if (typeof v === 'number' && Number.isFinite(v)) {
          vals.push(v)
          pos.push(i)
        }
      }
    }
    const perm = new Int32Array(vals.length)
    for (let i = 0; i < perm.length; i++) perm[i] = i
    perm.sort((a, b) => vals[a] - vals[b] || a - b)
    const values = new Float64Array(perm.length)
    const positions = new Int32Array(perm.length)
    for (let i = 0; i < perm.length; i++) {
      values[i] = vals[perm[i]]
      positions[i] = pos[perm[i]]
    }
    let singleValued = true
    for (let i = 1; i < pos.length && singleValued; i++) if (pos[i] === pos[i - 1]) singleValued = false
    return { values, positions, singleValued, prefix: null, blockSize: Math.max(1, Math.ceil(perm.length / 32)) }
  }

  /**
   * Records among positions[a, b) of a numeric index. Large slices of single-valued attributes use
   * 33 prefix bitsets (about 32 word operations plus two partial blocks) instead of setting every bit.
   */
  private sliceBits(ni: NumericIndex, a: number, b: number): Bitset {
    if (a >= b) return this.none
    const B = ni.blockSize
    const ka = Math.ceil(a / B)
    const kb = Math.floor(b / B)
    if (!ni.singleValued || ni.positions.length < 4096 || kb - ka < 2) {
      return fromPositions(ni.positions.subarray(a, b), this.n)
    }
    if (!ni.prefix) {
      const prefix: Bitset[] = [emptyBitset(this.n)]
      for (let k = 1; k * B <= ni.positions.length; k++) {
        const bits = prefix[k - 1].slice()
        fromPositions(ni.positions.subarray((k - 1) * B, k * B), this.n, bits)
        prefix.push(bits)
      }
      ni.prefix = prefix
    }
    const hi = ni.prefix[kb]
    const lo = ni.prefix[ka]
    const out = new Uint32Array(hi.length)
    for (let i = 0; i < out.length; i++) out[i] = hi[i] & ~lo[i]
    fromPositions(ni.positions.subarray(a, ka * B), this.n, out)
    fromPositions(ni.positions.subarray(kb * B, b), this.n, out)
    return out
  }

  numericBits(attribute: string, operator: string, value: number): Bitset {
    const key = `n\u0000${attribute}\u0000${operator}\u0000${value}`
    const cached = this.bitsets.get(key)
    if (cached) return cached
    const ni = this.numericIndex(attribute)
    let bits: Bitset
    if (operator === '!=') {
      bits = not(this.numericBits(attribute, '=', value), this.n)
    } else {
      let a = 0
      let b = ni.values.length
      if (operator === '<') b = lowerBound(ni.values, value)
      else if (operator === '<=') b = upperBound(ni.values, value)
      else if (operator === '>') a = upperBound(ni.values, value)
      else if (operator === '>=') a = lowerBound(ni.values, value)
      else {
        a = lowerBound(ni.values, value)
        b = upperBound(ni.values, value)
      }
      bits = this.sliceBits(ni, a, b)
    }
    this.bitsets.set(key, bits)
    return bits
  }

  rangeBits(attribute: string, min: number, max: number): Bitset {
    const key = `r\u0000${attribute}\u0000${min}\u0000${max}`
    const cached = this.bitsets.get(key)
    if (cached) return cached
    const ni = this.numericIndex(attribute)
    const a = lowerBound(ni.values, min)
    const b = upperBound(ni.values, max)
    const bits = this.sliceBits(ni, a, b)
    this.bitsets.set(key, bits)
    return bits
  }

  // ---------------------------------------------------------------- filters

  /** Evaluate a filter tree to a bitset (shared, do not mutate). */
  evaluate(node: FilterNode): Bitset {
    switch (node.type) {
      case 'all':
        return this.all
      case 'facet':
        return this.facetBits(node.attribute, node.value)
      case 'numeric':
        return this.numericBits(node.attribute, node.operator, node.value)
      case 'range':
        return this.rangeBits(node.attribute, node.min, node.max)
      case 'not':
        return not(this.evaluate(node.child), this.n)
      case 'and': {
        let acc: Bitset | null = null
        for (const child of node.children) {
          const bits = this.evaluate(child)
          acc = acc === null ? and(bits, this.all) : andInto(acc, bits)
          if (isEmpty(acc)) break
        }
        return acc ?? this.all
      }
      case 'or': {
        let acc: Bitset | null = null
        for (const child of node.children) {
          const bits = this.evaluate(child)
          acc = acc === null ? or(bits, this.none) : orInto(acc, bits)
        }
        return acc ?? this.none
      }
    }
  }

  /** Evaluate with the result cached under `key`. */
  evaluateCached(key: string, node: () => FilterNode): Bitset {
    const cached = this.bitsets.get(key)
    if (cached) return cached
    const bits = this.evaluate(node())
    this.bitsets.set(key, bits)
    return bits
  }

  // ---------------------------------------------------------------- text

  tokenIndex(): TokenIndex {
    if (!this.tokens) this.tokens = this.buildTokenIndex()
    return this.tokens
  }

  private buildTokenIndex(): TokenIndex {
    const tokenIds = new Map<string, number>()
    const tokenList: string[] = []
    let cap = Math.max(1024, this.n * 8)
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
    for (let i = 0; i < this.n; i++) {
      let count = 0
      const rec = this.records[i]
      for (const { attribute, rank } of this.searchable) {
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
  prefixRange(prefix: string): [number, number] {
    const ti = this.tokenIndex()
    return [lowerBoundStr(ti.tokens, prefix), lowerBoundStr(ti.tokens, `${prefix}\uffff`)]
  }

  /** Records with a searchable word starting with `prefix` (shared, do not mutate). */
  prefixBits(prefix: string): Bitset {
    const key = `q\u0000${prefix}`
    const cached = this.bitsets.get(key)
    if (cached) return cached
    const ti = this.tokenIndex()
    const [a, b] = this.prefixRange(prefix)
    let bits: Bitset = this.none
    if (a < b) {
      bits = fromPositions(ti.positions.subarray(ti.start[a], ti.start[b]), this.n)
    }
    this.bitsets.set(key, bits)
    return bits
  }

  /**
   * Relevance per hit: best (lowest) attribute priority of any matched word, then how many query
   * words matched a word exactly. Returns key = attr * 16 + (15 - exact), lower is better.
   */
  relevance(words: readonly string[], hits: Bitset, positions: Int32Array): Uint16Array {
    if (!this.scratchAttr || this.scratchAttr.length < this.n) {
      this.scratchAttr = new Uint8Array(this.n)
      this.scratchExact = new Uint8Array(this.n)
    }
    const attr = this.scratchAttr
    const exact = this.scratchExact as Uint8Array
    for (let k = 0; k < positions.length; k++) {
      attr[positions[k]] = 255
      exact[positions[k]] = 0
    }
    const ti = this.tokenIndex()
    for (const w of words) {
      const [a, b] = this.prefixRange(w)
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

  // ---------------------------------------------------------------- sorting

  sortColumn(attribute: string): Float64Array {
    let col = this.sortColumns.get(attribute)
    if (!col) {
      col = new Float64Array(this.n)
      for (let i = 0; i < this.n; i++) col[i] = firstSortNumber(this.records[i], attribute)
      this.sortColumns.set(attribute, col)
    }
    return col
  }

  sortOrder(criteria: readonly ExpandedCriterion[]): SortOrder {
    const key = JSON.stringify(criteria)
    let so = this.sortOrders.get(key)
    if (!so) {
      so = this.buildSortOrder(criteria)
      this.sortOrders.set(key, so)
    }
    return so
  }

  private buildSortOrder(criteria: readonly ExpandedCriterion[], patch?: { previous: SortOrder; positions: Int32Array }): SortOrder {
    const relIdx = criteria.findIndex((c) => c.kind === 'relevance')
    const keys = criteria.flatMap((c) => (c.kind === 'sort' ? [{ col: this.sortColumn(c.attribute), desc: c.direction === 'desc' }] : []))
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
      const isMoved = new Uint8Array(this.n)
      for (const p of moved) isMoved[p] = 1
      order = new Int32Array(this.n)
      let j = 0
      let k = 0
      for (const p of patch.previous.order) {
        if (isMoved[p]) continue
        while (j < moved.length && compare(moved[j], p) < 0) order[k++] = moved[j++]
        order[k++] = p
      }
      while (j < moved.length) order[k++] = moved[j++]
    } else {
      order = new Int32Array(this.n)
      for (let i = 0; i < this.n; i++) order[i] = i
      order.sort(compare)
    }
    const rankOf = new Int32Array(this.n)
    for (let r = 0; r < this.n; r++) rankOf[order[r]] = r
    let preRank: Int32Array | null = null
    if (preCount > 0) {
      preRank = new Int32Array(this.n)
      let rank = 0
      for (let r = 0; r < this.n; r++) {
        if (r > 0 && compareKeys(order[r - 1], order[r], 0, preCount) !== 0) rank++
        preRank[order[r]] = rank
      }
    }
    const attributes = criteria.flatMap((c) => (c.kind === 'sort' ? [c.attribute] : []))
    return { criteria, attributes, order, rankOf, preRank, hasRelevance: relIdx >= 0 }
  }
}
