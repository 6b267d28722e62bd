import { describe, expect, it } from 'vitest'
import { isSearchClientConfig, priceStatsFrom } from '../../../src/search/priceStats'

describe('the budget block price range read from a search answer', () => {
  it('reads the price facet stats of the first result', () => {
    expect(priceStatsFrom({ results: [{ nbHits: 3, facets_stats: { price: { min: 9990, max: 45000 } } }] })).toEqual({ min: 9990, max: 45000 })
  })

  it('is empty when nothing is in stock or there is no answer', () => {
    expect(priceStatsFrom({ results: [{ nbHits: 0, facets_stats: { price: { min: 1, max: 2 } } }] })).toEqual({})
    expect(priceStatsFrom(null)).toEqual({})
    expect(priceStatsFrom({ results: [] })).toEqual({})
  })

  it('is empty for an answer of the wrong shape instead of showing text as a price', () => {
    expect(priceStatsFrom({ results: [{ nbHits: 3, facets_stats: { price: { min: 'cheap', max: 45000 } } }] })).toEqual({})
    expect(priceStatsFrom({ results: 'nope' })).toEqual({})
  })

  it('recognises a search client config by its mode, index and site', () => {
    expect(isSearchClientConfig({ mode: 'embedded', indexName: 'vehicles', siteSlug: 'demo' })).toBe(true)
    expect(isSearchClientConfig({ mode: 'other', indexName: 'vehicles', siteSlug: 'demo' })).toBe(false)
    expect(isSearchClientConfig(null)).toBe(false)
  })
})
