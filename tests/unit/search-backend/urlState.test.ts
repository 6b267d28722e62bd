/** Search state ↔ URL (src/search/urlState.ts): round trips, the DESIGN.md format, bad input. */
import { describe, expect, it } from 'vitest'
import {
  createSearchRouting,
  queryToState,
  REFINEMENT_ATTRIBUTES,
  SEARCH_FACETS,
  SORT_OPTIONS,
  sortOptions,
  stateToQuery,
  searchUrl,
  type SearchUiState,
} from '@/search/urlState'

describe('facets and sorts', () => {
  it('lists the facets in display order, dealership_slug as a hidden refinement list', () => {
    expect(SEARCH_FACETS.map((f) => f.attribute)).toEqual([
      'make', 'model', 'badge', 'year', 'price', 'km', 'body', 'simple_fuel', 'simple_transmission', 'simple_drive',
      'colour', 'seats', 'location_name', 'state', 'car_type', 'tag', 'item_type', 'dealership_slug', 'special_feature',
    ])
    expect(SEARCH_FACETS.find((f) => f.attribute === 'dealership_slug')).toMatchObject({ widget: 'refinementList', hidden: true })
    // Issue 23: the special feature's filter (one checkbox named by the site) lives in the URL too.
    expect(SEARCH_FACETS.find((f) => f.attribute === 'special_feature')).toMatchObject({ widget: 'refinementList', hidden: true })
    expect(SEARCH_FACETS.filter((f) => f.widget === 'range').map((f) => f.attribute)).toEqual(['year', 'price', 'km'])
  })

  it('maps most relevant to the primary index and the others to its replicas', () => {
    expect(SORT_OPTIONS.map((o) => [o.label, o.value])).toEqual([
      ['Most relevant', 'Car_production'],
      ['Latest', 'Car_production_latest'],
      ['Highest price', 'Car_production_price_desc'],
      ['Lowest price', 'Car_production_price_asc'],
    ])
    expect(sortOptions('Car_staging')[3].value).toBe('Car_staging_price_asc')
  })
})

describe('stateToQuery / queryToState', () => {
  const state: SearchUiState = {
    query: 'hilux sr5',
    page: 3,
    sortBy: 'Car_production_price_asc',
    refinementList: { make: ['Toyota', 'Mazda'], body: ['ute'], dealership_slug: ['sunshine-toyota'] },
    range: { price: '10000:20000', km: ':50000' },
  }

  it('writes the DESIGN.md URL format', () => {
    expect(stateToQuery(state)).toBe(
      'query=hilux%20sr5&page=3&sortBy=Car_production_price_asc' +
        '&refinementList[make][]=Toyota&refinementList[make][]=Mazda&refinementList[body][]=ute' +
        '&refinementList[dealership_slug][]=sunshine-toyota&range[price]=10000:20000&range[km]=:50000',
    )
  })

  it('round-trips through a query string, URLSearchParams and Next.js searchParams', () => {
    const q = stateToQuery(state)
    expect(queryToState(q)).toEqual(state)
    expect(queryToState(`?${q}`)).toEqual(state)
    expect(queryToState(new URLSearchParams(q))).toEqual(state)
    const next: Record<string, string | string[]> = {}
    for (const [k, v] of new URLSearchParams(q)) next[k] = next[k] === undefined ? v : ([] as string[]).concat(next[k], v)
    expect(queryToState(next)).toEqual(state)
    expect(stateToQuery(queryToState(q))).toBe(q)
  })

  it('reads qs indexed arrays and encoded brackets (links built elsewhere)', () => {
    expect(queryToState('refinementList%5Bmake%5D%5B0%5D=Kia&refinementList[make][1]=Ford&refinementList[dealership_slug][0]=a-b')).toEqual({
      refinementList: { make: ['Kia', 'Ford'], dealership_slug: ['a-b'] },
    })
  })

  it('omits page 1, the primary index sort and empty values', () => {
    expect(stateToQuery({ page: 1, sortBy: 'Car_production', query: '  ', refinementList: { make: [] }, range: { price: '' } })).toBe('')
    expect(searchUrl('/cars/', {})).toBe('/cars/')
    expect(searchUrl('/cars/', { refinementList: { dealership_slug: ['x'] } })).toBe('/cars/?refinementList[dealership_slug][]=x')
  })

  it('rewrites price menu values to range[price]=min:max without $ and commas', () => {
    expect(queryToState('range[price]=$10,000 - $20,000')).toEqual({ range: { price: '10000:20000' } })
    expect(queryToState('range[price]=Under $15,000')).toEqual({ range: { price: ':15000' } })
    expect(queryToState('range[price]=$100,000%2B')).toEqual({ range: { price: '100000:' } })
    expect(queryToState('range[price]=20000:10000')).toEqual({ range: { price: '10000:20000' } })
    expect(queryToState('refinementList[price_range][]=$10,000 - $20,000&refinementList[price_range][]=$20,000 - $30,000')).toEqual({
      range: { price: '10000:30000' },
    })
    expect(stateToQuery({ range: { price: '$5,000 - $9,000' } })).toBe('range[price]=5000:9000')
  })

  it('accepts sort aliases and the replica names only', () => {
    expect(queryToState('sortBy=latest')).toEqual({ sortBy: 'Car_production_latest' })
    expect(queryToState('sortBy=price_desc')).toEqual({ sortBy: 'Car_production_price_desc' })
    expect(queryToState('sortBy=Car_production_latest', { indexName: 'Car_staging' })).toEqual({})
    expect(queryToState('sortBy=Car_staging_latest', { indexName: 'Car_staging' })).toEqual({ sortBy: 'Car_staging_latest' })
  })

  it('drops bad input instead of throwing', () => {
    const bad = [
      'page=-1', 'page=abc', 'page=0', 'page=1.5', 'page=', 'range[price]=abc:', 'range[price]=:', 'range[km]=lots',
      'sortBy=Users', 'sortBy=', 'refinementList[password][]=x', 'refinementList[make]=', 'range[colour]=1:2',
      'refinementList[make][][]=x', 'range[price]=1e400:', 'query=%E0%A4%A', '%%%', '&&&==', 'refinementList[__proto__][]=x',
    ]
    for (const q of bad) expect(() => queryToState(q), q).not.toThrow()
    for (const q of bad) {
      const s = queryToState(q)
      expect(s.page, q).toBeUndefined()
      expect(s.sortBy, q).toBeUndefined()
      expect(Object.keys(s.refinementList ?? {}).every((a) => REFINEMENT_ATTRIBUTES.includes(a)), q).toBe(true)
      expect(s.range, q).toBeUndefined()
    }
    expect(queryToState('page=7')).toEqual({ page: 7 })
    expect(queryToState('page=999999')).toEqual({ page: 1000 })
    expect(queryToState(null)).toEqual({})
    expect(queryToState({ page: ['2', '3'], query: undefined })).toEqual({ page: 2 })
  })

  it('caps a 5,000-character query and the number and length of values', () => {
    const s = queryToState(`query=${'a'.repeat(5000)}`)
    expect(s.query).toHaveLength(512)
    const many = Array.from({ length: 80 }, (_, i) => `refinementList[make][]=m${i}`).join('&')
    expect(queryToState(many).refinementList?.make).toHaveLength(50)
    expect(queryToState(`refinementList[make][]=${'x'.repeat(101)}`)).toEqual({})
  })
})

