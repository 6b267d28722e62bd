/**
 * The confirmation after paying: what happened, whether money moved, the hold's end.
 * Dynamic: it reads the reservation as it is now (with Stripe, the webhook may land a moment later:
 * the page then says so and refreshes itself).
 */
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { formatCents, formatHoldEnd } from '@/rules/reservation'
import { timeZoneForState } from '@/rules/timeZone'
import { loadConfirmation, type ConfirmationViewer } from '@/reservations/server/pageData'
import { TestModeBanner } from './TestModeBanner'

export async function ConfirmationPage({ siteKey, reference, viewer }: { siteKey: string; reference?: string; viewer?: ConfirmationViewer }) {
  const site = await getSite(siteKey)
  if (!site) notFound()
  const r = await loadConfirmation(site, reference, viewer)
  if (!r) notFound()
  const carPath = r.vehicle?.slug ? `/cars/${encodeURIComponent(r.vehicle.slug)}` : '/cars'
  const amount = formatCents(r.amount_cents)
  const title = r.vehicle?.name ?? (r.kind === 'payment' ? r.description || 'your payment' : 'the car')
  const holdEnd = r.expires_at ? formatHoldEnd(new Date(r.expires_at), timeZoneForState(site.defaultState)) : null
  const paid = r.payment_state === 'succeeded' || r.payment_state === 'refunded'
  let heading: string
  let lines: string[]
  if (r.kind === 'payment' && r.status === 'paid' && r.payment_state === 'succeeded') {
    heading = 'Payment received'
    lines = [`Thank you: we have received your payment of ${amount}${r.description ? ` for ${r.description}` : ''}.`, r.email ? `A receipt is on its way to ${r.email}.` : '']
  } else if (r.status === 'active' || r.status === 'sold') {
    heading = r.kind === 'buy-online' ? 'Your purchase is under way' : 'Your car is reserved'
    lines = [`We have received your ${amount} deposit for the ${title}.`, holdEnd ? `It is held for you until ${holdEnd}.` : '', 'Our team will contact you shortly. The rest of the price is paid at the dealership.', r.email ? `A receipt is on its way to ${r.email}.` : '']
  } else if (r.payment_state === 'refunded' || r.refund_state === 'refunded') {
    heading = 'Your deposit has been refunded'
    lines = [`Your ${amount} deposit for the ${title} was refunded in full.`, r.note ?? '']
  } else if (paid) {
    heading = 'Your payment arrived after the car was taken'
    lines = [`We received ${amount}, but the ${title} is no longer held for you. The payment is being refunded in full.`]
  } else if (r.status === 'pending' || r.status === 'requested') {
    heading = r.payment_state === 'failed' ? 'Your payment did not go through' : 'Waiting for your payment'
    lines = r.payment_state === 'failed' ? ['Your card was declined. No money has moved.'] : ['We are waiting for the payment service to confirm your payment. This page refreshes itself. No money has moved yet.']
  } else {
    heading = 'This checkout has ended'
    lines = ['No money has moved.']
  }
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-6" data-testid="reservation-confirmation" data-status={r.status}>
      {r.provider === 'test' ? <TestModeBanner /> : null}
      {(r.status === 'pending' || (r.status === 'requested' && r.payment_state === 'processing')) && r.payment_state !== 'failed' ? <meta httpEquiv="refresh" content="3" /> : null}
      <h1 className="text-2xl font-bold">{heading}</h1>
      <div className="mt-4 space-y-2" role="status">
        {lines.filter(Boolean).map((l) => (
          <p key={l}>{l}</p>
        ))}
      </div>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded border border-gray-200 p-4">
        <dt className="font-semibold">Reference</dt>
        <dd data-testid="reservation-reference">{r.reference}</dd>
        <dt className="font-semibold">{r.kind === 'payment' ? 'For' : 'Car'}</dt>
        <dd>{title}</dd>
        <dt className="font-semibold">{r.kind === 'payment' ? 'Amount' : 'Deposit'}</dt>
        <dd>
          {amount} AUD{r.provider === 'test' ? ' (test mode)' : ''}
        </dd>
        {holdEnd && r.status === 'active' ? (
          <>
            <dt className="font-semibold">Held until</dt>
            <dd>{holdEnd}</dd>
          </>
        ) : null}
      </dl>
      {r.kind === 'payment' ? null : (
        <Link href={carPath} className="mt-6 inline-flex min-h-11 items-center font-semibold underline">
          Back to the car
        </Link>
      )}
    </article>
  )
}
