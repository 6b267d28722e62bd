/**
 * Site-scoped content reads for the shopper pages (pages, posts, menus, dealerships, locations,
 * offers, reviews, holiday hours). Each is cached under the site's tags (./cache.ts), so a
 * Payload hook expires exactly one site's pages. Draft reads (draft mode only) are never cached.
 */
import 'server-only'
import type { Where } from 'payload'
import { payloadClient } from '@/data/payload'
import { globalCollectionTag, siteTag } from '@/cache/tags'
import { visibleOffers } from '@/rules/offerExclusion'
import { offersForSiteMakes, type SiteMakes } from '@/rules/offerMakes'
import { optedInOffers } from '@/rules/platformOffers'
import { relationId } from '@/lib/relations'
import type { Dealership, HolidayHour, Location, Menu, Offer, Page, Post, Review, Site } from '@/payload-types'
import { cachedForSite, cachedShared } from './cache'

export function getDealerships(siteId: number): Promise<Dealership[]> {
  return cachedForSite(siteId, 'dealerships', [], async () => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'dealerships',
      where: { site: { equals: siteId } },
      limit: 100,
      depth: 0,
      overrideAccess: true,
      sort: 'name',
    })
    return res.docs as Dealership[]
  })
}

export function getLocations(siteId: number): Promise<Location[]> {
  return cachedForSite(siteId, 'locations', [], async () => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'locations',
      where: { and: [{ site: { equals: siteId } }, { visible: { equals: true } }] },
      limit: 200,
      depth: 1,
      overrideAccess: true,
      sort: 'name',
    })
    return res.docs as Location[]
  })
}

/** The site fields the offers loader reads. */
export type OffersSite = Pick<Site, 'id' | 'manufacturerName'> & {
  settings?: { offerIdsExemptFromExclusion?: readonly { value?: string | null }[] | null; showPlatformOffers?: boolean | null } | null
}

/** The makes a site sells: its own make (single-brand sites) and its dealerships' and visible locations' makes. */
async function readSiteMakes(site: OffersSite): Promise<SiteMakes> {
  const payload = await payloadClient()
  const where: Where = { site: { equals: site.id } }
  const [dealerships, locations] = await Promise.all([
    payload.find({ collection: 'dealerships', where, limit: 0, pagination: false, depth: 0, overrideAccess: true, select: { manufacturers: true } }),
    payload.find({
      collection: 'locations',
      where: { and: [where, { visible: { equals: true } }] },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { manufacturers: true },
    }),
  ])
  const ids = [...dealerships.docs, ...locations.docs].flatMap((doc) => (doc.manufacturers ?? []).map(relationId).filter((id) => id !== null))
  return { ids, names: [site.manufacturerName] }
}

/**
 * Offers a site shows, newest first: published, targeted at it (or every site, when the site opted
 * into platform offers: src/rules/platformOffers.ts), of a make the site sells unless assigned to it
 * (src/rules/offerMakes.ts), not excluded unless exempt (SPEC.md §5).
 * Every place that shows offers reads them here: the offers block, /special-offers, an offer's own
 * page (404 when it is not in this list) and the sitemap.
 */
export async function getOffers(site: OffersSite): Promise<Offer[]> {
  const siteId = site.id
  const exemptOfferIds = (site.settings?.offerIdsExemptFromExclusion ?? []).map((row) => row?.value ?? '').filter((v) => v.trim() !== '')
  // Offers are shared between sites: an offer edit expires every site's offers (global tag); the
  // site's own tag covers its make, dealerships and locations, the manufacturers tag a renamed make.
  const tags = [globalCollectionTag('offers'), globalCollectionTag('manufacturers'), siteTag(siteId)]
  const key = ['site-offers', String(siteId), site.manufacturerName ?? '']
  const all = await cachedShared(key, tags, async () => {
    const payload = await payloadClient()
    const [res, makes] = await Promise.all([
      payload.find({
        collection: 'offers',
        where: {
          and: [{ _status: { equals: 'published' } }, { or: [{ sites: { exists: false } }, { sites: { in: [siteId] } }] }],
        },
        limit: 200,
        depth: 1,
        overrideAccess: true,
        sort: '-updatedAt',
      }),
      readSiteMakes(site),
    ])
    return offersForSiteMakes(res.docs as Offer[], siteId, makes)
  })
  const ids = (v: unknown) => (Array.isArray(v) ? v.map((x) => relationId(x)) : [])
  // The opt-in is read from the site each time (outside the shared cache): switching it shows or hides at once.
  const optedIn = optedInOffers(all, siteId, site.settings?.showPlatformOffers)
  return visibleOffers(
    optedIn.map((o) => ({ ...o, excluded_website_ids: ids(o.excluded_website_ids) })),
    siteId,
    exemptOfferIds,
  )
}

