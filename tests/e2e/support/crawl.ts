/**
 * The dead-link checker's crawler (issue 18 "No dead link, ever"): breadth first from a demo
 * site's home page over the server-rendered HTML, same host only, bounded. Every internal link
 * href, form action, `<link rel=icon|apple-touch-icon|manifest>` and image it finds is requested
 * (redirects followed on the same host) and a link answering 404/410 or 5xx, or an image or icon
 * answering any 4xx/5xx, is a failure reported with the page it was found on and its text.
 *
 * Pages are fetched from Node (Node cannot resolve `*.localhost`: requests go to 127.0.0.1 with
 * the site's Host header) and parsed by the browser's own HTML parser (DOMParser in the page).
 *
 * The budget covers the site rather than its stock: at most MAX_VARIANTS query strings per path
 * (search pages with filters, pagination), at most CARS_PER_PAGE car pages taken from any one
 * page and MAX_CARS in all, and one check per car sub-route pattern (`/cars/*\/pdf` …) after the
 * first few cars.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { port } from './leads'

export type FoundLink = { url: string; kind: LinkKind; text: string }
type LinkKind = 'link' | 'form' | 'icon' | 'manifest' | 'image'
export type Failure = { url: string; status: number | string; kind: LinkKind; text: string; foundOn: string; alsoOn: number }
export type CrawlResult = {
  site: string
  checked: number
  pagesParsed: number
  assetsChecked: number
  linksSeen: number
  carPages: number
  /** The pages the checked car pages were taken from (the stock pages of each type, similar cars…). */
  carSources: string[]
  skipped: number
  failures: Failure[]
}

const MAX_URLS = 300
const MAX_ASSETS = 160
const MAX_VARIANTS = 3
const CARS_PER_PAGE = 3
const MAX_CARS = 45
const CAR_SUBROUTES = 3
const CONCURRENCY = 4
const PARSE_BATCH = 4

/** Paths under /cars/ that are not a car's page. */
const CAR_LIST_PATHS = new Set(['/cars', '/cars/'])
const carSlugOf = (pathname: string): string | null => {
  const match = /^\/cars\/([^/]+)\/?$/.exec(pathname)
  return match && !CAR_LIST_PATHS.has(pathname) ? match[1]! : null
}
/** `/cars/{slug}/pdf` → `/cars/*\/pdf`; null for anything else. */
const carSubroutePattern = (pathname: string): string | null => {
  const match = /^\/cars\/[^/]+\/(.+)$/.exec(pathname)
  return match ? `/cars/*/${match[1]}` : null
}

type Queued = { url: URL; kind: LinkKind; text: string; foundOn: string }

/**
 * One GET with redirects followed on the site's own host (max 5). Answers the final status (or
 * 'loop' / an error text), the final URL and the body when it is HTML and wanted.
 */
