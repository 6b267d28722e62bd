'use client'
/**
 * The number of results the page shows (SPEC.md §9: "Counts above 1999 show the configured stock
 * count or a sum of facet counts") and the vehicle word (SPEC.md §2 "Show Me N <vehicles>"):
 * "Caravan" when only caravans are refined or the site lists only caravans, else "Car".
 * Shared by the "Show Me N" button and the results heading so they always agree.
 */
import { useInstantSearch } from 'react-instantsearch'
import { vehicleTypeLabel } from '../../rules/carType'
import { displayedCount } from '../../rules/searchCount'
import { ATTR } from './facets'

export function useResultCount(stockCount: number | null, siteLabel: 'Car' | 'Caravan') {
  const { results, indexUiState } = useInstantSearch()
  const raw = (results as unknown as { _rawResults?: Array<{ facets?: Record<string, Record<string, number>> }> })._rawResults
  const facetCounts = raw?.[0]?.facets?.[ATTR.carType] ?? null
  const count = displayedCount({ nbHits: results?.nbHits ?? 0, stockCount, facetCounts })
  const itemTypes = indexUiState.refinementList?.[ATTR.itemType] ?? []
  const label = itemTypes.length === 1 ? vehicleTypeLabel(itemTypes[0]) : siteLabel
  return { count, label, hasResults: (results?.nbHits ?? 0) > 0 }
}
