/**
 * Trade-in valuation: the instant-offer flow (rego or make/model → condition → contact
 * → offer) placeable on any page, e.g. above the Trade-in FAQ. Sell mode sends the dealer an ADF
 * "sell" vehicle instead of "trade-in". Shown only on sites with valuation on.
 */
import type { Block } from 'payload'
import { TRADE_IN_VALUATION_DEFAULTS } from '@/rules/tradeInValuationCopy'

export const TradeInValuationBlock: Block = {
  slug: 'tradeInValuation',
  interfaceName: 'TradeInValuationBlock',
  labels: { singular: 'Trade-in valuation', plural: 'Trade-in valuations' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: TRADE_IN_VALUATION_DEFAULTS.heading, admin: { description: 'Leave empty for no heading.' } },
    { name: 'intro', type: 'textarea', defaultValue: TRADE_IN_VALUATION_DEFAULTS.intro, admin: { rows: 2 } },
    {
      name: 'mode',
      type: 'select',
      defaultValue: 'trade-in',
      options: [
        { label: 'Trade-in (the shopper trades the car in)', value: 'trade-in' },
        { label: 'Sell my car (the shopper sells the car to us)', value: 'sell' },
      ],
    },
  ],
}
