import { describe, expect, it } from 'vitest'
import { isPostcode, POSTCODE_MESSAGE } from '@/rules/postcode'

describe('postcode input (SPEC.md §5 Postcode input)', () => {
  it('has SPEC message', () => {
    expect(POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.')
  })
  it('accepts exactly four digits', () => {
    expect(isPostcode('4000')).toBe(true)
    expect(isPostcode(' 0800 ')).toBe(true)
    expect(isPostcode(2000)).toBe(true)
  })
  it('refuses everything else, including thousand separators', () => {
    for (const bad of ['', '400', '40000', '4,000', '4 000', '40a0', null, undefined]) expect(isPostcode(bad)).toBe(false)
  })
})
