/**
 * Fixed-size bitsets over record positions, stored as Uint32Array words (bit i of word i>>>5).
 * Every operation allocates a new result unless its name ends in `Into`; cached bitsets are shared
 * and must never be mutated.
 */
export type Bitset = Uint32Array

function wordCount(n: number): number {
  return (n + 31) >>> 5
}

export function emptyBitset(n: number): Bitset {
  return new Uint32Array(wordCount(n))
}

export function fullBitset(n: number): Bitset {
  const words = new Uint32Array(wordCount(n))
  words.fill(0xffffffff)
  const tail = n & 31
  if (tail !== 0) words[words.length - 1] = (1 << tail) - 1
  return words
}

export function fromPositions(positions: ArrayLike<number>, n: number, into?: Bitset): Bitset {
  const words = into ?? new Uint32Array(wordCount(n))
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]
    words[p >>> 5] |= 1 << (p & 31)
  }
  return words
}

export function and(a: Bitset, b: Bitset, into?: Bitset): Bitset {
  const out = into ?? new Uint32Array(a.length)
  for (let i = 0; i < a.length; i++) out[i] = a[i] & b[i]
  return out
}

export function andInto(target: Bitset, b: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i] &= b[i]
  return target
}

export function or(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length)
  for (let i = 0; i < a.length; i++) out[i] = a[i] | b[i]
  return out
}

export function orInto(target: Bitset, b: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i] |= b[i]
  return target
}

/** Complement within the first n bits. */
export function not(a: Bitset, n: number, into?: Bitset): Bitset {
  const out = into ?? new Uint32Array(a.length)
  for (let i = 0; i < a.length; i++) out[i] = ~a[i]
  const tail = n & 31
  if (tail !== 0 && out.length > 0) out[out.length - 1] &= (1 << tail) - 1
  return out
}

/** Bits set in each 16-bit value (64 KiB, built once). */
const POP16 = (() => {
  const t = new Uint8Array(65536)
  for (let i = 1; i < 65536; i++) t[i] = t[i >>> 1] + (i & 1)
  return t
})()

export function popcount(bits: Bitset): number {
  let c = 0
  const t = POP16
  for (let i = 0; i < bits.length; i++) {
    const w = bits[i]
    if (w !== 0) c += t[w & 0xffff] + t[w >>> 16]
  }
  return c
}

export function isEmpty(bits: Bitset): boolean {
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) return false
  return true
}

/**
 * Set bit positions in ascending order. `count` (the popcount) may be passed when already known;
 * `into` (at least `count` long) avoids an allocation, and the result is then a view of it.
 */
export function toPositions(bits: Bitset, count = popcount(bits), into?: Int32Array): Int32Array {
  const out = into ? into.subarray(0, count) : new Int32Array(count)
  let k = 0
  for (let i = 0; i < bits.length; i++) {
    let w = bits[i]
    const base = i << 5
    while (w !== 0) {
      const t = w & -w
      out[k++] = base + 31 - Math.clz32(t)
      w ^= t
    }
  }
  return out
}
