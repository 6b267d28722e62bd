'use client'
/**
 * /online-payment: a signed-in shopper enters the reference the dealer gave them, sees
 * what it is for and the amount (set by the dealer, read from the server), and pays it through the
 * same payments interface as reservations. A car's stock number gets a link to reserve that car.
 */
import { useId, useState } from 'react'
import Link from 'next/link'
import { formatCents } from '@/rules/reservation'
import { StripePayment, TestCardForm, type Started } from './CheckoutFlow'

type Found = Started & { amount_cents: number; description: string }

const input = 'mt-1 block min-h-11 w-full rounded border border-gray-400 px-3 text-base'
const primary = 'inline-flex min-h-11 items-center justify-center rounded bg-brand px-6 font-semibold text-on-brand disabled:opacity-60'

export function OnlinePaymentForm({ publishableKey }: { publishableKey?: string }) {
  const uid = useId()
  const [reference, setReference] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [reservePath, setReservePath] = useState<string | null>(null)
  const [found, setFound] = useState<Found | null>(null)
  const [busy, setBusy] = useState(false)
  const confirmation = (ref: string) => `/online-payment/confirmation?reference=${encodeURIComponent(ref)}`

  const find = async (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    setAlert(null)
    setReservePath(null)
    if (reference.trim().length < 3) {
      setError('Please enter the reference the dealer gave you.')
      return
    }
    setBusy(true)
    try {
      const res = await fetch('/api/payments/online-payment', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reference }) })
      const body = (await res.json().catch(() => ({}))) as Partial<Found> & { error?: string; reserve_path?: string; errors?: Record<string, string> }
      if (!res.ok) {
        setError(body.errors?.reference ?? body.error ?? 'Something went wrong. No money has moved.')
        if (body.reserve_path) setReservePath(body.reserve_path)
        return
      }
      if (body.next === 'paid') {
        window.location.assign(confirmation(body.reference!))
        return
      }
      setFound(body as Found)
    } catch {
      setAlert('We could not reach the server. No money has moved; please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`${uid}-h`} className="mx-auto mt-6 max-w-3xl rounded border border-gray-200 p-4" data-testid="online-payment">
      <h2 id={`${uid}-h`} className="mb-4 text-xl font-bold">
        {found ? `Pay ${formatCents(found.amount_cents)}` : 'Make a payment'}
      </h2>
      {alert ? (
        <div role="alert" className="mb-4 rounded border border-red-300 bg-red-50 p-3 font-semibold text-red-800" data-testid="checkout-alert">
          {alert}
        </div>
      ) : null}
      {found ? (
        <>
          <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">Reference</dt>
            <dd>{found.reference}</dd>
            <dt className="font-semibold">For</dt>
            <dd>{found.description || 'Payment requested by the dealer'}</dd>
            <dt className="font-semibold">Amount</dt>
            <dd>{formatCents(found.amount_cents)} AUD</dd>
          </dl>
          {found.provider === 'test' ? (
            <TestCardForm started={found} depositText={formatCents(found.amount_cents)} onDone={(ref) => window.location.assign(confirmation(ref))} onError={setAlert} />
          ) : (
            <StripePayment started={found} publishableKey={publishableKey ?? ''} returnUrl={confirmation(found.reference)} onError={setAlert} />
          )}
        </>
      ) : (
        <form noValidate onSubmit={find}>
          <label htmlFor={`${uid}-ref`} className="block font-semibold">
            Payment reference
          </label>
          <p id={`${uid}-hint`} className="text-sm text-gray-700">
            The reference the dealer gave you, e.g. P-7K2P9QXMAB. To pay a deposit on a car, reserve it from its page or enter its stock number.
          </p>
          <input
            id={`${uid}-ref`}
            className={input}
            value={reference}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${uid}-hint${error ? ` ${uid}-err` : ''}`}
            onChange={(e) => setReference(e.target.value)}
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
          <button type="submit" className={`${primary} mt-4`} disabled={busy}>
            {busy ? 'Please wait…' : 'Find payment'}
          </button>
        </form>
      )}
    </section>
  )
}
