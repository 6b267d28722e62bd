/**
 * Issue 7 defect 2: hostile search input must not grow the engine. A `filters` expression naming
 * thousands of attributes that do not exist used to build (and keep) an index per name; now it is
 * refused with a 400 before anything is built, filters are bounded in length and conditions, and
 * every cache stays within its capacity whatever the queries.
 */
import { describe, expect, it } from 'vitest'
import {
  createEngine,
  DEFAULT_FILTER_LIMITS,
  FilterSyntaxError,
  parseFilterList,
  parseFilters,
  SearchEngineError,
  UnknownAttributeError,
} from '@/search/engine'
import { engineSettings } from '@/search/index'

function records(n: number) {
  const makes = ['Toyota', 'Mazda', 'Kia', 'Ford']
  return Array.from({ length: n }, (_, i) => ({
    objectID: String(i + 1),
    make: makes[i % makes.length],
    model: `M${i % 7}`,
    price: 10_000 + i * 100,
    year: 2010 + (i % 12),
    status: 'in_stock',
    show_on_dealer_website: true,
    site_id: 1,
    custom_rank: i,
  }))
}

/** The attack from the issue: `z0_0:x OR z0_1:x OR ...`, a new set of names per request. */
const hostile = (request: number, names: number) =>
  Array.from({ length: names }, (_, i) => `z${request}_${i}:x`).join(' OR ')

describe('search engine memory under hostile filters', () => {
  it('refuses filters on unknown attributes with a 400 and builds no index for them', () => {
    const engine = createEngine({ ...engineSettings(), records: records(500), filterCacheSize: 512, resultCacheSize: 256 })
    engine.search('Car_production', { filters: 'make:Toyota AND price > 12000', facets: ['make'] })
    const before = engine.memoryStats()

    for (let r = 0; r < 40; r++) {
      const names = r % 2 === 0 ? 200 : 5
      let error: unknown
      try {
        engine.search('Car_production', { filters: hostile(r, names) })
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(UnknownAttributeError)
      expect((error as SearchEngineError).status).toBe(400)
      expect((error as Error).message).toMatch(/not a filterable attribute/)
    }
    // the same through facetFilters and numericFilters, and facets that do not exist
    expect(() => engine.search('Car_production', { facetFilters: [['zz1:a', 'zz2:b']] })).toThrow(UnknownAttributeError)
    expect(() => engine.search('Car_production', { numericFilters: ['zz3>1'] })).toThrow(UnknownAttributeError)
    const unknownFacets = Array.from({ length: 1000 }, (_, i) => `nope_${i}`)
    engine.search('Car_production', { facets: unknownFacets })
    expect(() => engine.searchForFacetValues('Car_production', 'nope_x', { facetQuery: 'a' })).toThrow(SearchEngineError)

    const after = engine.memoryStats()
    expect(after.facetIndexes).toBe(before.facetIndexes)
    expect(after.numericIndexes).toBe(before.numericIndexes)
    expect(after.compiledFilters).toBe(before.compiledFilters)
  })

  it('bounds a filter expression in length and in conditions (clear 400 messages)', () => {
    const many = Array.from({ length: DEFAULT_FILTER_LIMITS.maxConditions + 1 }, (_, i) => `make:m${i}`).join(' OR ')
    expect(() => parseFilters(many)).toThrow(FilterSyntaxError)
    expect(() => parseFilters(many)).toThrow(/more than 256 conditions/)
    const long = `make:"${'x'.repeat(DEFAULT_FILTER_LIMITS.maxLength)}"`
    expect(() => parseFilters(long)).toThrow(/longer than 8192 characters/)
    const list = Array.from({ length: DEFAULT_FILTER_LIMITS.maxConditions + 1 }, (_, i) => `make:m${i}`)
    expect(() => parseFilterList([list], 'facetFilters')).toThrow(/more than 256 conditions/)
    // what the sites send stays well inside
    expect(() => parseFilters('(car_type:"new" OR car_type:"demo") AND make:Toyota AND price:1000 TO 90000')).not.toThrow()
  })

  it('keeps every cache within its capacity over many distinct valid queries', () => {
    const engine = createEngine({ ...engineSettings(), records: records(2000), filterCacheSize: 64, bitsetCacheSize: 128, resultCacheSize: 32 })
    for (let i = 0; i < 600; i++) {
      engine.search('Car_production', {
        filters: `price > ${10_000 + i} AND (make:Toyota OR model:M${i % 7} OR year:${2000 + (i % 40)})`,
        facetFilters: [[`make:v${i}`, 'make:Kia']],
        numericFilters: [`year>=${1990 + (i % 50)}`],
        query: `m${i % 10}`,
        facets: ['make', 'year'],
      })
    }
    const stats = engine.memoryStats()
    expect(stats.compiledFilters).toBeLessThanOrEqual(64)
    expect(stats.bitsets).toBeLessThanOrEqual(128)
    expect(stats.results).toBeLessThanOrEqual(32)
    // one index per configured attribute at most
    expect(stats.facetIndexes).toBeLessThanOrEqual(engineSettings().attributesForFaceting!.length)
    expect(stats.numericIndexes).toBeLessThanOrEqual(engineSettings().attributesForFaceting!.length)
  }, 60_000)
})
