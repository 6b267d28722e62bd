/**
 * The engine behind a custom search client, driven by algoliasearch-helper (the state machine
 * react-instantsearch uses): disjunctive facets, numeric refinements, pagination and results
 * parsing must work exactly as they do against Algolia.
 */
import algoliasearchHelper from 'algoliasearch-helper'
import { describe, expect, it } from 'vitest'
import { createEngine, type MultiSearchRequest } from '@/search/engine'

const records = [
  { objectID: '1', make: 'Toyota', model: 'Corolla', body: 'hatch', price: 20000, year: 2020, custom_rank: 5, show_on_dealer_website: true },
  { objectID: '2', make: 'Toyota', model: 'HiLux', body: 'ute', price: 45000, year: 2021, custom_rank: 9, show_on_dealer_website: true },
  { objectID: '3', make: 'Mazda', model: 'CX-5', body: 'suv', price: 30000, year: 2021, custom_rank: 7, show_on_dealer_website: true },
  { objectID: '4', make: 'Mazda', model: 'BT-50', body: 'ute', price: 38000, year: 2019, custom_rank: 3, show_on_dealer_website: true },
  { objectID: '5', make: 'Ford', model: 'Ranger', body: 'ute', price: 52000, year: 2022, custom_rank: 8, show_on_dealer_website: false },
]

function searchClient() {
  const engine = createEngine({ records })
  const calls: MultiSearchRequest[][] = []
  return {
    calls,
    client: {
      search(requests: MultiSearchRequest[]) {
        calls.push(requests)
        return Promise.resolve(engine.multiSearch({ requests }))
      },
      searchForFacetValues(requests: Array<{ indexName: string; params: { facetName: string; facetQuery: string } }>) {
        return Promise.resolve(
          requests.map((r) => engine.searchForFacetValues(r.indexName, r.params.facetName, r.params)),
        )
      },
    },
  }
}

type HelperResults = {
  nbHits: number
  nbPages: number
  hits: Array<{ objectID: string }>
  getFacetValues: (attr: string, opts: { sortBy: string[] }) => Array<{ name: string; count: number; isRefined: boolean }>
  getFacetStats: (attr: string) => { min: number; max: number } | undefined
}

function run(helper: ReturnType<typeof algoliasearchHelper>): Promise<HelperResults> {
  return new Promise((resolve, reject) => {
    helper.once('result', ({ results }: { results: HelperResults }) => resolve(results))
    helper.once('error', ({ error }: { error: unknown }) => reject(error))
    helper.search()
  })
}

describe('algoliasearch-helper against the engine', () => {
  it('computes disjunctive facets, numeric refinements and pages like Algolia', async () => {
    const { client, calls } = searchClient()
    const helper = algoliasearchHelper(client as never, 'Car_production', {
      disjunctiveFacets: ['make', 'body'],
      facets: ['year'],
      hitsPerPage: 2,
      filters: 'show_on_dealer_website:true',
    })
    helper.addDisjunctiveFacetRefinement('make', 'Toyota').addDisjunctiveFacetRefinement('make', 'Mazda')
    helper.addDisjunctiveFacetRefinement('body', 'ute')
    helper.addNumericRefinement('price', '>=', 30000)
    const results = await run(helper)
    // main query + one query per refined disjunctive facet
    expect(calls.at(-1)).toHaveLength(3)
    expect(results.nbHits).toBe(2) // HiLux 45000 and BT-50 38000
    expect(results.hits.map((h) => h.objectID)).toEqual(['2', '4'])
    const makes = results.getFacetValues('make', { sortBy: ['name:asc'] })
    // make counts ignore the make refinement: utes >= 30000 on the dealer site: Toyota 1, Mazda 1
    expect(makes.map((m) => [m.name, m.count, m.isRefined])).toEqual([
      ['Mazda', 1, true],
      ['Toyota', 1, true],
    ])
    const bodies = results.getFacetValues('body', { sortBy: ['name:asc'] })
    expect(bodies.map((b) => [b.name, b.count])).toEqual([
      ['suv', 1],
      ['ute', 2],
    ])
    expect(results.getFacetValues('year', { sortBy: ['name:asc'] }).map((y) => [y.name, y.count])).toEqual([
      ['2019', 1],
      ['2021', 1],
    ])

    helper.setQuery('hilux').setPage(0)
    const text = await run(helper)
    expect(text.hits.map((h) => h.objectID)).toEqual(['2'])
  })

  it('paginates and reports stats for a range facet', async () => {
    const { client } = searchClient()
    const helper = algoliasearchHelper(client as never, 'Car_production_price_asc', { facets: ['price'], hitsPerPage: 2 })
    const first = await run(helper)
    expect(first.nbPages).toBe(3)
    expect(first.hits.map((h) => h.objectID)).toEqual(['1', '3'])
    expect(first.getFacetStats('price')).toMatchObject({ min: 20000, max: 52000 })
    helper.setPage(2)
    const last = await run(helper)
    expect(last.hits.map((h) => h.objectID)).toEqual(['5'])
  })
})
