/** /cars/{slug}/buy-online/confirmation?reference=: what happened to a reservation's payment. */
import type { Metadata } from 'next'
import { ConfirmationPage } from '@/reservations/ConfirmationPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Reservation', robots: { index: false } }

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ reference?: string | string[] }> }

export default async function Page({ params, searchParams }: Props) {
  const reference = (await searchParams).reference
  return <ConfirmationPage siteKey={(await params).site} reference={typeof reference === 'string' ? reference : undefined} />
}
