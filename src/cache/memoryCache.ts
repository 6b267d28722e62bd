/**
 * The one in-process cache: every layer that keeps derived data in memory (the site resolver,
 * search results, the engine's compiled filters and bitsets, geocoding answers, the shared page
 * cache's front copy; docs/architecture.md "Caches" lists them) uses this, on the `lru-cache`
 * library.
 *
 * - Bounded by entries (`max`) or by size (`maxSize` with `sizeOf`, e.g. bytes); least recently
 *   used out first. A bound of 0 caches nothing (a cache turned off by configuration).
 * - `ttlMs`: an entry is forgotten that long after it was stored.
 * - `fetch(key, load)`: concurrent misses of one key share one `load`; a failed load is not
 *   kept (nor one `keep` refuses). With `staleWhileRevalidate`, an entry past its TTL is still answered while one load
 *   replaces it (callers that prefer a slightly old answer to waiting).
 * - `null` is a value like any other (an unknown site is remembered as `null`).
 */
import { LRUCache } from 'lru-cache'

export interface MemoryCacheOptions<K, V> {
  /** At most this many entries (0: cache nothing). */
  max?: number
  /** At most this total size, as measured by `sizeOf` (0: cache nothing). */
  maxSize?: number
  /** The size of one entry (required with `maxSize`); an entry larger than `maxSize` is not kept. */
  sizeOf?: (value: V, key: K) => number
  /** Forget an entry this long after it was stored. */
  ttlMs?: number
  /** Past its TTL, `fetch` answers the old value while one load replaces it. */
  staleWhileRevalidate?: boolean
  /** Whether `fetch` stores a loaded value (e.g. not an unknown site's `null`); default: always. */
  keep?: (value: V) => boolean
  /** The clock (tests); milliseconds. */
  now?: () => number
}

/** lru-cache refuses `undefined` values and needs objects for `{}`: values are boxed. */
type Box<V> = { value: V }

/** K: any value but null or undefined (the keys lru-cache accepts). */
export class MemoryCache<K extends NonNullable<unknown>, V> {
  private readonly lru: LRUCache<K, Box<V>> | null
  private readonly staleWhileRevalidate: boolean
  /** Options of a plain read, made once (reads are on the search engine's hot path). */
  private readonly readOptions: LRUCache.GetOptions<K, Box<V>, unknown>
  /** Loads in flight, by key; a load is stored only while it is still the key's current one. */
  private readonly inflight = new Map<K, Promise<V>>()
  private readonly keep: ((value: V) => boolean) | undefined

  constructor(options: MemoryCacheOptions<K, V>) {
    const max = bound(options.max)
    const maxSize = bound(options.maxSize)
    const off = max === 0 || maxSize === 0 || (max === undefined && maxSize === undefined)
    const sizeOf = options.sizeOf
    this.staleWhileRevalidate = Boolean(options.staleWhileRevalidate && options.ttlMs)
    this.readOptions = { allowStale: false, noDeleteOnStaleGet: this.staleWhileRevalidate }
    this.keep = options.keep
    const now = options.now
    // Typed as lru-cache's Options: here there is always a max or a maxSize (else the cache is
    // off), which its union of option shapes cannot see through the spreads.
    this.lru = off
      ? null
      : new LRUCache<K, Box<V>>({
          ...(max !== undefined ? { max } : {}),
          ...(maxSize !== undefined && sizeOf ? { maxSize, sizeCalculation: (box, key) => Math.max(1, Math.ceil(sizeOf(box.value, key))) } : {}),
          // lru-cache counts an entry stale once its age exceeds `ttl`; here it is gone at ttlMs.
          ...(options.ttlMs ? { ttl: Math.max(1, options.ttlMs - 1) } : {}),
          // lru-cache reads a start time of 0 as "no TTL": a test clock starting at 0 is moved by 1 ms.
          ...(now ? { perf: { now: () => now() + 1 }, ttlResolution: 0 } : {}),
        } as LRUCache.Options<K, Box<V>, unknown>)
  }

  /** The entry, or undefined (never one past its TTL: `fetch` alone answers stale entries). */
  get(key: K): V | undefined {
    return this.lru?.get(key, this.readOptions)?.value
  }

  has(key: K): boolean {
    return this.lru?.has(key) ?? false
  }

  set(key: K, value: V): void {
    this.lru?.set(key, { value })
  }

  /** Forget the entry; a load of it in flight is answered to its callers but not stored. */
  delete(key: K): void {
    this.inflight.delete(key)
    this.lru?.delete(key)
  }

  /** Forget everything; loads in flight are answered to their callers but not stored. */
  clear(): void {
    this.inflight.clear()
    this.lru?.clear()
  }

  get size(): number {
    return this.lru?.size ?? 0
  }

  /** Total size of the entries (with `maxSize`). */
  get totalSize(): number {
    return this.lru?.calculatedSize ?? 0
  }

  /** Whether the cache keeps anything at all (a bound of 0 turns it off). */
  get enabled(): boolean {
    return this.lru !== null
  }

  /** The keys, least recently used first. */
  keys(): K[] {
    return this.lru ? [...this.lru.rkeys()] : []
  }

  /**
   * The cached value, else `load()`'s (stored). Concurrent calls for one key share one load; a
   * rejected load rejects its callers and stores nothing. With `staleWhileRevalidate`, an entry
   * past its TTL is answered at once while one load replaces it in the background.
   */
  fetch(key: K, load: () => Promise<V>): Promise<V> {
    if (!this.lru) return load()
    const status: LRUCache.Status<K, Box<V>> = {}
    const box = this.lru.get(key, { allowStale: this.staleWhileRevalidate, noDeleteOnStaleGet: this.staleWhileRevalidate, status })
    if (box && status.get === 'hit') return Promise.resolve(box.value)
    if (box) {
      this.load(key, load).catch(() => {})
      return Promise.resolve(box.value)
    }
    return this.load(key, load)
  }

  private load(key: K, load: () => Promise<V>): Promise<V> {
    const pending = this.inflight.get(key)
    if (pending) return pending
    const promise: Promise<V> = (async () => load())().then(
      (value) => {
        if (this.inflight.get(key) === promise) {
          this.inflight.delete(key)
          if (!this.keep || this.keep(value)) this.lru?.set(key, { value })
        }
        return value
      },
      (error: unknown) => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key)
        throw error
      },
    )
    this.inflight.set(key, promise)
    return promise
  }
}

function bound(value: number | undefined): number | undefined {
  if (value === undefined) return undefined
  return Math.max(0, Math.floor(Number.isFinite(value) ? value : 0))
}
