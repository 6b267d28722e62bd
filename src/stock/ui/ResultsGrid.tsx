'use client'
/**
 * The result cards with the call-to-action tiles at positions 8 and 17 (SPEC.md §2, via
 * `interleaveTiles`) and the site's promotional tile while it is active.
 */
import { useHits } from './searchHooks'
import { interleaveTiles, CTA_TILE_POSITIONS } from '@/rules/promoTile'
import { CarCard } from '../../components/cards/CarCard'
import { useClientNow } from '../../components/cards/useClientNow'
import { ResultTileCard, tilesForSite } from '../../components/cards/ResultTiles'
import type { CarHit, SiteUi } from '@/search/cardTypes'
import { ATTR } from '@/search/facets'
import { useUrlSearchState } from './useResultCount'

type Props = { site: SiteUi; nowMs: number }

export function ResultsGrid({ site, nowMs: serverNowMs }: Props) {
  const nowMs = useClientNow(serverNowMs)
  const { items } = useHits<CarHit & Record<string, unknown>>()
  const urlState = useUrlSearchState()
  // "See more from this dealer" is pointless on one dealer's stock.
  const showDealerLink = site.multiDealer && (urlState.refinementList?.[ATTR.dealership]?.length ?? 0) === 0
  if (items.length === 0) return null
  const tiles = tilesForSite(site, nowMs)
  const list = interleaveTiles(items, CTA_TILE_POSITIONS.slice(0, tiles.length))
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="results-grid">
      {list.map((entry, index) =>
        entry.type === 'hit' ? (
          <li key={entry.hit.objectID} className="min-w-0">
            <CarCard car={entry.hit} site={site} nowMs={nowMs} showDealerLink={showDealerLink} eager={index < 3} />
          </li>
        ) : tiles[entry.tileIndex] ? (
          <li key={`tile-${entry.position}`} className="min-w-0">
            <ResultTileCard tile={tiles[entry.tileIndex]!} />
          </li>
        ) : null,
      )}
    </ul>
  )
}
