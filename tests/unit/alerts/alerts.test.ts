import { describe, expect, it } from 'vitest'
import { alertMail } from '@/alerts/server/alertMail'
import { signAlertToken, verifyAlertToken } from '@/alerts/server/tokens'
import { changedCarsEngine, matchSearches, pageQueryFor } from '@/alerts/server/matching'
// @ts-expect-error no types for the helper's internal module
import requestBuilder from 'algoliasearch-helper/src/requestBuilder'
import { pageWidgetOptions, searchPageWidgets, searchParametersFor, uiStateFromSearch } from '@/stock/ui/searchWidgets'
import { INDEX_NAMES } from '@/search/index'

/** The main query the search page's own widgets send for a URL (src/stock/ui/searchPageResults.ts). */
function pageWidgetsQuery(query: string, preset: string | undefined) {
  const index = INDEX_NAMES.primary
  const widgets = searchPageWidgets(pageWidgetOptions({ indexName: index, hitsPerPage: 21 }, { specialFeature: { label: 'Special' } as never }, preset))
  const state = searchParametersFor(widgets, index, uiStateFromSearch(`?${query}`, index))
  return (requestBuilder as { _getQueries(i: string, s: unknown): Array<{ params: Record<string, unknown> }> })._getQueries(index, state)[0]!.params
}

const record = (id: number, extra: Record<string, unknown>) => ({ objectID: String(id), site_id: 1, status: 'in_stock', show_on_dealer_website: true, created_at: 2_000_000_000, ...extra })

describe('matching with the search page\'s own query', () => {
  it('matches refinements, ranges, the page\'s fixed scope and the site\'s base filter, only for cars listed after saving', () => {
    const engine = changedCarsEngine([
      record(1, { make: 'Toyota', model: 'Corolla', price: 20000, car_type: 'used' }),
      record(2, { make: 'Toyota', model: 'Camry', price: 45000, car_type: 'used' }),
      record(3, { make: 'Mazda', model: 'CX-5', price: 20000, car_type: 'used' }),
      record(4, { make: 'Toyota', model: 'Corolla', price: 20000, car_type: 'new' }),
      record(5, { make: 'Toyota', model: 'Corolla', price: 20000, car_type: 'used', site_id: 2 }),
      record(6, { make: 'Toyota', model: 'Corolla', price: 20000, car_type: 'used', created_at: 1_000 }),
    ])
    const base = new Map([[1, 'show_on_dealer_website:true AND site_id = 1']])
    const search = { siteId: 1, path: '/search/used-cars', createdAtMs: 1_900_000_000_000 }
    const matches = matchSearches(engine, [
      { ...search, id: 10, query: 'refinementList[make][]=Toyota&range[price]=10000:30000', presetFilter: 'car_type:"used"' },
      { ...search, id: 11, query: 'query=cx-5', presetFilter: null },
      { ...search, id: 12, siteId: 3, query: '', presetFilter: null },
    ], base)
    expect(matches).toEqual([{ searchId: 10, vehicleId: 1 }, { searchId: 11, vehicleId: 3 }])
  })

  it.each([
    ['refinementList[make][]=Toyota&refinementList[make][]=Mazda&range[price]=10000:30000&range[year]=2018:', undefined],
    ['query=white%20suv&refinementList[body][]=SUV&range[km]=:50000&refinementList[year][]=2020', 'car_type:"used"'],
    ['refinementList[special_feature][]=true&refinementList[dealership_slug][]=harbour-kia', 'make:"Kia"'],
    ['', undefined],
  ])('filters exactly as the search page\'s own widgets for %s', (query, preset) => {
    const ours = pageQueryFor({ query, presetFilter: preset ?? null })
    const page = pageWidgetsQuery(query, preset)
    for (const key of ['query', 'filters', 'facetFilters', 'numericFilters', 'tagFilters']) expect([key, ours[key]]).toEqual([key, page[key]])
  })

  it('builds the query InstantSearch sends for the saved URL', () => {
    const params = pageQueryFor({ query: 'refinementList[make][]=Toyota&range[price]=10000:30000', presetFilter: 'car_type:"used"' })
    expect(params.filters).toBe('car_type:"used"')
    expect(params.facetFilters).toEqual([['make:Toyota']])
    expect(params.numericFilters).toEqual(['price>=10000', 'price<=30000'])
  })
})

describe('alert e-mail', () => {
  it('carries RFC 8058 one-click unsubscribe headers, the cars and who sends it', () => {
    const mail = alertMail({
      sender: { siteName: 'Sunshine Toyota', phone: '07 5443 0100', email: 'sales@sunshine.example' },
      sections: [{ heading: 'Corollas', link: 'https://sunshine.example/cars?x=1', cars: [{ title: '2022 Toyota Corolla', price: '$20,000', url: 'https://sunshine.example/cars/c1', photoUrl: 'https://sunshine.example/p.jpg', reason: 'match' }], more: 0 }],
      unsubscribeUrl: 'https://sunshine.example/api/saved-searches/unsubscribe?token=t',
      manageUrl: 'https://sunshine.example/api/saved-searches/manage?token=m',
      digest: false,
    })
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://sunshine.example/api/saved-searches/unsubscribe?token=t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(mail.subject).toBe('New match for "Corollas": 2022 Toyota Corolla')
    expect(mail.html).toContain('<img src="https://sunshine.example/p.jpg"')
    expect(mail.text).toContain('Sunshine Toyota\nPhone: 07 5443 0100\nE-mail: sales@sunshine.example')
  })
})

describe('alert tokens', () => {
  it('verifies its own kind only; an altered or expired token is refused', () => {
    const now = Date.now()
    const token = signAlertToken({ kind: 'c', site: 3, email: 'a@example.com', search: 7 }, now)
    expect(verifyAlertToken(token, 'c', now)).toMatchObject({ site: 3, email: 'a@example.com', search: 7 })
    expect(verifyAlertToken(token, 'u', now)).toBeNull()
    expect(verifyAlertToken(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), 'c', now)).toBeNull()
    expect(verifyAlertToken(token, 'c', now + 8 * 24 * 60 * 60 * 1000)).toBeNull()
    const unsubscribe = signAlertToken({ kind: 'u', site: 3, email: 'a@example.com' }, now)
    expect(verifyAlertToken(unsubscribe, 'u', now + 5 * 365 * 24 * 60 * 60 * 1000)).not.toBeNull()
  })
})
