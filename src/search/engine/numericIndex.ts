/**
 * Numeric index of one attribute: all (value, position) pairs sorted by value, so a comparison or
 * a range is two binary searches and a slice (large slices of single-valued attributes use 33
 * prefix bitsets). A few changed records are patched in without a full rebuild.
 */
import { type Bitset, emptyBitset, fromPositions } from './bitset'
import { readValues, type SearchRecord } from './recordValues'

export interface NumericIndex {
  values: Float64Array
  positions: Int32Array
  /** every record has at most one value (required for the prefix bitsets) */
  singleValued: boolean
  /** prefix[k] = records among positions[0 .. k*blockSize); built lazily for large indexes */
  prefix: Bitset[] | null
  blockSize: number
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

/** [a, b): the slice of the index's entries compared to `value` by `operator` (=, <, <=, >, >=). */
export function comparisonSlice(ni: NumericIndex, operator: string, value: number): [number, number] {
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
  return [a, b]
}

/** [a, b): the slice of the index's entries with min <= value <= max. */
export function rangeSlice(ni: NumericIndex, min: number, max: number): [number, number] {
  return [lowerBound(ni.values, min), upperBound(ni.values, max)]
}

/** The numeric index of `attribute`: every finite number of every record, sorted by (value, position). */
export function buildNumericIndex(records: readonly SearchRecord[], attribute: string): NumericIndex {
  const vals: number[] = []
  const pos: number[] = []
  const tmp: unknown[] = []
  for (let i = 0; i < records.length; i++) {
    tmp.length = 0
    readValues(records[i], attribute, tmp)
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

/** The previous numeric index with the entries of `positions` replaced by their new values. */
export function patchNumericIndex(
  records: readonly SearchRecord[],
  attribute: string,
  ni: NumericIndex,
  positions: Int32Array,
): NumericIndex {
  const isMoved = new Uint8Array(records.length)
  for (const p of positions) isMoved[p] = 1
  const add: Array<[number, number]> = []
  const tmp: unknown[] = []
  let singleValued = ni.singleValued
  for (const p of positions) {
    tmp.length = 0
    readValues(records[p], attribute, tmp)
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

/**
 * Records among positions[a, b) of a numeric index. Large slices of single-valued attributes use
 * 33 prefix bitsets (about 32 word operations plus two partial blocks) instead of setting every bit.
 */
export function sliceBits(ni: NumericIndex, a: number, b: number, n: number, none: Bitset): Bitset {
  if (a >= b) return none
  const B = ni.blockSize
  const ka = Math.ceil(a / B)
  const kb = Math.floor(b / B)
  if (!ni.singleValued || ni.positions.length < 4096 || kb - ka < 2) {
    return fromPositions(ni.positions.subarray(a, b), n)
  }
  if (!ni.prefix) {
    const prefix: Bitset[] = [emptyBitset(n)]
    for (let k = 1; k * B <= ni.positions.length; k++) {
      const bits = prefix[k - 1].slice()
      fromPositions(ni.positions.subarray((k - 1) * B, k * B), n, bits)
      prefix.push(bits)
    }
    ni.prefix = prefix
  }
  const hi = ni.prefix[kb]
  const lo = ni.prefix[ka]
  const out = new Uint32Array(hi.length)
  for (let i = 0; i < out.length; i++) out[i] = hi[i] & ~lo[i]
  fromPositions(ni.positions.subarray(a, ka * B), n, out)
  fromPositions(ni.positions.subarray(kb * B, b), n, out)
  return out
}
