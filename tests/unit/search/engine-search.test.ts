import { describe, expect, it } from 'vitest'
import {
  createEngine,
  DEFAULT_INDICES,
  DEFAULT_SEARCHABLE_ATTRIBUTES,
  parseSearchParams,
  SearchEngine,
  SearchEngineError,
  UnknownIndexError,
} from '@/search/engine'

const CARS = [
  { objectID: '1', make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', year: 2020, colour: 'White', stocknum: 'U12345', price: 24990, created_at: 100, custom_rank: 50 },
  { objectID: '2', make: 'Toyota', model: 'Camry', badge: 'SL', year: 2021, colour: 'Black', stocknum: 'U22222', price: 35990, created_at: 300, custom_rank: 90 },
  { objectID: '3', make: 'Toyota', model: 'HiLux', badge: 'SR5', year: 2021, colour: 'White', stocknum: 'N33333', price: 55990, created_at: 200, custom_rank: 70 },
  { objectID: '4', make: 'Toyota', model: 'HiLux', badge: 'Workmate', year: 2019, colour: 'Silver', stocknum: 'U44444', price: 38990, created_at: 400, custom_rank: 10 },
  { objectID: '5', make: 'Mazda', model: 'CX-5', badge: 'Maxx', year: 2022, colour: 'Red', stocknum: 'AB-1234', price: 31990, created_at: 500, custom_rank: 30 },
  { objectID: '6', make: 'Škoda', model: 'Octavia', badge: 'RS', year: 2021, colour: 'Blue', stocknum: 'U66666', created_at: 50, custom_rank: 80 },
  { objectID: '7', make: 'Ford', model: 'Ranger', badge: 'Corsa', year: 2018, colour: 'Grey', stocknum: 'U77777', price: 29990, created_at: 600, custom_rank: 60 },
]

const engine = createEngine({ records: CARS })
const ids = (res: { hits: Array<{ objectID: string }> }) => res.hits.map((h) => h.objectID)
const search = (params: unknown, index = 'Car_production') => engine.search(index, params)

describe('query matching', () => {
  it('prefix-matches every word: "toy cor" finds the Toyota Corolla', () => {
    expect(ids(search({ query: 'toy cor' }))).toEqual(['1'])
    expect(ids(search({ query: 'TOY COR' }))).toEqual(['1'])
  })

  it('matches years as words: "hilux 2021"', () => {
    expect(ids(search({ query: 'hilux 2021' }))).toEqual(['3'])
    expect(ids(search({ query: '2021' })).sort()).toEqual(['2', '3', '6'])
  })

  it('matches stock numbers, with or without punctuation', () => {
    expect(ids(search({ query: 'U12345' }))).toEqual(['1'])
    expect(ids(search({ query: 'u444' }))).toEqual(['4'])
    expect(ids(search({ query: 'AB-1234' }))).toEqual(['5'])
    expect(ids(search({ query: 'ab1234' }))).toEqual(['5'])
    expect(ids(search({ query: 'cx5' }))).toEqual(['5'])
    expect(ids(search({ query: 'cx-5' }))).toEqual(['5'])
  })

  it('folds accents and requires every word to match', () => {
    expect(ids(search({ query: 'skoda' }))).toEqual(['6'])
    expect(ids(search({ query: 'škoda octavia' }))).toEqual(['6'])
    expect(ids(search({ query: 'toyota mazda' }))).toEqual([])
    expect(ids(search({ query: 'zzz' }))).toEqual([])
  })

  it('treats a query of only punctuation as empty', () => {
    expect(search({ query: '  ?! ' }).nbHits).toBe(CARS.length)
  })

  it('ranks by matched attribute, then exact words, then custom_rank', () => {
    // "cor": Corolla (model, prefix) beats Corsa (badge, prefix) though Corsa's custom_rank is higher
    expect(ids(search({ query: 'cor' }))).toEqual(['1', '7'])
    const e = createEngine({
      records: [
        { objectID: 'prefix', make: 'Corvette', custom_rank: 99 },
        { objectID: 'exact', make: 'Cor', custom_rank: 1 },
        { objectID: 'name-only', make: 'Kia', name: 'Cor', custom_rank: 100 },
      ],
    })
    expect(ids(e.search('Car_production', { query: 'cor' }))).toEqual(['exact', 'prefix', 'name-only'])
  })

  it('highlights matched prefixes with the requested tags', () => {
    const hit = search({ query: 'toy cor', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' }).hits[0]
    expect(hit._highlightResult?.make).toMatchObject({ value: '__ais-highlight__Toy__/ais-highlight__ota', matchLevel: 'partial', matchedWords: ['toy'] })
    expect(hit._highlightResult?.model).toMatchObject({ value: '__ais-highlight__Cor__/ais-highlight__olla' })
    expect(hit._highlightResult?.year).toMatchObject({ value: '2020', matchLevel: 'none' })
    expect(search({ query: 'toyota', attributesToHighlight: [] }).hits[0]._highlightResult).toBeUndefined()
  })
})

describe('sorting replicas', () => {
  it('exports the default indices and searchable attributes', () => {
    expect(Object.keys(DEFAULT_INDICES)).toEqual(['Car_production', 'Car_production_latest', 'Car_production_price_desc', 'Car_production_price_asc'])
    expect(DEFAULT_SEARCHABLE_ATTRIBUTES).toEqual(['make', 'model', 'badge', 'series', 'year', 'colour', 'stocknum', 'name'])
    expect(engine.listIndices()).toEqual(Object.keys(DEFAULT_INDICES))
  })

  it('orders the primary index by custom_rank desc without a query', () => {
    expect(ids(search({}))).toEqual(['2', '6', '3', '7', '1', '5', '4'])
  })

  it('orders Car_production_latest by created_at desc', () => {
    expect(ids(search({}, 'Car_production_latest'))).toEqual(['7', '5', '4', '2', '3', '1', '6'])
  })

  it('orders by price both ways, records without a price last', () => {
    expect(ids(search({}, 'Car_production_price_desc'))).toEqual(['3', '4', '2', '5', '7', '1', '6'])
    expect(ids(search({}, 'Car_production_price_asc'))).toEqual(['1', '7', '5', '2', '4', '3', '6'])
  })

  it('keeps the replica order with a query and filters', () => {
    expect(ids(search({ query: 'toyota', filters: 'year >= 2020' }, 'Car_production_price_asc'))).toEqual(['1', '2', '3'])
    expect(ids(search({ query: 'toyota' }, 'Car_production_latest'))).toEqual(['4', '2', '3', '1'])
  })

  it('takes a custom index configuration and ISO date strings', () => {
    const e = createEngine({
      indices: { Cars: { ranking: ['relevance', 'custom'] }, Cars_oldest: { ranking: ['asc(created_at)'] } },
      customRanking: ['asc(custom_rank)'],
      records: [
        { objectID: 'a', created_at: '2024-05-01T00:00:00Z', custom_rank: 3 },
        { objectID: 'b', created_at: '2023-01-01T00:00:00Z', custom_rank: 1 },
        { objectID: 'c', created_at: '2025-01-01T00:00:00Z', custom_rank: 2 },
      ],
    })
    expect(ids(e.search('Cars', {}))).toEqual(['b', 'c', 'a'])
    expect(ids(e.search('Cars_oldest', {}))).toEqual(['b', 'a', 'c'])
    expect(() => e.search('Car_production', {})).toThrow(UnknownIndexError)
  })
})

describe('pagination', () => {
  const many = createEngine({
    records: Array.from({ length: 45 }, (_, i) => ({ objectID: `c${i}`, make: i % 2 ? 'Kia' : 'Ford', custom_rank: 1000 - i, price: i })),
  })
  const page = (p: unknown, hpp: unknown = 20, index = 'Car_production') => many.search(index, { page: p, hitsPerPage: hpp })

  it('reports nbPages and fills the last page partially', () => {
    const first = page(0)
    expect(first).toMatchObject({ nbHits: 45, nbPages: 3, page: 0, hitsPerPage: 20 })
    expect(first.hits).toHaveLength(20)
    expect(page(2).hits).toHaveLength(5)
    expect(ids(page(2))).toEqual(['c40', 'c41', 'c42', 'c43', 'c44'])
  })

  it('answers a page beyond the end with no hits', () => {
    const res = page(3)
    expect(res.hits).toEqual([])
    expect(res).toMatchObject({ nbHits: 45, nbPages: 3, page: 3 })
    expect(page(1e9).hits).toEqual([])
  })

  it('pages are disjoint and follow the full order, for every replica', () => {
    for (const index of Object.keys(DEFAULT_INDICES)) {
      const all = ids(many.search(index, { hitsPerPage: 1000 }))
      const paged = [0, 1, 2, 3, 4, 5, 6].flatMap((p) => ids(page(p, 7, index)))
      expect(paged).toEqual(all)
    }
  })

  it('supports offset/length', () => {
    const res = many.search('Car_production', { offset: 5, length: 3 })
    expect(ids(res)).toEqual(['c5', 'c6', 'c7'])
    expect(res).toMatchObject({ offset: 5, length: 3 })
  })

  it('limits retrievable hits to paginationLimitedTo (1000 by default)', () => {
    const big = createEngine({ records: Array.from({ length: 1500 }, (_, i) => ({ objectID: String(i), custom_rank: -i })) })
    const res = big.search('Car_production', { hitsPerPage: 100, page: 9 })
    expect(res).toMatchObject({ nbHits: 1500, nbPages: 10 })
    expect(res.hits).toHaveLength(100)
    expect(big.search('Car_production', { hitsPerPage: 100, page: 10 }).hits).toEqual([])
    const unlimited = createEngine({ paginationLimitedTo: 5000, records: Array.from({ length: 1500 }, (_, i) => ({ objectID: String(i) })) })
    expect(unlimited.search('Car_production', { hitsPerPage: 100 }).nbPages).toBe(15)
  })

  it('hitsPerPage 0 returns facets only', () => {
    const res = many.search('Car_production', { hitsPerPage: 0, facets: ['make'] })
    expect(res.hits).toEqual([])
    expect(res.nbHits).toBe(45)
    expect(res.facets.make).toEqual({ Ford: 23, Kia: 22 })
  })
})

describe('bad input never throws (except filter syntax and unknown index)', () => {
  it('falls back for bad page and hitsPerPage values', () => {
    expect(search({ page: -1 }).page).toBe(0)
    expect(search({ page: 'abc' }).page).toBe(0)
    expect(search({ page: '1', hitsPerPage: '2' })).toMatchObject({ page: 1, hitsPerPage: 2 })
    expect(search({ page: 1.7, hitsPerPage: 2 }).page).toBe(1)
    expect(search({ hitsPerPage: 5000 }).hitsPerPage).toBe(1000)
    expect(search({ hitsPerPage: -3 }).hitsPerPage).toBe(0)
    expect(search({ hitsPerPage: 'abc' }).hitsPerPage).toBe(20)
    expect(search({ page: Infinity, hitsPerPage: NaN })).toMatchObject({ page: 0, hitsPerPage: 20 })
    expect(search({ maxValuesPerFacet: 'lots', facets: ['make'] }).facets.make).toBeDefined()
  })

  it('truncates a 5,000 character query to 512', () => {
    const res = search({ query: 'toyota '.repeat(715) })
    expect(res.query).toHaveLength(512)
    expect(res.nbHits).toBe(4)
    const junk = search({ query: Array.from({ length: 1000 }, (_, i) => `w${i}`).join(' ') })
    expect(junk.nbHits).toBe(0)
  })

  it('accepts odd params shapes', () => {
    for (const p of [undefined, null, 42, 'garbage=%%%', [], { query: 123 }, { query: null }, { facets: 'make' }, { facetFilters: [] }, { numericFilters: '' }]) {
      expect(() => engine.search('Car_production', p)).not.toThrow()
    }
    expect(search({ query: 2021 }).nbHits).toBe(3)
    expect(search({ facets: 'make,year' }).facets).toHaveProperty('year')
  })

  it('ignores analytics, clickAnalytics, tagFilters and unknown params; returns a queryID with clickAnalytics', () => {
    const res = search({ analytics: false, clickAnalytics: true, tagFilters: ['x'], getRankingInfo: true, whatever: 1 })
    expect(res.nbHits).toBe(CARS.length)
    expect(res.queryID).toMatch(/^[0-9a-f]{32}$/)
  })

  it('throws UnknownIndexError for an unknown index', () => {
    expect(() => engine.search('Nope', {})).toThrow(UnknownIndexError)
    try {
      engine.search('Nope', {})
    } catch (e) {
      expect((e as UnknownIndexError).status).toBe(404)
      expect((e as UnknownIndexError).indexName).toBe('Nope')
    }
  })
})

describe('response shape', () => {
  it('has every Algolia field', () => {
    const res = search({ query: 'toyota', facets: ['make', 'year'], hitsPerPage: 2 })
    expect(res).toMatchObject({
      nbHits: 4,
      page: 0,
      nbPages: 2,
      hitsPerPage: 2,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      query: 'toyota',
      index: 'Car_production',
      facets: { make: { Toyota: 4 }, year: { '2019': 1, '2020': 1, '2021': 2 } },
      facets_stats: { year: { min: 2019, max: 2021, sum: 8081 } },
    })
    expect(typeof res.processingTimeMS).toBe('number')
    expect(res.params).toBe('query=toyota&facets=%5B%22make%22%2C%22year%22%5D&hitsPerPage=2')
    expect(res.hits[0]).toMatchObject({ objectID: '2', make: 'Toyota', model: 'Camry' })
  })

  it('retrieves only the requested attributes', () => {
    const hit = search({ query: 'camry', attributesToRetrieve: ['make', 'price'] }).hits[0]
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', 'make', 'objectID', 'price'])
    const without = search({ query: 'camry', attributesToRetrieve: ['*', '-stocknum'] }).hits[0]
    expect(without.stocknum).toBeUndefined()
    expect(without.model).toBe('Camry')
  })

  it('echoes a params string as received', () => {
    expect(search('query=hilux&hitsPerPage=1').params).toBe('query=hilux&hitsPerPage=1')
  })
})

describe('params parsing', () => {
  it('decodes URL-encoded params with JSON arrays', () => {
    const p = parseSearchParams(
      'query=toy%20cor&hitsPerPage=5&facets=%5B%22make%22%5D&facetFilters=%5B%5B%22make%3AToyota%22%2C%22make%3AMazda%22%5D%5D&numericFilters=%5B%22price%3E%3D1000%22%5D',
    )
    expect(p).toEqual({
      query: 'toy cor',
      hitsPerPage: '5',
      facets: ['make'],
      facetFilters: [['make:Toyota', 'make:Mazda']],
      numericFilters: ['price>=1000'],
    })
  })

  it('merges a params string with flat keys (flat keys win)', () => {
    expect(parseSearchParams({ params: 'query=a&page=2', page: 3 })).toEqual({ query: 'a', page: 3 })
    expect(parseSearchParams({ params: { query: 'b' } })).toEqual({ query: 'b' })
  })

  it('gives the same answer for object and string params', () => {
    const obj = { query: 'toyota', facetFilters: [['colour:White', 'colour:Black']], numericFilters: ['price>=30000'], facets: ['model'] }
    const str = `query=toyota&facetFilters=${encodeURIComponent(JSON.stringify(obj.facetFilters))}&numericFilters=${encodeURIComponent(JSON.stringify(obj.numericFilters))}&facets=${encodeURIComponent('["model"]')}`
    const a = search(obj)
    const b = search(str)
    expect(ids(a)).toEqual(['2', '3'])
    expect(ids(b)).toEqual(ids(a))
    expect(b.facets).toEqual(a.facets)
  })
})

describe('multiSearch', () => {
  it('accepts v5 flat requests, v4 params strings and the legacy array', () => {
    const v5 = engine.multiSearch({ requests: [{ indexName: 'Car_production', query: 'hilux', hitsPerPage: 1 }, { indexName: 'Car_production_latest', query: 'hilux' }] })
    expect(v5.results).toHaveLength(2)
    expect(ids(v5.results[0] as never)).toEqual(['3'])
    expect(ids(v5.results[1] as never)).toEqual(['4', '3'])
    const v4 = engine.multiSearch({ requests: [{ indexName: 'Car_production', params: 'query=hilux&hitsPerPage=1' }] })
    expect(ids(v4.results[0] as never)).toEqual(['3'])
    const legacy = engine.multiSearch([{ indexName: 'Car_production', params: { query: 'hilux' } }])
    expect((legacy.results[0] as { nbHits: number }).nbHits).toBe(2)
    expect(engine.multiSearch({}).results).toEqual([])
    expect(() => engine.multiSearch({ requests: [{ indexName: 'Nope' }] })).toThrow(UnknownIndexError)
  })
})

describe('writes and lazy rebuilds', () => {
  it('sees saves, updates, deletes, clear and replaceAll on the next search', () => {
    const e = new SearchEngine()
    e.saveObjects([{ objectID: 1, make: 'Kia', custom_rank: 1 }, { objectID: '2', make: 'Kia', custom_rank: 2 }])
    expect(e.size).toBe(2)
    expect(ids(e.search('Car_production', { query: 'kia' }))).toEqual(['2', '1'])
    e.saveObjects([{ objectID: '1', make: 'Mazda', custom_rank: 1 }])
    expect(ids(e.search('Car_production', { query: 'kia' }))).toEqual(['2'])
    expect(e.search('Car_production', { facets: ['make'] }).facets.make).toEqual({ Kia: 1, Mazda: 1 })
    expect(e.deleteObjects(['2', 'missing'])).toEqual({ objectIDs: ['2'] })
    expect(e.search('Car_production', {}).nbHits).toBe(1)
    expect(e.getObject(1)).toMatchObject({ objectID: '1', make: 'Mazda' })
    e.clear()
    expect(e.search('Car_production', { facets: ['make'] })).toMatchObject({ nbHits: 0, hits: [], nbPages: 0, facets: { make: {} } })
    e.replaceAll([{ objectID: 'x', make: 'Audi' }])
    expect(ids(e.search('Car_production', { query: 'aud' }))).toEqual(['x'])
  })

  it('rejects records without an objectID', () => {
    expect(() => engine.saveObjects([{ make: 'Kia' }])).toThrow(SearchEngineError)
  })

  it('applies new settings', () => {
    const e = createEngine({ records: [{ objectID: '1', make: 'Kia', dealer: 'Smith Motors' }] })
    expect(e.search('Car_production', { query: 'smith' }).nbHits).toBe(0)
    e.setSettings({ searchableAttributes: ['make', 'dealer'] })
    expect(e.search('Car_production', { query: 'smith' }).nbHits).toBe(1)
  })

  it('caches whole responses when asked, and forgets them after a write', () => {
    const e = createEngine({ resultCacheSize: 10, records: [{ objectID: '1', make: 'Kia' }] })
    const a = e.search('Car_production', { query: 'kia' })
    const b = e.search('Car_production', { query: 'kia' })
    expect(b.hits).toBe(a.hits)
    e.saveObject({ objectID: '2', make: 'Kia' })
    expect(e.search('Car_production', { query: 'kia' }).nbHits).toBe(2)
  })
})
