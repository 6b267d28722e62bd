/**
 * SPEC.md §5 Market-price badge: "shows when the car price is at least 500 below the market
 * average (state average preferred, else national) and below the state average."
 * SPEC.md §9 "Market-price indicator: more than 499 below average."
 *
 * The car price is the price the shopper sees (offer or car price above 10, rules/priceDisplay).
 * When no state average exists, the national average is the reference and the "below the state
 * average" condition has nothing to compare with, so it holds.
 */
import { currentPrice, formatDollars, toAmount, type PriceCar } from './priceDisplay'

const MARKET_BADGE_MIN_DIFFERENCE = 500

export interface MarketData {
  state_average_market_price?: number | string | null
  average_market_price?: number | string | null
}

export interface MarketBadge {
  comparedWith: 'state' | 'national'
  average: number
  difference: number
  /** e.g. "$2,500 below the QLD market average" */
  text: string
}

const positive = (v: number | string | null | undefined) => {
  const n = toAmount(v)
  return n !== undefined && n > 0 ? n : undefined
}

export function marketPriceBadge(car: PriceCar & { autograb_data?: MarketData | null; state?: string | null }): MarketBadge | null {
  const price = currentPrice(car)
  if (price === undefined) return null
  const state = positive(car.autograb_data?.state_average_market_price)
  const national = positive(car.autograb_data?.average_market_price)
  const average = state ?? national
  if (average === undefined) return null
  const difference = average - price
  if (difference < MARKET_BADGE_MIN_DIFFERENCE) return null
  if (state !== undefined && !(price < state)) return null
  const comparedWith = state !== undefined ? 'state' : 'national'
  const where = comparedWith === 'state' ? `${car.state ? `${car.state.toUpperCase()} ` : ''}state` : 'national'
  return { comparedWith, average, difference, text: `${formatDollars(difference)} below the ${where} market average of ${formatDollars(average)}` }
}
