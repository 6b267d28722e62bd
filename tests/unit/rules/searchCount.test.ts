import { describe, expect, it } from 'vitest'
import { LARGE_COUNT_THRESHOLD, countAt, displayedCount, formatVehicleCount, showMeButtonText, sumFacetCounts } from '@/rules/searchCount'

describe('"Show Me N <vehicles>" count (SPEC.md §9 "Counts above 1999 show the configured stock count or a sum of facet counts")', () => {
  const facetCounts = { new: 900, demo: 150, used: 1300 }

  it('up to 1999 the hit count is shown as is', () => {
    expect(LARGE_COUNT_THRESHOLD).toBe(1999)
    expect(displayedCount({ nbHits: 1999, stockCount: 5000, facetCounts })).toBe(1999)
    expect(displayedCount({ nbHits: 12 })).toBe(12)
  })
  it('above 1999: the configured stock count when set', () => {
    expect(displayedCount({ nbHits: 2000, stockCount: 5000, facetCounts })).toBe(5000)
  })
  it('above 1999 without a stock count: the sum of facet counts', () => {
    expect(displayedCount({ nbHits: 2000, facetCounts })).toBe(2350)
    expect(displayedCount({ nbHits: 2000, stockCount: 0, facetCounts })).toBe(2350)
    expect(sumFacetCounts({ a: 1, b: Number.NaN, c: -4 })).toBe(1)
  })
  it('above 1999 with neither: the hit count', () => {
    expect(displayedCount({ nbHits: 2500 })).toBe(2500)
    expect(displayedCount({ nbHits: 2500, facetCounts: {} })).toBe(2500)
  })
  it('bad hit counts show 0', () => {
    expect(displayedCount({ nbHits: Number.NaN })).toBe(0)
    expect(displayedCount({ nbHits: -3 })).toBe(0)
  })
})

describe('button text', () => {
  it('thousands separators and singular/plural label', () => {
    expect(formatVehicleCount(2345)).toBe('2,345')
    expect(formatVehicleCount(1234567)).toBe('1,234,567')
    expect(showMeButtonText(1)).toBe('Show Me 1 Car')
    expect(showMeButtonText(2345)).toBe('Show Me 2,345 Cars')
    expect(showMeButtonText(0)).toBe('Show Me 0 Cars')
    expect(showMeButtonText(3, 'Caravan')).toBe('Show Me 3 Caravans')
  })
  it('counting animation goes from the old count to the new one', () => {
    expect(countAt(0, 2345, 0)).toBe(0)
    expect(countAt(0, 2345, 1)).toBe(2345)
    expect(countAt(100, 50, 1)).toBe(50)
    const mid = countAt(0, 1000, 0.5)
    expect(mid).toBeGreaterThan(500)
    expect(mid).toBeLessThan(1000)
    expect(countAt(0, 10, 7)).toBe(10)
  })
})
