/**
 * Per-site sitemaps. Pure: entries in, XML out. A site with more than
 * SITEMAP_MAX_URLS URLs gets a sitemap index at /sitemap.xml pointing at /sitemap/1.xml,
 * /sitemap/2.xml, … (the protocol allows 50,000 per file; 5,000 keeps each file small).
 */
import { escapeXml } from '@/lib/xml'

export const SITEMAP_MAX_URLS = 5000

export interface SitemapEntry {
  /** A same-site path such as "/cars/2022-toyota-corolla-x1". */
  path: string
  /** Last modification (ISO date-time or Date). */
  lastModified?: string | Date | null
}

function isoDate(value: SitemapEntry['lastModified']): string | null {
  if (!value) return null
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** Same-site paths only, each once, in the given order. */
export function uniqueEntries(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const seen = new Set<string>()
  const out: SitemapEntry[] = []
  for (const e of entries) {
    if (typeof e.path !== 'string' || !e.path.startsWith('/') || e.path.startsWith('//')) continue
    if (seen.has(e.path)) continue
    seen.add(e.path)
    out.push(e)
  }
  return out
}

/** Number of sitemap files for `count` URLs: 1 up to the limit (a plain sitemap), then ceil(count / limit). */
export function sitemapFileCount(count: number, perFile = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(count / perFile))
}

/** The entries of file `n` (1-based); empty when out of range. */
export function sitemapChunk(entries: readonly SitemapEntry[], n: number, perFile = SITEMAP_MAX_URLS): SitemapEntry[] {
  if (!Number.isInteger(n) || n < 1) return []
  return entries.slice((n - 1) * perFile, n * perFile)
}

export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = isoDate(e.lastModified)
    return `<url><loc>${escapeXml(origin + e.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

function sitemapIndexXml(origin: string, fileCount: number): string {
  const items = Array.from({ length: fileCount }, (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${i + 1}.xml`)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** What /sitemap.xml answers: the urlset itself when it fits in one file, else the index. */
export function rootSitemapXml(origin: string, entries: readonly SitemapEntry[], perFile = SITEMAP_MAX_URLS): string {
  const files = sitemapFileCount(entries.length, perFile)
  return files === 1 ? urlsetXml(origin, entries) : sitemapIndexXml(origin, files)
}

/** "1.xml" → 1; anything else → null. */
export function parseSitemapFile(name: string): number | null {
  const m = /^([1-9]\d{0,5})\.xml$/.exec(name)
  return m ? Number(m[1]) : null
}

/**
 * robots.txt: everything allowed except the admin, the API, car PDFs and query strings (every
 * filter combination of a search page is not a page to crawl; each carries `noindex` and a
 * canonical to its unfiltered page as well), and the sitemap's absolute URL. Next's images
 * (`/_next/image?url=…`) stay crawlable: the longer `Allow` wins over `Disallow: /*?`.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /_next/',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /cars/*/pdf',
    'Disallow: /*?',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
