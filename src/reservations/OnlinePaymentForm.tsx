'use client'
/**
 * /online-payment: a signed-in shopper enters the reference the dealer gave them, sees
 * what it is for and the amount (set by the dealer, read from the server), and pays it through the
 * same payments interface as reservations. A car's stock number gets a link to reserve that car.
 */
import { useId } from 'react'
import Link from 'next/link'
import { formatCents } from '@/rules/reservation'
import { CheckoutAlert } from './ui/CheckoutField'
import { INPUT_CLASS, PRIMARY_CLASS } from './ui/checkoutStyles'
import { PaymentForm } from './ui/PaymentForm'
import { onlinePaymentConfirmation, useFindPayment, type FoundPayment } from './ui/useFindPayment'

export function OnlinePaymentForm({ publishableKey }: { publishableKey?: string }) {
  const uid = useId()
  const lookup = useFindPayment()
  const { found } = lookup
  return (
    <section aria-labelledby={`${uid}-h`} className="mx-auto mt-6 max-w-3xl rounded border border-gray-200 p-4" data-testid="online-payment">
      <h2 id={`${uid}-h`} className="mb-4 text-xl font-bold">
        {found ? `Pay ${formatCents(found.amount_cents)}` : 'Make a payment'}
      </h2>
      <CheckoutAlert message={lookup.alert} />
      {found ? (
        <>
          <PaymentSummary found={found} />
          <PaymentForm started={found} amountText={formatCents(found.amount_cents)} publishableKey={publishableKey} confirmationUrl={onlinePaymentConfirmation} onError={lookup.setAlert} />
        </>
      ) : (
        <ReferenceForm uid={uid} lookup={lookup} />
      )}
    </section>
  )
}

function PaymentSummary({ found }: { found: FoundPayment }) {
  return (
    <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="font-semibold">Reference</dt>
      <dd>{found.reference}</dd>
      <dt className="font-semibold">For</dt>
      <dd>{found.description || 'Payment requested by the dealer'}</dd>
      <dt className="font-semibold">Amount</dt>
      <dd>{formatCents(found.amount_cents)} AUD</dd>
    </dl>
  )
}

function ReferenceForm({ uid, lookup }: { uid: string; lookup: ReturnType<typeof useFindPayment> }) {
  const { error, reservePath, busy } = lookup
  return (
    <form noValidate onSubmit={lookup.find}>
      <label htmlFor={`${uid}-ref`} className="block font-semibold">
        Payment reference
      </label>
      <p id={`${uid}-hint`} className="text-sm text-gray-700">
        The reference the dealer gave you, e.g. P-7K2P9QXMAB. To pay a deposit on a car, reserve it from its page or enter its stock number.
      </p>
      <input
        id={`${uid}-ref`}
        className={INPUT_CLASS}
        value={lookup.reference}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${uid}-hint${error ? ` ${uid}-err` : ''}`}
        onChange={(e) => lookup.setReference(e.target.value)}
      />
      {error ? (
        <p id={`${uid}-err`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {reservePath ? (
        <p className="mt-2">
          <Link href={reservePath} className="font-semibold underline">
            Reserve this car with the deposit
          </Link>
        </p>
      ) : null}
      <button type="submit" className={`${PRIMARY_CLASS} mt-4`} disabled={busy}>
        {busy ? 'Please wait…' : 'Find payment'}
      </button>
    </form>
  )
}
