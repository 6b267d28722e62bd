/**
 * In-place updates reuse the indexes of unchanged attributes and patch sort orders and numeric
 * indexes; after every batch of writes, answers must equal those of an engine built from scratch.
 */
import { describe, expect, it } from 'vitest'
import { buildSearchPageQueries, createRng, generateCarRecords } from '../../../bench/search-engine'
import { createEngine, DEFAULT_INDICES, type SearchEngine, type SearchResponse } from '@/search/engine'

type Rec = Record<string, unknown> & { objectID: string }

const QUERIES: Array<[string, Record<string, unknown>]> = [
  ...Object.keys(DEFAULT_INDICES).flatMap((index): Array<[string, Record<string, unknown>]> => [
    [index, { hitsPerPage: 30, facets: ['*'] }],
    [index, { query: 'toy', hitsPerPage: 30, page: 1 }],
    [index, { filters: 'price > 40000 AND status:in_stock', hitsPerPage: 25, facets: ['make', 'price'] }],
    [index, { numericFilters: ['price>=20000', 'price<=60000'], facetFilters: [['body:suv', 'body:ute']], hitsPerPage: 25 }],
  ]),
  ['Car_production', { filters: 'sold_date_timestamp > 1749000000', facets: ['status', 'categories'], hitsPerPage: 50 }],
  ['Car_production', { query: 'zzupdated', hitsPerPage: 50 }],
  ['Car_production', { filters: 'categories:featured OR km < 1000', hitsPerPage: 50, facets: ['categories'] }],
]

function answers(engine: SearchEngine) {
  return QUERIES.map(([index, params]) => {
    const res = engine.search(index, params) as SearchResponse
    return { nbHits: res.nbHits, ids: res.hits.map((h) => h.objectID), facets: res.facets, stats: res.facets_stats }
  })
}

describe('in-place updates keep every answer identical to a fresh build', () => {
  it('over several batches of random updates (5,000 records)', () => {
    const records = generateCarRecords(5000, 21) as unknown as Rec[]
    const live = createEngine({ records })
    live.warm()
    for (const body of buildSearchPageQueries(20, 4)) live.multiSearch(body)
    answers(live) // build the lazily built structures too
    const current = new Map(records.map((r) => [r.objectID, r]))
    const r = createRng(77)
    for (let batch = 0; batch < 8; batch++) {
      const size = batch === 7 ? 400 : 1 + Math.floor(r() * 20) // the last batch is too big to patch
      const updates: Rec[] = []
      for (let i = 0; i < size; i++) {
        const base = records[Math.floor(r() * records.length)]
        const rec: Rec = { ...(current.get(base.objectID) as Rec) }
        switch (Math.floor(r() * 7)) {
          case 0:
            rec.price = Math.round(r() * 100000)
            break
          case 1:
            rec.status = 'sold'
            rec.sold_date_timestamp = 1_749_500_000 + Math.floor(r() * 500_000)
            break
          case 2:
            rec.make = r() < 0.5 ? 'Toyota' : 'Zzupdated'
            break
          case 3:
            rec.categories = r() < 0.5 ? ['featured'] : ['featured', 'clearance']
            break
          case 4:
            delete rec.price
            break
          case 5:
            rec.created_at = 1_760_000_000 + Math.floor(r() * 1000)
            rec.custom_rank = Math.floor(r() * 2000)
            break
          default:
            rec.km = Math.floor(r() * 2000)
        }
        updates.push(rec)
        current.set(rec.objectID, rec)
      }
      live.saveObjects(updates)
      const fresh = createEngine({ records: [...current.values()] })
      expect(answers(live)).toEqual(answers(fresh))
      const summary = (engine: SearchEngine, body: Parameters<SearchEngine['multiSearch']>[0]) =>
        (engine.multiSearch(body).results as SearchResponse[]).map((x) => ({ nbHits: x.nbHits, ids: x.hits.map((h) => h.objectID), facets: x.facets }))
      for (const body of buildSearchPageQueries(5, batch)) expect(summary(live, body)).toEqual(summary(fresh, body))
    }
  })

  it('rebuilds fully after inserts and deletes', () => {
    const records = generateCarRecords(3000, 5) as unknown as Rec[]
    const live = createEngine({ records })
    answers(live)
    live.saveObject({ ...records[10], price: 1 })
    live.deleteObjects([records[20].objectID])
    live.saveObject({ ...records[30], objectID: 'new-car', make: 'Zzupdated' })
    const expected = records.filter((x) => x.objectID !== records[20].objectID).map((x) => (x.objectID === records[10].objectID ? { ...x, price: 1 } : x))
    expected.push({ ...records[30], objectID: 'new-car', make: 'Zzupdated' })
    expect(answers(live)).toEqual(answers(createEngine({ records: expected })))
  })
})
