'use client'
/**
 * The interactive part of the budget search block (SPEC.md §4 Budget search, §5 Budget inputs,
 * §9 Budget estimate). All arithmetic and texts come from src/rules/budget.ts.
 */
import Link from 'next/link'
import { useEffect, useId, useState } from 'react'
import {
  BUDGET_DEFAULTS,
  budgetPriceBounds,
  budgetSearchState,
  defaultRepayment,
  estimateBudget,
  sanitiseBudgetInput,
  type BudgetSearchState,
  type RepaymentPeriod,
} from '@/rules/budget'
import { budgetSearchUrl } from '@/rules/priceMenu'
import { formatCurrency } from '@/rules/currency'
import type { SearchClientConfig } from '@/search/client'
import { fetchPriceStats, type BudgetVehicleType, type PriceStats } from '@/search/priceStats'

export type BudgetSearchFormProps = {
  heading: string
  vehicleType: BudgetVehicleType
  defaultPeriod: RepaymentPeriod
  searchPath: string
  config: SearchClientConfig | null
  /** Read on the server; refreshed in the browser after mount. Null when unknown. */
  initialStats: PriceStats | null
}

const money = (n: number) => formatCurrency(n) ?? '$0'

/** The search URL for a budget: the block's path with range[price]=:{max}, plus the caravan refinement. */
export function budgetLink(searchPath: string, max: number, vehicleType: BudgetVehicleType): string {
  const withType =
    vehicleType === 'caravan' && !/refinementList(\[|%5B)item_type/i.test(searchPath)
      ? `${searchPath}${searchPath.includes('?') ? '&' : '?'}refinementList[item_type][]=caravan`
      : searchPath
  return budgetSearchUrl(withType, max)
}

export function BudgetSearchForm({ heading, vehicleType, defaultPeriod, searchPath, config, initialStats }: BudgetSearchFormProps) {
  const id = useId()
  const label = vehicleType === 'caravan' ? 'Caravan' : 'Car'
  const [period, setPeriod] = useState<RepaymentPeriod>(defaultPeriod)
  const [repayment, setRepayment] = useState(String(defaultRepayment(defaultPeriod)))
  const [deposit, setDeposit] = useState(String(BUDGET_DEFAULTS.deposit))
  const stats = useLivePriceStats(config, vehicleType, initialStats)

  const budget = estimateBudget({ repayment, deposit, period })
  const { minPrice, maxPrice } = budgetPriceBounds(stats)
  const state = budgetSearchState({ budget, minPrice, maxPrice, vehicleType: label })
  // Until the stock's maximum is known, do not cap the budget at the fallback.
  const cap = state.disabled ? null : stats ? state.priceRange.max : budget
  const href = cap === null ? null : budgetLink(searchPath, cap, vehicleType)

  const changePeriod = (next: RepaymentPeriod) => {
    if (next === period) return
    // Keep what the shopper typed; swap an untouched default for the other period's default.
    if (sanitiseBudgetInput(repayment) === defaultRepayment(period)) setRepayment(String(defaultRepayment(next)))
    setPeriod(next)
  }

  const periodWord = period === 'weekly' ? 'Weekly' : 'Monthly'

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 md:py-14" data-testid="budget-search">
      <div className="rounded-xl border border-gray-200 bg-brand-secondary p-5 shadow-sm sm:p-8">
        <h2 id={`${id}-heading`} className="text-2xl font-bold md:text-3xl">
          {heading}
        </h2>
        <form className="mt-6 grid gap-5 md:grid-cols-2" aria-labelledby={`${id}-heading`} onSubmit={(e) => e.preventDefault()}>
          <PeriodPicker name={`${id}-period`} period={period} onChange={changePeriod} />
          <DollarInput id={`${id}-repayment`} label={`${periodWord} repayment`} value={repayment} onChange={setRepayment} testId="budget-repayment" />
          <DollarInput id={`${id}-deposit`} label="Deposit" value={deposit} onChange={setDeposit} testId="budget-deposit" />
          <div className="md:col-span-2">
            <p className="text-gray-700">Your estimated budget</p>
            <p className="text-3xl font-extrabold" aria-live="polite" data-testid="budget-amount" data-budget={budget}>
              {money(budget)}
            </p>
          </div>
          <div className="md:col-span-2">
            <BudgetAction state={state} href={href ?? searchPath} text={`Show ${label.toLowerCase()}s up to ${money(cap ?? budget)}`} />
          </div>
        </form>
        <p className="mt-4 text-xs text-gray-600">
          Estimate: {period === 'weekly' ? '52 weekly' : '12 monthly'} repayments a year over {BUDGET_DEFAULTS.termYears} years, plus your deposit. Indicative
          only and not a binding quote; it does not consider your personal circumstances. Finance is for approved applicants only.
        </p>
      </div>
    </div>
  )
}

