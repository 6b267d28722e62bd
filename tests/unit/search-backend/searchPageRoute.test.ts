/**
 * Which route renders a search page (issue 12 item 1): query-less /cars and /search/... go to the
 * cached pages; a query string with search state goes to the dynamic sibling; the internal
 * segment is never a public path.
 */
import { describe, expect, it } from 'vitest'
import { hasSearchState, isSearchPagePath, QUERY_SEGMENT, searchRenderPath } from '@/search/searchPageRoute'
import { proxy } from '@/proxy'
import { NextRequest } from 'next/server'

const q = (s: string) => new URLSearchParams(s)

describe('searchRenderPath', () => {
  it('keeps query-less search pages on the cached route', () => {
    expect(searchRenderPath('/cars', q(''))).toBe('/cars')
    expect(searchRenderPath('/search/new-cars', q(''))).toBe('/search/new-cars')
    expect(searchRenderPath('/search/toyota/hilux', q(''))).toBe('/search/toyota/hilux')
  })

  it('sends search state to the dynamic route', () => {
    expect(searchRenderPath('/cars', q('query=hilux'))).toBe(`/${QUERY_SEGMENT}/cars`)
    expect(searchRenderPath('/cars', q('page=2'))).toBe(`/${QUERY_SEGMENT}/cars`)
    expect(searchRenderPath('/cars', q('sortBy=x'))).toBe(`/${QUERY_SEGMENT}/cars`)
    expect(searchRenderPath('/search/new-cars', q('refinementList[make][]=Toyota'))).toBe(`/${QUERY_SEGMENT}/search/new-cars`)
    expect(searchRenderPath('/cars', q('range[price]=1000:20000'))).toBe(`/${QUERY_SEGMENT}/cars`)
    expect(searchRenderPath('/cars', q('utm_source=mail&query='))).toBe(`/${QUERY_SEGMENT}/cars`)
  })

  it('keeps parameters that are not search state (campaign tags) on the cached page', () => {
    expect(searchRenderPath('/cars', q('utm_source=tv&fbclid=abc'))).toBe('/cars')
    expect(hasSearchState(q('gclid=1'))).toBe(false)
  })

  it('leaves every other path alone, car pages included', () => {
    expect(searchRenderPath('/cars/2024-toyota-hilux-sr5', q('query=x'))).toBe('/cars/2024-toyota-hilux-sr5')
    expect(searchRenderPath('/pages/about-us', q('page=2'))).toBe('/pages/about-us')
    expect(searchRenderPath('/searching', q('query=x'))).toBe('/searching')
    expect(isSearchPagePath('/search')).toBe(false)
  })

  it('answers the internal segment with no page, in any spelling', () => {
    expect(searchRenderPath(`/${QUERY_SEGMENT}/cars`, q('query=x'))).toBe('/%25')
    expect(searchRenderPath(`/${QUERY_SEGMENT}`, q(''))).toBe('/%25')
    expect(searchRenderPath('/%7Eq/cars', q(''))).toBe('/%25')
    expect(searchRenderPath('/%7eq/search/new-cars', q(''))).toBe('/%25')
  })
})

describe('proxy rewrites of search pages', async () => {
  const rewriteOf = async (url: string, host = 'sunshine-toyota.localhost:3000') => {
    const res = await proxy(new NextRequest(url, { headers: { host } }))
    return new URL(res.headers.get('x-middleware-rewrite') ?? '').pathname
  }

  it('puts query-less and query URLs of the same path on different routes of the same site', async () => {
    expect(await rewriteOf('http://x/cars')).toBe('/s~sunshine-toyota/cars')
    expect(await rewriteOf('http://x/cars?query=hilux')).toBe(`/s~sunshine-toyota/${QUERY_SEGMENT}/cars`)
    expect(await rewriteOf('http://x/search/new-cars?page=3', 'harbour-auto-group.localhost')).toBe(`/s~harbour-auto-group/${QUERY_SEGMENT}/search/new-cars`)
  })

  it('never lets a client name the internal route', async () => {
    expect(await rewriteOf(`http://x/${QUERY_SEGMENT}/cars?query=a`)).toBe('/s~sunshine-toyota/%25')
  })
})
