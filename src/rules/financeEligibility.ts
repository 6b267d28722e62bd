/**
 * SPEC.md §5 Finance display and eligibility:
 * - "Finance info shows only when lender data exists with rate values not null."
 * - Taurus: year newer than the current year minus 12, price above 500, sellable, comparison rate present.
 * - 360 Finance and AusLoans: sellable.
 * - Manual, Angle, Powertorque: price above 500, sellable, weekly payment present.
 * - Nissan Finance: price above 500, sellable, monthly payment present.
 * - "Finance is off for Suzuki and on some sites." (site settings: financeEnabled, makesWithFinanceOff)
 *
 * Decisions: "rate values not null" means the lender row has an interest rate or a comparison
 * rate (Taurus additionally needs the comparison rate). The price is the price the shopper sees
 * (offer or car price above 10). Car Clarity, a provider SPEC.md lists without a rule, is
 * treated like the other brokers (360 Finance, AusLoans): sellable cars only.
 */
import { currentPrice, type PriceCar } from './priceDisplay'
import { isSellable } from './favourites'

const FINANCE_MIN_PRICE = 500
const TAURUS_MAX_AGE_YEARS = 12
const DEFAULT_MAKES_WITH_FINANCE_OFF = ['Suzuki']

export interface LenderData {
  provider?: string | null
  interestRate?: number | null
  comparisonRate?: number | null
  paymentWeek?: number | null
  paymentMonth?: number | null
  termMonths?: number | null
  termYears?: number | null
  deposit?: number | null
  balloon?: number | null
  disclaimer?: string | null
}

export interface FinanceCar extends PriceCar {
  year?: number | string | null
  make?: string | null
  status?: string | null
  sold?: boolean | null
}

export interface FinanceSiteSettings {
  financeEnabled?: boolean | null
  /** The site's finance provider (one of FINANCE_PROVIDERS). */
  provider?: string | null
  /** Makes with finance off; null/undefined uses the default (Suzuki). */
  makesWithFinanceOff?: readonly string[] | null
}

const present = (v: unknown) => v !== null && v !== undefined && !(typeof v === 'number' && !Number.isFinite(v)) && v !== ''

export function hasRateValues(lender: LenderData | null | undefined): boolean {
  return Boolean(lender) && (present(lender!.interestRate) || present(lender!.comparisonRate))
}

/** Site finance switch and the make list (default Suzuki). */
export function financeOffForCar(car: Pick<FinanceCar, 'make'>, site: FinanceSiteSettings): boolean {
  if (site.financeEnabled === false) return true
  const off = site.makesWithFinanceOff ?? DEFAULT_MAKES_WITH_FINANCE_OFF
  const make = (car.make ?? '').trim().toLowerCase()
  return make !== '' && off.some((m) => m.trim().toLowerCase() === make)
}

/** SPEC.md §5 eligibility for one provider (without the lender-data and site checks). */
export function eligibleForProvider(provider: string, car: FinanceCar, lender: LenderData, now: Date | number): boolean {
  const sellable = isSellable(car)
  const price = currentPrice(car) ?? 0
  const aboveMin = price > FINANCE_MIN_PRICE
  switch (provider) {
    case 'Taurus': {
      const year = Number(car.year)
      const thisYear = new Date(now).getFullYear()
      return Number.isFinite(year) && year > thisYear - TAURUS_MAX_AGE_YEARS && aboveMin && sellable && present(lender.comparisonRate)
    }
    case '360 Finance':
    case 'AusLoans':
    case 'Car Clarity':
      return sellable
    case 'Manual':
    case 'Angle':
    case 'Powertorque':
      return aboveMin && sellable && present(lender.paymentWeek)
    case 'Nissan Finance':
      return aboveMin && sellable && present(lender.paymentMonth)
    default:
      return false
  }
}

/** The lender row the finance panel shows, or null when the panel is hidden. */
export function financeForCar(
  car: FinanceCar,
  lenders: readonly LenderData[] | null | undefined,
  site: FinanceSiteSettings,
  now: Date | number,
): LenderData | null {
  if (!site.provider || financeOffForCar(car, site)) return null
  const lender = (lenders ?? []).find((l) => l?.provider === site.provider)
  if (!lender || !hasRateValues(lender)) return null
  return eligibleForProvider(site.provider, car, lender, now) ? lender : null
}
