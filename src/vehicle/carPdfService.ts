/**
 * GET /cars/{slug}/pdf behind the route handler: finds the car with the same
 * 404 rules as the vehicle page (unknown slug, another site's car, hidden: not shown on the
 * dealer website, sold longer ago than the site's sold days, or outside the site's stock scope —
 * rules/baseFilter#isListedOnSite), then builds the PDF. Cost is bounded: a PDF is cached per
 * vehicle + updatedAt (+ site updatedAt and origin), concurrent requests for one PDF share one
 * build, and at most MAX_CONCURRENT_BUILDS run at once (more answer 503 with Retry-After).
 */
import 'server-only'
import type { Payload } from 'payload'
import { parseCarSlug } from '@/rules/listedVehicle'
import { findListedVehicle, payloadVehicleSource } from '@/data/listedVehicleLookup'
import { absoluteUrl } from '../seo/siteOrigin'
import type { Site } from '../payload-types'
import { docOf } from '@/lib/relations'
import { carPhone } from '@/rules/phoneReveal'
import { carPdfContent, pdfFileName, type PdfPlace } from './pdf/carPdfContent'
import { mainPhotoJpeg } from './pdf/mainPhoto'
import { renderCarPdf } from './pdf/renderCarPdf'
import { MemoryCache } from '@/cache/memoryCache'
import { onExpiry, type CacheExpiry } from '@/cache/expiryBus'
import { processWide } from '@/lib/processWide'

const MAX_CONCURRENT_BUILDS = 3
const CACHE_ENTRIES = 64
const CACHE_BYTES = 48 * 1024 * 1024

export type CarPdfResult =
  | { ok: true; body: Buffer; fileName: string; cached: boolean }
  | { ok: false; status: 404 | 503; message: string }

export const NOT_FOUND_MESSAGE = 'This vehicle could not be found.'
const NOT_FOUND: CarPdfResult = { ok: false, status: 404, message: NOT_FOUND_MESSAGE }
const BUSY: CarPdfResult = { ok: false, status: 503, message: 'Too many PDFs are being made right now. Please try again in a moment.' }

type Rel<T> = number | string | T | null | undefined

interface LocationDoc {
  name?: string | null
  address?: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null } | null
  contact_detail?: { phone?: string | null } | null
}

/**
 * The location and the phone the car page shows: rules/phoneReveal carPhone (the site's
 * settings.phoneNumbersShown, default the site phone), the same number as the page, /success and the e-mails.
 */
export function pdfPlace(
  site: Pick<Site, 'phone' | 'settings'>,
  vehicle: { location?: Rel<LocationDoc>; dealership?: Rel<{ phone?: string | null }>; location_name?: string | null; city?: string | null; state?: string | null },
): PdfPlace {
  const location = docOf(vehicle.location)
  const a = location?.address ?? {}
  const cityLine = [a.city ?? vehicle.city, [a.state ?? vehicle.state, a.postcode].filter(Boolean).join(' ').toUpperCase()].filter(Boolean).join(', ')
  const address = [a.street, cityLine].filter((s) => s && String(s).trim() !== '').join(', ')
  const phone = carPhone({
    shown: (site.settings?.phoneNumbersShown as string[] | null | undefined) ?? ['site'],
    location: location?.contact_detail?.phone,
    dealership: docOf(vehicle.dealership)?.phone,
    site: site.phone,
  })
  return { locationName: location?.name ?? vehicle.location_name ?? null, address: address || null, phone }
}

// ------------------------------------------------------------------ cache and concurrency

interface State {
  cache: MemoryCache<string, Buffer>
  inFlight: Map<string, Promise<Buffer>>
  building: number
}

declare module '@/lib/processWide' {
  interface ProcessWide {
    'pdf.carPdf': State
  }
}

/** The site ids an expiry names (`site:{id}` and its sub-tags); null: every site. */
function expiredSites(expiry: CacheExpiry): Set<string> | null {
  if (expiry.tags.length === 0) return null
  return new Set(expiry.tags.map((tag) => /^site:(\d+)(?::|$)/.exec(tag)?.[1]).filter((id): id is string => id !== undefined))
}

function state(): State {
  return processWide('pdf.carPdf', () => {
    const cache = new MemoryCache<string, Buffer>({ max: CACHE_ENTRIES, maxSize: CACHE_BYTES, sizeOf: (pdf) => pdf.length })
    // A key names the car's and the site's versions, so a changed car is never served from here;
    // the expiry bus also drops the PDFs of a site whose content changed, so none outlive it.
    onExpiry((expiry) => {
      const sites = expiredSites(expiry)
      if (!sites) return cache.clear()
      if (sites.size > 0) for (const key of cache.keys()) if (sites.has(key.split('|')[2] ?? '')) cache.delete(key)
    })
    return { cache, inFlight: new Map(), building: 0 }
  })
}

function remember(key: string, pdf: Buffer) {
  const s = state()
  if (pdf.length > CACHE_BYTES / 4) return
  s.cache.set(key, pdf)
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

export async function carPdf(payload: Payload, site: Site, rawSlug: string, options: CarPdfOptions): Promise<CarPdfResult> {
  const now = options.now ?? Date.now()
  const vehicle = await findListedVehicle(site, rawSlug, payloadVehicleSource(payload, 2), now)
  const slug = vehicle ? parseCarSlug(rawSlug) : null
  if (!vehicle || !slug) return NOT_FOUND

  const fileName = pdfFileName(slug)
  const compress = options.compress !== false
  const key = [vehicle.id, vehicle.updatedAt, site.id, site.updatedAt, options.origin, compress ? 'z' : 'raw'].join('|')
  const s = state()
  const hit = s.cache.get(key)
  if (hit) return { ok: true, body: hit, fileName, cached: true }
  const running = s.inFlight.get(key)
  if (running) return { ok: true, body: await running, fileName, cached: true }
  if (s.building >= MAX_CONCURRENT_BUILDS) return BUSY

  s.building++
  const build = (async () => {
    const s2 = site.settings ?? {}
    const content = carPdfContent(vehicle, {
      url: absoluteUrl(options.origin, `/cars/${encodeURIComponent(slug)}`),
      siteName: site.name,
      place: pdfPlace(site, vehicle),
      priceSettings: { showSubscriptions: s2.subscriptionsShown === true, noPriceText: s2.noPriceText },
      now,
    })
    const photo = await mainPhotoJpeg(vehicle.images, options.mediaDir)
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
