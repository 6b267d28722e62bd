import { describe, expect, it } from 'vitest'
import { estimateAssumptions, financeEstimate, lenderLoanTerms, loanRepayment, termText } from '@/rules/financeEstimate'

// A seeded Taurus row (seed/vehicles.ts) on a $29,990 car.
const lender = { provider: 'Taurus', interestRate: 8.99, comparisonRate: 9.49, paymentWeek: 130, paymentMonth: 562, termMonths: 60, termYears: 5, deposit: 2999, balloon: 0 }

describe('one finance estimate per car (issue 18; SPEC.md §3 Finance per lender, §9 Finance)', () => {
  it("starts from the lender's rate, term, deposit and balloon, not the site's calculator rate", () => {
    expect(lenderLoanTerms(29990, lender, 10)).toEqual({ deposit: 2999, termMonths: 60, ratePercent: 8.99, balloon: 0, rateFrom: 'lender' })
  })

  it('fills what the lender row leaves out from SPEC.md §9: site rate, 5 years, $2,000 deposit, no balloon', () => {
    expect(lenderLoanTerms(29990, { provider: '360 Finance', comparisonRate: 9.49 }, 8.5)).toEqual({ deposit: 2000, termMonths: 60, ratePercent: 8.5, balloon: 0, rateFrom: 'site' })
    expect(lenderLoanTerms(29990, { termYears: 4 }, 10).termMonths).toBe(48)
    expect(lenderLoanTerms(29990, { termMonths: 42, termYears: 5 }, 10).termMonths).toBe(42)
    // A 0% lender rate is a rate; a rate above 30 is clamped.
    expect(lenderLoanTerms(29990, { interestRate: 0 }, 10)).toMatchObject({ ratePercent: 0, rateFrom: 'lender' })
    expect(lenderLoanTerms(29990, { interestRate: 99 }, 10).ratePercent).toBe(30)
    // A deposit above the price borrows nothing.
    expect(lenderLoanTerms(1500, { deposit: 2000 }, 10).deposit).toBe(1500)
  })

  it('computes the weekly and monthly figures from those terms (amortised, balloon paid at the end)', () => {
    // $30,000 at 10% over 5 years: 637.41 a month.
    expect(loanRepayment(30000, { deposit: 0, termMonths: 60, ratePercent: 10 }, 'monthly')).toBe(637)
    // 0% and no balloon is the budget block's inverse: (38,000 − 2,000) / 60 = 600.
    expect(loanRepayment(38000, { deposit: 2000, termMonths: 60, ratePercent: 0 }, 'monthly')).toBe(600)
    // A balloon lowers the payment; at 0% by balloon / n.
    expect(loanRepayment(38000, { deposit: 2000, termMonths: 60, ratePercent: 0, balloon: 6000 }, 'monthly')).toBe(500)
    expect(loanRepayment(30000, { deposit: 0, termMonths: 60, ratePercent: 10, balloon: 5000 }, 'monthly')).toBeLessThan(637)
    expect(loanRepayment(3000, { deposit: 5000, termMonths: 60, ratePercent: 10 }, 'weekly')).toBe(0)
    expect(loanRepayment(30000, { deposit: 'abc', termMonths: 60, ratePercent: 10 }, 'monthly')).toBe(637)
  })

  it("the summary's figures are the calculator's figures at its starting inputs", () => {
    const e = financeEstimate(29990, lender, 10)
    expect(e.weekly).toBe(loanRepayment(29990, { deposit: e.deposit, termMonths: e.termMonths, ratePercent: e.ratePercent, balloon: e.balloon }, 'weekly'))
    expect(e.monthly).toBe(loanRepayment(29990, e, 'monthly'))
    // 26,991 borrowed at 8.99% over 60 months: 560.14 a month, 129.00 a week.
    expect([e.weekly, e.monthly]).toEqual([129, 560])
  })

  it('the disclaimer names the figures used', () => {
    expect(estimateAssumptions(financeEstimate(29990, lender, 10), 'Taurus')).toBe(
      "Estimates use Taurus's 8.99% p.a. interest rate over 5 years, with a $2,999 deposit and no balloon, on the price of $29,990; the calculator starts from the same figures.",
    )
    const siteRate = estimateAssumptions(financeEstimate(29990, { comparisonRate: 9 }, 8.5), 'AusLoans')
    expect(siteRate).toContain('our standard 8.50% p.a. calculator rate (the lender gives no interest rate for this car)')
    expect(estimateAssumptions(financeEstimate(40000, { ...lender, balloon: 8000 }, 10), null)).toContain("the lender's 8.99% p.a. interest rate")
    expect(estimateAssumptions(financeEstimate(40000, { ...lender, balloon: 8000 }, 10), null)).toContain('a $8,000 balloon')
  })

  it('term text', () => {
    expect([termText(12), termText(60), termText(42)]).toEqual(['1 year', '5 years', '42 months'])
  })
})
