import { describe, expect, it } from 'vitest'
import { dateTimeFormat, heldDateTimeFormats } from '@/rules/intlFormats'
import { formatCurrency } from '@/rules/currency'
import { withThousandsCommas } from '@/rules/thousands'
import { weekdayInTimeZone } from '@/rules/openingHours'

describe('dateTimeFormat', () => {
  it('hands out one formatter per locale and options', () => {
    const a = dateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' })
    const b = dateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' })
    const c = dateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'Australia/Perth' })
    expect(a).toBe(b)
    expect(c).not.toBe(a)
    expect(a.format(new Date('2026-03-01T00:00:00Z'))).toBe('March 2026')
  })

  it('throws for an unknown time zone and keeps working afterwards', () => {
    expect(() => dateTimeFormat('en-US', { weekday: 'short', timeZone: 'Mars/Olympus' })).toThrow(RangeError)
    expect(() => dateTimeFormat('en-US', { weekday: 'short', timeZone: 'Mars/Olympus' })).toThrow(RangeError)
    expect(weekdayInTimeZone(new Date('2026-11-26T23:00:00Z'), 'Australia/Brisbane')).toBe(5)
  })

  it('stays bounded when a settings value varies endlessly', () => {
    const zones = Intl.supportedValuesOf('timeZone').slice(0, 200)
    for (const timeZone of zones) dateTimeFormat('en-GB', { hour: '2-digit', timeZone })
    expect(zones.length).toBe(200)
    expect(heldDateTimeFormats()).toBe(64)
    // The oldest were dropped: asking again builds a new one, still correct.
    const first = dateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })
    expect(first.format(new Date('2026-01-01T07:00:00Z'))).toBe('07')
  })
})

describe('formatters built once still format every call on its own', () => {
  it('formats different amounts in a row', () => {
    expect([1234567, 0, -1500, 34990.5].map(formatCurrency)).toEqual(['$1,234,567', '$0', '-$1,500', '$34,991'])
  })
})

describe('withThousandsCommas', () => {
  it('groups like Intl.NumberFormat en-AU for whole numbers of any size', () => {
    const intl = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 })
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 34990, 123456789, 2 ** 53 + 2, 1e21, 9.99e25]) {
      expect(withThousandsCommas(n)).toBe(intl.format(n))
    }
  })
  it('drops the sign and the fraction', () => {
    expect(withThousandsCommas(-1500.9)).toBe('1,500')
    expect(withThousandsCommas(Number.NaN)).toBe('')
  })
})