async function get(request: APIRequestContext, host: string, url: URL, wantHtml: boolean): Promise<{ status: number | string; final: URL; html: string | null }> {
  let current = url
  for (let hop = 0; hop < 6; hop++) {
    let res
    try {
      res = await request.get(`http://127.0.0.1:${port}${current.pathname}${current.search}`, {
        headers: { host, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
        maxRedirects: 0,
        timeout: 60_000,
      })
    } catch (error) {
      return { status: `error: ${(error as Error).message.split('\n')[0]}`, final: current, html: null }
    }
    const status = res.status()
    const location = res.headers()['location']
    if (status >= 300 && status < 400 && location) {
      const next = new URL(location, current)
      // Another host (e.g. the group website): not this site's link to judge beyond the redirect.
      if (next.host !== current.host) return { status, final: next, html: null }
      current = next
      continue
    }
    const type = res.headers()['content-type'] ?? ''
    const html = wantHtml && status === 200 && type.includes('text/html') ? await res.text() : null
    if (!html) await res.dispose().catch(() => {})
    return { status, final: current, html }
  }
  return { status: 'redirect loop', final: current, html: null }
}

/** The links of each HTML document, parsed by the browser (resolved against each page's URL). */
async function linksOf(page: Page, docs: { html: string; base: string }[]): Promise<FoundLink[][]> {
  return page.evaluate((docs) => {
    const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 80)
    return docs.map(({ html, base }) => {
      const doc = new DOMParser().parseFromString(html, 'text/html')
      const baseHref = doc.querySelector('base[href]')?.getAttribute('href')
      const root = baseHref ? new URL(baseHref, base).href : base
      const out: { url: string; kind: 'link' | 'form' | 'icon' | 'manifest' | 'image'; text: string }[] = []
      const add = (raw: string | null, kind: (typeof out)[number]['kind'], text: string) => {
        const value = (raw ?? '').trim()
        if (!value || value.startsWith('#') || /^(tel|mailto|sms|javascript|data|blob):/i.test(value)) return
        try {
          out.push({ url: new URL(value, root).href, kind, text })
        } catch {
          out.push({ url: `invalid:${value}`, kind, text })
        }
      }
      const textOf = (el: Element) => clean(el.textContent) || clean(el.getAttribute('aria-label')) || clean(el.querySelector('img')?.getAttribute('alt')) || clean(el.getAttribute('title'))
      for (const a of doc.querySelectorAll('a[href], area[href]')) add(a.getAttribute('href'), 'link', textOf(a))
      for (const form of doc.querySelectorAll('form[action]')) add(form.getAttribute('action'), 'form', clean(form.getAttribute('aria-label')) || clean(form.querySelector('button[type="submit"], button:not([type])')?.textContent) || 'form')
      for (const button of doc.querySelectorAll('button[formaction], [data-href], [data-url]')) {
        add(button.getAttribute('formaction') ?? button.getAttribute('data-href') ?? button.getAttribute('data-url'), 'link', textOf(button))
      }
      for (const link of doc.querySelectorAll('link[rel][href]')) {
        const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/)
        if (rel.includes('manifest')) add(link.getAttribute('href'), 'manifest', `<link rel="${rel.join(' ')}">`)
        else if (rel.includes('icon') || rel.includes('apple-touch-icon') || rel.includes('mask-icon')) add(link.getAttribute('href'), 'icon', `<link rel="${rel.join(' ')}">`)
      }
      for (const img of doc.querySelectorAll('img')) {
        const src = img.getAttribute('src') || img.getAttribute('srcset')?.split(',')[0]?.trim().split(/\s+/)[0] || null
        add(src, 'image', clean(img.getAttribute('alt')) || 'image')
      }
      for (const source of doc.querySelectorAll('picture source[srcset]')) add(source.getAttribute('srcset')!.split(',')[0]!.trim().split(/\s+/)[0]!, 'image', 'picture source')
      for (const meta of doc.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')) add(meta.getAttribute('content'), 'image', meta.getAttribute('property') ?? meta.getAttribute('name') ?? 'meta')
      // No icon link at all: the browser asks for /favicon.ico itself.
      if (!doc.querySelector('link[rel~="icon"]')) add('/favicon.ico', 'icon', '(implicit /favicon.ico: the page has no <link rel="icon">)')
      return out
    })
  }, docs)
}

/**
 * Crawls `slug` from its home page. `page` must be open on the site (its DOMParser parses the
 * HTML). `extraStarts` are paths the crawl starts from besides `/` (found by the caller, e.g.
 * links only the hydrated page shows).
 */
