import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getOffers, getSite, getSoldModels } from '@/data'
import { OfferCard } from '@blocks/OffersGrid/OfferCard'
import { offersForGrid } from '@/rules/offers'

type Props = { params: Promise<{ site: string }> }

export const metadata: Metadata = { title: 'Special offers' }

/** SPEC.md §2 Offers: a card grid, 3 columns on wide screens and 2 on medium. */
export default async function SpecialOffersPage({ params }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const offers = offersForGrid(await getOffers(site), site, { now: new Date() })
  const soldModels = await getSoldModels(site)
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold md:text-4xl">Special offers</h1>
      {offers.length === 0 ? (
        <p className="mt-6 text-gray-700">There are no special offers right now. Check back soon.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="offers-grid">
          {offers.map((offer) => (
            <li key={offer.id} className="min-w-0">
              <OfferCard offer={offer} site={site} headingLevel={2} soldModels={soldModels} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
