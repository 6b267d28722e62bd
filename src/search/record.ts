/**
 * Vehicle document → search index record (DESIGN.md "Search contract": records are SPEC.md §3 Car
 * fields, `objectID` = vehicle id). Pure: no I/O; the caller loads the vehicle with depth ≥ 1 so
 * `dealership`, `location`, `site` and `images[].image` are populated (ids are tolerated: the
 * fields they would fill are then left out).
 *
 * Conventions of the record:
 * - every SPEC.md Car field under its SPEC.md name; relationships flattened
 *   (`dealership_slug`, `dealership_id`, `dealership_name`, `location_id`, `location_name`, `city`,
 *   `state`, `site_id`) plus `location` {id, name, slug, phone, distribution_locations} (SPEC.md "Car location");
 * - `created_at` and `sold_date_timestamp` in epoch SECONDS (Algolia compares raw numbers);
 * - `body`: `simple_body` normalised to a SPEC.md body type key (truck → the site's `truckMapsTo`),
 *   the raw value when unrecognised;
 * - `images: [{ url }]`, `primary_image_url`, `thumbnails`, `photos_count`;
 * - `make_model` "Make Model", `price_range` a price-menu bucket, `sold` = status sold;
 * - `regplate` and `autograb_data` only where the site publishes them (RecordOptions);
 * - `autograb_data`, caravan specifications flattened (`body_width` … `aggregate_trailer_mass`),
 *   `variant` (SPEC.md Car variant), `finance` keyed by provider (SPEC.md Finance per lender);
 * - null/empty values are left out (Algolia ignores missing attributes in filters and facets).
 */
import { normaliseBodyType, type TruckMapping } from '../rules/bodyType'
import { isSpecialFeatureEligible, specialFeatureView } from '../rules/specialFeature'
import { toEpochMs } from '../rules/tagPrecedence'
import type { IndexRecord } from './index'
import { docOf, relationId, type Id } from '@/lib/relations'
import type { Media, Vehicle } from '@/payload-types'

export interface RecordOptions {
  /** Site setting "truck maps to" (default: the populated site's setting, else lightTruck). */
  truckMapsTo?: TruckMapping | null
  /**
   * Site settings `searchShowsRego` / `searchShowsMarketData` (default: the populated site's,
   * else off). Search records are public in bulk (anyone can page through a site's whole stock),
   * so a car's registration plate and its market valuation (`autograb_data`) stay out of them
   * unless the dealer chooses to publish them.
   */
  showRego?: boolean
  showMarketData?: boolean
}

/** The site settings that change what a car's record holds: a change re-indexes the site. */
export const RECORD_SETTINGS = ['truckMapsTo', 'searchShowsRego', 'searchShowsMarketData', 'specialFeature'] as const

function siteShows(vehicle: Vehicle, option: boolean | undefined, setting: 'searchShowsRego' | 'searchShowsMarketData'): boolean {
  if (typeof option === 'boolean') return option
  return docOf(vehicle.site)?.settings?.[setting] === true
}

/** SPEC.md §3 Car scalar fields copied as they are (when present). */
const SCALAR_FIELDS = [
  'name',
  'slug',
  'make',
  'model',
  'badge',
  'series',
  'year',
  'car_type',
  'status',
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'preorder',
  'reserved',
  'certified',
  'tag',
  'item_type',
  'views',
  'km',
  'stocknum',
  'vin',
  'regplate',
  'rego_expiry',
  'build_date',
  'compliance_date',
  'colour',
  'interior_colour',
  'simple_fuel',
  'fuel',
  'simple_body',
  'simple_drive',
  'drive',
  'simple_transmission',
  'transmission',
  'trans',
  'seats',
  'doors',
  'engine_size',
  'dealercomments',
  'file',
  'carsales_title',
  'private_suburb',
  'private_postcode',
  'has_nvic',
  'show_on_dealer_website',
  'custom_rank',
] as const satisfies readonly (keyof Vehicle)[]

/** SPEC.md §3 Caravan specifications, flattened onto the record. */
const CARAVAN_FIELDS = ['body_width', 'body_length', 'tare_weight', 'axle_type', 'sleeps', 'aggregate_trailer_mass'] as const satisfies readonly (keyof NonNullable<Vehicle['caravan']>)[]

/** Price-menu buckets for `price_range` (values read by rules/priceMenu.parsePriceMenuValue). */
export const PRICE_RANGE_BUCKETS: ReadonlyArray<{ min: number; max: number | null; label: string }> = [
  { min: 0, max: 10_000, label: 'Under $10,000' },
  { min: 10_000, max: 20_000, label: '$10,000 - $20,000' },
  { min: 20_000, max: 30_000, label: '$20,000 - $30,000' },
  { min: 30_000, max: 40_000, label: '$30,000 - $40,000' },
  { min: 40_000, max: 50_000, label: '$40,000 - $50,000' },
  { min: 50_000, max: 75_000, label: '$50,000 - $75,000' },
  { min: 75_000, max: 100_000, label: '$75,000 - $100,000' },
  { min: 100_000, max: null, label: '$100,000+' },
]

