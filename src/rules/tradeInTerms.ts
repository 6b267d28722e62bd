/**
 * What a shopper who accepts an online trade-in offer is told (the offer step of the valuation,
 * and the e-mail that confirms the accepted offer, issue 32): the offer's terms and what happens next. Pure text.
 */

/** The offer's terms (the same words the offer step shows under the figure). */
export const TRADE_IN_OFFER_TERMS = [
  'This offer is indicative only and subject to an inspection of your car; the final price may differ if its condition or details are not as described.',
  'The offer is for the car as you described it online: its rego, odometer reading, service history, keys and condition.',
] as const

/** A car under finance: what to bring and how the offer is paid. */
const TRADE_IN_UNDER_FINANCE_NOTE =
  'Your car is under finance: bring a letter from your finance institution stating the outstanding balance. We pay the offer to the institution first, and any surplus goes to you by direct credit.'

/** What happens after the shopper accepts, in order; `dealer` is who calls. */
export function tradeInNextSteps(dealer: string, underFinance: boolean): string[] {
  return [
    `${dealer} will call you to arrange a time to inspect your car.`,
    'Bring the car with its service history, all its keys, the registration papers and your photo ID.',
    'Once we have inspected the car we confirm the final price, and pay you or take it as your trade-in.',
    ...(underFinance ? [TRADE_IN_UNDER_FINANCE_NOTE] : []),
  ]
}
