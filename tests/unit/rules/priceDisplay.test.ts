import { describe, expect, it } from 'vitest'
import {
  DEFAULT_NO_PRICE_TEXT,
  currentPrice,
  formatDollars,
  isReducedPrice,
  priceDisplay,
  toAmount,
  wasLine,
} from '@/rules/priceDisplay'

const subs = { showSubscriptions: true }

describe('priceDisplay (SPEC.md §4 Price display precedence)', () => {
  it('rule 1: subscription price when the site offers subscriptions and it is above 0', () => {
    expect(priceDisplay({ price: 34990, subscription_price: 199 }, subs)).toEqual({
      kind: 'subscription',
      text: '$199/week',
      amount: 199,
      reduced: false,
    })
  })

  it('rule 1 needs the site switch (default off) and a price above 0', () => {
    expect(priceDisplay({ price: 34990, subscription_price: 199 }).kind).toBe('price')
    expect(priceDisplay({ price: 34990, subscription_price: 0 }, subs).kind).toBe('price')
    expect(priceDisplay({ price: 34990, subscription_price: -5 }, subs).kind).toBe('price')
  })

  it('rule 2: car price when above 10, formatted "$34,990"', () => {
    expect(priceDisplay({ price: 34990 })).toEqual({ kind: 'price', text: '$34,990', amount: 34990, reduced: false })
  })

  it('rule 2 boundary: price exactly 10 is not shown, 11 is', () => {
    expect(priceDisplay({ price: 10 }).kind).toBe('noPrice')
    expect(priceDisplay({ price: 11 })).toMatchObject({ kind: 'price', text: '$11' })
  })

  it('rule 2: offer_price above 10 wins and is "reduced" when it differs from the list price', () => {
    expect(priceDisplay({ price: 40000, offer_price: 35000 })).toMatchObject({
      kind: 'price',
      text: '$35,000',
      amount: 35000,
      reduced: true,
    })
    expect(priceDisplay({ price: 35000, offer_price: 35000 }).reduced).toBe(false)
    expect(isReducedPrice({ price: 40000, offer_price: 35000 })).toBe(true)
  })

  it('rule 2: offer_price of 10 or less is ignored in favour of price', () => {
    expect(currentPrice({ price: 40000, offer_price: 10 })).toBe(40000)
    expect(priceDisplay({ price: 40000, offer_price: 0 })).toMatchObject({ text: '$40,000', reduced: false })
    expect(currentPrice({ price: 40000, offer_price: 11 })).toBe(11)
  })

  it('rule 3: "PREORDER" when flagged pre-order and there is no price above 10', () => {
    expect(priceDisplay({ price: 0, preorder: true })).toEqual({ kind: 'preorder', text: 'PREORDER', reduced: false })
    expect(priceDisplay({ price: 0, preorder: 'true' }).kind).toBe('preorder')
    expect(priceDisplay({ price: 50000, preorder: true }).kind).toBe('price')
  })

  it('rule 4: otherwise the no-price text, default "Enquire for price."', () => {
    expect(priceDisplay({ price: 0 })).toEqual({ kind: 'noPrice', text: 'Enquire for price.', reduced: false })
    expect(DEFAULT_NO_PRICE_TEXT).toBe('Enquire for price.')
    expect(priceDisplay({}, { noPriceText: 'Call for price' }).text).toBe('Call for price')
    expect(priceDisplay({}, { noPriceText: '  ' }).text).toBe('Enquire for price.')
  })

  it('"Was [before price], now:" only when before_price exceeds the current shown price', () => {
    expect(priceDisplay({ price: 40000, offer_price: 35000, before_price: 40000 }).wasLine).toBe('Was $40,000, now:')
    expect(priceDisplay({ price: 35000, before_price: 35000 }).wasLine).toBeUndefined()
    expect(priceDisplay({ price: 35000, before_price: 30000 }).wasLine).toBeUndefined()
    expect(priceDisplay({ price: 35000, before_price: 35001 }).wasLine).toBe('Was $35,001, now:')
    expect(wasLine({ before_price: null }, 100)).toBeUndefined()
  })

  it('no "Was" line on a subscription, preorder or no-price display', () => {
    expect(priceDisplay({ price: 30000, before_price: 40000, subscription_price: 199 }, subs).wasLine).toBeUndefined()
    expect(priceDisplay({ price: 0, before_price: 40000 }).wasLine).toBeUndefined()
  })

  it('accepts numeric strings from the index ("34990", "$34,990") and ignores junk', () => {
    expect(priceDisplay({ price: '34990' }).text).toBe('$34,990')
    expect(priceDisplay({ price: '$34,990' }).text).toBe('$34,990')
    expect(priceDisplay({ price: 'POA' }).kind).toBe('noPrice')
    expect(toAmount(undefined)).toBeUndefined()
  })

  it('currency format: dollar sign, no decimals, thousands commas (SPEC.md §9)', () => {
    expect(formatDollars(34990)).toBe('$34,990')
    expect(formatDollars(1234567.4)).toBe('$1,234,567')
    expect(formatDollars(999)).toBe('$999')
  })
})
