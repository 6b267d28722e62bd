import { describe, expect, it } from 'vitest'
import { firstRawResult, rawFacetCounts } from '@/stock/ui/rawResults'
import { safeServerSearchClient, serverSearchFailed, SERVER_SEARCH_FAILED } from '@/stock/ui/safeSearchClient'

describe('the engine answer kept in InstantSearch results', () => {
  const results = { _rawResults: [{ facets: { car_type: { New: 4, Used: 9, Demo: 'x' } }, userData: [{ marker: SERVER_SEARCH_FAILED }] }] }

  it('reads one facet\'s counts from the first answer, leaving out counts that are not numbers', () => {
    expect(rawFacetCounts(results, 'car_type')).toEqual({ New: 4, Used: 9 })
    expect(rawFacetCounts(results, 'make')).toBeNull()
  })

  it('has nothing to read before the first answer or from an answer of another shape', () => {
    expect(firstRawResult(undefined)).toBeUndefined()
    expect(firstRawResult({ _rawResults: 'nope' })).toBeUndefined()
    expect(rawFacetCounts({ _rawResults: [{ facets: null }] }, 'car_type')).toBeNull()
  })

  it('tells the server\'s placeholder for a failed search from a real answer', () => {
    expect(serverSearchFailed(results)).toBe(true)
    expect(serverSearchFailed({ _rawResults: [{ userData: [null, { marker: 'other' }] }] })).toBe(false)
    expect(serverSearchFailed(null)).toBe(false)
  })

  it('a failed server search answers one empty placeholder per request, keeping its index, page size and query', async () => {
    type Placeholder = { index?: string; hitsPerPage: number; query: string }
    const failing = { search: async (_requests: unknown): Promise<{ results: Placeholder[] }> => Promise.reject(new Error('down')) }
    const errors = console.error
    console.error = () => {}
    try {
      const answer = await safeServerSearchClient(failing).search([
        { indexName: 'vehicles', params: { hitsPerPage: 12, query: 'ute' } },
        { indexName: 'vehicles_price_asc', params: 'query=x' },
        'garbled',
      ])
      expect(answer.results.map((r) => [r.index, r.hitsPerPage, r.query])).toEqual([
        ['vehicles', 12, 'ute'],
        ['vehicles_price_asc', 21, ''],
        [undefined, 21, ''],
      ])
      expect(serverSearchFailed({ _rawResults: answer.results })).toBe(true)
    } finally {
      console.error = errors
    }
  })
})
