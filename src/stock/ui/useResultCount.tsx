'use client'
/**
 * The number of results the page shows (SPEC.md §9: "Counts above 1999 show the configured stock
 * count or a sum of facet counts") and the vehicle word (SPEC.md §2 "Show Me N <vehicles>"):
 * "Caravan" when only caravans are refined or the site lists only caravans, "Vehicle" for a list of
 * cars and caravans, else "Car" (rules/stockKind).
 * Shared by the "Show Me N" button and the results heading so they always agree.
 *
 * It reads the results through searchHooks.ts, so it shows the same count in the server's render
 * (the engine's answer, staticSearch.ts) and in the live UI.
 */
import { useInstantSearch, useStats } from './searchHooks'
import { queryToState, type SearchUiState } from '@/search/urlState'
import { pluraliseVehicle } from '@/rules/carType'
import { listNoun, type StockNoun } from '@/rules/stockKind'
import { displayedCount, formatVehicleCount } from '@/rules/searchCount'
import { ATTR } from '@/search/facets'
import { useLocationSearch } from './searchLocation'
import { rawFacetCounts } from './rawResults'

/**
 * The search state as the URL holds it. Unlike InstantSearch's UI state, it is the same on the
 * server and during hydration (when only the widgets rendered so far have registered), so texts
 * derived from it never cause hydration mismatches. It follows the URL, i.e. a refinement shows
 * up here once the router has written it.
 */
export function useUrlSearchState(): SearchUiState {
  return queryToState(useLocationSearch())
}

export function useResultCount(stockCount: number | null, siteLabel: StockNoun) {
  useStats()
  const { results } = useInstantSearch()
  const urlState = useUrlSearchState()
  const facetCounts = rawFacetCounts(results, ATTR.carType)
  const count = displayedCount({ nbHits: results?.nbHits ?? 0, stockCount, facetCounts })
  const itemTypes = urlState.refinementList?.[ATTR.itemType] ?? []
  const label = listNoun(siteLabel, itemTypes)
  return { count, label, hasResults: (results?.nbHits ?? 0) > 0 }
}

/** "664 Cars found": the results heading's count (leaf component, see the SSR note above). */
export function ResultCountText({ stockCount, siteLabel }: { stockCount: number | null; siteLabel: StockNoun }) {
  const { count, label } = useResultCount(stockCount, siteLabel)
  return (
    <p className="mt-1 text-gray-700" data-testid="results-count" data-count={count} aria-live="polite">
      {formatVehicleCount(count)} {pluraliseVehicle(label, count)} found
    </p>
  )
}