/** The stock's price range for the block: the server's figures, refreshed in the browser after mount. */
function useLivePriceStats(config: SearchClientConfig | null, vehicleType: BudgetVehicleType, initialStats: PriceStats | null): PriceStats | null {
  const [stats, setStats] = useState<PriceStats | null>(initialStats)
  useEffect(() => {
    if (!config) return
    let live = true
    fetchPriceStats(config, vehicleType).then((next) => {
      if (live && next) setStats(next)
    })
    return () => {
      live = false
    }
  }, [config, vehicleType])
  return stats
}

/** Weekly or monthly repayments: two radio buttons drawn as a segmented switch. */
function PeriodPicker({ name, period, onChange }: { name: string; period: RepaymentPeriod; onChange: (next: RepaymentPeriod) => void }) {
  return (
    <fieldset className="md:col-span-2">
      <legend className="mb-2 font-semibold">Repayment frequency</legend>
      <div className="inline-flex rounded-md border border-gray-300 bg-white p-1">
        {(['weekly', 'monthly'] as const).map((p) => (
          <label
            key={p}
            className={`flex min-h-10 cursor-pointer items-center rounded px-4 font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-[var(--site-accent,#2563eb)] ${
              period === p ? 'bg-brand text-on-brand' : 'text-gray-800'
            }`}
          >
            <input type="radio" name={name} value={p} checked={period === p} onChange={() => onChange(p)} className="sr-only" />
            {p === 'weekly' ? 'Weekly' : 'Monthly'}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

type DollarInputProps = { id: string; label: string; value: string; onChange: (value: string) => void; testId: string }

/** A labelled dollar amount the shopper types; on leaving it the text is tidied to a whole number. */
function DollarInput({ id, label, value, onChange, testId }: DollarInputProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-gray-600" aria-hidden="true">
          $
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={(e) => onChange(String(sanitiseBudgetInput(e.target.value)))}
          className="min-h-11 w-full rounded-md border border-gray-300 bg-white py-2 pl-7 pr-3 text-lg"
          data-testid={testId}
        />
      </div>
    </div>
  )
}

/** The link to the stock within the budget, or, when none is, a disabled button and a note saying so. */
function BudgetAction({ state, href, text }: { state: BudgetSearchState; href: string; text: string }) {
  if (state.disabled) {
    return (
      <>
        <button type="button" disabled className="min-h-12 w-full cursor-not-allowed rounded-md bg-gray-300 px-6 py-3 font-bold text-gray-700 sm:w-auto" data-testid="budget-button">
          {state.buttonText}
        </button>
        <p className="mt-2 text-sm font-semibold text-gray-800" role="status" data-testid="budget-note">
          {state.note}
        </p>
      </>
    )
  }
  return (
    <Link
      href={href}
      className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-brand px-6 py-3 font-bold text-on-brand hover:opacity-90 sm:w-auto"
      data-testid="budget-button"
    >
      {text}
    </Link>
  )
}
