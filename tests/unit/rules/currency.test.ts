import { describe, expect, it } from 'vitest'
import { formatCurrency } from '@/rules/currency'

describe('formatCurrency (SPEC.md §9: dollar sign, no decimals, thousands commas)', () => {
  it.each([
    [34990, '$34,990'],
    [1000000, '$1,000,000'],
    [999, '$999'],
    [1000, '$1,000'],
    [200, '$200'],
    [0, '$0'],
  ])('%d -> %s', (amount, expected) => {
    expect(formatCurrency(amount)).toBe(expected)
  })

  it('rounds to whole dollars, halves away from zero', () => {
    expect(formatCurrency(34990.49)).toBe('$34,990')
    expect(formatCurrency(34990.5)).toBe('$34,991')
    expect(formatCurrency(-1500.5)).toBe('-$1,501')
  })

  it('puts the minus sign before the dollar sign, and never shows "-$0"', () => {
    expect(formatCurrency(-1500)).toBe('-$1,500')
    expect(formatCurrency(-0.4)).toBe('$0')
    expect(formatCurrency(-0)).toBe('$0')
  })

  it('accepts numeric strings, ignoring $ and commas', () => {
    expect(formatCurrency('34990')).toBe('$34,990')
    expect(formatCurrency('$34,990.00')).toBe('$34,990')
  })

  it('returns null for values that are not amounts, so the caller shows other text', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, '', 'POA', '12abc']) {
      expect(formatCurrency(value)).toBeNull()
    }
  })
})
