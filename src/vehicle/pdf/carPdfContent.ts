/**
 * What the car PDF says (SPEC.md §2 "A car PDF download"): the name, the price
 * as the card shows it (rules/priceDisplay, with the "Was …, now:" line), key specs (empty, null
 * and "null" rows hidden, SPEC.md §5), dealer comments (`|` separates paragraphs; the pending
 * text when empty, SPEC.md §8), the location and phone, and the page URL. Pure.
 */
import { priceDisplay, type PriceCar, type PriceSettings } from '../../rules/priceDisplay'
import { formatVehicleCount } from '../../rules/searchCount'
import { carName, commentParagraphs, shown, toNumber } from '../../seo/seoCar'

/** SPEC.md §8 "No dealer comments". */
export const PENDING_COMMENTS = 'Dealer comments are pending. Please check back here later.'
/** SPEC.md §9 "Feet to metres conversion: x0.3048". */
const FEET_TO_METRES = 0.3048

export interface PdfCar extends PriceCar {
  name?: string | null
  slug?: string | null
  year?: number | string | null
  make?: string | null
  model?: string | null
  badge?: string | null
  series?: string | null
  car_type?: string | null
  item_type?: string | null
  status?: string | null
  km?: number | string | null
  stocknum?: string | null
  vin?: string | null
  regplate?: string | null
  rego_expiry?: string | null
  colour?: string | null
  interior_colour?: string | null
  simple_body?: string | null
  body?: string | null
  simple_transmission?: string | null
  transmission?: string | null
  simple_fuel?: string | null
  fuel?: string | null
  simple_drive?: string | null
  drive?: string | null
  engine_size?: string | null
  seats?: number | string | null
  doors?: number | string | null
  dealercomments?: string | null
  caravan?: {
    body_length?: number | null
    body_width?: number | null
    tare_weight?: number | null
    aggregate_trailer_mass?: number | null
    sleeps?: number | null
    axle_type?: string | null
  } | null
}

export interface PdfPlace {
  locationName?: string | null
  address?: string | null
  phone?: string | null
}

export interface CarPdfContent {
  title: string
  subtitle: string | null
  price: { text: string; wasLine: string | null }
  status: string | null
  specs: Array<[label: string, value: string]>
  comments: string[]
  place: { name: string | null; address: string | null; phone: string | null }
  url: string
  siteName: string
}

const metres = (feet: unknown): string | null => {
  const n = toNumber(feet)
  return n === null || n === 0 ? null : `${(n * FEET_TO_METRES).toFixed(2)} m`
}
const withUnit = (v: unknown, unit: string): string | null => {
  const n = toNumber(v)
  return n === null || n === 0 ? null : `${formatVehicleCount(n)} ${unit}`
}

/** "12/03/2027" (Australian day/month/year) for a future date; null when past or unreadable. */
export function futureDate(value: string | null | undefined, now: number): string | null {
  if (!value) return null
  const d = new Date(value)
  if (Number.isNaN(d.getTime()) || d.getTime() <= now) return null
  return d.toLocaleDateString('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Australia/Brisbane' })
}

/** Key specs in a fixed order; rows with no real value are left out. */
export function pdfSpecs(car: PdfCar, now: number): Array<[string, string]> {
  const km = toNumber(car.km)
  const rego = shown(car.regplate)
  const expiry = futureDate(car.rego_expiry, now)
  const caravan = car.caravan ?? {}
  const rows: Array<[string, string | null]> = [
    ['Condition', shown(car.car_type) ? shown(car.car_type)!.charAt(0).toUpperCase() + shown(car.car_type)!.slice(1) : null],
    ['Odometer', km !== null ? `${formatVehicleCount(km)} km` : null],
    ['Body', shown(car.simple_body) ?? shown(car.body)],
    ['Transmission', shown(car.transmission) ?? shown(car.simple_transmission)],
    ['Fuel', shown(car.fuel) ?? shown(car.simple_fuel)],
    ['Drive', shown(car.drive) ?? shown(car.simple_drive)],
    ['Engine', shown(car.engine_size)],
    ['Colour', shown(car.colour)],
    ['Interior colour', shown(car.interior_colour)],
    ['Seats', shown(toNumber(car.seats) || null)],
    ['Doors', shown(toNumber(car.doors) || null)],
    ['Length', metres(caravan.body_length)],
    ['Width', metres(caravan.body_width)],
    ['Tare weight', withUnit(caravan.tare_weight, 'kg')],
    ['ATM', withUnit(caravan.aggregate_trailer_mass, 'kg')],
    ['Sleeps', shown(toNumber(caravan.sleeps) || null)],
    ['Axle', shown(caravan.axle_type)],
    ['Stock number', shown(car.stocknum)],
    ['VIN', shown(car.vin)],
    ['Rego', rego ? (expiry ? `${rego} (Expires on ${expiry})` : rego) : null],
  ]
  return rows.filter((r): r is [string, string] => r[1] !== null)
}

export function carPdfContent(
  car: PdfCar,
  options: { url: string; siteName: string; place: PdfPlace; priceSettings?: PriceSettings; now?: number },
): CarPdfContent {
  const now = options.now ?? Date.now()
  const price = priceDisplay(car, options.priceSettings)
  const comments = commentParagraphs(car.dealercomments)
  const sold = (car.status ?? '').toLowerCase() === 'sold'
  return {
    title: carName(car),
    subtitle: shown(car.series),
    price: { text: price.text, wasLine: price.wasLine ?? null },
    status: sold ? 'Sold' : (car.status ?? '').toLowerCase() === 'coming_soon' ? 'Coming soon' : null,
    specs: pdfSpecs(car, now),
    comments: comments.length > 0 ? comments : [PENDING_COMMENTS],
    place: {
      name: shown(options.place.locationName),
      address: shown(options.place.address),
      phone: shown(options.place.phone),
    },
    url: options.url,
    siteName: options.siteName,
  }
}

export { pdfFileName } from './download'
