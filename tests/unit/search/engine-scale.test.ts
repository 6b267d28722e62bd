/**
 * Larger data (10,000 generated cars from the benchmark generator): paths that only kick in at
 * scale (numeric prefix bitsets, dense/sparse facet values, top-k selection) checked against brute
 * force, including the ranking of text queries.
 */
import { describe, expect, it } from 'vitest'
import { buildSearchPageQueries, createRng, generateCarRecords, runEngineBench, type CarRecord } from '../../../bench/search-engine'
import { createEngine, DEFAULT_SEARCHABLE_ATTRIBUTES, type SearchResponse } from '@/search/engine'
import { indexWords } from '@/search/engine/text'

const records = generateCarRecords(10_000, 3)
const engine = createEngine({ records: records as unknown as Array<Record<string, unknown>>, paginationLimitedTo: 20_000 })
const sortIds = (xs: string[]) => [...xs].sort()

function allIds(index: string, params: Record<string, unknown>): string[] {
  const out: string[] = []
  for (let page = 0; ; page++) {
    const res = engine.search(index, { ...params, hitsPerPage: 1000, page }) as SearchResponse
    out.push(...res.hits.map((h) => h.objectID))
    if (page + 1 >= res.nbPages) return out
  }
}

describe('numeric filters at scale', () => {
  const r = createRng(5)
  const attrs: Array<keyof CarRecord> = ['price', 'km', 'created_at', 'sold_date_timestamp', 'year']
  const ops = ['<', '<=', '=', '!=', '>=', '>'] as const
  for (let i = 0; i < 30; i++) {
    const attr = attrs[i % attrs.length]
    const sample = records[Math.floor(r() * records.length)][attr] as number
    const op = ops[Math.floor(r() * ops.length)]
    it(`${attr} ${op} ${sample} and ranges`, () => {
      const cmp = (v: number) =>
        op === '<' ? v < sample : op === '<=' ? v <= sample : op === '=' ? v === sample : op === '!=' ? v !== sample : op === '>=' ? v >= sample : v > sample
      const expected = records.filter((rec) => cmp(rec[attr] as number)).length
      expect(engine.search('Car_production', { filters: `${attr} ${op} ${sample}`, hitsPerPage: 0 }).nbHits).toBe(expected)
      expect(engine.search('Car_production', { numericFilters: [`${attr}${op}${sample}`], hitsPerPage: 0 }).nbHits).toBe(expected)
      const other = records[Math.floor(r() * records.length)][attr] as number
      const [lo, hi] = sample <= other ? [sample, other] : [other, sample]
      const inRange = records.filter((rec) => (rec[attr] as number) >= lo && (rec[attr] as number) <= hi)
      const res = engine.search('Car_production', { filters: `${attr}:${lo} TO ${hi}`, hitsPerPage: 0, facets: ['make'] })
      expect(res.nbHits).toBe(inRange.length)
      const makes: Record<string, number> = {}
      for (const rec of inRange) makes[rec.make] = (makes[rec.make] ?? 0) + 1
      expect(res.facets.make).toEqual(makes)
    })
  }
})

describe('facet values at scale', () => {
  it('filters on rare values (stock numbers) and frequent ones alike', () => {
    for (const rec of records.slice(0, 20)) {
      const expected = records.filter((x) => x.stocknum === rec.stocknum).map((x) => x.objectID)
      expect(sortIds(allIds('Car_production', { facetFilters: [`stocknum:${rec.stocknum.toLowerCase()}`] }))).toEqual(sortIds(expected))
    }
    const toyotas = records.filter((x) => x.make === 'Toyota' && x.status !== 'sold').length
    expect(engine.search('Car_production', { filters: 'make:TOYOTA AND NOT status:sold', hitsPerPage: 0 }).nbHits).toBe(toyotas)
  })

  it('answers the benchmark multi-queries consistently with single searches', () => {
    for (const body of buildSearchPageQueries(10, 11)) {
      const { results } = engine.multiSearch(body)
      body.requests.forEach((req, i) => {
        const single = engine.search(req.indexName, req) as SearchResponse
        const multi = results[i] as SearchResponse
        expect(multi.nbHits).toBe(single.nbHits)
        expect(multi.facets).toEqual(single.facets)
        expect(multi.hits.map((h) => h.objectID)).toEqual(single.hits.map((h) => h.objectID))
      })
    }
  })
})

