import { describe, expect, it } from 'vitest'
import { slugForPath } from '../../src/site/contentPath'
import { isSafeHref, sameSitePath } from '../../src/rules/safeHref'
import { menuLinks, withBlogLink } from '../../src/shell/navigation'

describe('content routes', () => {
  it('maps /pages/{page} and /{page} to the page slug', () => {
    expect(slugForPath(['pages', 'warranty'])).toBe('warranty')
    expect(slugForPath(['warranty'])).toBe('warranty')
    expect(slugForPath(['terms-and-conditions'])).toBe('terms-and-conditions')
  })
  it('refuses deeper, malformed or reserved paths', () => {
    expect(slugForPath(['a', 'b', 'c'])).toBeNull()
    expect(slugForPath(['Bad Slug'])).toBeNull()
    expect(slugForPath(['%E0%A4%A'])).toBeNull()
    expect(slugForPath(['home'])).toBeNull()
  })
})

describe('links editors type', () => {
  it('accepts same-site paths, https, tel and mailto', () => {
    for (const h of ['/cars/', '/pages/about-us', '#finance-form', 'https://www.toyota.com.au', 'tel:07 5443 0100', 'mailto:sales@example.com']) expect(isSafeHref(h)).toBe(true)
  })
  it('refuses script, data and protocol-relative links', () => {
    for (const h of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'http://plain.example', '']) expect(isSafeHref(h)).toBe(false)
  })
  it('keeps sign-in redirects on the same site', () => {
    expect(sameSitePath('/cars/abc?x=1')).toBe('/cars/abc?x=1')
    for (const v of ['https://evil.example', '//evil.example', '/\\evil', 'javascript:x', undefined]) expect(sameSitePath(v)).toBe('/')
  })
})

describe('navigation', () => {
  it('falls back to SPEC entries when no menu is edited', () => {
    expect(menuLinks(null).map((l) => l.label)).toEqual(['Home', 'Our Stock', 'Offers', 'Service', 'Contact'])
  })
  it('drops unsafe links from an edited menu', () => {
    const menu = { items: [{ label: 'Ok', href: '/ok', children: [{ label: 'Bad', href: 'javascript:x' }] }, { label: 'Evil', href: '//evil' }] }
    expect(menuLinks(menu as never)).toEqual([{ label: 'Ok', href: '/ok', children: [] }])
  })
  it('shows a blog link only when posts exist and the blog is not switched off', () => {
    expect(withBlogLink([], true, 'auto')).toEqual([{ label: 'Blog', href: '/blog' }])
    expect(withBlogLink([], false, 'auto')).toEqual([])
    expect(withBlogLink([], true, 'off')).toEqual([])
  })
})
