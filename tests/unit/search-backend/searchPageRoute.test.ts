/**
 * Which route renders a search page (issue 12 item 1): query-less /cars and /search/... go to the
 * cached pages; a query string with search state goes to the dynamic sibling; the internal
 * segment is never a public path.
 */
import { describe, expect, it } from 'vitest'
import { canonicalSearchQuery, hasSearchState, isSearchPagePath, QUERY_SEGMENT, searchRenderPath } from '@/search/searchPageRoute'
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

describe('canonicalSearchQuery (issue 18: price menu and other URLs canonical on the server)', () => {
  it('rewrites a price menu value to min:max', () => {
    expect(canonicalSearchQuery('range[price]=$10,000 - $20,000')).toBe('range[price]=10000:20000')
    expect(canonicalSearchQuery('?range%5Bprice%5D=%2410%2C000%20-%20%2420%2C000')).toBe('range[price]=10000:20000')
  })

  it('leaves a canonical query alone (no redirect)', () => {
    expect(canonicalSearchQuery('range[price]=10000:20000')).toBeNull()
    expect(canonicalSearchQuery('query=hilux&refinementList[make][]=Toyota&range[price]=:54000')).toBeNull()
    expect(canonicalSearchQuery('range[price]=:54000&utm_source=tv')).toBeNull()
    expect(canonicalSearchQuery('utm_source=tv')).toBeNull()
    expect(canonicalSearchQuery('')).toBeNull()
  })

  it('reads a percent-encoded form of the canonical query as canonical (no redirect loop behind a server that encodes)', () => {
    expect(canonicalSearchQuery('range%5Bprice%5D=%3A54000')).toBeNull()
    expect(canonicalSearchQuery('refinementList%5Bdealership_slug%5D%5B%5D=harbour-mazda')).toBeNull()
    expect(canonicalSearchQuery('refinementList%5Bitem_type%5D%5B%5D=caravan&range%5Bprice%5D=%3A54000')).toBeNull()
    expect(canonicalSearchQuery('query=hi+lux')).toBeNull()
    expect(canonicalSearchQuery('refinementList[dealership_slug][0]=harbour-mazda')).toBeNull()
  })

  it('does not redirect for the order of parameters', () => {
    expect(canonicalSearchQuery('refinementList[car_type][]=used&query=zzzz')).toBeNull()
    expect(canonicalSearchQuery('utm_source=tv&range[price]=:54000')).toBeNull()
    expect(canonicalSearchQuery('refinementList[make][]=Mazda&refinementList[make][]=Toyota')).toBeNull()
  })

  it('keeps other parameters byte for byte after the search state', () => {
    expect(canonicalSearchQuery('utm_source=tv%20ad&range[price]=$5,000%20-%20$9,000&fbclid=x')).toBe(
      'range[price]=5000:9000&utm_source=tv%20ad&fbclid=x',
    )
  })

  it('drops what the search cannot use and page 1', () => {
    expect(canonicalSearchQuery('page=1&query=hilux')).toBe('query=hilux')
    expect(canonicalSearchQuery('page=abc')).toBe('')
    expect(canonicalSearchQuery('refinementList[nope][]=x&utm_source=a')).toBe('utm_source=a')
  })

  it('is a fixed point: the canonical form of a canonical form is itself', () => {
    for (const search of ['range[price]=$10,000 - $20,000', 'query=hi+lux&page=1', 'refinementList%5Bmake%5D%5B0%5D=Toyota&page=1&utm=1']) {
      const once = canonicalSearchQuery(search)
      expect(once).not.toBeNull()
      expect(canonicalSearchQuery(once!)).toBeNull()
    }
  })
})

describe('proxy: canonical search URLs', () => {
  const request = (url: string) => proxy(new NextRequest(url, { headers: { host: 'sunshine-toyota.localhost:3000' } }))

  it('redirects a price menu value to the canonical range at once (308, same site)', async () => {
    const res = await request('http://sunshine-toyota.localhost:3000/cars?range[price]=$10,000%20-%20$20,000&utm_source=tv')
    expect(res.status).toBe(308)
    const location = new URL(res.headers.get('location')!)
    expect(location.host).toBe('sunshine-toyota.localhost:3000')
    expect(location.pathname).toBe('/cars')
    expect(location.search).toBe('?range[price]=10000:20000&utm_source=tv')
  })

  it('renders a canonical URL without a redirect', async () => {
    const res = await request('http://sunshine-toyota.localhost:3000/search/new-cars?range[price]=10000:20000')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-middleware-rewrite')).toContain(`/${QUERY_SEGMENT}/search/new-cars`)
  })

  it('leaves other pages alone', async () => {
    const res = await request('http://sunshine-toyota.localhost:3000/special-offers?range[price]=$1')
    expect(res.status).toBe(200)
  })
})
