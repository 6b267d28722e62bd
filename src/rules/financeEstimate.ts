/**
 * One finance estimate per car: the finance panel's weekly and monthly figures and the
 * repayment calculator's starting point are the same loan, so the page never shows two estimates.
 *
 * The loan is the lender's (SPEC.md §3 Finance per lender: interestRate, term{Months|Years},
 * deposit, balloon) on the price the shopper sees. Where the lender row leaves a figure out, SPEC.md
 * §9 fills it: the site's calculator rate ("Default finance calculator interest rate: 10, or 8.5 on
 * one site", settings.financeInterestRate), a 5 year term ("Examples use a 5 year term"), the
 * budget block's $2,000 deposit (§9 Budget estimate defaults) and no balloon.
 *
 * Decision: the figures shown are computed from those terms (standard amortisation, a balloon in
 * dollars paid at the end), not copied from the lender row's paymentWeek/paymentMonth: a quoted
 * payment cannot follow the calculator when the shopper changes the deposit or term, and a copied
 * figure next to a computed one is the two-estimates defect. paymentWeek/paymentMonth still decide
 * eligibility (SPEC.md §5, rules/financeEligibility).
 */
import { BUDGET_DEFAULTS, PAYMENTS_PER_YEAR, sanitiseBudgetInput, type RepaymentPeriod } from './budget'
import type { LenderData } from './financeEligibility'
import { formatDollars } from './priceDisplay'

/** SPEC.md §9 "Default finance calculator interest rate: 10" (per site: settings.financeInterestRate). */
export const DEFAULT_FINANCE_RATE = 10
const DEFAULT_TERM_MONTHS = BUDGET_DEFAULTS.termYears * 12
const MAX_RATE_PERCENT = 30

export interface LoanTerms {
  /** Dollars paid up front. */
  deposit: number
  termMonths: number
  /** Annual interest rate in percent. */
  ratePercent: number
  /** Dollars owed at the end of the term. */
  balloon: number
}

export interface FinanceEstimate extends LoanTerms {
  price: number
  weekly: number
  monthly: number
  /** Where the rate came from: the lender's row, or the site's calculator rate when the row has none. */
  rateFrom: 'lender' | 'site'
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** A rate in percent between 0 and 30; anything else is the fallback. */
export function clampRatePercent(value: string | number | null | undefined, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  if (!Number.isFinite(n)) return fallback
  return Math.min(MAX_RATE_PERCENT, Math.max(0, n))
}

/** The lender's loan terms for this price, SPEC.md §9's defaults where the row has no figure. */
export function lenderLoanTerms(price: number, lender: LenderData | null | undefined, siteRatePercent: number): LoanTerms & { rateFrom: 'lender' | 'site' } {
  const l = lender ?? {}
  const siteRate = clampRatePercent(siteRatePercent, DEFAULT_FINANCE_RATE)
  const lenderRate = finite(l.interestRate) && l.interestRate >= 0 ? clampRatePercent(l.interestRate, siteRate) : null
  const termMonths = finite(l.termMonths) && l.termMonths > 0 ? Math.round(l.termMonths) : finite(l.termYears) && l.termYears > 0 ? Math.round(l.termYears * 12) : DEFAULT_TERM_MONTHS
  const deposit = finite(l.deposit) && l.deposit >= 0 ? Math.round(l.deposit) : BUDGET_DEFAULTS.deposit
  const balloon = finite(l.balloon) && l.balloon > 0 ? Math.round(l.balloon) : 0
  return { deposit: Math.min(deposit, Math.max(0, price)), termMonths, ratePercent: lenderRate ?? siteRate, balloon, rateFrom: lenderRate === null ? 'site' : 'lender' }
}

/**
 * Repayment per period, rounded to whole dollars, of (price − deposit) over the term at the rate,
 * leaving the balloon owing at the end; 0 when nothing is borrowed. At 0% with no balloon this is
 * the exact inverse of the budget estimate (rules/budget.ts).
 */
export function loanRepayment(price: number, terms: { deposit: string | number; termMonths: number; ratePercent: number; balloon?: number }, period: RepaymentPeriod): number {
  const perYear = PAYMENTS_PER_YEAR[period]
  const months = terms.termMonths > 0 ? terms.termMonths : DEFAULT_TERM_MONTHS
  const n = Math.max(1, Math.round((perYear * months) / 12))
  const principal = Math.max(0, price - sanitiseBudgetInput(terms.deposit))
  if (principal === 0) return 0
  const balloon = Math.min(Math.max(0, terms.balloon ?? 0), principal)
  const r = clampRatePercent(terms.ratePercent, 0) / 100 / perYear
  const payment = r === 0 ? (principal - balloon) / n : ((principal - balloon / Math.pow(1 + r, n)) * r) / (1 - Math.pow(1 + r, -n))
  return Math.max(0, Math.round(payment))
}

/** The car's one estimate: the lender's terms and the weekly and monthly figures they give. */
export function financeEstimate(price: number, lender: LenderData | null | undefined, siteRatePercent: number): FinanceEstimate {
  const terms = lenderLoanTerms(price, lender, siteRatePercent)
  return { ...terms, price, weekly: loanRepayment(price, terms, 'weekly'), monthly: loanRepayment(price, terms, 'monthly') }
}

export const formatRate = (ratePercent: number) => `${ratePercent.toFixed(2)}%`

export function termText(months: number): string {
  if (months % 12 === 0) return `${months / 12} ${months === 12 ? 'year' : 'years'}`
  return `${months} months`
}

/** The disclaimer line saying which figures the estimate and the calculator's start use. */
export function estimateAssumptions(estimate: FinanceEstimate, provider: string | null | undefined): string {
  const who = provider ? `${provider}'s` : "the lender's"
  const rate =
    estimate.rateFrom === 'lender'
      ? `${who} ${formatRate(estimate.ratePercent)} p.a. interest rate`
      : `our standard ${formatRate(estimate.ratePercent)} p.a. calculator rate (the lender gives no interest rate for this car)`
  const balloon = estimate.balloon > 0 ? `a ${formatDollars(estimate.balloon)} balloon` : 'no balloon'
  return (
    `Estimates use ${rate} over ${termText(estimate.termMonths)}, with a ${formatDollars(estimate.deposit)} deposit and ${balloon}, ` +
    `on the price of ${formatDollars(estimate.price)}; the calculator starts from the same figures.`
  )
}
