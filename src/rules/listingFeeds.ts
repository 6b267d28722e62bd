/**
 * Listing feeds (issue 35 §3): which of a site's cars go into the Google vehicle ads and Meta
 * automotive catalog feeds, why the others are left out, and how their values are written.
 * Pure, no I/O. The attribute tables these follow are docs/standards/google-vehicle-ads.md and
 * docs/standards/meta-automotive-catalog.md; the files themselves are written by ./feedFiles.ts.
 *
 * - A feed lists only cars a shopper can buy at a dealership now: in stock (a sold car leaves at
 *   once, a coming-soon car is not at the dealership yet), on the dealer website, listed on the site.
 * - Google and Meta both want a 17-character VIN, a price, a photo, a dealership address and, for a
 *   used car, its odometer: a car without one of those is left out with that reason, shown to staff
 *   in the feed report. Caravans are not vehicles in either specification.
 */
import { currentPrice } from './priceDisplay'

/** The feed files a site serves at /feeds/{file} (docs/operations.md "Listing feeds"). */
export const FEED_FILES = {
  'google-vehicle-ads.tsv': 'google',
  'google-vehicle-stores.tsv': 'google-stores',
  'meta-vehicles.csv': 'meta',
} as const
type FeedFile = keyof typeof FEED_FILES
export type FeedKind = (typeof FEED_FILES)[FeedFile]

/** "google-vehicle-ads.tsv" → "google"; anything else → null (a 404). */
export function parseFeedFile(name: string): FeedKind | null {
  return Object.prototype.hasOwnProperty.call(FEED_FILES, name) ? FEED_FILES[name as FeedFile] : null
}

/** Longest description written (Google allows 5,000; shorter keeps a 10,000-car feed small). */
const FEED_DESCRIPTION_MAX = 1000
/** Photos per car in a feed (Google: image_link plus additional_image_link; Meta: image[0..n]). */
export const FEED_IMAGES_MAX = 5

const EXCLUSION_REASONS = {
  caravan: 'Caravan: vehicle ads take cars only',
  'coming-soon': 'Coming soon: not at the dealership yet',
  'no-vin': 'No VIN',
  'bad-vin': 'VIN is not 17 letters and digits',
  'no-price': 'No price',
  'no-photo': 'No photo',
  'no-year': 'No year',
  'no-odometer': 'Used car without an odometer reading',
  'no-address': 'Its location has no full street address',
} as const
export type ExclusionReason = keyof typeof EXCLUSION_REASONS

/** A dealership location as the feeds name it: its store code and address. */
export type FeedStore = {
  code: string
  dealershipName: string
  street: string
  city: string
  state: string
  postcode: string
  phone: string
  lat: number | null
  long: number | null
}

/** What the feeds read of one car (the read in src/data/listingFeeds.ts fills it). */
export type FeedCar = {
  id: number
  stocknum: string
  name: string
  slug: string
  vin: string | null
  make: string
  model: string
  badge: string | null
  year: number | null
  car_type: string
  item_type: string
  status: string
  certified: boolean
  price: number | null
  offer_price: number | null
  km: number | null
  colour: string | null
  body: string | null
  fuel: string | null
  transmission: string | null
  drive: string | null
  engine: string | null
  comments: string | null
  listedAt: string | null
  /** Absolute photo URLs, first is the main photo. */
  images: string[]
  /** The car's location as a store, null when it has none or it lacks an address. */
  store: FeedStore | null
}

/** 17 characters of A-Z (no I, O or Q) and 0-9: the ISO 3779 VIN alphabet. */
export const isValidVin = (vin: string): boolean => /^[A-HJ-NPR-Z0-9]{17}$/.test(vin)

