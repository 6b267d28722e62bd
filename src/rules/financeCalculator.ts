/**
 * The vehicle page's finance calculator and repayment disclaimer.
 *
 * SPEC.md §9 Finance: "Default finance calculator interest rate: 10, or 8.5 on one site" (site
 * setting financeInterestRate); "Examples use a 5 year term"; "Finance repayment disclaimer:
 * indicative only, not a binding quote, does not consider personal circumstances, finance for
 * approved applicants only."
 *
 * Repayments are the standard amortised loan payment on (price − deposit) at the annual rate
 * over the term, paid weekly (52 a year) or monthly (12). At a 0% rate this is the exact inverse
 * of the budget estimate (rules/budget.ts: repayment × periods × years + deposit), so the page's
 * calculator and the "Find cars for your budget" block agree.
 */
import { BUDGET_DEFAULTS, PAYMENTS_PER_YEAR, sanitiseBudgetInput, type RepaymentPeriod } from './budget'

export const DEFAULT_FINANCE_RATE = 10
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

export function clampRate(value: string | number | null | undefined, fallback = DEFAULT_FINANCE_RATE): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  if (!Number.isFinite(n)) return fallback
  return Math.min(30, Math.max(0, n))
}

/** Repayment per period, rounded to whole dollars; 0 when nothing is borrowed. */
export function repayment(inputs: FinanceInputs): number {
  const period = inputs.period ?? BUDGET_DEFAULTS.period
  const perYear = PAYMENTS_PER_YEAR[period]
  const years = inputs.termYears && inputs.termYears > 0 ? inputs.termYears : BUDGET_DEFAULTS.termYears
  const n = perYear * years
  const principal = Math.max(0, inputs.price - sanitiseBudgetInput(inputs.deposit))
  if (principal === 0) return 0
  const r = clampRate(inputs.ratePercent) / 100 / perYear
  const payment = r === 0 ? principal / n : (principal * r) / (1 - Math.pow(1 + r, -n))
  return Math.round(payment)
}

/** Weekly and monthly figures for the same loan. */
export function repayments(inputs: Omit<FinanceInputs, 'period'>): { weekly: number; monthly: number } {
  return { weekly: repayment({ ...inputs, period: 'weekly' }), monthly: repayment({ ...inputs, period: 'monthly' }) }
}
