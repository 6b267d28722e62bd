/**
 * /cars/trade-in?car_id= (SPEC.md §2): "Value my trade-in" from a car page. The car
 * being bought is shown beside the valuation and carried into the lead; an unknown or unlisted
 * car_id just shows the valuation without it. 404 on sites with valuation off.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { ValuationSection, valuationOn } from '@/valuation/ValuationSection'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// The car comes from the query string: rendered per request (the site's other pages are cached).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Value your trade-in', robots: { index: false } }

export default async function CarTradeInPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site || !valuationOn(site)) notFound()
  const raw = (await searchParams).car_id
  const carId = typeof raw === 'string' ? raw : undefined
  return <ValuationSection site={site} mode="trade-in" carId={carId} heading="Value your trade-in" intro="Get an instant offer for your car, to put towards the one you are buying." headingLevel={1} />
}
