/**
 * The search endpoint's GET form (src/search/searchGetForm.ts, src/search/algoliaProtocolHandler.ts): the same
 * answer as the POST of its `body`, shareable and tagged with the site's stock tags; junk and
 * oversized query strings answer 400/414 with a message; the browser's client sends a read query
 * as a GET when it fits and as a POST when it does not.
 */
import { describe, expect, it } from 'vitest'
import { EDGE_TAGS_HEADER } from '@/edge/edgeHeaders'
import { createFetchRequester } from '@/search/client'
import { createSearchHandler } from '@/search/algoliaProtocolHandler'
import { MAX_SEARCH_GET_URL_CHARS, MAX_SEARCH_QUERY_CHARS, searchGetBody, searchGetUrl } from '@/search/searchGetForm'
import { memoryIndex, NOW, SCOPES } from './fixtures'

const handler = createSearchHandler({ resolveSite: async (slug) => SCOPES[slug] ?? null, index: () => memoryIndex(), now: () => NOW, rateLimit: false })
const PATH = 'alpha/1/indexes/*/queries'
const body = JSON.stringify({ requests: [{ indexName: 'Car_production', params: { query: '', hitsPerPage: 20 } }] })
const call = async (method: string, query: string, text?: string) => {
  const res = await handler(new Request(`http://localhost/api/search/${PATH}${query}`, { method, ...(text !== undefined ? { body: text } : {}) }), PATH.split('/'))
  return { status: res.status, headers: res.headers, json: (await res.json()) as any }
}

describe('the search endpoint GET form', () => {
  it('answers a GET with the same results as the POST of its body, tagged with the site and stock tags and shareable', async () => {
    const post = await call('POST', '', body)
    const get = await call('GET', `?body=${encodeURIComponent(body)}`)
    expect(get.status).toBe(200)
    const ids = (r: any) => (r.results[0].hits as Array<{ objectID: string }>).map((h) => h.objectID)
    expect(ids(get.json)).toEqual(ids(post.json))
    expect(ids(get.json).length).toBeGreaterThan(0)
    expect(get.headers.get(EDGE_TAGS_HEADER)?.split(',')).toEqual(['site:1', 'site:1:vehicles'])
    expect(get.headers.get('cache-control')).toMatch(/public/)
    // A POST is never shared.
    expect(post.headers.get(EDGE_TAGS_HEADER)).toBeNull()
    expect(post.headers.get('cache-control')).toBe('no-store')
  })

  it('answers junk GETs 400 and an oversized query string 414, each with a message, never a tagged answer', async () => {
    const cases: Array<[string, number]> = [
      ['', 400],
      ['?query=toyota', 400],
      [`?body=${encodeURIComponent(body)}&body=${encodeURIComponent(body)}`, 400],
      ['?body=%E0%A4%A', 400],
      ['?body=not-json', 400],
      [`?body=${'x'.repeat(MAX_SEARCH_QUERY_CHARS)}`, 414],
    ]
    for (const [query, status] of cases) {
      const res = await call('GET', query)
      expect(res.status, query.slice(0, 40)).toBe(status)
      expect(res.json.message, query.slice(0, 40)).toEqual(expect.any(String))
      expect(res.headers.get(EDGE_TAGS_HEADER)).toBeNull()
    }
    expect(searchGetBody('?body=%7B%7D')).toEqual({ ok: true, text: '{}' })
  })

  it('an unknown site answers 404 by GET too', async () => {
    const res = await handler(new Request(`http://localhost/api/search/nope/1/indexes/*/queries?body=${encodeURIComponent(body)}`), ['nope', '1', 'indexes', '*', 'queries'])
    expect(res.status).toBe(404)
  })
})

describe("the shopper's search client: GET for read queries that fit, POST otherwise", () => {
  const url = 'http://a.example/api/search/alpha/1/indexes/*/queries?x-algolia-agent=Algolia%20for%20JavaScript'
  it('turns a read POST into the GET form without Algolia\'s own parameters', () => {
    expect(searchGetUrl(url, 'POST', body)).toBe(`http://a.example/api/search/alpha/1/indexes/*/queries?body=${encodeURIComponent(body)}`)
    expect(searchGetUrl('http://a.example/api/search/alpha/1/indexes/Car_production/facets/make/query', 'POST', '{}')).toMatch(/\/facets\/make\/query\?body=%7B%7D$/)
  })
  it('keeps POST for a body too long for the GET form and for anything but the read paths', () => {
    expect(searchGetUrl(url, 'POST', JSON.stringify({ requests: [{ indexName: 'Car_production', params: { query: 'y'.repeat(MAX_SEARCH_GET_URL_CHARS) } }] }))).toBeNull()
    expect(searchGetUrl('http://a.example/api/search/alpha/1/indexes/Car_production/batch', 'POST', body)).toBeNull()
    expect(searchGetUrl(url, 'PUT', body)).toBeNull()
  })
  it('the fetch requester sends the GET without a body, and a long query as a POST', async () => {
    const sent: Array<{ url: string; method: string; body: unknown }> = []
    const fetchImpl = (async (input: string, init: RequestInit) => {
      sent.push({ url: input, method: String(init.method), body: init.body })
      return new Response('{"results":[]}', { status: 200 })
    }) as unknown as typeof fetch
    const requester = createFetchRequester(fetchImpl)
    const base = { headers: {}, connectTimeout: 1000, responseTimeout: 1000 }
    await requester.send({ ...base, url, method: 'POST', data: body })
    const long = JSON.stringify({ requests: [{ indexName: 'Car_production', params: { query: 'z'.repeat(9000) } }] })
    await requester.send({ ...base, url, method: 'POST', data: long })
    expect(sent[0]).toMatchObject({ method: 'GET', body: null })
    expect(sent[0]!.url).toContain('?body=')
    expect(sent[1]).toMatchObject({ method: 'POST', body: long })
  })
})
