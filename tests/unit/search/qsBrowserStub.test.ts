/**
 * The browser bundle replaces `qs` with a stub (next.config.ts, src/search/qsBrowserStub.ts). The
 * search routing must therefore never use the `qsModule` InstantSearch's history router hands in.
 */
import { describe, expect, it } from 'vitest'
import qsStub from '@/search/qsBrowserStub'
import { createSearchRouting } from '@/search/urlState'

describe('qs browser stub', () => {
  it('fails loudly, naming the fix, if anything calls it', () => {
    expect(() => qsStub.parse()).toThrow(/createURL and parseURL/)
    expect(() => qsStub.stringify()).toThrow(/not in the browser bundle/)
  })

  it('is never needed by the search routing: URLs are read and written without it', () => {
    const { router } = createSearchRouting({ indexName: 'Car_production' })
    const location = { pathname: '/cars', search: '?query=hilux&refinementList%5Bmake%5D%5B0%5D=Toyota&page=2', hash: '', origin: 'https://example.com' }
    const route = router.parseURL({ qsModule: qsStub, location } as never)
    expect(route).toMatchObject({ query: 'hilux', page: 2, refinementList: { make: ['Toyota'] } })
    const url = router.createURL({ qsModule: qsStub, routeState: route, location } as never)
    expect(new URL(url).searchParams.get('query')).toBe('hilux')
    expect(new URL(url).pathname).toBe('/cars')
  })
})
