/**
 * Vehicle document → the plain data the vehicle page's components show. Pure: no I/O, no React.
 * Every SPEC.md rule is applied through src/rules (the same functions the car card uses).
 */
import { dateTimeFormat } from '@/rules/intlFormats'
import type { Media, Site, Vehicle } from '@/payload-types'
import { docOf } from '@/lib/relations'
import { carTag, type CarTag } from '@/rules/tagPrecedence'
import { isSpecialFeatureEligible, specialFeatureView } from '@/rules/specialFeature'
import { priceDisplay, type PriceDisplay } from '@/rules/priceDisplay'
import { priceTypeLabel } from '@/rules/priceType'
import { marketPriceBadge, type MarketBadge } from '@/rules/marketPriceBadge'
import { soldNotice } from '@/rules/soldNotice'
import { dealerCommentsView, type DealerCommentsView } from '@/rules/dealerComments'
import { featureItems, visibleSpecRows, type SpecRow } from '@/rules/specRows'
import { caravanFacts, type KeyFact } from '@/rules/stockKind'
import { metresText } from '@/rules/feetToMetres'
import { regoExpiryText } from '@/rules/regoExpiry'
import { financeForCar, type LenderData } from '@/rules/financeEligibility'
import { vehiclePageButtons, financeHref, type VehiclePageButtons } from '@/rules/vehiclePageButtons'
import { DEFAULT_FINANCE_RATE, estimateAssumptions, financeEstimate, type FinanceEstimate } from '@/rules/financeEstimate'
import { carPhone } from '@/rules/phoneReveal'
import { formatVehicleCount } from '@/rules/searchCount'
import { safeSitePath } from '@/search/siteUi'
import type { FavouriteCar } from '@/rules/favourites'
import type { LeadCarContext } from '@/forms/carContext'
import { shopperFeaturesNow } from '@/payments/mode'

export interface GalleryImage {
  src: string
  thumb: string
  /** Served through next/image's optimiser (local uploads); external URLs are shown as they are. */
  optimise: boolean
  width: number
  height: number
}

interface SpecGroup {
  title: string
  rows: Array<{ label: string; value: string }>
}

/**
 * The finance panel: the lender row SPEC.md §5 shows, and the car's one estimate (the
 * summary's figures and the calculator's starting point; null when the price is not shown, so
 * there is nothing to compute from and the lender's quoted figures are shown as they are).
 */
export interface FinanceView {
  provider: string
  lender: LenderData
  estimate: FinanceEstimate | null
  /** Which figures the estimate uses, for the disclaimer. */
  assumptions: string | null
}

export interface VehicleView {
  id: string
  slug: string
  title: string
  subtitle: string
  tag: CarTag | null
  /** SPEC.md §4: the site's special-feature name when this car is eligible, else null. */
  specialFeature: string | null
  price: PriceDisplay
  priceTypeLabel: string | null
  /** A car's odometer; null for a caravan, which shows `vanFacts` instead. */
  odometer: string | null
  /** A caravan's ATM, berths and length where the stock has them (rules/stockKind); none for a car. */
  vanFacts: KeyFact[]
  stocknum: string | null
  locationName: string | null
  soldNotice: string | null
  market: MarketBadge | null
  comments: DealerCommentsView
  features: string[]
  specGroups: SpecGroup[]
  images: GalleryImage[]
  finance: FinanceView | null
  financeHref: string
  buttons: VehiclePageButtons
  phone: string | null
  favourite: FavouriteCar
  leadCar: LeadCarContext
  itemWord: 'car' | 'caravan'
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim())

function mediaSrc(media: Media | null, size: 'hero' | 'thumbnail'): string | null {
  if (!media) return null
  return media.sizes?.[size]?.url || media.url || null
}

function galleryImages(vehicle: Pick<Vehicle, 'images'>): GalleryImage[] {
  const out: GalleryImage[] = []
  for (const entry of vehicle.images ?? []) {
    const media = docOf(entry?.image)
    const src = mediaSrc(media, 'hero') ?? (str(entry?.url) || null)
    if (!src) continue
    const local = src.startsWith('/')
    const external = /^https:\/\//i.test(src)
    if (!local && !external) continue
    out.push({
      src,
      thumb: mediaSrc(media, 'thumbnail') ?? src,
      optimise: local,
      width: media?.width || 1600,
      height: media?.height || 1200,
    })
  }
  return out
}

function dateText(v: unknown): string | null {
  if (!v) return null
  const d = new Date(String(v))
  return Number.isNaN(d.getTime()) ? null : dateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' }).format(d)
}

