/** The one in-process cache (src/cache/memoryCache.ts): bounds, TTL, shared loads, stale-while-revalidate. */
import { describe, expect, it, vi } from 'vitest'
import { MemoryCache } from '@/cache/memoryCache'

const deferred = <T>() => {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('MemoryCache bounds', () => {
  it('keeps at most max entries, dropping the least recently used', () => {
    const c = new MemoryCache<string, number>({ max: 2 })
    c.set('a', 1)
    c.set('b', 2)
    expect(c.get('a')).toBe(1) // a is now the most recent
    c.set('c', 3)
    expect(c.get('b')).toBeUndefined()
    expect(c.keys()).toEqual(['a', 'c'])
    expect(c.size).toBe(2)
  })

  it('keeps the most recently used entries within a size budget and never one larger than it', () => {
    const c = new MemoryCache<string, string>({ maxSize: 100, sizeOf: (v) => v.length })
    c.set('a', 'x'.repeat(40))
    c.set('b', 'x'.repeat(40))
    c.get('a')
    c.set('c', 'x'.repeat(40))
    expect(c.get('b')).toBeUndefined()
    expect(c.get('a')).toHaveLength(40)
    expect(c.get('c')).toHaveLength(40)
    expect(c.totalSize).toBeLessThanOrEqual(100)
    c.set('a', 'x'.repeat(101))
    expect(c.get('a')).toBeUndefined()
  })

  it('caches nothing with a bound of 0, and still answers fetches', async () => {
    const off = new MemoryCache<string, number>({ max: 0 })
    off.set('a', 1)
    expect(off.size).toBe(0)
    expect(off.enabled).toBe(false)
    expect(await off.fetch('a', async () => 2)).toBe(2)
    expect(off.get('a')).toBeUndefined()
  })

  it('remembers null like any value', async () => {
    const c = new MemoryCache<string, number | null>({ max: 2 })
    const load = vi.fn(async () => null)
    expect(await c.fetch('unknown', load)).toBeNull()
    expect(await c.fetch('unknown', load)).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('MemoryCache TTL', () => {
  it('forgets entries after the TTL', () => {
    let t = 0
    const c = new MemoryCache<string, string>({ max: 10, ttlMs: 45_000, now: () => t })
    c.set('q', 'results')
    t = 44_999
    expect(c.get('q')).toBe('results')
    t = 45_000
    expect(c.get('q')).toBeUndefined()
    expect(c.size).toBe(0)
  })

  it('with stale-while-revalidate, answers the old value past the TTL while one load replaces it', async () => {
    let t = 0
    const c = new MemoryCache<string, string>({ max: 10, ttlMs: 1000, staleWhileRevalidate: true, now: () => t })
    expect(await c.fetch('k', async () => 'old')).toBe('old')
    t = 1500
    expect(c.get('k')).toBeUndefined() // a plain read never answers a stale entry
    const next = deferred<string>()
    const load = vi.fn(() => next.promise)
    expect(await c.fetch('k', load)).toBe('old')
    expect(await c.fetch('k', load)).toBe('old')
    expect(load).toHaveBeenCalledTimes(1)
    next.resolve('new')
    await next.promise
    await Promise.resolve()
    expect(await c.fetch('k', load)).toBe('new')
  })
})

describe('MemoryCache.fetch', () => {
  it('shares one load between concurrent misses of a key, then answers from the cache', async () => {
    const c = new MemoryCache<string, number>({ max: 10 })
    const d = deferred<number>()
    const load = vi.fn(() => d.promise)
    const a = c.fetch('k', load)
    const b = c.fetch('k', load)
    d.resolve(7)
    expect(await Promise.all([a, b])).toEqual([7, 7])
    expect(await c.fetch('k', load)).toBe(7)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failed load: the next call loads again', async () => {
    const c = new MemoryCache<string, number>({ max: 10 })
    await expect(c.fetch('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(c.has('k')).toBe(false)
    expect(await c.fetch('k', async () => 3)).toBe(3)
  })

  it('answers a load that was in flight when the cache was cleared, but does not store it', async () => {
    const c = new MemoryCache<string, number>({ max: 10 })
    const d = deferred<number>()
    const pending = c.fetch('k', () => d.promise)
    c.clear()
    d.resolve(1)
    expect(await pending).toBe(1)
    expect(c.has('k')).toBe(false)
    const d2 = deferred<number>()
    const again = c.fetch('k', () => d2.promise)
    c.delete('k')
    d2.resolve(2)
    expect(await again).toBe(2)
    expect(c.has('k')).toBe(false)
  })
})
