/**
 * Facet counts, nbHits and facets_stats compared against a brute-force evaluation over 2,000
 * random records, for random `filters`, `facetFilters` and `numericFilters`.
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '@/search/engine'

type Rec = Record<string, unknown> & { objectID: string }
type Pred = (r: Rec) => boolean

function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const MAKES = ['Toyota', 'Mazda', 'Ford', 'Land Rover', 'Mercedes-Benz', 'Kia']
const BODIES = ['suv', 'ute', 'sedan', 'hatch']
const STATUSES = ['in_stock', 'sold', 'coming_soon']
const COLOURS = ['White', 'Black', 'Red', 'Blue']
const CATEGORIES = ['family', 'offroad', 'city', 'towing', 'eco']

function makeRecords(count: number, seed: number): Rec[] {
  const r = rng(seed)
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]
  return Array.from({ length: count }, (_, i) => {
    const rec: Rec = {
      objectID: `car-${i}`,
      make: pick(MAKES),
      body: pick(BODIES),
      status: pick(STATUSES),
      year: 2010 + Math.floor(r() * 15),
      price: Math.round(5000 + r() * 95000),
      km: Math.floor(r() * 200000),
      show_on_dealer_website: r() < 0.85,
      custom_rank: Math.floor(r() * 100),
      categories: Array.from({ length: Math.floor(r() * 4) }, () => pick(CATEGORIES)),
    }
    if (r() < 0.9) rec.colour = pick(COLOURS) // some records have no colour
    if (r() < 0.1) delete rec.price // and some no price
    if (rec.status === 'sold') rec.sold_date_timestamp = 1000 + Math.floor(r() * 1000)
    return rec
  })
}

const values = (rec: Rec, attr: string): unknown[] => {
  const v = rec[attr]
  if (v === undefined || v === null) return []
  return Array.isArray(v) ? v : [v]
}
const facetEq = (attr: string, value: string): Pred => (rec) => values(rec, attr).some((v) => String(v).toLowerCase() === value.toLowerCase())
const numCmp = (attr: string, op: string, n: number): Pred => {
  if (op === '!=') {
    const eq = numCmp(attr, '=', n)
    return (rec) => !eq(rec)
  }
  return (rec) =>
    values(rec, attr).some((v) => {
      if (typeof v !== 'number') return false
      switch (op) {
        case '<':
          return v < n
        case '<=':
          return v <= n
        case '>':
          return v > n
        case '>=':
          return v >= n
        default:
          return v === n
      }
    })
}
const range = (attr: string, lo: number, hi: number): Pred => (rec) => values(rec, attr).some((v) => typeof v === 'number' && v >= lo && v <= hi)

/** A random filter expression as both a `filters` string and a predicate. */
function randomFilter(r: () => number, depth = 0): [string, Pred] {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]
  const roll = r()
  if (depth < 3 && roll < 0.45) {
    const n = 2 + Math.floor(r() * 2)
    const parts = Array.from({ length: n }, () => randomFilter(r, depth + 1))
    const op = r() < 0.5 ? 'AND' : 'OR'
    const text = `(${parts.map((p) => p[0]).join(` ${op} `)})`
    const preds = parts.map((p) => p[1])
    return [text, op === 'AND' ? (rec) => preds.every((p) => p(rec)) : (rec) => preds.some((p) => p(rec))]
  }
  if (depth < 4 && roll < 0.55) {
    const [text, pred] = randomFilter(r, depth + 1)
    return [`NOT ${text}`, (rec) => !pred(rec)]
  }
  const leaf = Math.floor(r() * 8)
  switch (leaf) {
    case 0: {
      const v = pick(MAKES)
      return [`make:"${v}"`, facetEq('make', v)]
    }
    case 1: {
      const v = pick(BODIES)
      return [`body:${r() < 0.5 ? v : v.toUpperCase()}`, facetEq('body', v)]
    }
    case 2: {
      const v = pick(CATEGORIES)
      return [`categories:${v}`, facetEq('categories', v)]
    }
    case 3: {
      const v = r() < 0.5 ? 'true' : 'false'
      return [`show_on_dealer_website:${v}`, facetEq('show_on_dealer_website', v)]
    }
    case 4: {
      const op = pick(['<', '<=', '=', '!=', '>=', '>'])
      const n = 2010 + Math.floor(r() * 15)
      return [`year ${op} ${n}`, numCmp('year', op, n)]
    }
    case 5: {
      const lo = Math.floor(r() * 60000)
      const hi = lo + Math.floor(r() * 40000)
      return [`price:${lo} TO ${hi}`, range('price', lo, hi)]
    }
    case 6: {
      const n = 1000 + Math.floor(r() * 1000)
      return [`sold_date_timestamp > ${n}`, numCmp('sold_date_timestamp', '>', n)]
    }
    default: {
      const v = pick(STATUSES)
      return [`status:${v}`, facetEq('status', v)]
    }
  }
}