export async function crawlSite(page: Page, request: APIRequestContext, slug: string, extraStarts: FoundLink[] = []): Promise<CrawlResult> {
  const host = `${slug}.localhost:${port}`
  const origin = `http://${host}`
  const keyOf = (u: URL) => `${u.pathname}${u.search}`
  const seen = new Map<string, { queued: Queued; count: number }>()
  const variants = new Map<string, number>()
  const patterns = new Map<string, number>()
  let cars = 0
  const carSources = new Set<string>()
  let linksSeen = 0
  let skipped = 0
  const pages: Queued[] = []
  const assets: Queued[] = []
  const failures: Failure[] = []

  /** Queues a found link unless it is off-site, already queued or over its share of the budget. */
  const consider = (link: FoundLink, foundOn: string, carsTakenHere: { n: number }) => {
    linksSeen++
    if (link.url.startsWith('invalid:')) {
      failures.push({ url: link.url, status: 'unparseable', kind: link.kind, text: link.text, foundOn, alsoOn: 0 })
      return
    }
    const url = new URL(link.url)
    if (url.host !== host || !/^https?:$/.test(url.protocol)) return
    url.hash = ''
    const asset = link.kind === 'image' || link.kind === 'icon' || link.kind === 'manifest'
    // One check per image whatever its optimiser width: /_next/image?url=X&w=…
    const key = url.pathname === '/_next/image' ? `img:${url.searchParams.get('url')}` : keyOf(url)
    const known = seen.get(key)
    if (known) {
      known.count++
      return
    }
    if (!asset) {
      if (url.search) {
        const n = variants.get(url.pathname) ?? 0
        if (n >= MAX_VARIANTS) return void skipped++
        variants.set(url.pathname, n + 1)
      }
      if (carSlugOf(url.pathname) && !url.search) {
        if (carsTakenHere.n >= CARS_PER_PAGE || cars >= MAX_CARS) return void skipped++
        carsTakenHere.n++
        cars++
        if (!foundOn.startsWith('/cars/') || CAR_LIST_PATHS.has(foundOn.split('?')[0]!)) carSources.add(foundOn)
      }
      const pattern = carSubroutePattern(url.pathname)
      if (pattern) {
        const n = patterns.get(pattern) ?? 0
        if (n >= CAR_SUBROUTES) return void skipped++
        patterns.set(pattern, n + 1)
      }
    }
    const queued = { url, kind: link.kind, text: link.text, foundOn }
    seen.set(key, { queued, count: 1 })
    ;(asset ? assets : pages).push(queued)
  }

  consider({ url: `${origin}/`, kind: 'link', text: '(home page)' }, '(start)', { n: 0 })
  const startTaken = { n: 0 }
  for (const start of extraStarts) consider(start, '/ (hydrated)', startTaken)

  let checked = 0
  let pagesParsed = 0
  while (checked < pages.length && checked < MAX_URLS) {
    const batch = pages.slice(checked, Math.min(pages.length, checked + Math.max(CONCURRENCY, PARSE_BATCH), MAX_URLS))
    checked += batch.length
    const results = await Promise.all(batch.map(async (q) => ({ q, ...(await get(request, host, q.url, true)) })))
    const docs: { html: string; base: string; from: string }[] = []
    for (const r of results) {
      if (r.status === 404 || r.status === 410 || typeof r.status === 'string' || r.status >= 500) {
        failures.push({ url: keyOf(r.q.url), status: r.status, kind: r.q.kind, text: r.q.text, foundOn: r.q.foundOn, alsoOn: 0 })
      }
      if (r.html && r.final.host === host) docs.push({ html: r.html, base: `${origin}${keyOf(r.final)}`, from: keyOf(r.final) })
    }
    if (docs.length) {
      const found = await linksOf(page, docs)
      pagesParsed += docs.length
      found.forEach((links, i) => {
        const takenHere = { n: 0 }
        for (const link of links) consider(link, docs[i]!.from, takenHere)
      })
    }
  }
  skipped += Math.max(0, pages.length - checked)

  const assetBatch = assets.slice(0, MAX_ASSETS)
  skipped += assets.length - assetBatch.length
  for (let i = 0; i < assetBatch.length; i += CONCURRENCY) {
    await Promise.all(
      assetBatch.slice(i, i + CONCURRENCY).map(async (q) => {
        const { status } = await get(request, host, q.url, false)
        if (typeof status === 'string' || status >= 400) failures.push({ url: keyOf(q.url), status, kind: q.kind, text: q.text, foundOn: q.foundOn, alsoOn: 0 })
      }),
    )
  }

  for (const f of failures) {
    const entry = seen.get(f.url.startsWith('/_next/image') ? `img:${new URL(f.url, origin).searchParams.get('url')}` : f.url)
    f.alsoOn = Math.max(0, (entry?.count ?? 1) - 1)
  }
  return { site: slug, checked, pagesParsed, assetsChecked: assetBatch.length, linksSeen, carPages: cars, carSources: [...carSources], skipped, failures }
}

export function describeFailure(f: Failure): string {
  return `${f.status} ${f.url} (${f.kind} "${f.text}") found on ${f.foundOn}${f.alsoOn ? ` and ${f.alsoOn} more link(s)` : ''}`
}

export function describeCounts(r: CrawlResult): string {
  return `[links] ${r.site}: ${r.checked} URLs checked (${r.pagesParsed} HTML pages parsed, ${r.carPages} car pages) + ${r.assetsChecked} images/icons checked, ${r.linksSeen} links seen, ${r.skipped} skipped by the budget, ${r.failures.length} failures; car pages taken from ${r.carSources.join(', ')} and car pages' similar cars`
}
