/**
 * The listing feed files (issue 35 §3), built from the cars ./listingFeeds.ts lets in. Pure.
 *
 * - Google vehicle ads primary feed: tab-separated (a format Merchant Center fetches on a schedule),
 *   one car a line, the attribute names of docs/standards/google-vehicle-ads.md as the header. The
 *   grouped attribute vehicle_fulfillment is written as Google's TSV writes sub-attributes:
 *   header `vehicle_fulfillment(option:store_code)`, value `in_store:{store code}`.
 * - Google store feed: one line per dealership location the primary feed names (its store_code).
 * - Meta automotive inventory catalog: CSV with flattened column names (`mileage.value`,
 *   `image[0].url`, `address.city`), values quoted when they need it (RFC 4180).
 */
import {
  dealershipAddress,
  FEED_IMAGES_MAX,
  feedDescription,
  feedMileage,
  feedPrice,
  feedPriceAmount,
  feedText,
  googleCondition,
  metaStateOfVehicle,
  type FeedCar,
  type FeedStore,
} from './listingFeeds'

const GOOGLE_COLUMNS = [
  'id', 'title', 'description', 'link', 'image_link', 'additional_image_link', 'price', 'condition', 'vin', 'store_code',
  'dealership_name', 'dealership_address', 'make', 'model', 'trim', 'year', 'mileage', 'color', 'body_style', 'engine',
  'certified_pre-owned', 'vehicle_fulfillment(option:store_code)',
] as const

const GOOGLE_STORE_COLUMNS = ['store_code', 'business_name', 'address', 'city', 'region', 'postal_code', 'country', 'phone', 'latitude', 'longitude'] as const

const META_COLUMNS = [
  'vehicle_id', 'title', 'description', 'url', 'make', 'model', 'year', 'mileage.value', 'mileage.unit',
  ...Array.from({ length: FEED_IMAGES_MAX }, (_, i) => `image[${i}].url`),
  'price', 'state_of_vehicle', 'vin', 'body_style', 'exterior_color', 'transmission', 'fuel_type', 'drivetrain', 'trim',
  'availability', 'date_first_on_lot', 'dealer_id', 'dealer_name', 'dealer_phone',
  'address.addr1', 'address.city', 'address.region', 'address.postal_code', 'address.country', 'latitude', 'longitude',
] as const

/** The car page's absolute URL on the site. */
const carUrl = (origin: string, car: Pick<FeedCar, 'slug'>): string => `${origin}/cars/${encodeURIComponent(car.slug)}`

