import { describe, expect, it } from 'vitest'
import { coerceBoolean, coerceDate, coerceEnum, coerceList, coerceNumber, coerceText, coerceUrl } from '../../../src/inventory/server/cellValues'
import { normaliseRecord } from '../../../src/inventory/server/normaliseRecord'
import { validateRow } from '../../../src/inventory/server/schema'

const now = new Date('2025-06-01T00:00:00+10:00')
const base = { dealership_slug: 'sunshine-toyota', stocknum: 'ST1', make: 'Toyota', model: 'RAV4', car_type: 'new' }

/** Validates base + overrides; returns the value or throws with the issues. */
function ok(overrides: Record<string, unknown> = {}) {
  const result = validateRow({ ...base, ...overrides }, { now })
  if (!result.ok) throw new Error(JSON.stringify(result.issues))
  return result.value
}
function issues(overrides: Record<string, unknown>, options: { dealership?: string } = {}) {
  const result = validateRow({ ...base, ...overrides }, { now, ...options })
  if (result.ok) throw new Error('expected the row to be rejected')
  return result.issues
}

describe('coercions', () => {
  it('text: trims, accepts JSON numbers, refuses objects and over-long text', () => {
    expect(coerceText('  GXL ')).toBe('GXL')
    expect(coerceText(12345)).toBe('12345')
    expect(coerceText({})).toMatchObject({ reason: expect.stringMatching(/must be text/) })
    expect(coerceText('x'.repeat(501))).toMatchObject({ reason: expect.stringMatching(/too long/) })
  })

  it.each([
    ['34990', 34990],
    ['34,990', 34990],
    ['$34,990', 34990],
    ['$ 34,990.50', 34990.5],
    [' 1,234,567 ', 1234567],
    ['-5', -5],
    ['0', 0],
    [34990, 34990],
    [12.5, 12.5],
  ])('number %j → %j', (input, expected) => {
    expect(coerceNumber(input)).toBe(expected)
  })

  it.each(['abc', '12abc', '3,4990', '34.990,00', '1e5', '', '$', '--1', 'NaN'])('number %j is refused', (input) => {
    expect(coerceNumber(input)).toMatchObject({ reason: expect.stringMatching(/is not a number/) })
  })

  it('number rules: whole numbers, minimum, maximum, range', () => {
    expect(coerceNumber('2.5', { integer: true })).toMatchObject({ reason: 'must be a whole number, got 2.5' })
    expect(coerceNumber('-1', { min: 0 })).toMatchObject({ reason: 'must be at least 0, got -1' })
    expect(coerceNumber('11', { max: 10 })).toMatchObject({ reason: 'must be at most 10, got 11' })
    expect(coerceNumber('1899', { min: 1900, max: 2026 })).toMatchObject({ reason: 'must be between 1900 and 2026, got 1899' })
    expect(coerceNumber(Infinity)).toMatchObject({ reason: expect.stringMatching(/not a number/) })
    expect(coerceNumber(true)).toMatchObject({ reason: expect.stringMatching(/not a number/) })
  })

  it.each([
    ['true', true],
    ['TRUE', true],
    ['yes', true],
    ['Yes', true],
    ['y', true],
    ['Y', true],
    ['1', true],
    [1, true],
    [true, true],
    ['false', false],
    ['no', false],
    ['N', false],
    ['n', false],
    ['0', false],
    [0, false],
    [false, false],
    [' yes ', true],
  ])('boolean %j → %j', (input, expected) => {
    expect(coerceBoolean(input)).toBe(expected)
  })

  it.each(['maybe', 'ja', '2', 2, 'on'])('boolean %j is refused', (input) => {
    expect(coerceBoolean(input)).toMatchObject({ reason: expect.stringMatching(/not a yes\/no value/) })
  })

  it('enums: case-insensitive; spaces and hyphens as underscores when asked', () => {
    expect(coerceEnum('New', ['new', 'demo', 'used'])).toBe('new')
    expect(coerceEnum('In Stock', ['in_stock', 'sold'], { underscores: true })).toBe('in_stock')
    expect(coerceEnum('coming-soon', ['coming_soon'], { underscores: true })).toBe('coming_soon')
    expect(coerceEnum('old', ['new', 'demo', 'used'])).toMatchObject({ reason: '"old" is not one of new, demo, used' })
    expect(coerceEnum(3, ['a'])).toMatchObject({ reason: expect.stringMatching(/is not one of a/) })
  })

  it('dates: ISO date (midnight AEST), DD/MM/YYYY, ISO date-time; impossible dates refused', () => {
    expect(coerceDate('2025-03-01')).toBe('2025-02-28T14:00:00.000Z')
    expect(coerceDate('1/3/2025')).toBe('2025-02-28T14:00:00.000Z')
    expect(coerceDate('01/03/2025')).toBe('2025-02-28T14:00:00.000Z')
    expect(coerceDate('2025-03-01T09:30:00Z')).toBe('2025-03-01T09:30:00.000Z')
    expect(coerceDate('2025-03-01T09:30:00+10:00')).toBe('2025-02-28T23:30:00.000Z')
    for (const bad of ['2025-02-30', '31/02/2025', '2025-13-01', 'yesterday', '03-01-2025', 20250301]) {
      expect(coerceDate(bad)).toMatchObject({ reason: expect.stringMatching(/is not a date \(use YYYY-MM-DD or DD\/MM\/YYYY\)/) })
    }
  })

  it('URLs: http and https only', () => {
    expect(coerceUrl(' https://cdn.example.com/a.jpg ')).toBe('https://cdn.example.com/a.jpg')
    expect(coerceUrl('http://x.test/a')).toBe('http://x.test/a')
    for (const bad of ['ftp://x.test/a', 'cdn.example.com/a.jpg', 'javascript:alert(1)', 42]) {
      expect(coerceUrl(bad)).toMatchObject({ reason: expect.stringMatching(/is not an http\(s\) URL/) })
    }
  })

  it('lists: |-separated text, arrays of strings, arrays of objects; blanks dropped; items checked', () => {
    expect(coerceList('a | b||c ', 'item')).toEqual(['a', 'b', 'c'])
    expect(coerceList(['a', ' b ', ''], 'item')).toEqual(['a', 'b'])
    expect(coerceList([{ item: 'a' }, { item: 'b' }], 'item')).toEqual(['a', 'b'])
    expect(coerceList([{ url: 'https://x.test/1.jpg' }], 'url', coerceUrl)).toEqual(['https://x.test/1.jpg'])
    expect(coerceList('https://x.test/1.jpg|nope', 'url', coerceUrl)).toMatchObject({ reason: 'item 2: "nope" is not an http(s) URL' })
    expect(coerceList([1], 'item')).toMatchObject({ reason: 'item 1 must be text, got "1"' })
    expect(coerceList(5, 'item')).toMatchObject({ reason: expect.stringMatching(/must be a \|-separated list or an array/) })
  })
})

