/**
 * Site-scoped content reads for the shopper pages (pages, posts, menus, dealerships, locations,
 * offers, reviews, holiday hours). Each is cached under the site's tags (./cache.ts), so a
 * Payload hook expires exactly one site's pages. Draft reads (draft mode only) are never cached.
 */
import 'server-only'
import type { Where } from 'payload'
import { payloadClient } from '@/lib/payload'
import { globalCollectionTag, siteTag } from '@/cache/tags'
import { visibleOffers } from '@/rules/offerExclusion'
import type { Dealership, HolidayHour, Location, Menu, Offer, Page, Post, Review } from '@/payload-types'
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

/** Offers running on this site: targeted at it (or every site), not excluded unless exempt. */
export async function getOffers(siteId: number, exemptOfferIds: string[] = []): Promise<Offer[]> {
  // Offers are shared between sites: an offer edit expires every site's offers (global tag).
  const all = await cachedShared(['site-offers', String(siteId)], [globalCollectionTag('offers'), siteTag(siteId)], async () => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'offers',
      where: {
        and: [{ _status: { equals: 'published' } }, { or: [{ sites: { exists: false } }, { sites: { in: [siteId] } }] }],
      },
      limit: 200,
      depth: 1,
      overrideAccess: true,
      sort: '-updatedAt',
    })
    return res.docs as Offer[]
  })
  const ids = (v: unknown) => (Array.isArray(v) ? v.map((x) => (x && typeof x === 'object' ? (x as { id: number }).id : x)) : [])
  return visibleOffers(
    all.map((o) => ({ ...o, excluded_website_ids: ids(o.excluded_website_ids) })),
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
