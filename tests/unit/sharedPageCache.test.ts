/**
 * The pure parts of the shared page cache (src/cache/sharedPageCache.ts): what it stores comes
 * back the same, which tags expire an entry, the front cache's bound, and notices that fit
 * PostgreSQL's payload limit.
 */
import { describe, expect, it } from 'vitest'
import {
  decodeValue,
  encodeValue,
  entryTags,
  isExpiredByTags,
  nextTagState,
  noticeChunks,
  createFrontMemory,
  sharedCacheSettings,
} from '../../src/cache/sharedPageCache'
import { MAX_NOTICE_BYTES } from '../../src/notices/pgListener'

describe('stored values', () => {
  it('keep Buffers and Maps of a rendered page', () => {
    const value = { kind: 'APP_PAGE', html: '<p>é</p>', rscData: Buffer.from([0, 1, 255]), segmentData: new Map([['/a', Buffer.from('seg')]]), status: 200 }
    const back = decodeValue<{ html: string; rscData: Buffer; segmentData: Map<string, Buffer> }>(encodeValue(value))
    expect(back.html).toBe('<p>é</p>')
    expect(Buffer.isBuffer(back.rscData) && [...back.rscData]).toEqual([0, 1, 255])
    expect(back.segmentData).toBeInstanceOf(Map)
    expect(back.segmentData.get('/a')?.toString()).toBe('seg')
  })
})

describe('tags', () => {
  it("are a page's cache-tags header plus a data entry's own and soft tags", () => {
    expect(entryTags({ headers: { 'x-next-cache-tags': 'site:1,site:1:pages' } })).toEqual(['site:1', 'site:1:pages'])
    expect(entryTags({ tags: ['a'] }, { tags: ['a', 'b'], softTags: ['_N_T_/layout'] })).toEqual(['a', 'b', '_N_T_/layout'])
    expect(entryTags(null)).toEqual([])
  })

  it('expire an entry written before the tag expired, not one written after, nor a future expiry', () => {
    const tags = new Map([['site:1', { expired: 1000 }], ['later', { expired: 5000 }]])
    expect(isExpiredByTags(['site:1'], 999, tags, 2000)).toBe(true)
    expect(isExpiredByTags(['site:1'], 1000, tags, 2000)).toBe(false)
    expect(isExpiredByTags(['site:2'], 0, tags, 2000)).toBe(false)
    expect(isExpiredByTags(['later'], 0, tags, 2000)).toBe(false)
    expect(isExpiredByTags(['later'], 0, tags, 6000)).toBe(true)
  })

  it("follow Next's rule for revalidateTag durations", () => {
    expect(nextTagState(undefined, { expire: 0 }, 100)).toEqual({ stale: 100, expired: 100 })
    expect(nextTagState({ expired: 5 }, {}, 100)).toEqual({ stale: 100, expired: 5 })
    expect(nextTagState(undefined, undefined, 100)).toEqual({ expired: 100 })
  })

  it('travel in notices under the payload limit, split when many', () => {
    const few = noticeChunks('me', { 'site:1': { expired: 1, stale: 1 } })
    expect(few).toHaveLength(1)
    expect(JSON.parse(few[0]!)).toEqual({ from: 'me', tags: { 'site:1': { expired: 1, stale: 1 } } })
    const many = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`site:${i}:vehicle:some-long-car-slug-${i}`, { expired: 1700000000000 }]))
    const chunks = noticeChunks('me', many)
    expect(chunks.length).toBeGreaterThan(1)
    for (const c of chunks) expect(Buffer.byteLength(c)).toBeLessThanOrEqual(MAX_NOTICE_BYTES)
    expect(chunks.reduce((n, c) => n + Object.keys(JSON.parse(c).tags).length, 0)).toBe(2000)
  })
})

describe('the front cache', () => {
  it('keeps the most recently used entries within its byte budget', () => {
    const lru = createFrontMemory(100)
    const entry = (n: number, size: number) => ({ value: null, cacheControl: undefined, lastModified: n, tags: [], size })
    lru.set('a', entry(1, 40))
    lru.set('b', entry(2, 40))
    lru.get('a')
    lru.set('c', entry(3, 40))
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')?.lastModified).toBe(1)
    expect(lru.get('c')?.lastModified).toBe(3)
    expect(lru.totalSize).toBeLessThanOrEqual(100)
    lru.set('huge', entry(4, 101))
    expect(lru.get('huge')).toBeUndefined()
  })
})

describe('settings', () => {
  it('default sensibly and ignore nonsense', () => {
    expect(sharedCacheSettings({})).toMatchObject({ maxEntries: 5000, maxEntryBytes: 2048 * 1024, maxAgeHours: 24 })
    expect(sharedCacheSettings({ CACHE_SHARED_MAX_ENTRIES: '-3', CACHE_TAG_POLL_MS: 'abc' })).toMatchObject({ maxEntries: 5000, tagPollMs: 5000 })
    expect(sharedCacheSettings({ CACHE_SHARED_MAX_ENTRIES: '100' }).maxEntries).toBe(100)
  })
})
