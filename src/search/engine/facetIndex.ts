/**
 * Facet index of one attribute: a value-id column per record (Int32Array, or CSR offsets/ids for
 * array attributes), postings per value (record positions, ascending), totals per value, and
 * bitsets of frequent values kept for the snapshot's life.
 */
import { type Bitset, fromPositions } from './bitset'
import { readValues, type SearchRecord } from './recordValues'
import { scalarText } from './text'

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

/** The facet index of `attribute` over `records` (values deduplicated per record). */
export function buildFacetIndex(records: readonly SearchRecord[], attribute: string): FacetIndex {
  const n = records.length
  const dict = valueDictionary()
  const { offsets, ids, multi } = readValueColumn(records, attribute, dict.idOf)
  const { values, exact } = dict
  const V = values.length
  const { totals, valueStart, valuePositions } = postingsByValue(offsets, ids, n, V)
  let single: Int32Array | null = null
  if (!multi) {
    single = new Int32Array(n)
    for (let i = 0; i < n; i++) if (offsets[i + 1] > offsets[i]) single[i] = ids[offsets[i]]
  }
  const numeric = Float64Array.from(dict.numericList)
  let allNumeric = V > 1
  for (let id = 1; id < V && allNumeric; id++) if (Number.isNaN(numeric[id])) allNumeric = false
  return { attribute, values, numeric, allNumeric, single, offsets, ids, valueStart, valuePositions, totals, exact, lower: null, scratch: null, dense: [] }
}

interface ValueDictionary {
  /** facet key -> value id */
  exact: Map<string, number>
  /** value id -> facet key (id 0 = "no value") */
  values: string[]
  /** value id -> the numeric value (NaN when not a number) */
  numericList: number[]
  /** the id of a value (a new one the first time it is seen), -1 for what cannot be a facet value */
  idOf: (v: unknown) => number
}

function valueDictionary(): ValueDictionary {
  const exact = new Map<string, number>()
  const values: string[] = ['']
  const numericList: number[] = [NaN]
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
  return { exact, values, numericList, idOf }
}

/** The value ids of every record as CSR (offsets/ids), and whether any record has several. */
function readValueColumn(
  records: readonly SearchRecord[],
  attribute: string,
  idOf: (v: unknown) => number,
): { offsets: Int32Array; ids: Int32Array; multi: boolean } {
  const n = records.length
  const offsets = new Int32Array(n + 1)
  let ids = new Int32Array(Math.max(16, n))
  let m = 0
  let multi = false
  const tmp: unknown[] = []
  const dotted = attribute.includes('.')
  for (let i = 0; i < n; i++) {
    offsets[i] = m
    if (m + 1 >= ids.length) ids = grow(ids)
    const direct = records[i][attribute]
    if (direct === undefined && !dotted) continue
    if (direct !== null && typeof direct !== 'object' && direct !== undefined) {
      // scalar fast path
      const id = idOf(direct)
      if (id >= 0) ids[m++] = id
      continue
    }
    tmp.length = 0
    readValues(records[i], attribute, tmp)
    const start = m
    for (const v of tmp) {
      const id = idOf(v)
      if (id < 0 || holds(ids, start, m, id)) continue
      if (m === ids.length) ids = grow(ids)
      ids[m++] = id
    }
    if (m - start > 1) multi = true
  }
  offsets[n] = m
  return { offsets, ids: ids.slice(0, m), multi }
}

/** Whether ids[from .. to) holds `id` (a record's few values: a linear scan). */
function holds(ids: Int32Array, from: number, to: number, id: number): boolean {
  for (let j = from; j < to; j++) if (ids[j] === id) return true
  return false
}

function grow(ids: Int32Array): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(ids.length * 2)
  grown.set(ids)
  return grown
}

/** Records per value and, per value, the positions of its records (ascending). */
function postingsByValue(
  offsets: Int32Array,
  ids: Int32Array,
  n: number,
  V: number,
): { totals: Int32Array; valueStart: Int32Array; valuePositions: Int32Array } {
  const m = ids.length
  const totals = new Int32Array(V)
  for (let j = 0; j < m; j++) totals[ids[j]]++
  const valueStart = new Int32Array(V + 1)
  for (let id = 0; id < V; id++) valueStart[id + 1] = valueStart[id] + totals[id]
  const cursor = valueStart.slice(0, V)
  const valuePositions = new Int32Array(m)
  for (let i = 0; i < n; i++) {
    for (let j = offsets[i]; j < offsets[i + 1]; j++) valuePositions[cursor[ids[j]]++] = i
  }
  return { totals, valueStart, valuePositions }
}

/** Value ids matching a filter value: case-insensitive (as Algolia), except `_tags`. */
export function facetValueIds(fi: FacetIndex, value: string): number[] {
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
export function valueBits(fi: FacetIndex, id: number, n: number): Bitset {
  const a = fi.valueStart[id]
  const b = fi.valueStart[id + 1]
  if ((b - a) * 32 >= n) {
    let bits = fi.dense[id]
    if (!bits) {
      bits = fromPositions(fi.valuePositions.subarray(a, b), n)
      fi.dense[id] = bits
    }
    return bits
  }
  return fromPositions(fi.valuePositions.subarray(a, b), n)
}
