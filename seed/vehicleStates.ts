/**
 * The demo stock's special states (seed/vehicles.ts), spread by a car's index so every site has
 * some of each: coming soon, sold yesterday and 10 days ago, reserved, no price, pre-order,
 * subscription price, before price, market data above and below price, hidden, tagged, just
 * listed, offer price, certified used Toyota, a history report; and each priced car's finance rows.
 */
import type { Rng } from './random'

export const DAY = 86_400

type StateOf = { k: number; index: number; price: number; now: number; make: string; carType: string; isCaravan: boolean }

/** Sets the special state of car number `index` (k = index % 40) on its fields `v`. */
export function applySpecialState(v: Record<string, unknown>, rng: Rng, { k, index, price, now, make, carType, isCaravan }: StateOf): void {
  if (k === 1) v.status = 'coming_soon'
  if (k === 2) Object.assign(v, { status: 'sold', sold_date_timestamp: now - DAY })
  if (k === 3) Object.assign(v, { status: 'sold', sold_date_timestamp: now - 10 * DAY })
  if (k === 4) v.reserved = true
  if (k === 5) Object.assign(v, { price: 0 })
  if (k === 6) Object.assign(v, { price: 0, preorder: true })
  if (k === 7) Object.assign(v, { subscription_price: rng.int(150, 400) })
  if (k === 8) Object.assign(v, { before_price: price + 2000 + rng.int(0, 30) * 100 })
  if (k === 9) Object.assign(v, { autograb_data: { state_average_market_price: price + 2500, average_market_price: price + 2000 } })
  if (k === 10) Object.assign(v, { autograb_data: { state_average_market_price: price - 1500, average_market_price: price - 1000 } })
  if (k === 11) v.show_on_dealer_website = false
  if (k === 12) v.tag = 'Runout'
  if (k === 13) v.listed_at = new Date((now - 2 * DAY) * 1000).toISOString()
  if (k === 14) Object.assign(v, { offer_price: price - 1000 })
  if (make === 'Toyota' && carType === 'used' && index % 3 === 0) v.certified = true
  if (!isCaravan && k === 15) v.file = 'https://example.com/history-report.pdf'
}

/**
 * One row per lender kind, so every site's provider (Taurus, Angle, AusLoans, …) has data; a few
 * cars miss the field their provider's eligibility needs (SPEC.md §5), so the panel is hidden there.
 */
export function financeRows(p: number, k: number) {
  const weekly = Math.round((p * 0.9 * 1.25) / 260)
  const monthly = Math.round((p * 0.9 * 1.25) / 60)
  const row = (provider: string, extra: Record<string, unknown> = {}) => ({ provider, interestRate: 8.99, comparisonRate: 9.49, paymentWeek: weekly, paymentMonth: monthly, termMonths: 60, termYears: 5, deposit: Math.round(p * 0.1), balloon: 0, ...extra })
  return [
    row('Taurus', { disclaimer: 'Taurus example based on a 10% deposit over 5 years. Offer valid for one month.', ...(k === 17 ? { comparisonRate: null } : {}) }),
    row('Angle', k === 18 ? { paymentWeek: null } : {}),
    row('AusLoans', { interestRate: 9.95, comparisonRate: 10.45 }),
    row('360 Finance'),
    row('Manual', { disclaimer: 'Estimate prepared by our finance team.' }),
    row('Powertorque'),
    row('Nissan Finance', k === 19 ? { paymentMonth: null } : {}),
  ]
}