const title = (car: FeedCar) => feedText(car.name || [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '), 150)

function googleRow(origin: string, car: FeedCar, store: FeedStore): Record<(typeof GOOGLE_COLUMNS)[number], string> {
  return {
    id: feedText(car.stocknum || String(car.id), 50),
    title: title(car),
    description: feedDescription(car),
    link: carUrl(origin, car),
    image_link: car.images[0] ?? '',
    additional_image_link: car.images.slice(1, FEED_IMAGES_MAX).join(','),
    price: feedPrice(feedPriceAmount(car)!),
    condition: googleCondition(car.car_type),
    vin: (car.vin ?? '').trim().toUpperCase(),
    store_code: store.code,
    dealership_name: feedText(store.dealershipName, 100),
    dealership_address: feedText(dealershipAddress(store), 200),
    make: feedText(car.make, 50),
    model: feedText(car.model, 50),
    trim: feedText(car.badge, 50),
    year: String(car.year),
    mileage: feedMileage(car.km),
    color: feedText(car.colour, 50),
    body_style: feedText(car.body, 50),
    engine: feedText(car.engine, 50),
    'certified_pre-owned': car.certified && car.car_type === 'used' ? 'yes' : 'no',
    'vehicle_fulfillment(option:store_code)': `in_store:${store.code}`,
  }
}

/** A tab-separated file: header line, then one line per row (values hold no tab or line break: feedText). */
function tsv(columns: readonly string[], rows: readonly Record<string, string>[]): string {
  return [columns.join('\t'), ...rows.map((row) => columns.map((c) => (row[c] ?? '').replace(/[\t\r\n]+/g, ' ')).join('\t'))].join('\n') + '\n'
}

/** The Google vehicle ads primary feed of cars already let in (splitFeedCars). */
export function googleVehicleAdsTsv(origin: string, cars: readonly FeedCar[]): string {
  return tsv(GOOGLE_COLUMNS, cars.filter((c) => c.store).map((car) => googleRow(origin, car, car.store!)))
}

/** The stores the cars are at, each once, in order of first appearance. */
function feedStores(cars: readonly FeedCar[]): FeedStore[] {
  const seen = new Map<string, FeedStore>()
  for (const car of cars) if (car.store && !seen.has(car.store.code)) seen.set(car.store.code, car.store)
  return [...seen.values()]
}

/** The Google store feed: every store_code of the primary feed with its business name and address. */
export function googleStoresTsv(cars: readonly FeedCar[]): string {
  return tsv(
    GOOGLE_STORE_COLUMNS,
    feedStores(cars).map((s) => ({
      store_code: s.code,
      business_name: feedText(s.dealershipName, 100),
      address: feedText(s.street, 200),
      city: feedText(s.city, 100),
      region: s.state.toUpperCase(),
      postal_code: s.postcode,
      country: 'AU',
      phone: feedText(s.phone, 30),
      latitude: s.lat === null ? '' : String(s.lat),
      longitude: s.long === null ? '' : String(s.long),
    })),
  )
}

const META_BODY: Record<string, string> = {
  sedan: 'SEDAN', hatch: 'HATCHBACK', hatchback: 'HATCHBACK', suv: 'SUV', '4x4': 'SUV', wagon: 'WAGON', stationwagon: 'WAGON',
  ute: 'PICKUP', cabchassis: 'TRUCK', lighttruck: 'TRUCK', truck: 'TRUCK', van: 'VAN', peoplemover: 'MINIVAN', bus: 'MINIBUS',
  coupe: 'COUPE', convertible: 'CONVERTIBLE', softtop: 'CONVERTIBLE', hardtop: 'CONVERTIBLE',
}
const key = (value: string | null) => (value ?? '').toLowerCase().replace(/[^a-z0-9]/g, '')

/** Meta's body_style enum from the car's body ("SUV", "Hatch", "Ute" …); OTHER when it has none Meta names. */
export const metaBodyStyle = (body: string | null): string => META_BODY[key(body)] ?? 'OTHER'

/** Meta's fuel_type enum from the car's simple fuel. */
function metaFuelType(fuel: string | null): string {
  const k = key(fuel)
  if (k.includes('plugin')) return 'PLUGIN_HYBRID'
  if (k.includes('hybrid')) return 'HYBRID'
  if (k.includes('electric')) return 'ELECTRIC'
  if (k.includes('diesel')) return 'DIESEL'
  if (k.includes('petrol') || k.includes('unleaded')) return 'PETROL'
  return 'OTHER'
}

/** Meta's transmission enum. */
const metaTransmission = (value: string | null): string => (/auto|cvt|dct/i.test(value ?? '') ? 'AUTOMATIC' : /manual/i.test(value ?? '') ? 'MANUAL' : 'OTHER')

/** Meta's drivetrain enum from the car's drive ("4x4", "AWD", "FWD" …). */
function metaDrivetrain(drive: string | null): string {
  const k = key(drive)
  if (k === '4x4' || k === '4wd') return 'FOUR_WD'
  if (k === '4x2' || k === '2wd') return 'TWO_WD'
  if (k === 'awd' || k === 'fwd' || k === 'rwd') return k.toUpperCase()
  return 'OTHER'
}

/** A CSV value, quoted when it holds a comma, quote or line break (RFC 4180). */
const csvValue = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

function metaRow(origin: string, car: FeedCar, store: FeedStore): Record<string, string> {
  const images = Object.fromEntries(Array.from({ length: FEED_IMAGES_MAX }, (_, i) => [`image[${i}].url`, car.images[i] ?? '']))
  return {
    vehicle_id: feedText(car.stocknum || String(car.id), 100),
    title: title(car),
    description: feedDescription(car),
    url: carUrl(origin, car),
    make: feedText(car.make, 50),
    model: feedText(car.model, 50),
    year: String(car.year),
    'mileage.value': String(Math.max(0, Math.round(car.km ?? 0))),
    'mileage.unit': 'KM',
    ...images,
    price: feedPrice(feedPriceAmount(car)!),
    state_of_vehicle: metaStateOfVehicle(car),
    vin: (car.vin ?? '').trim().toUpperCase(),
    body_style: metaBodyStyle(car.body),
    exterior_color: feedText(car.colour, 50) || 'Other',
    transmission: metaTransmission(car.transmission),
    fuel_type: metaFuelType(car.fuel),
    drivetrain: metaDrivetrain(car.drive),
    trim: feedText(car.badge, 50),
    availability: 'AVAILABLE',
    date_first_on_lot: car.listedAt ? car.listedAt.slice(0, 10) : '',
    dealer_id: store.code,
    dealer_name: feedText(store.dealershipName, 100),
    dealer_phone: feedText(store.phone, 30),
    'address.addr1': feedText(store.street, 200),
    'address.city': feedText(store.city, 100),
    'address.region': store.state.toUpperCase(),
    'address.postal_code': store.postcode,
    'address.country': 'AU',
    latitude: store.lat === null ? '' : String(store.lat),
    longitude: store.long === null ? '' : String(store.long),
  }
}

/** The Meta automotive inventory catalog of cars already let in (splitFeedCars). */
export function metaVehiclesCsv(origin: string, cars: readonly FeedCar[]): string {
  const rows = cars.filter((c) => c.store).map((car) => metaRow(origin, car, car.store!))
  return [META_COLUMNS.join(','), ...rows.map((row) => META_COLUMNS.map((c) => csvValue(row[c] ?? '')).join(','))].join('\n') + '\n'
}
