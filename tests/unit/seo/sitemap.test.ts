import { describe, expect, it } from 'vitest'
import {
  SITEMAP_MAX_URLS,
  parseSitemapFile,
  robotsTxt,
  rootSitemapXml,
  sitemapChunk,
  sitemapFileCount,
  uniqueEntries,
  urlsetXml,
} from '@/seo/sitemap'
import { escapeXml } from '@/lib/xml'

const origin = 'https://www.example.com.au'
const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `/cars/car-${i + 1}` }))

describe('sitemap splitting', () => {
  it('up to 5,000 URLs: /sitemap.xml is the URL set itself', () => {
    const xml = rootSitemapXml(origin, entries(SITEMAP_MAX_URLS))
    expect(xml).toContain('<urlset')
    expect(xml.match(/<url>/g)).toHaveLength(5000)
  })

  it('5,001 URLs: an index of two files, the second holding the last URL', () => {
    const all = entries(5001)
    expect(sitemapFileCount(all.length)).toBe(2)
    const index = rootSitemapXml(origin, all)
    expect(index).toContain('<sitemapindex')
    expect(index).toContain(`<loc>${origin}/sitemap/1.xml</loc>`)
    expect(index).toContain(`<loc>${origin}/sitemap/2.xml</loc>`)
    expect(index).not.toContain('/sitemap/3.xml')
    expect(sitemapChunk(all, 1)).toHaveLength(5000)
    expect(sitemapChunk(all, 2)).toEqual([{ path: '/cars/car-5001' }])
    expect(sitemapChunk(all, 3)).toEqual([])
    expect(sitemapChunk(all, 0)).toEqual([])
  })

  it('an empty site still has a valid (empty) sitemap', () => {
    expect(sitemapFileCount(0)).toBe(1)
    expect(rootSitemapXml(origin, [])).toContain('<urlset')
  })

  it('file names: only "{n}.xml"', () => {
    expect(parseSitemapFile('2.xml')).toBe(2)
    for (const bad of ['0.xml', '01.xml', '2', '2.xml.gz', '../1.xml', '9999999.xml', '%00.xml']) expect(parseSitemapFile(bad)).toBeNull()
  })
})

describe('sitemap XML', () => {
  it('escapes URLs and writes lastmod in ISO form', () => {
    const xml = urlsetXml(origin, [{ path: '/pages/a&b<c>', lastModified: '2026-11-20T01:02:03.000Z' }])
    expect(xml).toContain(`<loc>${origin}/pages/a&amp;b&lt;c&gt;</loc><lastmod>2026-11-20T01:02:03.000Z</lastmod>`)
    expect(escapeXml(`"'`)).toBe('&quot;&apos;')
  })

  it('keeps same-site paths only, each once', () => {
    expect(uniqueEntries([{ path: '/a' }, { path: '/a' }, { path: '//evil.com' }, { path: 'http://x' }, { path: '/b' }])).toEqual([
      { path: '/a' },
      { path: '/b' },
    ])
  })
})

describe('robots.txt', () => {
  it('points at the site sitemap and keeps crawlers out of the admin and API', () => {
    const txt = robotsTxt('http://harbour-auto-group.localhost:3000')
    expect(txt).toContain('Sitemap: http://harbour-auto-group.localhost:3000/sitemap.xml')
    expect(txt).toContain('Disallow: /admin')
    expect(txt).toContain('Disallow: /api/')
    expect(txt).toMatch(/^User-agent: \*/)
  })

  it('keeps crawlers off query strings but not off the site\'s images', () => {
    const txt = robotsTxt('https://www.example.com.au')
    expect(txt).toContain('Disallow: /*?')
    expect(txt).toContain('Allow: /_next/')
  })
})
