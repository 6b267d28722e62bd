/**
 * The trade-in valuation block's default heading and intro: the block's admin defaults
 * (blocks/TradeInValuation/config.ts) and the built-in /trade-in and /sell-my-car pages
 * (src/valuation/valuationPage.ts) say the same thing.
 */
export const TRADE_IN_VALUATION_DEFAULTS = {
  heading: 'Value your car in 2 minutes',
  intro: 'Enter your rego, answer a few questions and get an instant offer. The offer is indicative only and subject to an inspection.',
} as const