const FACETS = ['make', 'body', 'status', 'colour', 'categories', 'year', 'show_on_dealer_website']

function bruteFacets(hits: Rec[], attrs: string[]) {
  const out: Record<string, Record<string, number>> = {}
  for (const attr of attrs) {
    const counts: Record<string, number> = {}
    for (const rec of hits) {
      for (const v of new Set(values(rec, attr).map(String))) counts[v] = (counts[v] ?? 0) + 1
    }
    out[attr] = counts
  }
  return out
}

function bruteStats(hits: Rec[], attr: string) {
  const nums = hits.flatMap((h) => values(h, attr)).filter((v): v is number => typeof v === 'number')
  if (nums.length === 0) return undefined
  const sum = nums.reduce((s, v) => s + v, 0)
  return { min: Math.min(...nums), max: Math.max(...nums), avg: sum / nums.length, sum }
}

const records = makeRecords(2000, 1234)
const engine = createEngine({ records, paginationLimitedTo: 5000 })

/** Every hit's objectID, reading pages of 1000 (the hitsPerPage maximum). */
function allIds(params: Record<string, unknown>): string[] {
  const out: string[] = []
  for (let page = 0; ; page++) {
    const res = engine.search('Car_production', { ...params, hitsPerPage: 1000, page })
    out.push(...res.hits.map((h) => h.objectID))
    if (page + 1 >= res.nbPages) return out.sort()
  }
}

describe('facet counts against brute force (2,000 random records)', () => {
  const r = rng(99)
  for (let i = 0; i < 40; i++) {
    const [filters, pred] = randomFilter(r)
    it(`filters #${i}: ${filters.slice(0, 90)}`, () => {
      const expected = records.filter(pred)
      const res = engine.search('Car_production', { filters, facets: FACETS, hitsPerPage: 1000 })
      expect(res.nbHits).toBe(expected.length)
      expect(allIds({ filters })).toEqual(expected.map((h) => h.objectID).sort())
      expect(res.facets).toEqual(bruteFacets(expected, FACETS))
      const priceStats = bruteStats(expected, 'price')
      const res2 = engine.search('Car_production', { filters, facets: ['price', 'year'], hitsPerPage: 0, maxValuesPerFacet: 1000 })
      if (priceStats) {
        expect(res2.facets_stats?.price?.min).toBe(priceStats.min)
        expect(res2.facets_stats?.price?.max).toBe(priceStats.max)
        expect(res2.facets_stats?.price?.sum).toBe(priceStats.sum)
        expect(res2.facets_stats?.price?.avg).toBeCloseTo(priceStats.avg, 6)
      } else {
        expect(res2.facets_stats?.price).toBeUndefined()
      }
    })
  }

  it('counts over dense and sparse hit sets alike (subtraction path)', () => {
    for (const filters of ['', 'NOT make:Toyota', 'make:Toyota', 'price > 0', 'NOT price > 0']) {
      const expected = filters === '' ? records : records.filter(
        filters === 'NOT make:Toyota' ? (x) => !facetEq('make', 'Toyota')(x)
        : filters === 'make:Toyota' ? facetEq('make', 'Toyota')
        : filters === 'price > 0' ? numCmp('price', '>', 0) : (x) => !numCmp('price', '>', 0)(x),
      )
      const res = engine.search('Car_production', { filters, facets: FACETS, hitsPerPage: 0 })
      expect(res.nbHits).toBe(expected.length)
      expect(res.facets).toEqual(bruteFacets(expected, FACETS))
    }
  })
})