describe('text queries at scale: matches and order equal brute force', () => {
  const searchable = DEFAULT_SEARCHABLE_ATTRIBUTES
  const tokens = records.map((rec) =>
    searchable.map((attr) => {
      const v = (rec as unknown as Record<string, unknown>)[attr]
      return v === undefined ? [] : indexWords(String(v))
    }),
  )
  function brute(words: string[]) {
    const out: Array<{ id: string; attr: number; exact: number; pos: number }> = []
    records.forEach((rec, pos) => {
      let attr = 255
      let exact = 0
      for (const w of words) {
        let best = 255
        let isExact = false
        tokens[pos].forEach((ts, rank) => {
          for (const t of ts) {
            if (t.startsWith(w)) best = Math.min(best, rank)
            if (t === w) isExact = true
          }
        })
        if (best === 255) return
        attr = Math.min(attr, best)
        if (isExact) exact++
      }
      out.push({ id: rec.objectID, attr, exact, pos })
    })
    return out
  }
  const r = createRng(17)
  const queries: string[] = ['toy cor', 'hilux 2021', 'ranger', 'u12', 'white', 'cx', 'mazda cx 5', '20', 'gx', 'land rover']
  for (let i = 0; i < 10; i++) {
    const rec = records[Math.floor(r() * records.length)]
    const parts = [rec.make, rec.model, rec.badge, String(rec.year), rec.stocknum].filter(() => r() < 0.5)
    queries.push(parts.map((p) => p.slice(0, 1 + Math.floor(r() * p.length))).join(' ') || rec.model.slice(0, 3))
  }
  for (const query of queries) {
    it(`"${query}"`, () => {
      const words = [...new Set(query.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean))]
      const matched = brute(words)
      const byRelevance = [...matched].sort(
        (a, b) => a.attr - b.attr || b.exact - a.exact || records[b.pos].custom_rank - records[a.pos].custom_rank || a.pos - b.pos,
      )
      expect(engine.search('Car_production', { query, hitsPerPage: 0 }).nbHits).toBe(matched.length)
      const top = engine.search('Car_production', { query, hitsPerPage: 50 }).hits.map((h) => h.objectID)
      expect(top).toEqual(byRelevance.slice(0, 50).map((m) => m.id))
      const page3 = engine.search('Car_production', { query, hitsPerPage: 7, page: 3 }).hits.map((h) => h.objectID)
      expect(page3).toEqual(byRelevance.slice(21, 28).map((m) => m.id))
      const byPrice = [...matched].sort(
        (a, b) =>
          records[a.pos].price - records[b.pos].price ||
          a.attr - b.attr ||
          b.exact - a.exact ||
          records[b.pos].custom_rank - records[a.pos].custom_rank ||
          a.pos - b.pos,
      )
      expect(engine.search('Car_production_price_asc', { query, hitsPerPage: 30 }).hits.map((h) => h.objectID)).toEqual(
        byPrice.slice(0, 30).map((m) => m.id),
      )
    })
  }
})

describe('sorting without a query at scale (dense scan and top-k paths)', () => {
  it('matches a full sort for dense and sparse hit sets', () => {
    const latest = [...records].sort((a, b) => b.created_at - a.created_at || Number(a.objectID) - Number(b.objectID))
    for (const filters of ['', 'status:in_stock', 'make:Tesla', 'make:Tesla AND body:suv']) {
      const pred = (x: CarRecord) =>
        filters === '' ? true : filters === 'status:in_stock' ? x.status === 'in_stock' : filters === 'make:Tesla' ? x.make === 'Tesla' : x.make === 'Tesla' && x.body === 'suv'
      const expected = latest.filter(pred).map((x) => x.objectID)
      for (const page of [0, 1, 5]) {
        const got = engine.search('Car_production_latest', { filters, hitsPerPage: 21, page }).hits.map((h) => h.objectID)
        expect(got).toEqual(expected.slice(page * 21, page * 21 + 21))
      }
    }
  })
})

describe('benchmark module', () => {
  it('generates deterministic records', () => {
    expect(generateCarRecords(50, 9)).toEqual(generateCarRecords(50, 9))
    expect(generateCarRecords(50, 9)).not.toEqual(generateCarRecords(50, 10))
    const rec = generateCarRecords(1, 1)[0]
    for (const field of [
      'make', 'model', 'badge', 'series', 'year', 'price', 'km', 'body', 'simple_body', 'fuel', 'simple_fuel', 'transmission', 'drive',
      'colour', 'seats', 'location_name', 'state', 'car_type', 'tag', 'item_type', 'status', 'show_on_dealer_website',
      'sold_date_timestamp', 'created_at', 'custom_rank', 'dealership_slug', 'stocknum',
    ]) {
      expect(rec).toHaveProperty(field)
    }
  })

  it('runs and reports percentiles and throughput', () => {
    const rows = runEngineBench({ sizes: [2000], queries: 20, warmup: 5 })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ records: 2000, queries: 20 })
    expect(rows[0].p50).toBeGreaterThan(0)
    expect(rows[0].p95).toBeGreaterThanOrEqual(rows[0].p50)
    expect(rows[0].p99).toBeGreaterThanOrEqual(rows[0].p95)
    expect(rows[0].qps).toBeGreaterThan(0)
  })
})
