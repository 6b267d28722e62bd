'use client'
/**
 * A small repayment calculator on the finance panel: deposit, term and rate (defaulting to the
 * site's calculator rate, SPEC.md §9: 10), figures from rules/financeCalculator (which at 0%
 * is the inverse of the budget rule in rules/budget).
 */
import { useId, useState } from 'react'
import { FINANCE_TERMS_YEARS, repayments, clampRate } from '@/rules/financeCalculator'
import { formatDollars } from '@/rules/priceDisplay'
import { BUDGET_DEFAULTS, sanitiseBudgetInput } from '@/rules/budget'

export function FinanceCalculator({ price, defaultRate }: { price: number; defaultRate: number }) {
  const id = useId()
  const [deposit, setDeposit] = useState(String(BUDGET_DEFAULTS.deposit))
  const [term, setTerm] = useState<number>(BUDGET_DEFAULTS.termYears)
  const [rate, setRate] = useState(String(defaultRate))
  const r = repayments({ price, deposit, ratePercent: clampRate(rate, defaultRate), termYears: term })
  const input = 'mt-1 w-full rounded border border-gray-300 px-2 py-2'
  return (
    <form className="mt-4 rounded border border-gray-200 p-3" onSubmit={(e) => e.preventDefault()} data-testid="finance-calculator" aria-label="Repayment calculator">
      <p className="font-semibold">Repayment calculator</p>
      <div className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <label htmlFor={`${id}-deposit`}>
          Deposit ($)
          <input id={`${id}-deposit`} inputMode="numeric" value={deposit} onChange={(e) => setDeposit(e.target.value)} className={input} />
        </label>
        <label htmlFor={`${id}-term`}>
          Term
          <select id={`${id}-term`} value={term} onChange={(e) => setTerm(Number(e.target.value))} className={input}>
            {FINANCE_TERMS_YEARS.map((y) => (
              <option key={y} value={y}>
                {y} {y === 1 ? 'year' : 'years'}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-rate`}>
          Rate (% p.a.)
          <input id={`${id}-rate`} inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} className={input} />
        </label>
      </div>
      <p className="mt-3 text-sm" aria-live="polite" data-testid="calculator-result">
        <strong className="text-lg">{formatDollars(r.weekly)}</strong> a week or <strong className="text-lg">{formatDollars(r.monthly)}</strong> a month
        <span className="block text-gray-600">
          borrowing {formatDollars(Math.max(0, price - sanitiseBudgetInput(deposit)))} over {term} {term === 1 ? 'year' : 'years'}
        </span>
      </p>
    </form>
  )
}
