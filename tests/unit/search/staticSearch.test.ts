/**
 * A search page rendered from the engine's answer without InstantSearch (src/stock/ui/
 * staticSearch.ts, searchWidgets.ts): the query the page's widgets send for a URL, and the render
 * state each widget reads from the answer (what the server HTML shows).
 */
// @ts-expect-error the helper's query builder has no types
import requestBuilder from 'algoliasearch-helper/src/requestBuilder'
import connectHits from 'instantsearch.js/es/connectors/hits/connectHits.js'
import connectPagination from 'instantsearch.js/es/connectors/pagination/connectPagination.js'
import connectRange from 'instantsearch.js/es/connectors/range/connectRange.js'
import connectRefinementList from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList.js'
import connectSearchBox from 'instantsearch.js/es/connectors/search-box/connectSearchBox.js'
import connectSortBy from 'instantsearch.js/es/connectors/sort-by/connectSortBy.js'
import connectStats from 'instantsearch.js/es/connectors/stats/connectStats.js'
import { describe, expect, it } from 'vitest'
import { createEngine, type MultiSearchRequest } from '@/search/engine'
import { DEFAULT_INDEX_NAME, REFINEMENT_ATTRIBUTES, RANGE_ATTRIBUTES, sortOptions } from '@/search/urlState'
import { createStaticSearch, staticRenderState, type InitialResults } from '@/stock/ui/staticSearch'
import { pageWidgetOptions, searchPageWidgets, searchParametersFor, searchStateUrl, uiStateFromSearch } from '@/stock/ui/searchWidgets'

const INDEX = DEFAULT_INDEX_NAME
const records = Array.from({ length: 30 }, (_, i) => ({
  objectID: String(i + 1),
  make: i % 3 === 0 ? 'Mazda' : 'Toyota',
  model: i % 3 === 0 ? 'CX-5' : i % 2 ? 'HiLux' : 'Corolla',
  price: 10_000 + i * 1_000,
  year: 2015 + (i % 8),
  km: i * 5_000,
  car_type: i % 4 === 0 ? 'new' : 'used',
  custom_rank: i,
  show_on_dealer_website: true,
}))

const options = pageWidgetOptions({ indexName: INDEX, hitsPerPage: 6 }, { specialFeature: null }, undefined)
const widgets = searchPageWidgets(options)
const buildQueries = (requestBuilder as { _getQueries(index: string, state: unknown): Array<{ indexName: string; params: Record<string, unknown> }> })._getQueries

/** What src/stock/ui/searchPageResults.ts does, against an engine in memory. */
function answer(search: string): InitialResults {
  const engine = createEngine({ records })
  const state = searchParametersFor(widgets, INDEX, uiStateFromSearch(search, INDEX))
  const queries = buildQueries(state.index, state)
  const requests = queries.map(({ indexName, params }) => ({ indexName, ...params })) as unknown as MultiSearchRequest[]
  const response = engine.multiSearch({ requests }) as { results: unknown[] }
  return { [INDEX]: { state: JSON.parse(JSON.stringify(state)), results: response.results, requestParams: queries.map((q) => q.params) } }
}

const location = (search: string) => ({ pathname: '/cars', search })

function staticFor(search: string) {
  const s = createStaticSearch(answer(search), options, location(search))
  if (!s) throw new Error('no static search')
  return s
}