/** The first reason the car is left out of the feeds, or null when it goes in. */
export function feedExclusion(car: FeedCar): ExclusionReason | null {
  if (car.item_type === 'caravan') return 'caravan'
  if (car.status === 'coming_soon') return 'coming-soon'
  const vin = (car.vin ?? '').trim().toUpperCase()
  if (!vin) return 'no-vin'
  if (!isValidVin(vin)) return 'bad-vin'
  if (feedPriceAmount(car) === null) return 'no-price'
  if (car.images.length === 0) return 'no-photo'
  if (!car.year || car.year < 1900) return 'no-year'
  if (car.car_type !== 'new' && !(typeof car.km === 'number' && car.km >= 0)) return 'no-odometer'
  if (!car.store) return 'no-address'
  return null
}

/** The price shown on the car page (offer price when set), in whole dollars; null when none. */
export function feedPriceAmount(car: Pick<FeedCar, 'price' | 'offer_price'>): number | null {
  return currentPrice({ price: car.price, offer_price: car.offer_price }) ?? null
}

/** Google's and Meta's price format: "29990.00 AUD". */
export const feedPrice = (amount: number): string => `${amount.toFixed(2)} AUD`

/** Odometer as Google writes it: "12345 km" (a new car without a reading: "0 km"). */
export const feedMileage = (km: number | null): string => `${Math.max(0, Math.round(km ?? 0))} km`

/** Google's condition: new cars "new"; demo and used cars "used". */
export const googleCondition = (carType: string): 'new' | 'used' => (carType === 'new' ? 'new' : 'used')

/** Meta's state_of_vehicle: NEW, USED, or CPO for a certified used car. */
export function metaStateOfVehicle(car: Pick<FeedCar, 'car_type' | 'certified'>): 'NEW' | 'USED' | 'CPO' {
  if (car.car_type === 'new') return 'NEW'
  return car.certified && car.car_type === 'used' ? 'CPO' : 'USED'
}

/** The store code of a location: its slug (the code staff enter in the Business Profile), else "location-{id}". */
export function storeCodeOf(location: { id: number | string; slug?: string | null }): string {
  const slug = (location.slug ?? '').trim()
  return slug || `location-${location.id}`
}

/** "120 Nicklin Way, Maroochydore QLD 4558, AU": street, city, state and postcode, country. */
export function dealershipAddress(store: Pick<FeedStore, 'street' | 'city' | 'state' | 'postcode'>): string {
  return `${store.street}, ${store.city} ${store.state.toUpperCase()} ${store.postcode}, AU`
}

/** One line of text: no tabs or line breaks (both formats are one car a line), at most `max` characters. */
export function feedText(value: string | null | undefined, max = 500): string {
  const clean = (value ?? '').replace(/[\t\r\n|]+/g, ' ').replace(/\s{2,}/g, ' ').trim()
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean
}

/** The description: the dealer's comments (paragraphs joined), else the car's name. */
export const feedDescription = (car: Pick<FeedCar, 'comments' | 'name'>): string => feedText(car.comments, FEED_DESCRIPTION_MAX) || feedText(car.name)

export type FeedReportLine = { id: number; name: string; stocknum: string; reason: ExclusionReason }

/** Splits a site's cars into those in the feeds and the report of those left out, in the given order. */
export function splitFeedCars(cars: readonly FeedCar[]): { included: FeedCar[]; excluded: FeedReportLine[] } {
  const included: FeedCar[] = []
  const excluded: FeedReportLine[] = []
  for (const car of cars) {
    const reason = feedExclusion(car)
    if (reason) excluded.push({ id: car.id, name: car.name, stocknum: car.stocknum, reason })
    else included.push(car)
  }
  return { included, excluded }
}

/** Counts per reason, in EXCLUSION_REASONS order, reasons with none left out. */
export function reasonCounts(excluded: readonly FeedReportLine[]): { reason: ExclusionReason; label: string; count: number }[] {
  const counts = new Map<ExclusionReason, number>()
  for (const line of excluded) counts.set(line.reason, (counts.get(line.reason) ?? 0) + 1)
  return (Object.keys(EXCLUSION_REASONS) as ExclusionReason[]).filter((r) => counts.has(r)).map((reason) => ({ reason, label: EXCLUSION_REASONS[reason], count: counts.get(reason)! }))
}
