/**
 * GET /cars/{slug}/pdf behind the route handler (issue 9, item 11): finds the car with the same
 * 404 rules as the vehicle page (unknown slug, another site's car, hidden: not shown on the
 * dealer website, sold longer ago than the site's sold days, or outside the site's stock scope —
 * rules/baseFilter#isListedOnSite), then builds the PDF. Cost is bounded: a PDF is cached per
 * vehicle + updatedAt (+ site updatedAt and origin), concurrent requests for one PDF share one
 * build, and at most MAX_CONCURRENT_BUILDS run at once (more answer 503 with Retry-After).
 */
import type { Payload } from 'payload'
import { isListedOnSite } from '../rules/baseFilter'
import { toSearchRecord, type VehicleLike } from '../search/record'
import { stockScopeOf } from '../seo/sitemapEntries'
import { absoluteUrl } from '../seo/siteOrigin'
import type { Site } from '../payload-types'
import { carPdfContent, pdfFileName, type PdfCar, type PdfPlace } from './carPdfContent'
import { mainPhotoJpeg } from './mainPhoto'
import { renderCarPdf } from './renderCarPdf'

export const MAX_SLUG_LENGTH = 200
export const MAX_CONCURRENT_BUILDS = 3
const CACHE_ENTRIES = 64
const CACHE_BYTES = 48 * 1024 * 1024

export type CarPdfResult =
  | { ok: true; body: Buffer; fileName: string; cached: boolean }
  | { ok: false; status: 404 | 503; message: string }

export const NOT_FOUND_MESSAGE = 'This vehicle could not be found.'
export const NOT_FOUND: CarPdfResult = { ok: false, status: 404, message: NOT_FOUND_MESSAGE }
const BUSY: CarPdfResult = { ok: false, status: 503, message: 'Too many PDFs are being made right now. Please try again in a moment.' }

/** A route parameter as the slug it names, or null for anything no car can have. */
export function cleanSlug(raw: string): string | null {
  let slug = raw
  try {
    slug = decodeURIComponent(raw)
  } catch {
    return null
  }
  slug = slug.trim()
  if (slug === '' || slug.length > MAX_SLUG_LENGTH || /[\u0000-\u001f\u007f/\\]/.test(slug)) return null
  return slug
}

type Rel<T> = number | string | T | null | undefined
const obj = <T>(v: Rel<T>): T | null => (v && typeof v === 'object' ? (v as T) : null)

interface LocationDoc {
  name?: string | null
  address?: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null } | null
  contact_detail?: { phone?: string | null } | null
}

/** The location and the phone the site shows (settings.phoneNumbersShown, default the site phone). */
export function pdfPlace(site: Pick<Site, 'phone' | 'settings'>, vehicle: { location?: Rel<LocationDoc>; location_name?: string | null; city?: string | null; state?: string | null }): PdfPlace {
  const location = obj<LocationDoc>(vehicle.location)
  const a = location?.address ?? {}
  const cityLine = [a.city ?? vehicle.city, [a.state ?? vehicle.state, a.postcode].filter(Boolean).join(' ').toUpperCase()].filter(Boolean).join(', ')
  const address = [a.street, cityLine].filter((s) => s && String(s).trim() !== '').join(', ')
  const shownNumbers = (site.settings?.phoneNumbersShown as string[] | null | undefined) ?? ['site']
  const locationPhone = location?.contact_detail?.phone?.trim() || null
  const sitePhone = site.phone?.trim() || null
  const phone =
    (shownNumbers.includes('car') || shownNumbers.includes('location')) && locationPhone
      ? locationPhone
      : shownNumbers.includes('site') && sitePhone
        ? sitePhone
        : null
  return { locationName: location?.name ?? vehicle.location_name ?? null, address: address || null, phone }
}

// ------------------------------------------------------------------ cache and concurrency

interface State {
  cache: Map<string, Buffer>
  bytes: number
  inFlight: Map<string, Promise<Buffer>>
  building: number
}
const KEY = Symbol.for('dealer-platform.pdf.carPdf')
function state(): State {
  const g = globalThis as typeof globalThis & { [KEY]?: State }
  g[KEY] ??= { cache: new Map(), bytes: 0, inFlight: new Map(), building: 0 }
  return g[KEY]
}

function remember(key: string, pdf: Buffer) {
  const s = state()
  if (pdf.length > CACHE_BYTES / 4) return
  s.cache.set(key, pdf)
  s.bytes += pdf.length
  while (s.cache.size > CACHE_ENTRIES || s.bytes > CACHE_BYTES) {
    const [oldest, value] = s.cache.entries().next().value as [string, Buffer]
    s.cache.delete(oldest)
    s.bytes -= value.length
  }
}

/** Forget cached PDFs (tests). */
export function clearCarPdfCache(): void {
  const s = state()
  s.cache.clear()
  s.bytes = 0
}

// ------------------------------------------------------------------ the service

export interface CarPdfOptions {
  /** The site's canonical origin (siteOrigin). */
  origin: string
  now?: number
  /** false leaves text streams readable (tests). */
  compress?: boolean
  mediaDir?: string
}

/** The listed vehicle of this site with this slug (depth 2), or null (the caller answers 404). */
export async function findListedVehicle(payload: Payload, site: Site, slug: string, now = Date.now()): Promise<VehicleLike | null> {
  const res = await payload.find({
    collection: 'vehicles',
    where: { and: [{ site: { equals: site.id } }, { slug: { equals: slug } }] },
    depth: 2,
    limit: 1,
    overrideAccess: true,
  })
  const vehicle = res.docs[0] as unknown as VehicleLike | undefined
  if (!vehicle) return null
  const record = toSearchRecord(vehicle)
  return isListedOnSite(record as never, stockScopeOf(site), now) ? vehicle : null
}

export async function carPdf(payload: Payload, site: Site, rawSlug: string, options: CarPdfOptions): Promise<CarPdfResult> {
  const slug = cleanSlug(rawSlug)
  if (!slug) return NOT_FOUND
  const now = options.now ?? Date.now()
  const vehicle = await findListedVehicle(payload, site, slug, now)
  if (!vehicle) return NOT_FOUND

  const fileName = pdfFileName(slug)
  const compress = options.compress !== false
  const key = [vehicle.id, vehicle.updatedAt, site.id, site.updatedAt, options.origin, compress ? 'z' : 'raw'].join('|')
  const s = state()
  const hit = s.cache.get(key)
  if (hit) {
    s.cache.delete(key)
    s.cache.set(key, hit)
    return { ok: true, body: hit, fileName, cached: true }
  }
  const running = s.inFlight.get(key)
  if (running) return { ok: true, body: await running, fileName, cached: true }
  if (s.building >= MAX_CONCURRENT_BUILDS) return BUSY

  s.building++
  const build = (async () => {
    const s2 = site.settings ?? {}
    const content = carPdfContent(vehicle as unknown as PdfCar, {
      url: absoluteUrl(options.origin, `/cars/${encodeURIComponent(slug)}`),
      siteName: site.name,
      place: pdfPlace(site, vehicle as never),
      priceSettings: { showSubscriptions: s2.subscriptionsShown === true, noPriceText: s2.noPriceText },
      now,
    })
    const photo = await mainPhotoJpeg(vehicle.images as never, options.mediaDir)
    return renderCarPdf(content, { photo, compress })
  })()
  s.inFlight.set(key, build)
  try {
    const body = await build
    remember(key, body)
    return { ok: true, body, fileName, cached: false }
  } finally {
    s.inFlight.delete(key)
    s.building--
  }
}