describe('the query a search page sends', () => {
  it('asks for every facet of the URL contract, the page size and the scope', () => {
    const scoped = searchPageWidgets(pageWidgetOptions({ indexName: INDEX, hitsPerPage: 0 }, { specialFeature: null }, 'car_type:"new"'))
    const state = searchParametersFor(scoped, INDEX, {})
    for (const attribute of [...REFINEMENT_ATTRIBUTES.filter((a) => a !== 'special_feature'), ...RANGE_ATTRIBUTES]) {
      expect(state.disjunctiveFacets, attribute).toContain(attribute)
    }
    expect(state.hitsPerPage).toBe(21)
    expect(state.filters).toBe('car_type:"new"')
    expect(state.maxValuesPerFacet).toBe(200)
  })

  it('adds the special-feature facet only for sites that have one', () => {
    const withFeature = searchPageWidgets(pageWidgetOptions({ indexName: INDEX, hitsPerPage: 6 }, { specialFeature: { label: 'Tow bar' } as never }, undefined))
    expect(searchParametersFor(withFeature, INDEX, {}).disjunctiveFacets).toContain('special_feature')
    expect(searchParametersFor(widgets, INDEX, {}).disjunctiveFacets).not.toContain('special_feature')
  })

  it('applies the URL state: refinements, range, keyword, page and sort', () => {
    const sort = sortOptions(INDEX)[2]!.value
    const state = searchParametersFor(widgets, INDEX, uiStateFromSearch(`?query=hi&page=2&sortBy=${sort}&refinementList[make][]=Toyota&range[price]=12000:20000`, INDEX))
    expect(state.disjunctiveFacetsRefinements.make).toEqual(['Toyota'])
    expect(state.numericRefinements.price).toEqual({ '>=': [12000], '<=': [20000] })
    expect(state.query).toBe('hi')
    expect(state.page).toBe(1)
    expect(state.index).toBe(sort)
  })

  it('is the same request for URLs that mean the same search (one cache entry)', () => {
    const a = buildQueries(INDEX, searchParametersFor(widgets, INDEX, uiStateFromSearch('?refinementList[make][]=Toyota&page=1&utm_source=x', INDEX)))
    const b = buildQueries(INDEX, searchParametersFor(widgets, INDEX, uiStateFromSearch('?refinementList[make][0]=Toyota', INDEX)))
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
  })
})

describe('what the widgets render from the answer', () => {
  it('shows the hits and the count of the refined search', () => {
    const s = staticFor('?refinementList[make][]=Mazda')
    const hits = staticRenderState(s, connectHits, {}) as { items: Array<{ make: string }> }
    expect(hits.items).toHaveLength(6)
    expect(hits.items.every((h) => h.make === 'Mazda')).toBe(true)
    expect((staticRenderState(s, connectStats, {}) as { nbHits: number }).nbHits).toBe(10)
  })

  it('counts facet values disjunctively and marks the refined ones', () => {
    const s = staticFor('?refinementList[make][]=Mazda')
    const makes = staticRenderState(s, connectRefinementList, { attribute: 'make', limit: 200 }) as { items: Array<{ value: string; count: number; isRefined: boolean }> }
    expect(makes.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: 'Toyota', count: 20, isRefined: false }),
        expect.objectContaining({ value: 'Mazda', count: 10, isRefined: true }),
      ]),
    )
    // Conjunctive with the make: only Mazda's models.
    const models = staticRenderState(s, connectRefinementList, { attribute: 'model', limit: 10, showMore: true, showMoreLimit: 200 }) as { items: Array<{ value: string }> }
    expect(models.items.map((i) => i.value)).toEqual(['CX-5'])
  })

  it('builds pagination links the live router builds, keeping foreign parameters', () => {
    const s = staticFor('?refinementList[make][]=Toyota&utm_source=ad')
    const pagination = staticRenderState(s, connectPagination, { padding: 2 }) as {
      nbPages: number
      currentRefinement: number
      createURL(page: number): string
    }
    expect(pagination.nbPages).toBe(4)
    expect(pagination.currentRefinement).toBe(0)
    const url = pagination.createURL(1)
    expect(url).toBe(searchStateUrl({ refinementList: { make: ['Toyota'] }, page: 2 }, INDEX, location('?refinementList[make][]=Toyota&utm_source=ad')))
    expect(url).toMatch(/^\/cars\?/)
    expect(url).toContain('page=2')
    expect(url).toContain('utm_source=ad')
  })

  it('reads facet links, keyword, sort and range from the answer', () => {
    const sort = sortOptions(INDEX)[1]!.value
    const s = staticFor(`?query=&sortBy=${sort}&range[price]=15000:30000`)
    const makes = staticRenderState(s, connectRefinementList, { attribute: 'make', limit: 200 }) as { createURL(value: string): string }
    expect(makes.createURL('Mazda')).toContain('refinementList[make][]=Mazda')
    expect((staticRenderState(s, connectSearchBox, {}) as { query: string }).query).toBe('')
    expect((staticRenderState(s, connectSortBy, { items: options.sortItems }) as { currentRefinement: string }).currentRefinement).toBe(sort)
    const range = staticRenderState(s, connectRange, { attribute: 'price' }) as { start: number[]; range: { min: number; max: number } }
    expect(range.start).toEqual([15000, 30000])
    expect(range.range.min).toBeLessThanOrEqual(15000)
  })

  it('has nothing to render without an answer for the index', () => {
    expect(createStaticSearch(undefined, options, location(''))).toBeNull()
    expect(createStaticSearch({ other: { state: {}, results: [] } }, options, location(''))).toBeNull()
  })
})
