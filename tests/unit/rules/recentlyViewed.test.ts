import { describe, expect, it } from 'vitest'
import { parseRecentlyViewed, RECENTLY_VIEWED_MAX, recentlyViewedKey, shownRecentlyViewed, withoutGone, withViewed } from '@/rules/recentlyViewed'

describe('recently viewed cars (issue 35 §2)', () => {
  it('keeps the newest first, once each, and at most 12', () => {
    let list: string[] = []
    for (let id = 1; id <= 14; id++) list = withViewed(list, String(id))
    list = withViewed(list, '10')
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX)
    expect(list.slice(0, 3)).toEqual(['10', '14', '13'])
    expect(list).not.toContain('1')
    expect(list).not.toContain('2')
  })

  it('drops cars the server no longer lists and hides the car being looked at', () => {
    expect(withoutGone(['3', '2', '1'], new Set(['3', '1']))).toEqual(['3', '1'])
    expect(shownRecentlyViewed(['3', '2', '1'], '2')).toEqual(['3', '1'])
  })

  it('reads a tampered store without breaking the page', () => {
    expect(parseRecentlyViewed('not json')).toEqual([])
    expect(parseRecentlyViewed('{"a":1}')).toEqual([])
    expect(parseRecentlyViewed(JSON.stringify(['1', 2, '1', '<script>', null, ...Array.from({ length: 20 }, (_, i) => String(i + 10))]))).toHaveLength(12)
    expect(withViewed([], 'javascript:alert(1)')).toEqual([])
  })

  it('is kept per site', () => {
    expect(recentlyViewedKey('acme')).toBe('recently-viewed:acme')
  })
})