export function getReviews(siteId: number, filter: { locationId?: number; dealershipId?: number } = {}): Promise<Review[]> {
  return cachedForSite(siteId, 'reviews', [filter.locationId ?? '', filter.dealershipId ?? ''], async () => {
    const payload = await payloadClient()
    const and: Where[] = [{ site: { equals: siteId } }, { hidden: { not_equals: true } }]
    if (filter.locationId) and.push({ location: { equals: filter.locationId } })
    if (filter.dealershipId) and.push({ dealership: { equals: filter.dealershipId } })
    const res = await payload.find({ collection: 'reviews', where: { and }, limit: 50, depth: 1, overrideAccess: true, sort: '-review_date' })
    return res.docs as Review[]
  })
}

export function getHolidayHours(siteId: number): Promise<HolidayHour[]> {
  return cachedForSite(siteId, 'holiday-hours', [], async () => {
    const payload = await payloadClient()
    const res = await payload.find({ collection: 'holiday-hours', where: { site: { equals: siteId } }, limit: 200, depth: 0, overrideAccess: true, sort: 'date' })
    return res.docs as HolidayHour[]
  })
}

export function getMenu(siteId: number, placement: 'header' | 'footer'): Promise<Menu | null> {
  return cachedForSite(siteId, 'menus', [placement], async () => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'menus',
      where: { and: [{ site: { equals: siteId } }, { placement: { equals: placement } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return (res.docs[0] as Menu | undefined) ?? null
  })
}

/** A published page by slug; with `draft` the latest draft (draft mode only, never cached). */
export async function getPage(siteId: number, slug: string, draft = false): Promise<Page | null> {
  const load = async () => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'pages',
      where: { and: [{ site: { equals: siteId } }, { slug: { equals: slug } }] },
      limit: 1,
      depth: 2,
      draft,
      overrideAccess: true,
    })
    const page = res.docs[0] as Page | undefined
    if (!page) return null
    if (!draft && page._status !== 'published') return null
    return page
  }
  return draft ? load() : cachedForSite(siteId, 'pages', [slug], load)
}

export function getPosts(siteId: number, category?: 'news' | 'vehicle-reviews'): Promise<Post[]> {
  return cachedForSite(siteId, 'posts', ['list', category ?? 'all'], async () => {
    const payload = await payloadClient()
    const and: Where[] = [{ site: { equals: siteId } }, { _status: { equals: 'published' } }]
    if (category) and.push({ category: { equals: category } })
    const res = await payload.find({ collection: 'posts', where: { and }, limit: 50, depth: 1, overrideAccess: true, sort: '-publishedAt' })
    return res.docs as Post[]
  })
}

/** A published post by slug; with `draft` the latest draft (draft mode only, never cached). */
export async function getPost(siteId: number, slug: string, draft = false): Promise<Post | null> {
  const load = async () => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'posts',
      where: { and: [{ site: { equals: siteId } }, { slug: { equals: slug } }] },
      limit: 1,
      depth: 1,
      draft,
      overrideAccess: true,
    })
    const post = res.docs[0] as Post | undefined
    return post && (draft || post._status === 'published') ? post : null
  }
  return draft ? load() : cachedForSite(siteId, 'posts', ['one', slug], load)
}