describe('facetFilters and numericFilters against brute force', () => {
  const r = rng(7)
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]
  for (let i = 0; i < 25; i++) {
    // InstantSearch shape: [[a OR b], c, -d], plus numericFilters [[x OR y], z]
    const makes = [pick(MAKES), pick(MAKES)]
    const body = pick(BODIES)
    const notColour = pick(COLOURS)
    const negStyle = r() < 0.5 ? `colour:-${notColour}` : `-colour:${notColour}`
    const cat = pick(CATEGORIES)
    const facetFilters = [makes.map((m) => `make:${m}`), `body:${body}`, negStyle, [`categories:${cat}`, 'categories:eco']]
    const lo = 2010 + Math.floor(r() * 10)
    const numericFilters = [`price>=${Math.floor(r() * 50000)}`, [`year<=${lo}`, `year>=${lo + 3}`]]
    const priceMin = Number((numericFilters[0] as string).slice(7))
    const pred: Pred = (rec) =>
      makes.some((m) => facetEq('make', m)(rec)) &&
      facetEq('body', body)(rec) &&
      !facetEq('colour', notColour)(rec) &&
      (facetEq('categories', cat)(rec) || facetEq('categories', 'eco')(rec)) &&
      numCmp('price', '>=', priceMin)(rec) &&
      (numCmp('year', '<=', lo)(rec) || numCmp('year', '>=', lo + 3)(rec))
    it(`facetFilters #${i}: ${JSON.stringify(facetFilters)} ${JSON.stringify(numericFilters)}`, () => {
      const expected = records.filter(pred)
      const res = engine.search('Car_production', { facetFilters, numericFilters, facets: FACETS, hitsPerPage: 1000 })
      expect(res.nbHits).toBe(expected.length)
      expect(allIds({ facetFilters, numericFilters })).toEqual(expected.map((h) => h.objectID).sort())
      expect(res.facets).toEqual(bruteFacets(expected, FACETS))
      // the same through a URL-encoded params string
      const params = `facetFilters=${encodeURIComponent(JSON.stringify(facetFilters))}&numericFilters=${encodeURIComponent(JSON.stringify(numericFilters))}&hitsPerPage=0`
      expect(engine.search('Car_production', params).nbHits).toBe(expected.length)
    })
  }

  it('disjunctive facet queries (InstantSearch multi-query) count each facet without its own refinement', () => {
    const base = 'show_on_dealer_website:true'
    const makeGroup = ['make:Toyota', 'make:Mazda']
    const bodyGroup = ['body:suv']
    const { results } = engine.multiSearch({
      requests: [
        { indexName: 'Car_production', filters: base, facetFilters: [makeGroup, bodyGroup], facets: ['*'], hitsPerPage: 21 },
        { indexName: 'Car_production', filters: base, facetFilters: [bodyGroup], facets: ['make'], hitsPerPage: 0, analytics: false },
        { indexName: 'Car_production', filters: base, facetFilters: [makeGroup], facets: ['body'], hitsPerPage: 0, analytics: false },
      ],
    })
    const visible = records.filter(facetEq('show_on_dealer_website', 'true'))
    const main = visible.filter((x) => (facetEq('make', 'Toyota')(x) || facetEq('make', 'Mazda')(x)) && facetEq('body', 'suv')(x))
    const [r0, r1, r2] = results as Array<{ nbHits: number; facets: Record<string, Record<string, number>>; hits: unknown[] }>
    expect(r0.nbHits).toBe(main.length)
    expect(r0.hits).toHaveLength(21)
    expect(r1.hits).toHaveLength(0)
    expect(r1.facets).toEqual(bruteFacets(visible.filter(facetEq('body', 'suv')), ['make']))
    expect(r2.facets).toEqual(bruteFacets(visible.filter((x) => facetEq('make', 'Toyota')(x) || facetEq('make', 'Mazda')(x)), ['body']))
  })
})

