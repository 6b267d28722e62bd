/**
 * "Find cars for your budget" (SPEC.md §2 Search results).
 *
 * SPEC.md §9 Budget estimate:
 *   "Formula: repayment amount x 12 (monthly) or x 52 (weekly) x 5 years, plus deposit, rounded."
 *   "Defaults: repayment 600 monthly or 200 weekly; deposit 2000; term 5 years; period weekly."
 *   "Maximum price: fallback 100000 when none. Minimum price: from results, else 0."
 *   "Slider defaults: min 5000, max 250000, step 500." "Input clamp: 0 to 1,000,000."
 * SPEC.md §5 Budget inputs: "Repayment and deposit are numeric. Not-a-number becomes 0.
 *   Values are clamped between 0 and 1,000,000."
 * SPEC.md §4 Budget search: when the budget is below the minimum price in the current results the
 *   button is disabled and reads "0 {type}s Found" with the note "No {type}s found for this
 *   budget"; otherwise it goes to the current search url with range[price] from nothing up to the
 *   budget, capped at the maximum price.
 * SPEC.md §7 "The budget search adds a condition price above 1000."
 */

// budgetSearchUrl (the search url for a budget) is in ./priceMenu with the other range urls: the
// car page's finance calculator imports this module and needs none of the url rules.

export type RepaymentPeriod = 'weekly' | 'monthly'

/** SPEC.md §5 / §9 "Input clamp: 0 to 1,000,000." */
const BUDGET_INPUT_MIN = 0
const BUDGET_INPUT_MAX = 1_000_000

/** SPEC.md §9 Budget estimate defaults. */
export const BUDGET_DEFAULTS = {
  weeklyRepayment: 200,
  monthlyRepayment: 600,
  deposit: 2000,
  termYears: 5,
  period: 'weekly' as RepaymentPeriod,
} as const

/** SPEC.md §9 "Maximum price: fallback 100000 when none." */
const BUDGET_MAX_PRICE_FALLBACK = 100_000

/** SPEC.md §9 "Slider defaults: min 5000, max 250000, step 500." */
export const BUDGET_SLIDER_DEFAULTS = { min: 5000, max: 250_000, step: 500 } as const

/** SPEC.md §7 "The budget search adds a condition price above 1000." (Algolia numeric filter) */
export const BUDGET_MIN_PRICE_CONDITION = 'price > 1000'

/** Payments per year for a repayment period (SPEC.md §9: x 12 monthly, x 52 weekly). */
export const PAYMENTS_PER_YEAR: Record<RepaymentPeriod, number> = { weekly: 52, monthly: 12 }

/**
 * SPEC.md §5 Budget inputs: parse a repayment or deposit input. "$", "," and spaces are
 * ignored; not-a-number becomes 0; the result is clamped to 0..1,000,000.
 */
export function sanitiseBudgetInput(raw: string | number | null | undefined): number {
  let n: number
  if (typeof raw === 'number') n = raw
  else if (typeof raw === 'string') {
    const cleaned = raw.replace(/[$,\s]/g, '')
    n = cleaned === '' ? Number.NaN : Number(cleaned)
  } else n = Number.NaN
  if (Number.isNaN(n)) return 0
  return Math.min(BUDGET_INPUT_MAX, Math.max(BUDGET_INPUT_MIN, n))
}

/** SPEC.md §9 "Defaults: repayment 600 monthly or 200 weekly". */
export function defaultRepayment(period: RepaymentPeriod): number {
  return period === 'monthly' ? BUDGET_DEFAULTS.monthlyRepayment : BUDGET_DEFAULTS.weeklyRepayment
}

export interface BudgetInputs {
  repayment: string | number
  deposit: string | number
  period?: RepaymentPeriod
  termYears?: number
}

/**
 * SPEC.md §9 "repayment amount x 12 (monthly) or x 52 (weekly) x 5 years, plus deposit, rounded."
 * Inputs are sanitised first (SPEC.md §5). Defaults: weekly, 5 years.
 * e.g. 200 weekly + 2000 deposit → 54,000; 600 monthly + 2000 → 38,000.
 */
export function estimateBudget(inputs: BudgetInputs): number {
  const period = inputs.period ?? BUDGET_DEFAULTS.period
  const termYears = inputs.termYears ?? BUDGET_DEFAULTS.termYears
  const repayment = sanitiseBudgetInput(inputs.repayment)
  const deposit = sanitiseBudgetInput(inputs.deposit)
  return Math.round(repayment * PAYMENTS_PER_YEAR[period] * termYears + deposit)
}

/**
 * SPEC.md §9 "Maximum price: fallback 100000 when none. Minimum price: from results, else 0."
 * `min`/`max` are the price facet stats of the current results; missing, non-finite or (for the
 * maximum) non-positive values count as none.
 */
export function budgetPriceBounds(stats: { min?: number | null; max?: number | null } | null | undefined): {
  minPrice: number
  maxPrice: number
} {
  const min = stats?.min
  const max = stats?.max
  return {
    minPrice: typeof min === 'number' && Number.isFinite(min) && min > 0 ? min : 0,
    maxPrice: typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : BUDGET_MAX_PRICE_FALLBACK,
  }
}

export type BudgetSearchState =
  | { disabled: true; buttonText: string; note: string }
  | { disabled: false; priceRange: { min: undefined; max: number } }

/**
 * SPEC.md §4 Budget search. `vehicleType` is the singular display label (e.g. "Car",
 * "Caravan") and is substituted verbatim into both SPEC.md texts: "0 Cars Found" and
 * "No Cars found for this budget". A budget equal to the minimum price is not "below" it.
 */
export function budgetSearchState(input: {
  budget: number
  minPrice: number
  maxPrice: number
  vehicleType: string
}): BudgetSearchState {
  const { budget, minPrice, maxPrice, vehicleType } = input
  if (budget < minPrice) {
    return {
      disabled: true,
      buttonText: `0 ${vehicleType}s Found`,
      note: `No ${vehicleType}s found for this budget`,
    }
  }
  return { disabled: false, priceRange: { min: undefined, max: Math.min(budget, maxPrice) } }
}