/** SPEC.md §9 "Price is shown only above 10": cars at or below have no price bucket. */
export function priceRangeBucket(price: unknown): string | undefined {
  const p = typeof price === 'number' ? price : typeof price === 'string' && price.trim() !== '' ? Number(price) : NaN
  if (!Number.isFinite(p) || p <= 10) return undefined
  const bucket = PRICE_RANGE_BUCKETS.find((b) => p >= b.min && (b.max === null || p < b.max))
  return bucket?.label
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

function relId(rel: unknown): Id | undefined {
  const id = relationId(rel)
  return id === null ? undefined : normaliseId(id)
}

function normaliseId(id: number | string): number | string {
  if (typeof id === 'number') return id
  return /^\d+$/.test(id) ? Number(id) : id
}

function present(v: unknown): boolean {
  if (v === null || v === undefined) return false
  if (typeof v === 'string') return v.trim() !== ''
  if (typeof v === 'number') return Number.isFinite(v)
  return true
}

/** Epoch seconds from seconds, milliseconds, a Date or an ISO string; undefined when unreadable. */
export function toEpochSeconds(value: unknown): number | undefined {
  if (!(typeof value === 'number' || typeof value === 'string' || value instanceof Date)) return undefined
  const ms = toEpochMs(value)
  return ms === null ? undefined : Math.floor(ms / 1000)
}

/** A non-blank string, else undefined. */
const text = (value: string | null | undefined): string | undefined => (value && value.trim() !== '' ? value : undefined)

function imageUrl(media: Media | null, size?: 'thumbnail'): string | undefined {
  if (!media) return undefined
  if (size === 'thumbnail') return text(media.sizes?.thumbnail?.url) ?? text(media.thumbnailURL) ?? text(media.url)
  return text(media.url)
}

function imageList(vehicle: Vehicle): { images: Array<{ url: string }>; thumbnails: string[] } {
  const images: Array<{ url: string }> = []
  const thumbnails: string[] = []
  for (const entry of vehicle.images ?? []) {
    if (!entry) continue
    const media = docOf(entry.image)
    const url = imageUrl(media) ?? text(entry.url)?.trim()
    if (!url) continue
    images.push({ url })
    thumbnails.push(imageUrl(media, 'thumbnail') ?? url)
  }
  return { images, thumbnails }
}

function truckMapping(vehicle: Vehicle, options: RecordOptions): TruckMapping {
  const fromOptions = options.truckMapsTo
  if (fromOptions === 'ute' || fromOptions === 'lightTruck') return fromOptions
  const site = docOf(vehicle.site)
  const fromSite = site?.settings?.truckMapsTo
  return fromSite === 'ute' ? 'ute' : 'lightTruck'
}

function financeByProvider(rows: Vehicle['finance']): Record<string, Record<string, unknown>> | undefined {
  if (!Array.isArray(rows) || rows.length === 0) return undefined
  const out: Record<string, Record<string, unknown>> = {}
  for (const row of rows) {
    if (!isObject(row) || !present(row.provider)) continue
    const { provider, id: _id, ...rest } = row
    const clean = compact(rest)
    const months = clean.termMonths
    const years = clean.termYears
    if (present(months)) clean.term = `${months} Months`
    else if (present(years)) clean.term = `${years} Years`
    out[String(provider)] = clean
  }
  return Object.keys(out).length > 0 ? out : undefined
}

/** The present values of `obj`; array-row and group `id`s are dropped unless `keepId`. */
function compact(obj: Record<string, unknown>, keepId = false): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(obj)) if (present(v) && (keepId || k !== 'id')) out[k] = v
  return out
}

/**
 * SPEC.md §3 Car location: distribution_locations, the other locations of the car's site it can be
 * seen at ({id, name, slug}; populated ones only, never another site's, never the car's own).
 */
function distributionLocations(vehicle: Vehicle, siteId: Id | undefined): Array<Record<string, unknown>> | undefined {
  const own = relId(vehicle.location)
  const out: Array<Record<string, unknown>> = []
  for (const entry of vehicle.distribution_locations ?? []) {
    const loc = docOf(entry)
    if (!loc || !present(loc.name) || normaliseId(loc.id) === own) continue
    const locSite = relId(loc.site)
    if (siteId !== undefined && locSite !== undefined && String(locSite) !== String(siteId)) continue
    out.push(compact({ id: normaliseId(loc.id), name: loc.name, slug: loc.slug }, true))
  }
  return out.length > 0 ? out : undefined
}

