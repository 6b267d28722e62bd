import { describe, expect, it } from 'vitest'
import {
  BUDGET_DEFAULTS,
  BUDGET_MIN_PRICE_CONDITION,
  BUDGET_SLIDER_DEFAULTS,
  budgetPriceBounds,
  budgetSearchState,
  defaultRepayment,
  estimateBudget,
  sanitiseBudgetInput,
} from '@/rules/budget'
import { budgetSearchUrl } from '@/rules/priceMenu'

describe('budget inputs (SPEC.md §5 Budget inputs)', () => {
  it('not-a-number becomes 0', () => {
    expect(sanitiseBudgetInput('abc')).toBe(0)
    expect(sanitiseBudgetInput('')).toBe(0)
    expect(sanitiseBudgetInput(Number.NaN)).toBe(0)
    expect(sanitiseBudgetInput(null)).toBe(0)
  })
  it('values are clamped between 0 and 1,000,000', () => {
    expect(sanitiseBudgetInput(-50)).toBe(0)
    expect(sanitiseBudgetInput(1_000_000)).toBe(1_000_000)
    expect(sanitiseBudgetInput(1_000_001)).toBe(1_000_000)
    expect(sanitiseBudgetInput('2000000')).toBe(1_000_000)
    expect(sanitiseBudgetInput(Number.POSITIVE_INFINITY)).toBe(1_000_000)
  })
  it('numeric strings are read, ignoring "$", commas and spaces', () => {
    expect(sanitiseBudgetInput('600')).toBe(600)
    expect(sanitiseBudgetInput('$2,000')).toBe(2000)
    expect(sanitiseBudgetInput(' 150.5 ')).toBe(150.5)
  })
})

describe('budget estimate (SPEC.md §9 Budget estimate)', () => {
  it('defaults: repayment 600 monthly or 200 weekly; deposit 2000; term 5 years; period weekly', () => {
    expect(defaultRepayment('monthly')).toBe(600)
    expect(defaultRepayment('weekly')).toBe(200)
    expect(BUDGET_DEFAULTS).toMatchObject({ deposit: 2000, termYears: 5, period: 'weekly' })
    expect(BUDGET_SLIDER_DEFAULTS).toEqual({ min: 5000, max: 250000, step: 500 })
  })
  it('weekly: 200 × 52 × 5 + 2000 = 54,000 (period defaults to weekly)', () => {
    expect(estimateBudget({ repayment: 200, deposit: 2000 })).toBe(54_000)
    expect(estimateBudget({ repayment: 200, deposit: 2000, period: 'weekly' })).toBe(54_000)
  })
  it('monthly: 600 × 12 × 5 + 2000 = 38,000', () => {
    expect(estimateBudget({ repayment: 600, deposit: 2000, period: 'monthly' })).toBe(38_000)
  })
  it('rounded', () => {
    expect(estimateBudget({ repayment: 100.33, deposit: 0.4, period: 'monthly' })).toBe(Math.round(100.33 * 60 + 0.4))
    expect(estimateBudget({ repayment: '99.99', deposit: '0' })).toBe(25_997)
  })
  it('inputs are sanitised before the formula (NaN → 0, clamp at 1,000,000)', () => {
    expect(estimateBudget({ repayment: 'abc', deposit: 2000 })).toBe(2000)
    expect(estimateBudget({ repayment: 0, deposit: 5_000_000 })).toBe(1_000_000)
    expect(estimateBudget({ repayment: 5_000_000, deposit: 0, period: 'weekly' })).toBe(1_000_000 * 52 * 5)
  })
})

describe('price bounds (SPEC.md §9 "Maximum price: fallback 100000 when none. Minimum price: from results, else 0.")', () => {
  it('uses the results when present', () => {
    expect(budgetPriceBounds({ min: 12_990, max: 89_990 })).toEqual({ minPrice: 12_990, maxPrice: 89_990 })
  })
  it('falls back to 0 and 100000', () => {
    expect(budgetPriceBounds(undefined)).toEqual({ minPrice: 0, maxPrice: 100_000 })
    expect(budgetPriceBounds({ min: null, max: 0 })).toEqual({ minPrice: 0, maxPrice: 100_000 })
    expect(budgetPriceBounds({ min: Number.NaN, max: Number.NaN })).toEqual({ minPrice: 0, maxPrice: 100_000 })
  })
})

describe('budget search (SPEC.md §4 Budget search)', () => {
  it('budget below the minimum price: disabled, "0 Cars Found", "No Cars found for this budget"', () => {
    expect(budgetSearchState({ budget: 9_999, minPrice: 10_000, maxPrice: 90_000, vehicleType: 'Car' })).toEqual({
      disabled: true,
      buttonText: '0 Cars Found',
      note: 'No Cars found for this budget',
    })
    expect(budgetSearchState({ budget: 1, minPrice: 5, maxPrice: 9, vehicleType: 'Caravan' })).toMatchObject({
      buttonText: '0 Caravans Found',
      note: 'No Caravans found for this budget',
    })
  })
  it('budget equal to the minimum price is not below it', () => {
    expect(budgetSearchState({ budget: 10_000, minPrice: 10_000, maxPrice: 90_000, vehicleType: 'Car' })).toEqual({
      disabled: false,
      priceRange: { min: undefined, max: 10_000 },
    })
  })
  it('otherwise range from nothing up to the budget, capped at the maximum price', () => {
    expect(budgetSearchState({ budget: 54_000, minPrice: 0, maxPrice: 100_000, vehicleType: 'Car' })).toEqual({
      disabled: false,
      priceRange: { min: undefined, max: 54_000 },
    })
    expect(budgetSearchState({ budget: 1_000_000, minPrice: 0, maxPrice: 100_000, vehicleType: 'Car' })).toEqual({
      disabled: false,
      priceRange: { min: undefined, max: 100_000 },
    })
  })
  it('the url is the current search url plus range[price]=:{max}, other params kept, page reset', () => {
    expect(budgetSearchUrl('/cars/', 54_000)).toBe('/cars/?range[price]=:54000')
    expect(budgetSearchUrl('/search/used-cars?make=Kia&page=3&range%5Bprice%5D=5000%3A9000#top', 54_000)).toBe(
      '/search/used-cars?make=Kia&range[price]=:54000#top',
    )
    expect(
      budgetSearchUrl('/cars/?refinementList%5Bmake%5D%5B0%5D=Kia&range[price]=1:2&range[year]=2018:', 38_000),
    ).toBe('/cars/?refinementList%5Bmake%5D%5B0%5D=Kia&range[year]=2018:&range[price]=:38000')
  })
  it('the budget search adds the condition price > 1000 (SPEC.md §7)', () => {
    expect(BUDGET_MIN_PRICE_CONDITION).toBe('price > 1000')
  })
})