describe('createSearchRouting', () => {
  const routing = createSearchRouting({ indexName: 'Car_production' })

  it('maps InstantSearch UI state to and from the route', () => {
    const ui = { Car_production: { query: 'ranger', page: 2, refinementList: { make: ['Ford'] }, configure: { hitsPerPage: 21 } } }
    const route = routing.stateMapping.stateToRoute(ui)
    expect(route).toEqual({ query: 'ranger', page: 2, refinementList: { make: ['Ford'] } })
    expect(routing.stateMapping.routeToState(route)).toEqual({ Car_production: route })
    expect(routing.stateMapping.stateToRoute({ other: {} })).toEqual({})
  })

  it('creates URLs from location or currentURL, keeping foreign parameters', () => {
    const location = new URL('https://sunshine.example.com/cars/?utm_source=mail&page=4&refinementList[make][]=Kia#top')
    const url = routing.router.createURL({ routeState: { refinementList: { make: ['Toyota'] }, range: { price: ':30000' } }, location })
    expect(url).toBe('https://sunshine.example.com/cars/?refinementList[make][]=Toyota&range[price]=:30000&utm_source=mail#top')
    const viaCurrent = routing.router.createURL({ routeState: {}, currentURL: new URL('http://localhost:3000/search/used-cars?page=2') })
    expect(viaCurrent).toBe('http://localhost:3000/search/used-cars')
  })

  it('parses URLs from location or currentURL', () => {
    const expected = { query: 'kia', range: { price: '5000:9000' } }
    expect(routing.router.parseURL({ location: new URL('http://x/cars/?query=kia&range[price]=$5,000 - $9,000') })).toEqual(expected)
    expect(routing.router.parseURL({ currentURL: new URL('http://x/cars/?query=kia&range[price]=5000:9000') })).toEqual(expected)
    expect(routing.router.parseURL({ currentURL: 'http://x/cars/?page=abc' })).toEqual({})
  })

  it('round-trips createURL → parseURL', () => {
    const routeState = { query: 'ute', page: 5, sortBy: 'Car_production_latest', refinementList: { make: ['Toyota', 'Nissan'], car_type: ['used'] }, range: { year: '2018:2024' } }
    const url = routing.router.createURL({ routeState, location: new URL('http://localhost:3000/cars/') })
    expect(routing.router.parseURL({ location: new URL(url) })).toEqual(routeState)
  })
})
