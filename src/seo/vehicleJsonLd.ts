/**
 * schema.org markup for a vehicle page: a `Car` with an `Offer`, and a
 * `BreadcrumbList` (Home › Cars › Make › Model). Pure; `serializeJsonLd` makes the text safe
 * inside `<script type="application/ld+json">` (dealer text containing "</script>" cannot
 * close the element).
 *
 * - Offer price and currency (AUD) only when a price is displayed (SPEC.md §4 Price display
 *   precedence: the car or offer price above 10; never a subscription, PREORDER or no-price text).
 * - availability from status: in_stock → InStock, coming_soon → PreOrder, sold → SoldOut.
 * - itemCondition from car type: new → NewCondition, used and demo → UsedCondition.
 */
import { priceDisplay, type PriceSettings } from '../rules/priceDisplay'
import { vehicleBreadcrumbs, type Crumb } from './breadcrumbs'
import { absoluteImageUrl, absoluteUrl } from './siteOrigin'
import { carImageUrls, carName, clip, commentParagraphs, shown, toNumber, type SeoCar } from './seoCar'

const SCHEMA = 'https://schema.org'

export type JsonLd = Record<string, unknown>

export interface VehicleJsonLdOptions {
  /** The site's canonical origin (siteOrigin). */
  origin: string
  /** The car page's path, default `/cars/{slug}`. */
  path?: string
  /** The dealer (site or dealership) name, as the offer's seller. */
  sellerName?: string | null
  /** Site price switches (subscriptions shown, no-price text). */
  priceSettings?: PriceSettings
}

export function availabilityFor(status: string | null | undefined): string {
  switch ((status ?? '').trim().toLowerCase()) {
    case 'sold':
      return `${SCHEMA}/SoldOut`
    case 'coming_soon':
      return `${SCHEMA}/PreOrder`
    default:
      return `${SCHEMA}/InStock`
  }
}

/** new → NewCondition; used and demo → UsedCondition; unknown → undefined. */
export function itemConditionFor(carType: string | null | undefined): string | undefined {
  const t = (carType ?? '').trim().toLowerCase()
  if (t === 'new') return `${SCHEMA}/NewCondition`
  if (t === 'used' || t === 'demo') return `${SCHEMA}/UsedCondition`
  return undefined
}

/** The price schema.org may state: only a displayed car/offer price (never a subscription). */
function offerPrice(car: SeoCar, settings: PriceSettings = {}): number | undefined {
  const display = priceDisplay(car, settings)
  return display.kind === 'price' ? display.amount : undefined
}

function withoutEmpty(obj: JsonLd): JsonLd {
  const out: JsonLd = {}
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined || v === null || v === '') continue
    if (Array.isArray(v) && v.length === 0) continue
    out[k] = v
  }
  return out
}

export function carPath(car: Pick<SeoCar, 'slug' | 'objectID' | 'id'>): string {
  const slug = shown(car.slug) ?? shown(car.objectID) ?? shown(car.id) ?? ''
  return `/cars/${encodeURIComponent(slug)}`
}

/** The schema.org `Car` (with its `Offer`) for one vehicle. */
function vehicleCarJsonLd(car: SeoCar, options: VehicleJsonLdOptions): JsonLd {
  const url = absoluteUrl(options.origin, options.path ?? carPath(car))
  const condition = itemConditionFor(car.car_type)
  const price = offerPrice(car, options.priceSettings)
  const km = toNumber(car.km)
  const seats = toNumber(car.seats)
  const doors = toNumber(car.doors)
  const year = toNumber(car.year)
  const make = shown(car.make)
  const images = carImageUrls(car)
    .map((u) => absoluteImageUrl(options.origin, u))
    .filter((u): u is string => u !== null)
  const description = commentParagraphs(car.dealercomments).join(' ')

  const offer = withoutEmpty({
    '@type': 'Offer',
    url,
    price: price,
    priceCurrency: price !== undefined ? 'AUD' : undefined,
    availability: availabilityFor(car.status),
    itemCondition: condition,
    seller: shown(options.sellerName) ? { '@type': 'AutoDealer', name: shown(options.sellerName) } : undefined,
  })

  return withoutEmpty({
    '@context': SCHEMA,
    '@type': 'Car',
    '@id': `${url}#vehicle`,
    name: carName(car),
    url,
    description: description ? clip(description, 1000) : undefined,
    image: images,
    brand: make ? { '@type': 'Brand', name: make } : undefined,
    manufacturer: make ? { '@type': 'Organization', name: make } : undefined,
    model: shown(car.model) ?? undefined,
    vehicleModelDate: year !== null ? String(Math.trunc(year)) : undefined,
    vehicleConfiguration: shown(car.badge) ?? undefined,
    sku: shown(car.stocknum) ?? undefined,
    vehicleIdentificationNumber: shown(car.vin) ?? undefined,
    mileageFromOdometer: km !== null ? { '@type': 'QuantitativeValue', value: km, unitCode: 'KMT' } : undefined,
    fuelType: shown(car.fuel) ?? shown(car.simple_fuel) ?? undefined,
    vehicleTransmission: shown(car.transmission) ?? shown(car.simple_transmission) ?? undefined,
    bodyType: shown(car.simple_body) ?? shown(car.body) ?? undefined,
    color: shown(car.colour) ?? undefined,
    seatingCapacity: seats !== null && seats > 0 ? seats : undefined,
    numberOfDoors: doors !== null && doors > 0 ? doors : undefined,
    itemCondition: condition,
    offers: offer,
  })
}

/** A schema.org `BreadcrumbList` of absolute URLs; the last item is the car page itself. */
function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin: string, current?: { name: string; path: string }): JsonLd {
  const items = [...crumbs.map((c) => ({ name: c.name, url: absoluteUrl(origin, c.href) }))]
  if (current) items.push({ name: current.name, url: absoluteUrl(origin, current.path) })
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  }
}

/** Both documents for a vehicle page: `[Car, BreadcrumbList]`. */
export function vehicleJsonLd(car: SeoCar, options: VehicleJsonLdOptions): JsonLd[] {
  const path = options.path ?? carPath(car)
  return [
    vehicleCarJsonLd(car, { ...options, path }),
    breadcrumbListJsonLd(vehicleBreadcrumbs(car), options.origin, { name: carName(car), path }),
  ]
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are written as
 * \u escapes (still valid JSON, same value), as are U+2028/U+2029.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
