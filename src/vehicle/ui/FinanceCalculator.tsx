'use client'
/**
 * A small repayment calculator on the finance panel: deposit, term and rate, starting from the
 * car's one estimate (rules/financeEstimate: the lender's rate, term, deposit and balloon, SPEC.md
 * §9's defaults where the lender gives none), so its first figure is the summary's.
 */
import { useId, useState } from 'react'
import { FINANCE_TERMS_YEARS } from '@/rules/financeCalculator'
import { clampRatePercent, loanRepayment, termText, type LoanTerms } from '@/rules/financeEstimate'
import { formatDollars } from '@/rules/priceDisplay'
import { sanitiseBudgetInput } from '@/rules/budget'

/** Whole years, plus the lender's own term when it is not one of them. */
function termOptions(start: number): number[] {
  const months = FINANCE_TERMS_YEARS.map((y) => y * 12) as number[]
  return months.includes(start) ? months : [...months, start].sort((a, b) => a - b)
}

export function FinanceCalculator({ price, start }: { price: number; start: LoanTerms }) {
  const id = useId()
  const [deposit, setDeposit] = useState(String(start.deposit))
  const [termMonths, setTermMonths] = useState<number>(start.termMonths)
  const [rate, setRate] = useState(String(start.ratePercent))
  const terms = { deposit, termMonths, ratePercent: clampRatePercent(rate, start.ratePercent), balloon: start.balloon }
  const weekly = loanRepayment(price, terms, 'weekly')
  const monthly = loanRepayment(price, terms, 'monthly')
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
          <select id={`${id}-term`} value={termMonths} onChange={(e) => setTermMonths(Number(e.target.value))} className={input}>
            {termOptions(start.termMonths).map((m) => (
              <option key={m} value={m}>
                {termText(m)}
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
        <strong className="text-lg">{formatDollars(weekly)}</strong> a week or <strong className="text-lg">{formatDollars(monthly)}</strong> a month
        <span className="block text-gray-600">
          borrowing {formatDollars(Math.max(0, price - sanitiseBudgetInput(deposit)))} over {termText(termMonths)}
          {start.balloon > 0 ? `, with a ${formatDollars(start.balloon)} balloon at the end` : ''}
        </span>
      </p>
    </form>
  )
}
