import { describe, expect, it } from 'vitest'
import { commentParagraphs, dealerCommentsView, DEALER_COMMENTS_PENDING } from '@/rules/dealerComments'
import { marketPriceBadge } from '@/rules/marketPriceBadge'
import { regoExpiryText } from '@/rules/regoExpiry'
import { feetToMetres, metresText } from '@/rules/feetToMetres'
import { isPresentSpecValue, splitVisible, visibleSpecRows, featureItems } from '@/rules/specRows'
import { maskPhone, telHrefFor } from '@/rules/phoneReveal'
import { soldNotice } from '@/rules/soldNotice'
import { defaultPriceType, priceTypeLabel } from '@/rules/priceType'

describe('dealer comments (SPEC.md §3, §4, §8, §9: pipes, 400 characters, pending text)', () => {
  it('splits paragraphs at pipes and drops empty ones', () => {
    expect(commentParagraphs(' One. | Two.||  | Three ')).toEqual(['One.', 'Two.', 'Three'])
    expect(commentParagraphs(null)).toEqual([])
  })
  it('empty comments are pending', () => {
    expect(dealerCommentsView('').pending).toBe(true)
    expect(dealerCommentsView(' | ').pending).toBe(true)
    expect(DEALER_COMMENTS_PENDING).toBe('Dealer comments are pending. Please check back here later.')
  })
  it('exactly 400 characters needs no toggle; 401 does', () => {
    const v400 = dealerCommentsView('a'.repeat(400))
    expect(v400.needsToggle).toBe(false)
    expect(v400.collapsed).toEqual(['a'.repeat(400)])
    const v401 = dealerCommentsView('a'.repeat(401))
    expect(v401.needsToggle).toBe(true)
    expect(v401.paragraphs[0]).toHaveLength(401)
  })
  it('counts the paragraphs, not the pipes, and cuts the crossing paragraph at a word', () => {
    const p1 = 'x'.repeat(300)
    const p2 = 'word '.repeat(40).trim() // 199 chars
    const v = dealerCommentsView(`${p1}|${p2}`)
    expect(v.needsToggle).toBe(true)
    expect(v.collapsed[0]).toBe(p1)
    expect(v.collapsed[1].endsWith('…')).toBe(true)
    expect(Array.from(v.collapsed.join('')).length).toBeLessThanOrEqual(401)
    expect(v.paragraphs).toHaveLength(2)
    expect(dealerCommentsView(`${'y'.repeat(200)}|${'z'.repeat(200)}`).needsToggle).toBe(false)
  })
})

describe('market-price badge (SPEC.md §5, §9)', () => {
  it('499 below the state average: no badge; 500 below: badge', () => {
    expect(marketPriceBadge({ price: 30000, autograb_data: { state_average_market_price: 30499 } })).toBeNull()
    const b = marketPriceBadge({ price: 30000, state: 'qld', autograb_data: { state_average_market_price: 30500, average_market_price: 40000 } })
    expect(b?.comparedWith).toBe('state')
    expect(b?.difference).toBe(500)
    expect(b?.text).toBe('$500 below the QLD state market average of $30,500')
  })
  it('prefers the state average over the national one', () => {
    expect(marketPriceBadge({ price: 30000, autograb_data: { state_average_market_price: 30200, average_market_price: 35000 } })).toBeNull()
  })
  it('uses the national average when there is no state average', () => {
    const b = marketPriceBadge({ price: 30000, autograb_data: { average_market_price: 31000 } })
    expect(b?.comparedWith).toBe('national')
    expect(b?.text).toContain('national market average')
    expect(marketPriceBadge({ price: 30000, autograb_data: { average_market_price: 30499 } })).toBeNull()
  })
  it('compares the price the shopper sees, and needs a price', () => {
    expect(marketPriceBadge({ price: 31000, offer_price: 30000, autograb_data: { state_average_market_price: 30500 } })?.difference).toBe(500)
    expect(marketPriceBadge({ price: 0, autograb_data: { state_average_market_price: 30500 } })).toBeNull()
    expect(marketPriceBadge({ price: 30000 })).toBeNull()
  })
})

