/** Offers grid renderer (SPEC.md §2 Offers): 3 columns from lg, 2 from md, 1 below. */
import { loadOffers, loadSoldModels } from '@/data/blocks'
import { OFFERS_GRID_CLASS } from '@/components/ui/gridClasses'
import { OfferCard } from './OfferCard'
import { offersForGrid } from '@/rules/offers'
import type { OffersGridBlock } from '@/payload-types'
import type { BlockComponentProps } from '../shared/types'
import { BLOCK_CONTAINER, BLOCK_HEADING, text } from '../shared/layout'

export async function OffersGridComponent({ block, site }: BlockComponentProps<OffersGridBlock>) {
  const offers = offersForGrid(await loadOffers(site), site, {
    manufacturer: block.manufacturer,
    limit: block.limit,
    now: new Date(),
  })
  const soldModels = await loadSoldModels(site)
  const heading = text(block.heading)
  return (
    <div className={BLOCK_CONTAINER}>
      {heading ? <h2 className={`${BLOCK_HEADING} mb-6`}>{heading}</h2> : null}
      {offers.length === 0 ? (
        <p className="text-gray-700">{text(block.emptyText) ?? 'There are no current offers. Please check back soon.'}</p>
      ) : (
        <ul className={OFFERS_GRID_CLASS} data-offer-count={offers.length}>
          {offers.map((offer) => (
            <li key={String(offer.id)} className="min-w-0">
              <OfferCard offer={offer} site={site} headingLevel={heading ? 3 : 2} soldModels={soldModels} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
