/**
 * SPEC.md §2 Car detail page sidebar buttons and §5 Vehicle page buttons, each with its condition:
 * - enquire, test drive: the car is sellable (sold cars show the sold notice instead);
 * - car history: "only when a file exists" (an https link or a same-site path);
 * - finance: exactly when the finance panel shows (rules/financeEligibility#financeForCar: site
 *   finance on, not off for the make, the provider's SPEC.md §5 eligibility);
 * - trade-in: "only when the site has valuation, the car is in_stock, not sold, not reserved,
 *   and price is above 200";
 * - reserve: rules/reservation#isReservable (in stock, not sold, not reserved, priced, the site
 *   takes reservations; SPEC.md leaves the eligibility open, so these are ours);
 * - online purchase: "used cars on certain sites" (rules/reservation#isPurchasableOnline: a
 *   reservable used car on a site with online purchase);
 * - call: a phone number exists; chat: the site configures an https chat link;
 * - location anchor: the car has a location.
 * Reserve, trade-in and online purchase also need their feature built and on for the site
 * (rules/shopperFeatures#featureShown): until then no button leads to a missing page.
 */
import { isSameSitePath } from '@/lib/links'
import { isSellable } from './favourites'
import { currentPrice, toAmount, type PriceCar } from './priceDisplay'
import { isSoldCar } from './tagPrecedence'
import { financeForCar, type FinanceCar, type FinanceSiteSettings, type LenderData } from './financeEligibility'
import { isPurchasableOnline, isReservable } from './reservation'
import { featureShown, type BuiltFeatures, type FeatureSettings } from './shopperFeatures'

const TRADE_IN_MIN_PRICE = 200

export interface ButtonCar extends PriceCar, FinanceCar {
  slug?: string | null
  status?: string | null
  sold?: boolean | null
  reserved?: boolean | null
  car_type?: string | null
  make?: string | null
  file?: string | null
  /** Finance per lender (SPEC.md §3). */
  finance?: readonly LenderData[] | null
}

export interface ButtonSite extends FinanceSiteSettings, FeatureSettings {
  reservePath?: string | null
  chatUrl?: string | null
}

export interface ButtonContext {
  hasPhone: boolean
  hasLocation: boolean
  /** For the finance eligibility's car age (Taurus). */
  now: Date | number
  /** Which shopper features are built (default: rules/shopperFeatures' table). */
  built?: BuiltFeatures
}

export interface VehiclePageButtons {
  enquire: boolean
  historyReport: string | null
  finance: boolean
  tradeIn: string | null
  reserve: string | null
  onlinePurchase: string | null
  testDrive: boolean
  call: boolean
  chat: string | null
  location: boolean
}

function safeLink(value: string | null | undefined): string | null {
  const v = (value ?? '').trim()
  if (/^https:\/\/[^\s"'<>]+$/i.test(v)) return v
  if (v.startsWith('/') && !v.startsWith('//') && !/[\s"'<>\\]/.test(v)) return v
  return null
}

function showTradeIn(car: ButtonCar, site: Pick<ButtonSite, 'valuationEnabled'>): boolean {
  const price = toAmount(car.price) ?? 0
  return site.valuationEnabled !== false && car.status === 'in_stock' && !isSoldCar(car) && car.reserved !== true && price > TRADE_IN_MIN_PRICE
}

export function reservePathFor(slug: string, reservePath: string | null | undefined): string {
  return `/cars/${encodeURIComponent(slug)}/${reservePath === 'buy-online' ? 'buy-online' : 'checkout'}`
}

export function vehiclePageButtons(car: ButtonCar, site: ButtonSite, context: ButtonContext): VehiclePageButtons {
  const sellable = isSellable(car)
  const slug = (car.slug ?? '').trim()
  const q = encodeURIComponent(slug)
  const shown = (feature: Parameters<typeof featureShown>[1]) => featureShown(site, feature, context.built)
  return {
    enquire: sellable,
    historyReport: safeLink(car.file),
    finance: sellable && shown('finance') && financeForCar(car, car.finance, site, context.now) !== null,
    tradeIn: slug && shown('tradeInValuation') && showTradeIn(car, site) ? `/cars/trade-in?car_id=${q}` : null,
    reserve: slug && shown('reservation') && isReservable(car, site) ? reservePathFor(slug, site.reservePath) : null,
    onlinePurchase: slug && shown('onlinePurchase') && isPurchasableOnline(car, site) ? `/checkout-journey?car_id=${q}` : null,
    testDrive: sellable,
    call: context.hasPhone,
    chat: (() => {
      const link = safeLink(site.chatUrl)
      return link && link.startsWith('https://') ? link : null
    })(),
    location: context.hasLocation,
  }
}

/** SPEC.md §2 Routes: finance links carry car_id, car_type, vehiclePriceBudget and preferredDealership. */
export function financeHref(
  financePath: string,
  car: { id: string | number; car_type?: string | null } & PriceCar,
  dealershipSlug: string | null | undefined,
): string {
  const params = new URLSearchParams()
  params.set('car_id', String(car.id))
  if (car.car_type) params.set('car_type', car.car_type)
  const price = currentPrice(car)
  if (price !== undefined) params.set('vehiclePriceBudget', String(Math.round(price)))
  if (dealershipSlug) params.set('preferredDealership', dealershipSlug)
  const path = isSameSitePath(financePath) ? financePath.trim() : '/finance'
  return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}`
}
