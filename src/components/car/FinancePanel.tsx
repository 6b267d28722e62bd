/**
 * Finance panel (issue 9 item 8; SPEC.md §5 Finance display and eligibility, §9 Finance): the
 * lender's weekly and monthly estimates, comparison rate, SPEC.md's repayment disclaimer, the
 * per-car disclaimer, a calculator and the finance button (label per site setting) linking to the
 * site's finance path with car_id, car_type, vehiclePriceBudget and preferredDealership.
 */
import Link from 'next/link'
import { FINANCE_REPAYMENT_DISCLAIMER } from '@/rules/financeCalculator'
import { formatDollars } from '@/rules/priceDisplay'
import type { LenderData } from '@/rules/financeEligibility'
import { FinanceCalculator } from './FinanceCalculator'

type Props = {
  lender: LenderData & { provider: string }
  price: number | undefined
  href: string
  buttonLabel: string
  defaultRate: number
}

const rate = (n: number | null | undefined) => (typeof n === 'number' ? `${n.toFixed(2)}% p.a.` : null)

export function FinancePanel({ lender, price, href, buttonLabel, defaultRate }: Props) {
  const term = lender.termMonths ? `${lender.termMonths} months` : lender.termYears ? `${lender.termYears} years` : null
  return (
    <section id="finance-form" aria-labelledby="finance-heading" className="rounded-lg border border-gray-200 p-4" data-testid="finance-panel" data-provider={lender.provider}>
      <h2 id="finance-heading" className="text-xl font-bold">Finance this vehicle</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {typeof lender.paymentWeek === 'number' ? (
          <div>
            <dt className="text-sm text-gray-600">Weekly estimate</dt>
            <dd className="text-2xl font-extrabold" data-testid="finance-weekly">{formatDollars(lender.paymentWeek)}<span className="text-base font-semibold">/wk</span></dd>
          </div>
        ) : null}
        {typeof lender.paymentMonth === 'number' ? (
          <div>
            <dt className="text-sm text-gray-600">Monthly estimate</dt>
            <dd className="text-2xl font-extrabold">{formatDollars(lender.paymentMonth)}<span className="text-base font-semibold">/mth</span></dd>
          </div>
        ) : null}
        {rate(lender.interestRate) ? (
          <div>
            <dt className="text-sm text-gray-600">Interest rate</dt>
            <dd className="font-semibold">{rate(lender.interestRate)}</dd>
          </div>
        ) : null}
        {rate(lender.comparisonRate) ? (
          <div>
            <dt className="text-sm text-gray-600">Comparison rate*</dt>
            <dd className="font-semibold" data-testid="finance-comparison">{rate(lender.comparisonRate)}</dd>
          </div>
        ) : null}
        {term ? (
          <div>
            <dt className="text-sm text-gray-600">Term</dt>
            <dd className="font-semibold">{term}</dd>
          </div>
        ) : null}
        {typeof lender.deposit === 'number' ? (
          <div>
            <dt className="text-sm text-gray-600">Deposit</dt>
            <dd className="font-semibold">{formatDollars(lender.deposit)}</dd>
          </div>
        ) : null}
      </dl>
      {typeof price === 'number' ? <FinanceCalculator price={price} defaultRate={defaultRate} /> : null}
      <Link href={href} className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded bg-brand px-4 font-semibold text-on-brand" data-testid="finance-button">
        {buttonLabel}
      </Link>
      <p className="mt-3 text-xs text-gray-600" data-testid="finance-disclaimer">{FINANCE_REPAYMENT_DISCLAIMER}</p>
      <p className="mt-1 text-xs text-gray-600">*Comparison rate based on a $30,000 loan over 5 years. WARNING: this comparison rate is true only for the example given and may not include all fees and charges.</p>
      {lender.disclaimer ? <p className="mt-1 text-xs text-gray-600" data-testid="finance-car-disclaimer">{lender.disclaimer}</p> : null}
    </section>
  )
}