function withUnit(v: unknown, unit: string): string | null {
  const n = typeof v === 'number' ? v : Number.NaN
  return Number.isFinite(n) ? `${formatVehicleCount(n)} ${unit}` : null
}

function specGroups(vehicle: Vehicle, now: number): SpecGroup[] {
  const v = vehicle as Vehicle & Record<string, unknown>
  const variant = (v.variant ?? {}) as Record<string, unknown>
  const caravan = (v.caravan ?? {}) as Record<string, unknown>
  const isCaravan = v.item_type === 'caravan'
  const rego = regoExpiryText(v.rego_expiry ?? null, now)
  const groups: Array<{ title: string; rows: SpecRow[] }> = [
    {
      title: 'Key information',
      rows: [
        { label: 'Condition', value: v.car_type ? `${str(v.car_type)[0].toUpperCase()}${str(v.car_type).slice(1)}` : null },
        // A caravan has no odometer, gearbox or fuel: its own facts are in the Caravan group.
        { label: 'Odometer', value: isCaravan ? null : withUnit(v.km, 'km') },
        { label: 'Body', value: v.simple_body },
        { label: 'Transmission', value: isCaravan ? null : v.transmission || v.simple_transmission },
        { label: 'Fuel', value: isCaravan ? null : v.fuel || v.simple_fuel },
        { label: 'Drive', value: v.drive || v.simple_drive },
        { label: 'Engine', value: v.engine_size },
        { label: 'Colour', value: v.colour },
        { label: 'Interior colour', value: v.interior_colour },
        { label: 'Seats', value: v.seats },
        { label: 'Doors', value: v.doors },
        { label: 'Stock number', value: v.stocknum },
        { label: 'VIN', value: v.vin },
        { label: 'Rego', value: v.regplate ? `${str(v.regplate)}${rego ? ` (${rego})` : ''}` : rego },
        { label: 'Build date', value: dateText(v.build_date) },
        { label: 'Compliance date', value: dateText(v.compliance_date) },
      ],
    },
    {
      title: 'Engine and economy',
      rows: [
        { label: 'Cylinders', value: variant.cylinders as number },
        { label: 'Engine size', value: (variant.enginesize_litres ? `${variant.enginesize_litres} L` : variant.enginesize) as string },
        { label: 'Induction', value: variant.induction as string },
        { label: 'Gear type', value: variant.geartype as string },
        { label: 'Torque', value: variant.torque as string },
        { label: 'Fuel consumption (combined)', value: variant.fuelconsumptioncombined ? `${variant.fuelconsumptioncombined} L/100 km` : null },
        { label: 'Fuel capacity', value: variant.fuelcapacity ? `${variant.fuelcapacity} L` : null },
        { label: 'Gross vehicle mass', value: withUnit(variant.grossvehiclemass, 'kg') },
        { label: 'Length', value: withUnit(variant.vehiclelength, 'mm') },
        { label: 'Height', value: withUnit(variant.vehicleheight, 'mm') },
        { label: 'Width', value: withUnit(variant.vehiclewidth, 'mm') },
        { label: 'Body configuration', value: variant.bodyconfiguration as string },
        { label: 'ANCAP rating', value: variant.ancaprating ? `${variant.ancaprating} stars` : null },
      ],
    },
  ]
  if (isCaravan) {
    groups.push({
      title: 'Caravan specifications',
      rows: [
        { label: 'Body length', value: metresText(caravan.body_length as number) },
        { label: 'Body width', value: metresText(caravan.body_width as number) },
        { label: 'Sleeps', value: caravan.sleeps as number },
        { label: 'Axles', value: caravan.axle_type as string },
        { label: 'Tare weight', value: withUnit(caravan.tare_weight, 'kg') },
        { label: 'Aggregate trailer mass', value: withUnit(caravan.aggregate_trailer_mass, 'kg') },
      ],
    })
  }
  return groups.map((g) => ({ title: g.title, rows: visibleSpecRows(g.rows) })).filter((g) => g.rows.length > 0)
}

function siteFinanceProvider(site: Site): string | null {
  return site.settings?.financeProvider || site.financeProvider || null
}

function specialFeatureOf(vehicle: Pick<Vehicle, 'car_type' | 'make'>, site: Pick<Site, 'manufacturerName' | 'settings'>): string | null {
  const feature = specialFeatureView(site)
  return feature && isSpecialFeatureEligible(vehicle, feature) ? feature.label : null
}

