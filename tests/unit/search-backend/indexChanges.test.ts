/**
 * The index generation (issue 12): every write to the embedded index bumps it, the search results
 * cache keys by it, and a wait for the next write ends on the write or at its timeout.
 */
import { describe, expect, it, vi } from 'vitest'
import { indexChangedSince, indexGeneration, nextIndexChange, noteIndexChanged } from '@/search/indexChanges'

vi.mock('server-only', () => ({}))

describe('index changes', () => {
  it('a write bumps the generation and wakes every waiter', async () => {
    const before = indexGeneration()
    const a = nextIndexChange(60_000)
    const b = nextIndexChange(60_000)
    noteIndexChanged()
    expect(indexGeneration()).toBe(before + 1)
    await expect(a).resolves.toBe(true)
    await expect(b).resolves.toBe(true)
  })

  it('a wait without a write ends at its timeout', async () => {
    vi.useFakeTimers()
    try {
      const waiting = nextIndexChange(5_000)
      vi.advanceTimersByTime(5_000)
      await expect(waiting).resolves.toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a search result cached before a write is not the same entry after it', async () => {
    const { searchCacheKey } = await import('@/data/search')
    const requests = [{ indexName: 'Car_production', query: 'hilux' }]
    const before = searchCacheKey('sunshine-toyota', requests)
    expect(searchCacheKey('sunshine-toyota', requests)).toBe(before)
    noteIndexChanged()
    expect(searchCacheKey('sunshine-toyota', requests)).not.toBe(before)
    expect(searchCacheKey('harbour-auto-group', requests)).not.toBe(searchCacheKey('sunshine-toyota', requests))
  }, 120_000) // importing the data module loads Payload's config
})

describe('indexChangedSince', () => {
  it('is true at once when the index was written after the given generation', async () => {
    const since = indexGeneration()
    noteIndexChanged()
    await expect(indexChangedSince(since, 60_000)).resolves.toBe(true)
  })

  it('waits for a later write, and gives up at its timeout', async () => {
    const since = indexGeneration()
    const waiting = indexChangedSince(since, 60_000)
    noteIndexChanged()
    await expect(waiting).resolves.toBe(true)
    await expect(indexChangedSince(indexGeneration(), 20)).resolves.toBe(false)
  })
})
