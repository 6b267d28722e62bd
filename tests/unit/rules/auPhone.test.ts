import { describe, expect, it } from 'vitest'
import { isAuPhone, normaliseAuPhone } from '@/rules/auPhone'

describe('Australian phone numbers (SPEC.md §5 Enquiry form)', () => {
  it.each([
    ['0412 345 678', '0412345678'],
    ['(07) 3123 4567', '0731234567'],
    ['+61 412 345 678', '0412345678'],
    ['0061-2-9876-5432', '0298765432'],
    ['1300 123 456', '1300123456'],
    ['1800123456', '1800123456'],
    ['13 22 65', '132265'],
  ])('accepts %s', (raw, national) => {
    expect(normaliseAuPhone(raw)).toBe(national)
  })
  it.each(['', '12345', '0512 345 678', '+1 415 555 0100', '04123456789', 'phone', '0412 345 67a', '1'.repeat(40)])('refuses %s', (raw) => {
    expect(isAuPhone(raw)).toBe(false)
  })
})
