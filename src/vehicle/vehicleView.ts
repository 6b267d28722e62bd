/**
 * Vehicle document → the plain data the vehicle page's components show. Pure: no I/O, no React.
 * Every SPEC.md rule is applied through src/rules (the same functions the car card uses).
 */
import type { Dealership, Location, Site, Vehicle } from '@/payload-types'
import { docOf } from '@/lib/relations'
import { carTag, type CarTag } from '@/rules/tagPrecedence'
import { isSpecialFeatureEligible, specialFeatureView } from '@/rules/specialFeature'
import { priceDisplay, type PriceDisplay } from '@/rules/priceDisplay'
import { priceTypeLabel } from '@/rules/priceType'
import { marketPriceBadge, type MarketBadge } from '@/rules/marketPriceBadge'
import { soldNotice } from '@/rules/soldNotice'
import { dealerCommentsView, type DealerCommentsView } from '@/rules/dealerComments'
import { featureItems } from '@/rules/specRows'
import { caravanFacts, type KeyFact } from '@/rules/stockKind'
import { financeForCar, type LenderData } from '@/rules/financeEligibility'
import { vehiclePageButtons, financeHref, type VehiclePageButtons } from '@/rules/vehiclePageButtons'
import { DEFAULT_FINANCE_RATE, estimateAssumptions, financeEstimate, type FinanceEstimate } from '@/rules/financeEstimate'
import { carPhone } from '@/rules/phoneReveal'
import { formatVehicleCount } from '@/rules/searchCount'
import { safeSitePath } from '@/search/siteUi'
import type { FavouriteCar } from '@/rules/favourites'
import type { LeadCarContext } from '@/forms/carContext'
import { shopperFeaturesNow } from '@/payments/mode'
import { galleryImages, type GalleryImage } from './view/vehicleGallery'
import { specGroups, type SpecGroup } from './view/vehicleSpecs'

export type { GalleryImage } from './view/vehicleGallery'

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

function siteFinanceProvider(site: Site): string | null {
  return site.settings?.financeProvider || site.financeProvider || null
}

function specialFeatureOf(vehicle: Pick<Vehicle, 'car_type' | 'make'>, site: Pick<Site, 'manufacturerName' | 'settings'>): string | null {
  const feature = specialFeatureView(site)
  return feature && isSpecialFeatureEligible(vehicle, feature) ? feature.label : null
}

/** The car as the favourites and compare lists keep it (rules/favourites). */
function favouriteOf(vehicle: Vehicle, idText: string, title: string, images: GalleryImage[]): FavouriteCar {
  return {
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
  }
}

type LeadCarParts = { idText: string; title: string; amount: LeadCarContext['price']; dealership: Dealership | null; location: Location | null; phone: string | null }

/** The car as a lead form sends it along (forms/carContext). */
function leadCarOf(vehicle: Vehicle, ctx: LeadCarParts): LeadCarContext {
  return {
    id: ctx.idText,
    slug: vehicle.slug ?? ctx.idText,
    name: ctx.title,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year ?? undefined,
    stocknum: vehicle.stocknum ?? undefined,
    vin: vehicle.vin ?? undefined,
    price: ctx.amount,
    car_type: vehicle.car_type,
    status: vehicle.status,
    item_type: vehicle.item_type ?? undefined,
    dealership_id: String(ctx.dealership?.id ?? vehicle.dealership),
    dealership_slug: ctx.dealership?.slug ?? undefined,
    location_id: ctx.location ? String(ctx.location.id) : undefined,
    manufacturer_slug: vehicle.make ? vehicle.make.trim().toLowerCase().replace(/\s+/g, '-') : undefined,
    phone: ctx.phone ?? undefined,
  }
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
    favourite: favouriteOf(vehicle, idText, title, images),
    leadCar: leadCarOf(vehicle, { idText, title, amount: price.amount, dealership, location, phone }),
    itemWord: vehicle.item_type === 'caravan' ? 'caravan' : 'car',
  }
}
