/**
 * What a car card / vehicle page shows as the price.
 *
 * SPEC.md §4 "Price display precedence":
 *   1. Subscription price, when the site offers subscriptions and the price is above 0.
 *   2. Reduced or car price, when above 10. A "reduced" state applies if it differs from the list price.
 *   3. "PREORDER" if flagged pre-order.
 *   4. Otherwise the no-price text, default "Enquire for price."
 *   A line "Was [before price], now:" appears only when the before-price exceeds the current price.
 * SPEC.md §9 "Price is shown only above 10." and "Currency format: dollar sign, no decimals,
 * thousands commas."
 */

import { formatCurrency, parseCurrencyAmount } from './currency'

/** SPEC.md §9 "Price is shown only above 10." */
const MIN_DISPLAY_PRICE = 10

/** SPEC.md §4 Price display rule 4 default. */
export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.'

/** SPEC.md §4 Price display rule 3. */
const PREORDER_TEXT = 'PREORDER'

/** Suffix of the subscription price (decision: subscriptions are quoted per week). */
const SUBSCRIPTION_SUFFIX = '/week'

type NumberLike = number | string | null | undefined

/** The fields of a Car (SPEC.md §3 Pricing) that the price display reads. */
export interface PriceCar {
  price?: NumberLike
  before_price?: NumberLike
  offer_price?: NumberLike
  subscription_price?: NumberLike
  preorder?: boolean | string | number | null
}

/** Per-site switches (DESIGN.md Site settings: "subscriptions shown", default off). */
export interface PriceSettings {
  showSubscriptions?: boolean
  /** Overrides "Enquire for price." when set and non-empty. */
  noPriceText?: string | null
}

export interface PriceDisplay {
  kind: 'subscription' | 'price' | 'preorder' | 'noPrice'
  text: string
  amount?: number
  /** True when the shown price is an offer price that differs from the list price. */
  reduced: boolean
  /** "Was $40,000, now:" when before_price exceeds the shown price. */
  wasLine?: string
}

/**
 * Parse a price-like value to a finite number ("$34,990" allowed), via the shared currency rule.
 * Returns undefined for missing or unparseable values.
 */
export function toAmount(value: NumberLike): number | undefined {
  return parseCurrencyAmount(value) ?? undefined
}

/**
 * SPEC.md §9 "Currency format: dollar sign, no decimals, thousands commas": 34990 → "$34,990".
 * For finite amounts (the only ones this module formats).
 */
export function formatDollars(amount: number): string {
  return formatCurrency(amount) ?? ''
}

/**
 * SPEC.md §4 Price display rule 2: the price a car is offered at, i.e. offer_price when
 * set and above 10, else price. Undefined when that is not above 10 (not displayable).
 */
export function currentPrice(car: PriceCar): number | undefined {
  const offer = toAmount(car.offer_price)
  if (offer !== undefined && offer > MIN_DISPLAY_PRICE) return offer
  const price = toAmount(car.price)
  if (price !== undefined && price > MIN_DISPLAY_PRICE) return price
  return undefined
}

/** SPEC.md §4 Price display rule 2: "reduced" when the shown price differs from the list price. */
export function isReducedPrice(car: PriceCar): boolean {
  const shown = currentPrice(car)
  if (shown === undefined) return false
  const list = toAmount(car.price)
  return list !== undefined && shown !== list
}

/**
 * SPEC.md §4: 'A line "Was [before price], now:" appears only when the before-price exceeds
 * the current price.' Returns e.g. "Was $40,000, now:" or undefined.
 */
export function wasLine(car: PriceCar, shownAmount: number): string | undefined {
  const before = toAmount(car.before_price)
  if (before === undefined || !(before > shownAmount)) return undefined
  return `Was ${formatDollars(before)}, now:`
}

/** True for a pre-order flag given as a boolean, 1, or "true"/"1"/"yes". */
function isPreorder(car: Pick<PriceCar, 'preorder'>): boolean {
  const flag = car.preorder
  if (flag === true || flag === 1) return true
  if (typeof flag === 'string') return ['true', '1', 'yes'].includes(flag.trim().toLowerCase())
  return false
}

/**
 * SPEC.md §4 Price display precedence (first match wins).
 * The "Was …, now:" line is only attached to the car price (rule 2): a weekly subscription
 * amount is not comparable to a before-price.
 */
export function priceDisplay(car: PriceCar, settings: PriceSettings = {}): PriceDisplay {
  const subscription = toAmount(car.subscription_price)
  if (settings.showSubscriptions === true && subscription !== undefined && subscription > 0) {
    return {
      kind: 'subscription',
      text: `${formatDollars(subscription)}${SUBSCRIPTION_SUFFIX}`,
      amount: subscription,
      reduced: false,
    }
  }

  const shown = currentPrice(car)
  if (shown !== undefined) {
    const display: PriceDisplay = {
      kind: 'price',
      text: formatDollars(shown),
      amount: shown,
      reduced: isReducedPrice(car),
    }
    const was = wasLine(car, shown)
    if (was) display.wasLine = was
    return display
  }

  if (isPreorder(car)) return { kind: 'preorder', text: PREORDER_TEXT, reduced: false }

  const custom = settings.noPriceText?.trim()
  return { kind: 'noPrice', text: custom ? custom : DEFAULT_NO_PRICE_TEXT, reduced: false }
}
