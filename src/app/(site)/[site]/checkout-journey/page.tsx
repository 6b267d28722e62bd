/** /checkout-journey?car_id={slug}: buy a used car online (SPEC.md §2, §5, §9). */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ReservePage } from '@/reservations/ReservePage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Buy online', robots: { index: false } }

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

export default async function Page({ params, searchParams }: Props) {
  const carId = (await searchParams).car_id
  if (typeof carId !== 'string' || !carId) notFound()
  const path = `/checkout-journey?car_id=${encodeURIComponent(carId)}`
  return <ReservePage siteKey={(await params).site} carSegment={carId} kind="buy-online" path={path} confirmationPath="/checkout-journey/confirmation" />
}
