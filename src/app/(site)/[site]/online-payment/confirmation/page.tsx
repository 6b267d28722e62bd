/** /online-payment/confirmation?reference=: what happened to an online payment; gated like /online-payment. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { enforceGate } from '@/accounts/serverGate'
import { ConfirmationPage } from '@/reservations/ConfirmationPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Payment', robots: { index: false } }

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ reference?: string | string[] }> }

export default async function Page({ params, searchParams }: Props) {
  const key = (await params).site
  const site = await getSite(key)
  if (!site) notFound()
  const reference = (await searchParams).reference
  const customer = await enforceGate(site, 'online-payment', '/online-payment')
  // Only the shopper the payment request is for sees it (src/reservations/server/pageData.ts#loadConfirmation).
  return <ConfirmationPage siteKey={key} reference={typeof reference === 'string' ? reference : undefined} viewer={{ kind: 'payment', customer }} />
}