describe('facet response details', () => {
  const small = createEngine({
    records: [
      { objectID: '1', make: 'Toyota', year: 2022, price: 10, show_on_dealer_website: true, categories: ['a', 'b', 'a'] },
      { objectID: '2', make: 'Toyota', year: 2022, price: 30, show_on_dealer_website: true, categories: ['b'] },
      { objectID: '3', make: 'Mazda', year: 2021, price: 20, show_on_dealer_website: false },
      { objectID: '4', make: 'Audi', year: 2021, show_on_dealer_website: true },
    ],
  })

  it('stringifies numbers and booleans in facet keys, counts array elements once per record', () => {
    const res = small.search('Car_production', { facets: ['year', 'show_on_dealer_website', 'categories'] })
    expect(res.facets).toEqual({
      year: { '2022': 2, '2021': 2 },
      show_on_dealer_website: { true: 3, false: 1 },
      categories: { a: 1, b: 2 },
    })
  })

  it('orders values by count then name, and caps them at maxValuesPerFacet', () => {
    const res = small.search('Car_production', { facets: ['make'], maxValuesPerFacet: 2 })
    expect(Object.entries(res.facets.make)).toEqual([
      ['Toyota', 2],
      ['Audi', 1],
    ])
    const alpha = small.search('Car_production', { facets: ['make'], sortFacetValuesBy: 'alpha' })
    expect(Object.keys(alpha.facets.make)).toEqual(['Audi', 'Mazda', 'Toyota'])
  })

  it('computes facets_stats for numeric facets over the filtered hits only', () => {
    const res = small.search('Car_production', { facets: ['price', 'make'], filters: 'show_on_dealer_website:true' })
    expect(res.facets_stats).toEqual({ price: { min: 10, max: 30, avg: 20, sum: 40 } })
    const none = small.search('Car_production', { facets: ['price'], filters: 'make:Audi' })
    expect(none.facets_stats).toBeUndefined()
    expect(none.facets).toEqual({ price: {} })
  })

  it("expands facets ['*'] to attributesForFaceting without filterOnly ones, skipping empty facets", () => {
    const res = small.search('Car_production', { facets: ['*'] })
    expect(Object.keys(res.facets).sort()).toEqual(['categories', 'make', 'price', 'year'])
    expect(res.facets.show_on_dealer_website).toBeUndefined() // filterOnly in the defaults
    const custom = createEngine({ attributesForFaceting: ['searchable(make)', 'filterOnly(year)'], records: [{ objectID: '1', make: 'Kia', year: 1 }] })
    expect(custom.search('Car_production', { facets: '*' }).facets).toEqual({ make: { Kia: 1 } })
  })

  it('answers an unknown facet with an empty object', () => {
    expect(small.search('Car_production', { facets: ['nope'] }).facets).toEqual({ nope: {} })
    expect(small.search('Car_production', { facets: ['make'], filters: 'make:Nope' }).facets).toEqual({ make: {} })
  })

  it('searches facet values', () => {
    const res = small.searchForFacetValues('Car_production', 'make', { facetQuery: 'toy' })
    expect(res.facetHits).toEqual([{ value: 'Toyota', highlighted: '<em>Toy</em>ota', count: 2 }])
    const viaMulti = small.multiSearch({ requests: [{ indexName: 'Car_production', type: 'facet', facet: 'make', facetQuery: '', filters: 'year:2021' }] })
    expect((viaMulti.results[0] as { facetHits: unknown[] }).facetHits).toEqual([
      { value: 'Audi', highlighted: 'Audi', count: 1 },
      { value: 'Mazda', highlighted: 'Mazda', count: 1 },
    ])
  })
})
