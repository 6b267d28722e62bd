/** The lead kind of a trade-in valuation; its subcategories follow SPEC.md §4 "Valuation flow". */
export const VALUATION_LEAD_KIND = 'valuation' as const

export const VALUATION_SUBCATEGORIES = {
  started: '1. Valuation Started',
  offered: '2. Offer Made',
  noFigure: '2. Call Requested (no online offer)',
  accepted: '3. Offer Accepted',
  contact: '3. Contact Requested',
} as const

export const VALUATION_CATEGORY = { 'trade-in': 'Trade-In Valuation', sell: 'Sell My Car' } as const
