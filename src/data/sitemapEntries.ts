/**
 * The paths a site's sitemap lists: home, stock and offer pages, published
 * content pages and posts, offers, model and brand pages, locations, and every car listed on the site (the same rule
 * as search: rules/baseFilter#isListedOnSite). Cached per site under the site's tag (vehicle,
 * page, location … hooks expire it) for at most an hour, so sold cars drop off on time.
 */
import 'server-only'
import type { Payload, Where } from 'payload'
import { isListedOnSite, soldCutoffSeconds } from '@/rules/baseFilter'
import { stockScopeOf } from '@/rules/listedVehicle'
import { offersForGrid } from '@/rules/offers'
import { offerHref } from '@/rules/offerHref'
import { globalCollectionTag } from '@/cache/tags'
import { cachedForSite } from '@/data/cache'
import { getLocations, getOffers, getSoldModels } from '@/data'
import { brandMakes, brandPagePath, brandPagesEnabled, modelPagePath } from '@/rules/modelPage'
import { payloadClient } from '@/data/payload'
import type { Site } from '@/payload-types'
import { uniqueEntries, type SitemapEntry } from '@/seo/sitemap'

/** Vehicles read per database page. */
const PAGE_SIZE = 2000
/** A hard cap per site, so one request's cost stays bounded. */
const MAX_SITEMAP_CARS = 200_000

type SiteForSitemap = Pick<Site, 'id' | 'settings'>

/** `/cars/{slug}` of every car of the site that search would list now, newest change first. */
async function listedCarEntries(payload: Payload, site: SiteForSitemap, now = Date.now()): Promise<SitemapEntry[]> {
  const scope = stockScopeOf(site)
  const cutoff = soldCutoffSeconds(now, scope.soldDays)
  const out: SitemapEntry[] = []
  for (let page = 1; out.length < MAX_SITEMAP_CARS; page++) {
    const res = await payload.find({
      collection: 'vehicles',
      where: {
        and: [
          { site: { equals: site.id } },
          { show_on_dealer_website: { equals: true } },
          { or: [{ status: { in: ['in_stock', 'coming_soon'] } }, { sold_date_timestamp: { greater_than: cutoff } }] },
        ],
      },
      select: { slug: true, updatedAt: true, status: true, sold_date_timestamp: true, show_on_dealer_website: true, car_type: true, item_type: true, stocknum: true, year: true, price: true },
      sort: '-updatedAt',
      depth: 0,
      limit: PAGE_SIZE,
      page,
      overrideAccess: true,
    })
    for (const v of res.docs) {
      const slug = typeof v.slug === 'string' ? v.slug.trim() : ''
      if (!slug || !isListedOnSite(v, scope, now)) continue
      out.push({ path: `/cars/${encodeURIComponent(slug)}`, lastModified: v.updatedAt ?? null })
    }
    if (!res.hasNextPage) break
  }
  return out.slice(0, MAX_SITEMAP_CARS)
}

/** Published pages (`home` is "/") and posts of the site. */
async function contentEntries(payload: Payload, siteId: number): Promise<SitemapEntry[]> {
  const published: Where = { and: [{ site: { equals: siteId } }, { _status: { equals: 'published' } }] }
  const [pages, posts] = await Promise.all([
    payload.find({ collection: 'pages', where: published, select: { slug: true, updatedAt: true }, limit: 1000, depth: 0, overrideAccess: true }),
    payload.find({ collection: 'posts', where: published, select: { slug: true, updatedAt: true }, limit: 1000, depth: 0, overrideAccess: true }),
  ])
  const entries: SitemapEntry[] = []
  for (const p of pages.docs as Array<{ slug?: string | null; updatedAt?: string }>) {
    if (!p.slug) continue
    entries.push({ path: p.slug === 'home' ? '/' : `/${encodeURIComponent(p.slug)}`, lastModified: p.updatedAt })
  }
  for (const p of posts.docs as Array<{ slug?: string | null; updatedAt?: string }>) {
    if (p.slug) entries.push({ path: `/blog/${encodeURIComponent(p.slug)}`, lastModified: p.updatedAt })
  }
  if (posts.docs.length > 0) entries.push({ path: '/blog' })
  return entries
}

/** Every sitemap path of a site (uncached). */
async function sitemapEntriesFor(payload: Payload, site: Site, now = Date.now()): Promise<SitemapEntry[]> {
  const [content, offers, locations, cars, sold] = await Promise.all([
    contentEntries(payload, site.id),
    getOffers(site),
    getLocations(site.id),
    listedCarEntries(payload, site, now),
    getSoldModels(site),
  ])
  const current = offersForGrid(offers, site, { now: new Date(now) })
  return uniqueEntries([
    { path: '/' },
    { path: '/cars/' },
    { path: '/special-offers' },
    { path: '/contact' },
    ...content,
    ...current.map((o) => ({ path: offerHref(o, site), lastModified: o.updatedAt })),
    // Model pages (after content pages: a content page of the same slug wins) and brand pages.
    ...sold.map((m) => ({ path: modelPagePath(m) })),
    ...(brandPagesEnabled(site) ? brandMakes(sold).map((b) => ({ path: brandPagePath(b) })) : []),
    ...locations.filter((l) => l.slug).map((l) => ({ path: `/contact-us/${encodeURIComponent(l.slug as string)}`, lastModified: l.updatedAt })),
    ...cars,
  ])
}

/** The site's sitemap paths, cached per site (expired by the site's content hooks, at most an hour old). */
export function cachedSitemapEntries(site: Site): Promise<SitemapEntry[]> {
  return cachedForSite(site.id, 'vehicles', ['sitemap-entries'], async () => sitemapEntriesFor(await payloadClient(), site), {
    tags: [globalCollectionTag('offers')],
  })
}
