/**
 * The edge header rules (src/edge/edgeHeaders.ts): what Varnish, Fastly or Cloudflare in front
 * of the app are told about each answer.
 */
import { describe, expect, it } from 'vitest'
import { EDGE_TAGS_HEADER as HANDLER_HEADER } from '@/cache/edgeTagsHeader'
import { siteFileTags } from '@/seo/responses'
import { EDGE_TAGS_HEADER, appTags, edgeTagsHeader, edgeHeaderChanges, edgeKey, edgeSettingsFrom, isPersonalRequest } from '@/edge/edgeHeaders'

const settings = { edgeTtlSeconds: 86_400, browserTtlSeconds: 60 }
const page = { status: 200, cacheControl: 's-maxage=300, stale-while-revalidate=31535700', tags: ['site:1', 'site:1:menus', 'site:1:vehicle:corolla-1'] }
const anonymous = { method: 'GET', headers: { cookie: '_ga=GA1.1; consent=yes' } }

describe('edge headers', () => {
  it('a tagged shared page gets its tags as Surrogate-Key and Cache-Tag, a day at the edge and a minute in the browser', () => {
    expect(edgeHeaderChanges(anonymous, page, settings)).toEqual({
      [EDGE_TAGS_HEADER]: null,
      'cache-control': 'public, max-age=60, s-maxage=86400, stale-while-revalidate=31535700',
      'surrogate-control': 'max-age=86400',
      'surrogate-key': 'site:1 site:1:menus site:1:vehicle:corolla-1',
      'cache-tag': 'site:1,site:1:menus,site:1:vehicle:corolla-1',
    })
  })

  it('a public answer with its own shorter max-age (robots.txt) keeps it for the browser', () => {
    const changes = edgeHeaderChanges(anonymous, { status: 200, cacheControl: 'public, max-age=30', tags: ['site:2'] }, settings)
    expect(changes['cache-control']).toBe('public, max-age=30, s-maxage=86400')
  })

  it("a stale copy of Next's (re-rendering behind it) is tagged but not kept at the edge or in the browser", () => {
    const changes = edgeHeaderChanges(anonymous, { ...page, stale: true }, settings)
    expect(changes['cache-control']).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=31535700')
    expect(changes['surrogate-key']).toBe('site:1 site:1:menus site:1:vehicle:corolla-1')
  })

  it('a signed-in shopper, staff, a draft view, Authorization or a POST get private, no-store and no surrogate headers', () => {
    for (const req of [
      { method: 'GET', headers: { cookie: 'a=1; dp_shopper=token' } },
      { method: 'GET', headers: { cookie: 'payload-token=abc' } },
      { method: 'GET', headers: { cookie: '__prerender_bypass=1' } },
      { method: 'GET', headers: { authorization: 'Bearer x' } },
      { method: 'POST', headers: {} },
    ]) {
      expect(isPersonalRequest(req)).toBe(true)
      expect(edgeHeaderChanges(req, page, settings)).toEqual({
        [EDGE_TAGS_HEADER]: null,
        'cache-control': 'private, no-store',
        'surrogate-key': null,
        'cache-tag': null,
        'surrogate-control': null,
      })
    }
    expect(isPersonalRequest(anonymous)).toBe(false)
  })

  it("a signed-in shopper's static assets keep their own public, immutable lifetime", () => {
    const asset = { status: 200, cacheControl: 'public, max-age=31536000, immutable', tags: [] }
    expect(edgeHeaderChanges({ method: 'GET', headers: { cookie: 'dp_shopper=token' } }, asset, settings)).toEqual({
      [EDGE_TAGS_HEADER]: null,
      'surrogate-key': null,
      'cache-tag': null,
      'surrogate-control': null,
    })
  })

  it('an answer without tags, a private one, one that sets a cookie or a 404 keeps its own Cache-Control', () => {
    for (const res of [
      { ...page, tags: [] },
      { ...page, cacheControl: 'private, no-store' },
      { ...page, setCookie: true },
      { ...page, status: 404 },
    ]) {
      expect(edgeHeaderChanges(anonymous, res, settings)).toEqual({ [EDGE_TAGS_HEADER]: null })
    }
  })

  it("reads Next's tag list without its implicit path tags, and keeps keys header-safe", () => {
    expect(appTags('_N_T_/layout,_N_T_/s~x/cars,site:1,site:1:vehicles,site:1')).toEqual(['site:1', 'site:1:vehicles'])
    expect(appTags(undefined)).toEqual([])
    expect(edgeKey('site:1:vehicle:a b,c%')).toBe('site:1:vehicle:a%20b%2Cc%25')
    expect(edgeKey('global:manufacturers')).toBe('global:manufacturers')
  })

  it('lifetimes come from EDGE_TTL_SECONDS and EDGE_BROWSER_TTL_SECONDS, with defaults for unset or bad values', () => {
    expect(edgeSettingsFrom({})).toEqual({ edgeTtlSeconds: 86_400, browserTtlSeconds: 0 })
    expect(edgeSettingsFrom({ EDGE_TTL_SECONDS: '3600', EDGE_BROWSER_TTL_SECONDS: '60' })).toEqual({ edgeTtlSeconds: 3600, browserTtlSeconds: 60 })
    expect(edgeSettingsFrom({ EDGE_TTL_SECONDS: 'a day' })).toEqual({ edgeTtlSeconds: 86_400, browserTtlSeconds: 0 })
  })

  it('a route handler names its tags for the edge with edgeTagsHeader (robots.txt, sitemaps, feeds)', () => {
    expect(edgeTagsHeader(['site:4', 'site:4:vehicles', 'site:4'])).toEqual({ [EDGE_TAGS_HEADER]: 'site:4,site:4:vehicles' })
    expect(edgeTagsHeader([])).toEqual({})
    expect(siteFileTags(4)).toEqual(['site:4', 'site:4:vehicles', 'sites-directory', 'global:offers'])
  })

  it("the cache handlers' header is the one the edge reads", () => {
    expect(HANDLER_HEADER).toBe(EDGE_TAGS_HEADER)
  })
})