describe('validateRow: accepted rows', () => {
  it('coerces a full CSV-style row (all strings, dotted nested columns)', () => {
    const value = ok({
      dealership_slug: ' Sunshine-Toyota ',
      stocknum: ' ST1 ',
      car_type: 'Demo',
      item_type: 'CAR',
      status: 'Coming Soon',
      year: '2026',
      price: '$34,990',
      before_price: '36,990',
      offer_price: '33990',
      subscription_price: '249.50',
      preorder: 'N',
      reserved: 'yes',
      certified: '1',
      show_on_dealer_website: 'Y',
      has_nvic: 'false',
      km: '12,400',
      seats: '5',
      doors: '4',
      custom_rank: '-3',
      listed_at: '15/04/2025',
      rego_expiry: '2026-03-31',
      state: 'QLD',
      private_postcode: '4556',
      file: 'https://example.com/report.pdf',
      images: 'https://x.test/1.jpg|https://x.test/2.jpg',
      standardEquipment: 'Reversing camera|Apple CarPlay',
      dealercomments: 'One owner.|Full service history.\nSecond line.',
      'autograb_data.average_market_price': '$36,800',
      'caravan.sleeps': '4',
      'caravan.axle_type': 'Tandem',
      'variant.ancaprating': '5',
      'finance.Taurus.interestRate': '8.99',
      'finance.car clarity.paymentWeek': '$129',
    })
    expect(value).toEqual({
      dealership_slug: 'sunshine-toyota',
      stocknum: 'ST1',
      make: 'Toyota',
      model: 'RAV4',
      car_type: 'demo',
      item_type: 'car',
      status: 'coming_soon',
      year: 2026,
      price: 34990,
      before_price: 36990,
      offer_price: 33990,
      subscription_price: 249.5,
      preorder: false,
      reserved: true,
      certified: true,
      show_on_dealer_website: true,
      has_nvic: false,
      km: 12400,
      seats: 5,
      doors: 4,
      custom_rank: -3,
      listed_at: '2025-04-14T14:00:00.000Z',
      rego_expiry: '2026-03-30T14:00:00.000Z',
      state: 'qld',
      private_postcode: '4556',
      file: 'https://example.com/report.pdf',
      images: ['https://x.test/1.jpg', 'https://x.test/2.jpg'],
      standardEquipment: ['Reversing camera', 'Apple CarPlay'],
      dealercomments: 'One owner.|Full service history.\nSecond line.',
      autograb_data: { average_market_price: 36800 },
      caravan: { sleeps: 4, axle_type: 'Tandem' },
      variant: { ancaprating: 5 },
      finance: [
        { provider: 'Taurus', interestRate: 8.99 },
        { provider: 'Car Clarity', paymentWeek: 129 },
      ],
    })
  })

  it('accepts natural JSON: typed values, nested groups, arrays, finance as an array', () => {
    const value = ok({
      stocknum: 12345,
      year: 2024,
      price: 45990,
      reserved: false,
      caravan: { Sleeps: 2, body_length: 6.7 },
      images: [{ url: 'https://x.test/1.jpg' }, 'https://x.test/2.jpg'],
      standardEquipment: [{ item: 'Solar panel' }],
      finance: [{ provider: 'angle', deposit: 5000, termYears: 5 }],
    })
    expect(value).toMatchObject({
      stocknum: '12345',
      year: 2024,
      price: 45990,
      reserved: false,
      caravan: { sleeps: 2, body_length: 6.7 },
      images: ['https://x.test/1.jpg', 'https://x.test/2.jpg'],
      standardEquipment: ['Solar panel'],
      finance: [{ provider: 'Angle', deposit: 5000, termYears: 5 }],
    })
  })

  it('treats blank cells and JSON null as not given (no key in the value)', () => {
    const value = ok({ price: '', year: '  ', reserved: null, 'caravan.sleeps': '', images: '' })
    expect(value).toEqual({ dealership_slug: 'sunshine-toyota', stocknum: 'ST1', make: 'Toyota', model: 'RAV4', car_type: 'new' })
  })

  it('matches column names case-insensitively and lists unknown columns without rejecting', () => {
    const result = validateRow({ ...base, MAKE: 'Mazda', Colour: 'Red', favourite_food: 'pie', 'caravan.wheels': '4' }, { now })
    expect(result.ok && result.value).toMatchObject({ make: 'Mazda', colour: 'Red' })
    expect(result.unknown).toEqual(['favourite_food', 'caravan.wheels'])
  })

  it('fills a blank dealership_slug from --dealership', () => {
    expect(validateRow({ ...base, dealership_slug: '' }, { now, dealership: 'harbour-mazda' })).toMatchObject({ ok: true, value: { dealership_slug: 'harbour-mazda' } })
    expect(validateRow({ stocknum: 'X', make: 'M', model: 'N', car_type: 'used' }, { now, dealership: 'harbour-mazda' })).toMatchObject({ ok: true })
  })

  it('accepts the year range 1900 to next year', () => {
    expect(ok({ year: '1900' }).year).toBe(1900)
    expect(ok({ year: '2026' }).year).toBe(2026)
  })
})

