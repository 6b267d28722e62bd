/**
 * The cars of a site's listing feeds (issue 35 §3), read from the database: every car the site
 * lists now that a shopper could buy at a dealership (in stock or coming soon, on the dealer
 * website, in the site's stock scope: rules/baseFilter#isListedOnSite), with its location as a store
 * and its photos. rules/listingFeeds decides which go in and why the others are left out.
 *
 * Bounded cost: cars are read FEED_PAGE_SIZE at a time with only the fields the feeds write, their
 * photos in one query per page, at most MAX_FEED_CARS per site. The result is cached per site under
 * the site's tags and its vehicle list tag (src/data/cache.ts), which every stock change expires
 * (collections/Vehicles/hooks): a sold car leaves the feeds on the next request.
 */
import 'server-only'
import type { Payload } from 'payload'
import type { Location, Media, Site, Vehicle } from '@/payload-types'
import { isListedOnSite } from '@/rules/baseFilter'
import { stockScopeOf } from '@/rules/listedVehicle'
import { splitFeedCars, storeCodeOf, type FeedCar, type FeedReportLine, type FeedStore } from '@/rules/listingFeeds'
import { relationId } from '@/lib/relations'
import { cachedForSite } from '@/data/cache'
import { payloadClient } from '@/data/payload'

/** Cars read per database page. */
const FEED_PAGE_SIZE = 500
/** A hard cap per site (the feeds are specified for 10,000 cars; twice that still answers). */
const MAX_FEED_CARS = 20_000

export type SiteFeed = { included: FeedCar[]; excluded: FeedReportLine[]; considered: number }

type FeedVehicle = Pick<
  Vehicle,
  'id' | 'stocknum' | 'name' | 'slug' | 'vin' | 'make' | 'model' | 'badge' | 'year' | 'car_type' | 'item_type' | 'status' | 'certified' | 'price' | 'offer_price' | 'km' | 'colour' | 'simple_body' | 'simple_fuel' | 'simple_transmission' | 'simple_drive' | 'engine_size' | 'dealercomments' | 'listed_at' | 'createdAt' | 'images' | 'location' | 'dealership' | 'show_on_dealer_website' | 'sold_date_timestamp'
>

const SELECT = {
  stocknum: true, name: true, slug: true, vin: true, make: true, model: true, badge: true, year: true, car_type: true, item_type: true, status: true,
  certified: true, price: true, offer_price: true, km: true, colour: true, simple_body: true, simple_fuel: true, simple_transmission: true, simple_drive: true,
  engine_size: true, dealercomments: true, listed_at: true, createdAt: true, images: true, location: true, dealership: true, show_on_dealer_website: true, sold_date_timestamp: true,
} as const

/** The site's locations with a full street address, as stores (dealership name from the location's dealership). */
async function storesOf(payload: Payload, site: Pick<Site, 'id' | 'name' | 'phone'>): Promise<Map<number, FeedStore>> {
  const [locations, dealerships] = await Promise.all([
    payload.find({ collection: 'locations', where: { site: { equals: site.id } }, select: { slug: true, name: true, dealership: true, address: true, contact_detail: true }, depth: 0, limit: 1000, overrideAccess: true }),
    payload.find({ collection: 'dealerships', where: { site: { equals: site.id } }, select: { name: true, phone: true }, depth: 0, limit: 1000, overrideAccess: true }),
  ])
  const dealershipNames = new Map(dealerships.docs.map((d) => [d.id, d]))
  const stores = new Map<number, FeedStore>()
  for (const l of locations.docs as Location[]) {
    const a = l.address ?? {}
    if (!a.street?.trim() || !a.city?.trim() || !a.state || !a.postcode?.trim()) continue
    const dealership = dealershipNames.get(relationId(l.dealership) as number)
    stores.set(l.id, {
      code: storeCodeOf(l),
      dealershipName: dealership?.name || site.name,
      street: a.street.trim(),
      city: a.city.trim(),
      state: a.state,
      postcode: a.postcode.trim(),
      phone: l.contact_detail?.phone || dealership?.phone || site.phone || '',
      lat: typeof a.lat === 'number' ? a.lat : null,
      long: typeof a.long === 'number' ? a.long : null,
    })
  }
  return stores
}

