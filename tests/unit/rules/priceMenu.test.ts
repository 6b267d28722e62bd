import { describe, expect, it } from 'vitest'
import {
  keyedSliderValue,
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

describe('keyedSliderValue (issue 32: the arrow keys never filtered from "No maximum")', () => {
  const stock = { min: 12_990, max: 94_990 }
  it('a key moving the maximum down through prices above the dearest car skips to the first cap that filters', () => {
    expect(keyedSliderValue('max', 250_000, 249_500, stock, 500, 5_000)).toBe(94_500)
    expect(keyedSliderValue('max', 250_000, 225_500, stock, 500, 5_000)).toBe(94_500)
  })
  it('a key moving the minimum up through prices below the cheapest car skips to the first floor that filters', () => {
    expect(keyedSliderValue('min', 5_000, 5_500, stock, 500, 5_000)).toBe(13_000)
  })
  it('moves inside the stock prices, outwards moves and an unknown stock range land where the key put them', () => {
    expect(keyedSliderValue('max', 94_500, 94_000, stock, 500, 5_000)).toBe(94_000)
    expect(keyedSliderValue('max', 94_500, 95_000, stock, 500, 5_000)).toBe(95_000)
    expect(keyedSliderValue('min', 13_000, 12_500, stock, 500, 5_000)).toBe(12_500)
    expect(keyedSliderValue('max', 250_000, 249_500, {}, 500, 5_000)).toBe(249_500)
  })
})
