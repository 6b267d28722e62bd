/**
 * Partial top-k selection: only the hits needed for the requested page are ordered.
 */

/**
 * Indices (into `keys`) of the `k` smallest keys, ascending; ties are broken by index. Uses a
 * bounded max-heap, O(m log k).
 */
export function smallestK(keys: ArrayLike<number>, k: number): Int32Array {
  const m = keys.length
  if (k <= 0 || m === 0) return new Int32Array(0)
  if (k >= m) {
    const all = new Int32Array(m)
    for (let i = 0; i < m; i++) all[i] = i
    return all.sort((a, b) => keys[a] - keys[b] || a - b)
  }
  // max-heap on (key, index): heap[0] is the worst of the best k so far
  const heap = new Int32Array(k)
  const worse = (a: number, b: number) => keys[a] > keys[b] || (keys[a] === keys[b] && a > b)
  let size = 0
  for (let i = 0; i < m; i++) {
    if (size < k) {
      let c = size++
      heap[c] = i
      while (c > 0) {
        const parent = (c - 1) >> 1
        if (!worse(heap[c], heap[parent])) break
        const t = heap[c]
        heap[c] = heap[parent]
        heap[parent] = t
        c = parent
      }
      continue
    }
    if (!worse(heap[0], i)) continue
    heap[0] = i
    let c = 0
    for (;;) {
      const l = 2 * c + 1
      if (l >= k) break
      const r = l + 1
      const big = r < k && worse(heap[r], heap[l]) ? r : l
      if (!worse(heap[big], heap[c])) break
      const t = heap[c]
      heap[c] = heap[big]
      heap[big] = t
      c = big
    }
  }
  return heap.sort((a, b) => keys[a] - keys[b] || a - b)
}

/** Generic bounded selection for small arrays of items with a comparator (facet values). */
export function topByComparator<T>(items: T[], k: number, cmp: (a: T, b: T) => number): T[] {
  if (items.length <= k || items.length <= 64) return items.sort(cmp).slice(0, k)
  // keep a sorted buffer of size k; items are visited once
  const best: T[] = []
  for (const item of items) {
    if (best.length === k && cmp(item, best[k - 1]) >= 0) continue
    let lo = 0
    let hi = best.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (cmp(best[mid], item) <= 0) lo = mid + 1
      else hi = mid
    }
    best.splice(lo, 0, item)
    if (best.length > k) best.pop()
  }
  return best
}