/** The index record of one vehicle (see the module comment for the conventions). */
export function toSearchRecord(vehicle: Vehicle, options: RecordOptions = {}): IndexRecord {
  const record: IndexRecord = { objectID: String(vehicle.id), id: normaliseId(vehicle.id) }

  for (const field of SCALAR_FIELDS) {
    const v = vehicle[field]
    if (present(v)) record[field] = typeof v === 'string' ? v.trim() : v
  }
  if (!siteShows(vehicle, options.showRego, 'searchShowsRego')) delete record.regplate
  record.show_on_dealer_website = vehicle.show_on_dealer_website === true
  record.custom_rank = typeof vehicle.custom_rank === 'number' && Number.isFinite(vehicle.custom_rank) ? vehicle.custom_rank : 0
  record.sold = vehicle.status === 'sold'
  // SPEC.md §4 special feature of the car's (populated) site: the search filter reads it.
  const featureSite = docOf(vehicle.site)
  const feature = featureSite ? specialFeatureView(featureSite) : null
  if (feature && isSpecialFeatureEligible(vehicle, feature)) record.special_feature = true

  const created = toEpochSeconds(vehicle.listed_at ?? vehicle.createdAt)
  if (created !== undefined) record.created_at = created
  const sold = toEpochSeconds(vehicle.sold_date_timestamp)
  if (sold !== undefined) record.sold_date_timestamp = sold

  // place
  const dealership = docOf(vehicle.dealership)
  const dealershipId = relId(vehicle.dealership)
  if (dealershipId !== undefined) record.dealership_id = dealershipId
  if (dealership && present(dealership.slug)) record.dealership_slug = dealership.slug
  if (dealership && present(dealership.name)) record.dealership_name = dealership.name
  const siteId = relId(dealership?.site) ?? relId(vehicle.site)
  if (siteId !== undefined) record.site_id = siteId

  const location = docOf(vehicle.location)
  const locationId = relId(vehicle.location)
  if (locationId !== undefined) record.location_id = locationId
  const locationName = present(location?.name) ? location?.name : vehicle.location_name
  if (present(locationName)) record.location_name = String(locationName).trim()
  const city = present(vehicle.city) ? vehicle.city : location?.address?.city
  if (present(city)) record.city = String(city).trim()
  const state = present(vehicle.state) ? vehicle.state : location?.address?.state
  if (present(state)) record.state = String(state).trim()
  if (location) {
    record.location = compact({
      id: normaliseId(location.id),
      name: location.name,
      slug: location.slug,
      phone: location.contact_detail?.phone,
      distribution_locations: distributionLocations(vehicle, siteId),
    }, true)
  }

  // media
  const { images, thumbnails } = imageList(vehicle)
  record.images = images
  record.thumbnails = thumbnails
  record.photos_count = images.length
  if (images.length > 0) record.primary_image_url = images[0].url

  // derived facets
  const truckMapsTo = truckMapping(vehicle, options)
  if (present(vehicle.simple_body)) {
    const raw = String(vehicle.simple_body).trim()
    record.body = normaliseBodyType(raw, truckMapsTo) ?? raw
  }
  if (present(vehicle.make) || present(vehicle.model)) {
    record.make_model = [vehicle.make, vehicle.model].filter(present).map((s) => String(s).trim()).join(' ')
  }
  const bucket = priceRangeBucket(vehicle.price)
  if (bucket) record.price_range = bucket
  // The price a shopper sees (SPEC.md §4: offer or car price, only above 10). Price sorts use it,
  // so cars shown as "Enquire for price." or PREORDER have none and sort last in both directions.
  const shown = [vehicle.offer_price, vehicle.price].map(Number).find((n) => Number.isFinite(n) && n > 10)
  if (shown !== undefined) record.sort_price = shown

  // content
  const equipment = (vehicle.standardEquipment ?? [])
    .map((e) => e?.item)
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
  if (equipment.length > 0) record.standardEquipment = equipment

  // market data, caravan, variant, finance
  const autograb = isObject(vehicle.autograb_data) ? compact(vehicle.autograb_data) : {}
  if (Object.keys(autograb).length > 0 && siteShows(vehicle, options.showMarketData, 'searchShowsMarketData')) record.autograb_data = autograb
  for (const field of CARAVAN_FIELDS) {
    const v = vehicle.caravan?.[field]
    if (present(v)) record[field] = v
  }
  const variant = isObject(vehicle.variant) ? compact(vehicle.variant) : {}
  if (Object.keys(variant).length > 0) record.variant = variant
  const finance = financeByProvider(vehicle.finance)
  if (finance) record.finance = finance

  // A copy made in one go: the record above, built attribute by attribute under computed names,
  // is a dictionary-mode object to V8, about twice the memory (250,000 of them are held in memory
  // by the embedded index).
  return { ...record }
}
