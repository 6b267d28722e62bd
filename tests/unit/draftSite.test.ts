/** Draft mode per site: the cookie that keeps one site's preview from showing drafts on another. */
import { describe, expect, it } from 'vitest'
import { createDraftSiteCookie, previewTokenTarget, safeReturnPath, verifyDraftSiteCookie } from '@/preview/draftSite'
import { previewRewrite } from '@/proxy'

describe('draft site cookie', () => {
  const now = Date.UTC(2026, 0, 1)
  it('is accepted on its own site only', () => {
    const cookie = createDraftSiteCookie(7, now)
    expect(verifyDraftSiteCookie(cookie, 7, now)).toBe(true)
    expect(verifyDraftSiteCookie(cookie, 8, now)).toBe(false)
  })
  it('expires, and rejects forged or malformed values', () => {
    const cookie = createDraftSiteCookie(7, now)
    expect(verifyDraftSiteCookie(cookie, 7, now + 5 * 60 * 60 * 1000)).toBe(false)
    const [id, exp] = cookie.split('.')
    expect(verifyDraftSiteCookie(`${id}.${exp}.forged`, 7, now)).toBe(false)
    expect(verifyDraftSiteCookie(`8.${exp}.${cookie.split('.')[2]}`, 8, now)).toBe(false)
    for (const bad of [undefined, '', 'x', '7.1', 'a'.repeat(500), 42]) expect(verifyDraftSiteCookie(bad, 7, now)).toBe(false)
  })
})

describe('preview token target', () => {
  it('names a page or post by id', () => {
    expect(previewTokenTarget('pages.12.999.mac')).toEqual({ collection: 'pages', id: '12' })
    expect(previewTokenTarget('posts.3.999.mac')).toEqual({ collection: 'posts', id: '3' })
  })
  it('refuses other collections and malformed ids', () => {
    for (const bad of ['users.1.2.3', 'pages.x.2.3', 'pages..2.3', '', null, 'pages.1'.padEnd(400, '1')]) expect(previewTokenTarget(bad)).toBeNull()
  })
})

describe('return path after preview', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnPath('/pages/roadside-assistance')).toBe('/pages/roadside-assistance')
    expect(safeReturnPath('/cars?query=hilux')).toBe('/cars?query=hilux')
  })
  it('never leaves the site', () => {
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'evil', '', '/a\nb', '/x\\y', undefined]) {
      expect(safeReturnPath(bad)).toBe('/')
    }
  })
})

describe('proxy: a ?preview= link', () => {
  it('goes to the preview route with the token and the page without the parameter', () => {
    const { pathname, search } = previewRewrite('/pages/about', new URLSearchParams('preview=pages.1.2.m&x=1'))
    expect(pathname).toBe('/draft-preview')
    const params = new URLSearchParams(search)
    expect(params.get('token')).toBe('pages.1.2.m')
    expect(params.get('path')).toBe('/pages/about?x=1')
  })
})