describe('validateRow: each rejection reason', () => {
  it('required columns', () => {
    const result = validateRow({}, { now })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.issues).toEqual([
      { field: 'dealership_slug', reason: 'is required' },
      { field: 'stocknum', reason: 'is required' },
      { field: 'make', reason: 'is required' },
      { field: 'model', reason: 'is required' },
      { field: 'car_type', reason: 'is required' },
    ])
  })

  it('a row naming another dealership than --dealership', () => {
    expect(issues({ dealership_slug: 'harbour-mazda' }, { dealership: 'sunshine-toyota' })).toEqual([
      { field: 'dealership_slug', reason: '"harbour-mazda" differs from --dealership sunshine-toyota' },
    ])
  })

  it.each([
    [{ year: 'abc' }, 'year', '"abc" is not a number'],
    [{ year: '1899' }, 'year', 'must be between 1900 and 2026, got 1899'],
    [{ year: '2027' }, 'year', 'must be between 1900 and 2026, got 2027'],
    [{ year: '2025.5' }, 'year', 'must be a whole number, got 2025.5'],
    [{ car_type: 'old' }, 'car_type', '"old" is not one of new, demo, used'],
    [{ status: 'gone' }, 'status', '"gone" is not one of in_stock, coming_soon, sold'],
    [{ item_type: 'boat' }, 'item_type', '"boat" is not one of car, caravan'],
    [{ state: 'Queensland' }, 'state', '"Queensland" is not one of qld, nsw, vic, act, tas, sa, wa, nt'],
    [{ price: 'POA' }, 'price', '"POA" is not a number'],
    [{ price: '-1' }, 'price', 'must be at least 0, got -1'],
    [{ before_price: '3,4990' }, 'before_price', '"3,4990" is not a number'],
    [{ km: '12.5' }, 'km', 'must be a whole number, got 12.5'],
    [{ seats: '101' }, 'seats', 'must be between 0 and 100, got 101'],
    [{ doors: '11' }, 'doors', 'must be between 0 and 10, got 11'],
    [{ reserved: 'maybe' }, 'reserved', '"maybe" is not a yes/no value (use true/false, yes/no, y/n or 1/0)'],
    [{ listed_at: '2025-02-30' }, 'listed_at', '"2025-02-30" is not a date (use YYYY-MM-DD or DD/MM/YYYY)'],
    [{ file: 'report.pdf' }, 'file', '"report.pdf" is not an http(s) URL'],
    [{ images: 'https://x.test/a.jpg|/local.jpg' }, 'images', 'item 2: "/local.jpg" is not an http(s) URL'],
    [{ private_postcode: '45' }, 'private_postcode', '"45" is not a 4-digit postcode'],
    [{ stocknum: { a: 1 } }, 'stocknum', 'must be text, got "{"a":1}"'],
    [{ 'caravan.sleeps': '2.5' }, 'caravan.sleeps', 'must be a whole number, got 2.5'],
    [{ 'variant.ancaprating': '6' }, 'variant.ancaprating', 'must be between 0 and 5, got 6'],
    [{ 'autograb_data.average_market_price': 'lots' }, 'autograb_data.average_market_price', '"lots" is not a number'],
    [{ caravan: 'big' }, 'caravan', 'must be an object of caravan fields, got "big"'],
    [{ 'finance.Taurus.interestRate': 'low' }, 'finance.Taurus.interestRate', '"low" is not a number'],
    [{ 'finance.Bank.interestRate': '5' }, 'finance.Bank', expect.stringMatching(/^unknown finance provider "Bank" \(one of Taurus, /)],
    [{ finance: 'Taurus' }, 'finance', expect.stringMatching(/must be an object keyed by provider or an array/)],
    [{ finance: ['x'] }, 'finance.0', 'entry 1 must be an object with a provider'],
  ])('%j → %s: %s', (overrides, field, reason) => {
    expect(issues(overrides)).toContainEqual({ field, reason })
  })

  it('reports every problem of a row, in column order', () => {
    expect(issues({ car_type: 'old', year: 'abc', price: 'x' }).map((i) => i.field)).toEqual(['year', 'car_type', 'price'])
  })
})

describe('normaliseRecord', () => {
  it('nests dotted CSV columns and keys finance by provider', () => {
    expect(normaliseRecord({ 'caravan.SLEEPS': '4', 'finance.taurus.PaymentWeek': '129', 'finance.taurus.deposit': '' }).data).toEqual({
      caravan: { sleeps: '4' },
      finance: { Taurus: { paymentWeek: '129' } },
    })
  })

  it('lists keys it does not know', () => {
    expect(normaliseRecord({ foo: 1, 'make.x': 1, 'variant.bogus': 1, 'finance.Taurus.bogus': 1 }).unknown).toEqual(['foo', 'make.x', 'variant.bogus', 'finance.Taurus.bogus'])
  })
})
