import { describe, expect, it } from 'vitest'
import { formatAbn, gstIncludedCents, invoiceDate, isValidAbn, taxInvoiceLines } from '@/rules/taxInvoice'

describe('the GST a GST-inclusive amount includes (issue 32, tax invoice)', () => {
  it('is 1/11 of the amount, in cents, rounded to the nearest cent', () => {
    expect(gstIncludedCents(20_000)).toBe(1_818) // $200.00 → $18.18 (18.1818…)
    expect(gstIncludedCents(50_000)).toBe(4_545) // $500.00 → $45.45 (45.4545…)
    expect(gstIncludedCents(1_100)).toBe(100)
    expect(gstIncludedCents(1_106)).toBe(101) // 100.545… rounds up
    expect(gstIncludedCents(1_105)).toBe(100) // 100.4545… rounds down
    expect(gstIncludedCents(1)).toBe(0)
  })
  it('is nothing for no amount', () => {
    expect(gstIncludedCents(0)).toBe(0)
    expect(gstIncludedCents(-500)).toBe(0)
    expect(gstIncludedCents(Number.NaN)).toBe(0)
  })
})

describe('an ABN', () => {
  it('is checked with the ATO weights and written in groups', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true)
    expect(isValidAbn('51824753557')).toBe(false)
    expect(isValidAbn('5182475355')).toBe(false)
    expect(isValidAbn(null)).toBe(false)
    expect(formatAbn('51824753556')).toBe('51 824 753 556')
    expect(formatAbn('not an abn')).toBeUndefined()
  })
})

describe('the tax invoice lines', () => {
  it('name the business, ABN, date, amount and the GST included', () => {
    const lines = taxInvoiceLines({ businessName: 'Sunshine Toyota Pty Ltd', abn: '51824753556', date: invoiceDate(new Date('2026-12-06T03:00:00Z'), 'Australia/Brisbane'), reference: 'R-123', description: 'Reservation deposit', amountCents: 20_000 })
    expect(lines).toEqual([
      'Sunshine Toyota Pty Ltd',
      'ABN 51 824 753 556',
      'Date: 6 December 2026',
      'Invoice number: R-123',
      'Reservation deposit: $200.00',
      'Total (GST inclusive): $200.00',
      'GST included: $18.18',
    ])
  })
  it('leave out an ABN that is not one rather than print a wrong one', () => {
    expect(taxInvoiceLines({ businessName: 'X', abn: '123', date: '1 May 2026', description: 'Deposit', amountCents: 110 }).join('\n')).not.toContain('ABN')
  })
  it("date the payment in the site's zone", () => {
    expect(invoiceDate(new Date('2026-12-06T14:30:00Z'), 'Australia/Brisbane')).toBe('7 December 2026')
    expect(invoiceDate(new Date('2026-12-06T14:30:00Z'), 'Australia/Perth')).toBe('6 December 2026')
  })
})
