import { describe, expect, it } from 'vitest'
import {
  PRICE_SLIDER_STEP,
  applyRangeToUrl,
  constrainSliderValues,
  formatRangeParam,
  parseAmount,
  parsePriceMenuValue,
  parseRangeParam,
  priceMenuQuery,
  snapToStep,
} from '@/rules/priceMenu'

describe('price menu (SPEC.md §2 "rewritten to range[price]=min:max, with dollar signs and commas removed")', () => {
  it.each([
    ['$10,000 - $20,000', { min: 10000, max: 20000 }, '10000:20000'],
    ['$10,000-$20,000', { min: 10000, max: 20000 }, '10000:20000'],
    ['$10,000 to $20,000', { min: 10000, max: 20000 }, '10000:20000'],
    ['$10,000:$20,000', { min: 10000, max: 20000 }, '10000:20000'],
    ['10000:20000', { min: 10000, max: 20000 }, '10000:20000'],
    [':15000', { max: 15000 }, ':15000'],
    ['100000:', { min: 100000 }, '100000:'],
    ['Under $15,000', { max: 15000 }, ':15000'],
    ['Up to $15k', { max: 15000 }, ':15000'],
    ['Below $15,000', { max: 15000 }, ':15000'],
    ['$100,000+', { min: 100000 }, '100000:'],
    ['Over $100,000', { min: 100000 }, '100000:'],
    ['$100,000 and above', { min: 100000 }, '100000:'],
    ['$15,000', { max: 15000 }, ':15000'],
    ['$20,000 - $10,000', { min: 10000, max: 20000 }, '10000:20000'],
  ])('%s → %j → "%s"', (value, range, query) => {
    expect(parsePriceMenuValue(value)).toEqual(range)
    expect(formatRangeParam(range)).toBe(query)
    expect(priceMenuQuery(value)).toBe(`range[price]=${query}`)
  })

  it('values without an amount are not rewritten', () => {
    expect(parsePriceMenuValue('Any price')).toBeNull()
    expect(parsePriceMenuValue('')).toBeNull()
    expect(parsePriceMenuValue(':')).toBeNull()
    expect(priceMenuQuery(undefined)).toBeNull()
  })

  it('parseAmount reads $, commas, k and m', () => {
    expect(parseAmount('$1,234')).toBe(1234)
    expect(parseAmount('15k')).toBe(15000)
    expect(parseAmount('1.2m')).toBe(1_200_000)
    expect(parseAmount('abc')).toBeUndefined()
    expect(parseAmount('')).toBeUndefined()
  })
})

describe('range URL parameter (DESIGN.md "range[attr]=min:max"; never throws on bad input)', () => {
  it('parses min:max with either half empty', () => {
    expect(parseRangeParam('5000:20000')).toEqual({ min: 5000, max: 20000 })
    expect(parseRangeParam(':20000')).toEqual({ max: 20000 })
    expect(parseRangeParam('5000:')).toEqual({ min: 5000 })
    expect(parseRangeParam(':')).toEqual({})
  })
  it('tolerates bad halves, junk, arrays and non-strings', () => {
    expect(parseRangeParam('5000:abc')).toEqual({ min: 5000 })
    expect(parseRangeParam('abc:9000')).toEqual({ max: 9000 })
    expect(parseRangeParam('NaN:Infinity')).toEqual({})
    expect(parseRangeParam('1:2:3')).toEqual({ min: 1 })
    expect(parseRangeParam(['100:200', 'x'])).toEqual({ min: 100, max: 200 })
    expect(parseRangeParam({ min: 1 })).toEqual({})
    expect(parseRangeParam(undefined)).toEqual({})
    expect(parseRangeParam(null)).toEqual({})
  })
  it('a value without a colon is a lower bound', () => {
    expect(parseRangeParam('5000')).toEqual({ min: 5000 })
  })
  it('swapped min > max is normalised', () => {
    expect(parseRangeParam('20000:5000')).toEqual({ min: 5000, max: 20000 })
    expect(formatRangeParam({ min: 9, max: 1 })).toBe('1:9')
  })
  it('an empty range formats as ""', () => {
    expect(formatRangeParam({})).toBe('')
  })
  it('applyRangeToUrl sets or removes one range param and keeps the rest', () => {
    expect(applyRangeToUrl('/cars/?query=ranger', 'price', { min: 10000, max: 20000 })).toBe(
      '/cars/?query=ranger&range[price]=10000:20000',
    )
    expect(applyRangeToUrl('/cars/?range[price]=1:2&sortBy=latest', 'price', {})).toBe('/cars/?sortBy=latest')
    expect(applyRangeToUrl('/cars/?page=2&a=1', 'km', { max: 50000 }, { resetPage: false })).toBe(
      '/cars/?page=2&a=1&range[km]=:50000',
    )
    expect(applyRangeToUrl('/cars/?bad=%E0%A4%A&page=2', 'price', { max: 1 })).toBe('/cars/?bad=%E0%A4%A&range[price]=:1')
  })
})

describe('price range slider (SPEC.md §5 "Step 500", "min stays at least 1 below max, and the reverse")', () => {
  const bounds = { min: 5000, max: 250000 }
  it('step is 500', () => {
    expect(PRICE_SLIDER_STEP).toBe(500)
    expect(snapToStep(10_249)).toBe(10_000)
    expect(snapToStep(10_250)).toBe(10_500)
    expect(snapToStep(5_260, 500, 5_000)).toBe(5_500)
  })
  it('moving the lower handle onto or past the upper stops 1 below it', () => {
    expect(constrainSliderValues([30000, 30000], 'min', bounds)).toEqual([29999, 30000])
    expect(constrainSliderValues([40000, 30000], 'min', bounds)).toEqual([29999, 30000])
    expect(constrainSliderValues([29999, 30000], 'min', bounds)).toEqual([29999, 30000])
  })
  it('moving the upper handle onto or below the lower stops 1 above it', () => {
    expect(constrainSliderValues([30000, 30000], 'max', bounds)).toEqual([30000, 30001])
    expect(constrainSliderValues([30000, 1000], 'max', bounds)).toEqual([30000, 30001])
  })
  it('clamps to the slider bounds', () => {
    expect(constrainSliderValues([0, 999999], 'min', bounds)).toEqual([5000, 250000])
  })
})
