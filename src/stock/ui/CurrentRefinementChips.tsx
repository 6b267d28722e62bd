'use client'
/**
 * The active filters as removable chips, plus "Clear all". Numeric refinements read as "From
 * $10,000" / "Up to $54,000"; facet values use the same labels as the filter lists.
 */
import { useCurrentRefinements, useInstantSearch } from './searchHooks'
import type { TruckMapping } from '@/rules/bodyType'
import { ATTR, ATTRIBUTE_LABELS, facetValueLabel, rangeChipLabel } from '@/search/facets'

const EXCLUDED: string[] = []

export function CurrentRefinementChips({ truckMapsTo, specialFeatureLabel }: { truckMapsTo: TruckMapping; specialFeatureLabel?: string | null }) {
  const { items } = useCurrentRefinements({ excludedAttributes: EXCLUDED })
  const { setIndexUiState } = useInstantSearch()
  // Clears keyword and refinements through the UI state, keeping the sort order.
  const clearAll = () => setIndexUiState((prev) => (prev.sortBy ? { sortBy: prev.sortBy } : {}))
  const canClear = items.length > 0
  const chips = items.flatMap((item) =>
    item.refinements.map((r) => {
      const name = (item.attribute === ATTR.specialFeature ? specialFeatureLabel : null) ?? ATTRIBUTE_LABELS[item.attribute] ?? item.attribute
      const value =
        r.type === 'numeric'
          ? rangeChipLabel(item.attribute, r.operator ?? '', Number(r.value))
          : r.type === 'query'
            ? `“${String(r.value).slice(0, 40)}${String(r.value).length > 40 ? '…' : ''}”`
            : facetValueLabel(item.attribute, String(r.value), truckMapsTo)
      return { key: `${item.attribute}:${r.type}:${r.operator ?? ''}:${r.value}`, name, value, remove: () => item.refine(r) }
    }),
  )
  if (chips.length === 0) return null
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="current-refinements">
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={chip.remove}
              aria-label={`Remove filter ${chip.name}: ${chip.value}`}
              className="inline-flex min-h-10 max-w-full items-center gap-2 rounded-full border border-gray-300 bg-white px-3 py-1 text-sm hover:border-gray-500"
            >
              <span className="truncate">
                <span className="text-gray-600">{chip.name}:</span> {chip.value}
              </span>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0" fill="currentColor">
                <path d="M6.3 5 10 8.6 13.7 5 15 6.3 11.4 10l3.6 3.7-1.3 1.3-3.7-3.6L6.3 15 5 13.7 8.6 10 5 6.3z" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      {canClear ? (
        <button type="button" onClick={clearAll} className="min-h-10 rounded px-2 text-sm font-semibold text-brand underline underline-offset-2">
          Clear all
        </button>
      ) : null}
    </div>
  )
}