export function vehicleView(vehicle: Vehicle, site: Site, now: number): VehicleView {
  const s = site.settings ?? {}
  const dealership = docOf(vehicle.dealership)
  const location = docOf(vehicle.location)
  const title = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter((x) => str(x) !== '').join(' ') || str(vehicle.name) || 'Vehicle'
  const images = galleryImages(vehicle)
  const price = priceDisplay(vehicle, { showSubscriptions: s.subscriptionsShown === true, noPriceText: s.noPriceText })
  const makesOff = s.makesWithFinanceOff ? s.makesWithFinanceOff.map((r) => r?.value ?? '').filter(Boolean) : null
  const financeSettings = { financeEnabled: s.financeEnabled, provider: siteFinanceProvider(site), makesWithFinanceOff: makesOff }
  const lenders = (vehicle.finance ?? []) as LenderData[]
  const lender = financeForCar(vehicle, lenders, financeSettings, now)
  const siteRate = typeof s.financeInterestRate === 'number' ? s.financeInterestRate : DEFAULT_FINANCE_RATE
  const estimate = lender && price.kind === 'price' && typeof price.amount === 'number' ? financeEstimate(price.amount, lender, siteRate) : null
  const provider = lender ? String(lender.provider) : ''
  const phone = carPhone({
    shown: s.phoneNumbersShown ?? ['site'],
    location: location?.contact_detail?.phone,
    dealership: dealership?.phone,
    site: site.phone,
  })
  const buttons = vehiclePageButtons(
    { ...vehicle, finance: lenders },
    {
      ...financeSettings,
      valuationEnabled: s.valuationEnabled,
      reservationsEnabled: s.reservationsEnabled,
      reservePath: s.reservePath,
      onlinePurchaseUsed: s.onlinePurchaseUsed,
      chatUrl: s.chatUrl,
    },
    // Reserve and buy online only while this server takes payments (rules/paymentsMode).
    { hasPhone: Boolean(phone), hasLocation: Boolean(location), now, built: shopperFeaturesNow() },
  )
  const km = typeof vehicle.km === 'number' ? `${formatVehicleCount(vehicle.km)} km` : null
  const idText = String(vehicle.id)
  return {
    id: idText,
    slug: vehicle.slug ?? idText,
    title,
    subtitle: [vehicle.series, vehicle.colour].filter((x) => str(x) !== '').join(' · '),
    tag: carTag({ ...vehicle, created_at: vehicle.listed_at ?? vehicle.createdAt }, { electricHybridTag: s.electricHybridTag === true }, now),
    specialFeature: specialFeatureOf(vehicle, site),
    price,
    priceTypeLabel: price.kind === 'price' ? priceTypeLabel(vehicle) : null,
    odometer: vehicle.item_type === 'caravan' ? null : km,
    vanFacts: vehicle.item_type === 'caravan' ? caravanFacts(vehicle.caravan ?? {}) : [],
    stocknum: str(vehicle.stocknum) || null,
    locationName: location?.name || vehicle.location_name || null,
    soldNotice: soldNotice(vehicle),
    market: price.kind === 'price' ? marketPriceBadge(vehicle) : null,
    comments: dealerCommentsView(vehicle.dealercomments),
    features: featureItems(vehicle.standardEquipment),
    specGroups: specGroups(vehicle, now),
    images,
    finance: lender ? { provider, lender, estimate, assumptions: estimate ? estimateAssumptions(estimate, provider) : null } : null,
    financeHref: financeHref(safeSitePath(s.financePath, '/finance'), vehicle, dealership?.slug),
    buttons,
    phone,
    favourite: {
      id: idText,
      name: title,
      slug: vehicle.slug,
      make: vehicle.make,
      model: vehicle.model,
      primary_image_url: images[0]?.thumb ?? null,
      status: vehicle.status,
      price: vehicle.price,
      images: images.map((i) => ({ url: i.src })),
      photos_count: images.length,
    },
    leadCar: {
      id: idText,
      slug: vehicle.slug ?? idText,
      name: title,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year ?? undefined,
      stocknum: vehicle.stocknum ?? undefined,
      vin: vehicle.vin ?? undefined,
      price: price.amount,
      car_type: vehicle.car_type,
      status: vehicle.status,
      item_type: vehicle.item_type ?? undefined,
      dealership_id: String(dealership?.id ?? vehicle.dealership),
      dealership_slug: dealership?.slug ?? undefined,
      location_id: location ? String(location.id) : undefined,
      manufacturer_slug: vehicle.make ? vehicle.make.trim().toLowerCase().replace(/\s+/g, '-') : undefined,
      phone: phone ?? undefined,
    },
    itemWord: vehicle.item_type === 'caravan' ? 'caravan' : 'car',
  }
}
