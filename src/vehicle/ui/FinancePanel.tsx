/**
 * Finance panel (SPEC.md §5 Finance display and eligibility, §9 Finance): the
 * car's one estimate (weekly and monthly figures from the lender's rate, term, deposit
 * and balloon, rules/financeEstimate), the comparison rate, a line saying which figures the
 * estimate uses, SPEC.md's repayment disclaimer, the per-car disclaimer, a calculator starting
 * from the same figures, and the finance button (label per site setting) linking to the site's
 * finance path with car_id, car_type, vehiclePriceBudget and preferredDealership.
 */
import Link from 'next/link'
import { FINANCE_REPAYMENT_DISCLAIMER } from '@/rules/financeCalculator'
import { formatRate, termText } from '@/rules/financeEstimate'
import { formatDollars } from '@/rules/priceDisplay'
import { LazyFinanceCalculator as FinanceCalculator } from './LazyCarParts'
import type { FinanceView } from '../vehicleView'

type Props = {
  finance: FinanceView
  href: string
  buttonLabel: string
}

const num = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n)
const rate = (n: number | null | undefined) => (num(n) ? `${formatRate(n)} p.a.` : null)

function Figure({ label, children, testId, big }: { label: string; children: React.ReactNode; testId?: string; big?: boolean }) {
  return (
    <div>
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className={big ? 'text-2xl font-extrabold' : 'font-semibold'} data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

export function FinancePanel({ finance, href, buttonLabel }: Props) {
  const { lender, estimate } = finance
  // The estimate when the price is known; otherwise the lender's quoted figures as they are.
  const weekly = estimate ? estimate.weekly : lender.paymentWeek
  const monthly = estimate ? estimate.monthly : lender.paymentMonth
  const interest = estimate ? estimate.ratePercent : lender.interestRate
  const term = estimate ? termText(estimate.termMonths) : lender.termMonths ? termText(lender.termMonths) : lender.termYears ? termText(lender.termYears * 12) : null
  const deposit = estimate ? estimate.deposit : lender.deposit
  return (
    <section id="finance-form" aria-labelledby="finance-heading" className="rounded-lg border border-gray-200 p-4" data-testid="finance-panel" data-provider={finance.provider}>
      <h2 id="finance-heading" className="text-xl font-bold">Finance this vehicle</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {num(weekly) ? (
          <Figure label="Weekly estimate" testId="finance-weekly" big>
            {formatDollars(weekly)}
            <span className="text-base font-semibold">/wk</span>
          </Figure>
        ) : null}
        {num(monthly) ? (
          <Figure label="Monthly estimate" testId="finance-monthly" big>
            {formatDollars(monthly)}
            <span className="text-base font-semibold">/mth</span>
          </Figure>
        ) : null}
        {rate(interest) ? (
          <Figure label={estimate?.rateFrom === 'site' ? 'Calculator rate' : 'Interest rate'} testId="finance-rate">
            {rate(interest)}
          </Figure>
        ) : null}
        {rate(lender.comparisonRate) ? (
          <Figure label="Comparison rate*" testId="finance-comparison">
            {rate(lender.comparisonRate)}
          </Figure>
        ) : null}
        {term ? <Figure label="Term">{term}</Figure> : null}
        {num(deposit) ? <Figure label="Deposit">{formatDollars(deposit)}</Figure> : null}
        {estimate && estimate.balloon > 0 ? <Figure label="Balloon">{formatDollars(estimate.balloon)}</Figure> : null}
      </dl>
      {estimate ? <FinanceCalculator price={estimate.price} start={estimate} /> : null}
      <Link href={href} className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded bg-brand px-4 font-semibold text-on-brand" data-testid="finance-button">
        {buttonLabel}
      </Link>
      {finance.assumptions ? (
        <p className="mt-3 text-xs text-gray-600" data-testid="finance-assumptions">
          {finance.assumptions}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-gray-600" data-testid="finance-disclaimer">{FINANCE_REPAYMENT_DISCLAIMER}</p>
      <p className="mt-1 text-xs text-gray-600">*Comparison rate based on a $30,000 loan over 5 years. WARNING: this comparison rate is true only for the example given and may not include all fees and charges.</p>
      {lender.disclaimer ? <p className="mt-1 text-xs text-gray-600" data-testid="finance-car-disclaimer">{lender.disclaimer}</p> : null}
    </section>
  )
}
