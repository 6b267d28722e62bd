/**
 * The vehicle page's finance calculator and repayment disclaimer.
 *
 * SPEC.md §9 Finance: "Default finance calculator interest rate: 10, or 8.5 on one site" (site
 * setting financeInterestRate); "Examples use a 5 year term"; "Finance repayment disclaimer:
 * indicative only, not a binding quote, does not consider personal circumstances, finance for
 * approved applicants only."
 *
 * Repayments are the standard amortised loan payment on (price − deposit) at the annual rate
 * over the term, paid weekly (52 a year) or monthly (12): rules/financeEstimate#loanRepayment,
 * the one formula the car page's finance panel and calculator use with the lender's terms. At a
 * 0% rate this is the exact inverse of the budget estimate (rules/budget.ts: repayment × periods ×
 * years + deposit), so the page's calculator and the "Find cars for your budget" block agree.
 */
import { BUDGET_DEFAULTS, type RepaymentPeriod } from './budget'
import { DEFAULT_FINANCE_RATE, clampRatePercent, loanRepayment } from './financeEstimate'

export const FINANCE_TERMS_YEARS = [1, 2, 3, 4, 5, 6, 7] as const
export const FINANCE_REPAYMENT_DISCLAIMER =
  'Repayments are indicative only and are not a binding quote. They do not take your personal circumstances into account. Finance is available to approved applicants only; fees, charges and lending criteria apply.'

export interface FinanceInputs {
  price: number
  deposit: string | number
  /** Annual interest rate in percent. */
  ratePercent: string | number
  termYears?: number
  period?: RepaymentPeriod
}

function clampRate(value: string | number | null | undefined, fallback = DEFAULT_FINANCE_RATE): number {
  return clampRatePercent(value, fallback)
}

/** Repayment per period, rounded to whole dollars; 0 when nothing is borrowed (rules/financeEstimate's one formula). */
export function repayment(inputs: FinanceInputs): number {
  const period = inputs.period ?? BUDGET_DEFAULTS.period
  const years = inputs.termYears && inputs.termYears > 0 ? inputs.termYears : BUDGET_DEFAULTS.termYears
  return loanRepayment(inputs.price, { deposit: inputs.deposit, termMonths: years * 12, ratePercent: clampRate(inputs.ratePercent) }, period)
}

/** Weekly and monthly figures for the same loan. */
export function repayments(inputs: Omit<FinanceInputs, 'period'>): { weekly: number; monthly: number } {
  return { weekly: repayment({ ...inputs, period: 'weekly' }), monthly: repayment({ ...inputs, period: 'monthly' }) }
}