describe('rego expiry (SPEC.md §5: only in the future)', () => {
  const now = Date.parse('2026-11-23T00:00:00Z')
  it('future dates read "Expires on {date}"', () => {
    expect(regoExpiryText('2027-03-12T02:00:00.000Z', now)).toBe('Expires on 12 March 2027')
  })
  it('past, now and missing dates show nothing', () => {
    expect(regoExpiryText('2026-11-22T23:59:59Z', now)).toBeNull()
    expect(regoExpiryText(now, now)).toBeNull()
    expect(regoExpiryText(null, now)).toBeNull()
    expect(regoExpiryText('not a date', now)).toBeNull()
  })
})

describe('spec rows and features (SPEC.md §5, §9)', () => {
  it('hides empty, null and "null" values', () => {
    expect(isPresentSpecValue(null)).toBe(false)
    expect(isPresentSpecValue(undefined)).toBe(false)
    expect(isPresentSpecValue('  ')).toBe(false)
    expect(isPresentSpecValue('null')).toBe(false)
    expect(isPresentSpecValue('NULL')).toBe(false)
    expect(isPresentSpecValue(Number.NaN)).toBe(false)
    expect(isPresentSpecValue(0)).toBe(true)
    expect(isPresentSpecValue('Automatic')).toBe(true)
    expect(visibleSpecRows([{ label: 'A', value: 'x' }, { label: 'B', value: 'null' }, { label: 'C', value: 5 }])).toEqual([
      { label: 'A', value: 'x' },
      { label: 'C', value: '5' },
    ])
  })
  it('shows the first 4 specs and 8 features before the toggle', () => {
    expect(splitVisible([1, 2, 3, 4], 4).needsToggle).toBe(false)
    expect(splitVisible([1, 2, 3, 4, 5], 4)).toEqual({ shown: [1, 2, 3, 4], hidden: [5], needsToggle: true })
    expect(featureItems([{ item: 'Bluetooth' }, { item: ' ' }, 'null', null])).toEqual(['Bluetooth'])
  })
})

describe('caravan dimensions (SPEC.md §9: feet × 0.3048)', () => {
  it('converts feet to metres, rounded to centimetres', () => {
    expect(feetToMetres(10)).toBe(3.05)
    expect(feetToMetres(24)).toBe(7.32)
    expect(feetToMetres('20')).toBe(6.1)
    expect(metresText(24)).toBe('7.32 m')
    expect(feetToMetres(null)).toBeNull()
    expect(feetToMetres('abc')).toBeNull()
    expect(feetToMetres(-1)).toBeNull()
  })
})

describe('phone reveal masking (SPEC.md §4)', () => {
  it('keeps the first five characters and masks the rest', () => {
    expect(maskPhone('07 5443 0100')).toBe('07 54XX XXXX')
    expect(maskPhone('1300 123 456')).toBe('1300 XXX XXX')
    expect(maskPhone('0754')).toBe('0754')
    expect(telHrefFor('07 5443 0100')).toBe('tel:0754430100')
    expect(telHrefFor('+61 7 5443 0100')).toBe('tel:+61754430100')
    expect(telHrefFor('')).toBeNull()
  })
})

describe('sold notice (SPEC.md §4)', () => {
  it('names the vehicle type', () => {
    expect(soldNotice({ status: 'sold', item_type: 'car' })).toBe(
      "Unfortunately this car recently sold. But don't worry, we can help you find a similar car!",
    )
    expect(soldNotice({ status: 'sold', item_type: 'caravan' })).toBe(
      "Unfortunately this caravan recently sold. But don't worry, we can help you find a similar caravan!",
    )
    expect(soldNotice({ status: 'in_stock' })).toBeNull()
  })
})

describe('price type label (issue 9 item 3)', () => {
  it('defaults per car type and follows the field', () => {
    expect(defaultPriceType('new')).toBe('excl_gov_charges')
    expect(defaultPriceType('used')).toBe('drive_away')
    expect(defaultPriceType('demo')).toBe('drive_away')
    expect(priceTypeLabel({ car_type: 'new' })).toBe('Excl. government charges')
    expect(priceTypeLabel({ car_type: 'new', price_type: 'drive_away' })).toBe('Drive away')
  })
})