/** Photo URLs (site-relative upload paths or external http(s) URLs) of a page of cars, uploads read in one query. */
async function photosOf(payload: Payload, cars: FeedVehicle[]): Promise<Map<number, string[]>> {
  const ids = [...new Set(cars.flatMap((c) => (c.images ?? []).map((row) => relationId(row.image)).filter((id): id is number => typeof id === 'number')))]
  const media = new Map<number, string>()
  if (ids.length > 0) {
    // `url` is built from the stored file name (and the bucket prefix): both must be read with it.
    const found = await payload.find({ collection: 'media', where: { id: { in: ids } }, select: { url: true, filename: true, prefix: true }, depth: 0, limit: ids.length, pagination: false, overrideAccess: true })
    for (const m of found.docs as Media[]) if (m.url) media.set(m.id, m.url)
  }
  const out = new Map<number, string[]>()
  for (const car of cars) {
    const urls: string[] = []
    for (const row of car.images ?? []) {
      const id = relationId(row.image)
      const url = (typeof id === 'number' ? media.get(id) : undefined) ?? row.url ?? ''
      if (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'))) urls.push(url)
    }
    out.set(car.id, urls)
  }
  return out
}

function toFeedCar(v: FeedVehicle, images: string[], store: FeedStore | null): FeedCar {
  return {
    id: v.id,
    stocknum: v.stocknum ?? '',
    name: v.name ?? '',
    slug: v.slug ?? '',
    vin: v.vin ?? null,
    make: v.make ?? '',
    model: v.model ?? '',
    badge: v.badge ?? null,
    year: v.year ?? null,
    car_type: v.car_type,
    item_type: v.item_type,
    status: v.status,
    certified: v.certified === true,
    price: v.price ?? null,
    offer_price: v.offer_price ?? null,
    km: v.km ?? null,
    colour: v.colour ?? null,
    body: v.simple_body ?? null,
    fuel: v.simple_fuel ?? null,
    transmission: v.simple_transmission ?? null,
    drive: v.simple_drive ?? null,
    engine: v.engine_size ?? null,
    comments: v.dealercomments ?? null,
    listedAt: v.listed_at ?? v.createdAt ?? null,
    images,
    store,
  }
}

/** Every car of the site a feed could list, split into those in the feeds and the report of the rest (uncached). */
export async function readSiteFeed(payload: Payload, site: Pick<Site, 'id' | 'name' | 'phone' | 'settings'>, now = Date.now()): Promise<SiteFeed> {
  const scope = stockScopeOf(site)
  const stores = await storesOf(payload, site)
  const cars: FeedCar[] = []
  for (let page = 1; cars.length < MAX_FEED_CARS; page++) {
    const res = await payload.find({
      collection: 'vehicles',
      where: { and: [{ site: { equals: site.id } }, { show_on_dealer_website: { equals: true } }, { status: { in: ['in_stock', 'coming_soon'] } }] },
      select: SELECT,
      sort: 'id',
      depth: 0,
      limit: FEED_PAGE_SIZE,
      page,
      overrideAccess: true,
    })
    const docs = (res.docs as FeedVehicle[]).filter((v) => typeof v.slug === 'string' && v.slug.trim() !== '' && isListedOnSite(v, scope, now))
    const photos = await photosOf(payload, docs)
    for (const v of docs) cars.push(toFeedCar(v, photos.get(v.id) ?? [], stores.get(relationId(v.location) as number) ?? null))
    if (!res.hasNextPage) break
  }
  const { included, excluded } = splitFeedCars(cars.slice(0, MAX_FEED_CARS))
  return { included, excluded, considered: Math.min(cars.length, MAX_FEED_CARS) }
}

/** The site's feed cars, cached per site; every vehicle, location or dealership change of the site expires it. */
export function cachedSiteFeed(site: Site): Promise<SiteFeed> {
  return cachedForSite(site.id, 'vehicles', ['listing-feed'], async () => readSiteFeed(await payloadClient(), site))
}
