/**
 * An immutable, lazily indexed view of the records at one point in time. Writes to the engine make
 * it stale; the next search builds a new one, which inherits the structures of attributes that
 * in-place updates did not touch (and patches numeric indexes and sort orders for a few changed
 * records). Every per-attribute structure is built the first time a query needs it, by the module
 * of its kind:
 *
 * - facetIndex.ts: value-id column per record, postings and totals per value, frequent-value bitsets;
 * - numericIndex.ts: (value, position) pairs sorted by value; comparisons and ranges are slices;
 * - tokenIndex.ts: sorted words of the searchable attributes with postings; prefixes and relevance;
 * - sortIndex.ts: sort-key columns and, per ranking, the record order and ranks.
 *
 * This class composes them: it owns the per-snapshot caches (indexes by attribute, evaluated
 * bitsets in a small LRU, per-search scratch buffers) and evaluates filter trees to bitsets.
 */
import { type Bitset, and, andInto, emptyBitset, fromPositions, fullBitset, isEmpty, not, or, orInto } from './bitset'
import { type ExpandedCriterion, parseSearchableAttributes } from './config'
import { buildFacetIndex, type FacetIndex, facetValueIds, valueBits } from './facetIndex'
import { type FilterNode, parseNumber } from './filterTree'
import { MemoryCache } from '../../cache/memoryCache'
import { buildNumericIndex, comparisonSlice, type NumericIndex, patchNumericIndex, rangeSlice, sliceBits } from './numericIndex'
import { type SearchRecord, sameLeaves } from './recordValues'
import { buildSortColumn, buildSortOrder, patchSortColumn, type SortOrder } from './sortIndex'
import { buildTokenIndex, prefixRange, relevance, type RelevanceScratch, type TokenIndex } from './tokenIndex'

export type { FacetIndex } from './facetIndex'
export type { NumericIndex } from './numericIndex'
export { readValues, type SearchRecord } from './recordValues'
export type { SortOrder } from './sortIndex'
export type { TokenIndex } from './tokenIndex'

export interface SnapshotOptions {
  searchableAttributes: readonly string[]
  bitsetCacheSize: number
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
  readonly bitsets: MemoryCache<string, Bitset>
  /** per-search scratch buffers (reused: searches are synchronous and never keep them) */
  private scratchBitsets: Bitset[] = []
  private scratchInts: Int32Array[] = []
  private scratchFloats: Float64Array | null = null
  /** scratch buffers for relevance (reused; searches are synchronous) */
  private relevanceScratch: RelevanceScratch | null = null
  private readonly sortColumnOf = (attribute: string): Float64Array => this.sortColumn(attribute)

  constructor(records: readonly SearchRecord[], opts: SnapshotOptions) {
    this.records = records
    this.n = records.length
    this.all = fullBitset(this.n)
    this.none = emptyBitset(this.n)
    this.searchable = parseSearchableAttributes(opts.searchableAttributes)
    this.bitsets = new MemoryCache({ max: opts.bitsetCacheSize })
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
      else if (patchable) this.numericIndexes.set(attr, patchNumericIndex(this.records, attr, ni, positions))
    }
    for (const [attr, col] of previous.sortColumns) {
      if (!changed(attr)) this.sortColumns.set(attr, col)
      else if (patchable) this.sortColumns.set(attr, patchSortColumn(col, this.records, attr, positions))
    }
    for (const [key, so] of previous.sortOrders) {
      if (!so.attributes.some(changed)) this.sortOrders.set(key, so)
      else if (patchable) this.sortOrders.set(key, buildSortOrder(this.n, so.criteria, this.sortColumnOf, { previous: so, positions }))
    }
    if (previous.tokens && !this.searchable.some((s) => changed(s.attribute))) this.tokens = previous.tokens
  }

  // ---------------------------------------------------------------- facets

  facetIndex(attribute: string): FacetIndex {
    let fi = this.facetIndexes.get(attribute)
    if (!fi) {
      fi = buildFacetIndex(this.records, attribute)
      this.facetIndexes.set(attribute, fi)
    }
    return fi
  }

  /** Value ids matching a filter value: case-insensitive (as Algolia), except `_tags`. */
  facetValueIds(fi: FacetIndex, value: string): number[] {
    return facetValueIds(fi, value)
  }

  /** Bitset of records having `value` for `attribute` (shared, do not mutate). */
  facetBits(attribute: string, value: string): Bitset {
    const fi = this.facetIndex(attribute)
    const ids = facetValueIds(fi, value)
    if (ids.length === 1) {
      const id = ids[0]
      if ((fi.valueStart[id + 1] - fi.valueStart[id]) * 32 >= this.n) return valueBits(fi, id, this.n)
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
      bits = valueBits(fi, ids[0], this.n)
    } else {
      bits = emptyBitset(this.n)
      for (const id of ids) orInto(bits, valueBits(fi, id, this.n))
    }
    this.bitsets.set(key, bits)
    return bits
  }

  // ---------------------------------------------------------------- numbers

  numericIndex(attribute: string): NumericIndex {
    let ni = this.numericIndexes.get(attribute)
    if (!ni) {
      ni = buildNumericIndex(this.records, attribute)
      this.numericIndexes.set(attribute, ni)
    }
    return ni
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
      const [a, b] = comparisonSlice(ni, operator, value)
      bits = sliceBits(ni, a, b, this.n, this.none)
    }
    this.bitsets.set(key, bits)
    return bits
  }

  rangeBits(attribute: string, min: number, max: number): Bitset {
    const key = `r\u0000${attribute}\u0000${min}\u0000${max}`
    const cached = this.bitsets.get(key)
    if (cached) return cached
    const ni = this.numericIndex(attribute)
    const [a, b] = rangeSlice(ni, min, max)
    const bits = sliceBits(ni, a, b, this.n, this.none)
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
    if (!this.tokens) this.tokens = buildTokenIndex(this.records, this.searchable)
    return this.tokens
  }

  /** [first, last) token ids whose word starts with `prefix`. */
  prefixRange(prefix: string): [number, number] {
    return prefixRange(this.tokenIndex(), prefix)
  }

  /** Records with a searchable word starting with `prefix` (shared, do not mutate). */
  prefixBits(prefix: string): Bitset {
    const key = `q\u0000${prefix}`
    const cached = this.bitsets.get(key)
    if (cached) return cached
    const ti = this.tokenIndex()
    const [a, b] = prefixRange(ti, prefix)
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
    const scratch = (this.relevanceScratch ??= { attr: new Uint8Array(this.n), exact: new Uint8Array(this.n) })
    return relevance(this.tokenIndex(), words, hits, positions, scratch)
  }

  // ---------------------------------------------------------------- sorting

  sortColumn(attribute: string): Float64Array {
    let col = this.sortColumns.get(attribute)
    if (!col) {
      col = buildSortColumn(this.records, attribute)
      this.sortColumns.set(attribute, col)
    }
    return col
  }

  sortOrder(criteria: readonly ExpandedCriterion[]): SortOrder {
    const key = JSON.stringify(criteria)
    let so = this.sortOrders.get(key)
    if (!so) {
      so = buildSortOrder(this.n, criteria, this.sortColumnOf)
      this.sortOrders.set(key, so)
    }
    return so
  }
}
