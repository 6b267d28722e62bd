/** /cars/{slug}/buy-online: reserve online (SPEC.md §2), on sites whose reservePath is "buy-online". */
import type { Metadata } from 'next'
import { ReservePage } from '@/reservations/ReservePage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Reserve online', robots: { index: false } }

type Props = { params: Promise<{ site: string; slug: string }> }

export default async function Page({ params }: Props) {
  const { site, slug } = await params
  const path = `/cars/${encodeURIComponent(slug)}/buy-online`
  return <ReservePage siteKey={site} carSegment={slug} kind="reserve" reservePath="buy-online" path={path} confirmationPath={`${path}/confirmation`} />
}
