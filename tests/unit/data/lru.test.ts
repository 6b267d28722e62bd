/** The bounded short-lived cache behind search results (src/data/lru.ts). */
import { describe, expect, it } from 'vitest'
import { TtlLru } from '@/data/lru'

describe('TtlLru', () => {
  it('keeps at most max entries, dropping the least recently used', () => {
    const lru = new TtlLru<number>(2, 1000, () => 0)
    lru.set('a', 1)
    lru.set('b', 2)
    expect(lru.get('a')).toBe(1) // a is now the most recent
    lru.set('c', 3)
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBe(1)
    expect(lru.get('c')).toBe(3)
    expect(lru.size).toBe(2)
  })
  it('forgets entries after the TTL', () => {
    let t = 0
    const lru = new TtlLru<string>(10, 45_000, () => t)
    lru.set('q', 'results')
    t = 44_999
    expect(lru.get('q')).toBe('results')
    t = 45_000
    expect(lru.get('q')).toBeUndefined()
    expect(lru.size).toBe(0)
  })
})
