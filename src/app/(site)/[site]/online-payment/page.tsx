/**
 * /online-payment (SPEC.md §2 "gated pages"): the editor page (slug "online-payment")
 * behind the gate (SPEC.md §4: always gated; a signed-out visitor is sent to sign-in on the server,
 * so gated content never flashes), then the payment form: a signed-in shopper pays a dealer's
 * payment request by its reference through the payments interface.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { enforceGate } from '@/accounts/serverGate'
import { ContentPage, loadContentPage } from '@/site/contentPage'
import { OnlinePaymentForm } from '@/reservations/OnlinePaymentForm'
import { TestModeBanner } from '@/reservations/TestModeBanner'
import { payloadClient } from '@/data/payload'
import { paymentProvider } from '@/payments/provider'
import { paymentsModeNow } from '@/payments/mode'
import { PAYMENTS_OFF_MESSAGE } from '@/rules/paymentsMode'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false } }

export default async function GatedPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  await enforceGate(site, 'online-payment', '/online-payment')
  const data = await loadContentPage(site, 'online-payment')
  if (!data) notFound()
  const provider = paymentProvider(await payloadClient())
  // No payments on this server (rules/paymentsMode): the page says so instead of offering a form that cannot pay.
  const off = paymentsModeNow() === 'refused'
  return (
    <>
      {provider.testMode && !off ? (
        <div className="mx-auto max-w-3xl px-4 pt-4">
          <TestModeBanner />
        </div>
      ) : null}
      <ContentPage site={site} page={data.page} previewing={false} showTitle />
      <div className="px-4 pb-16">
        {off ? (
          <p role="status" className="mx-auto mt-6 max-w-3xl rounded border border-amber-300 bg-amber-50 p-4 font-semibold" data-testid="online-payment-off">
            {PAYMENTS_OFF_MESSAGE}
          </p>
        ) : (
          <OnlinePaymentForm publishableKey={provider.publishableKey} />
        )}
      </div>
    </>
  )
}
