'use client'
/**
 * A checkbox list facet (InstantSearch refinement list: `refinementList[attr][]` in the URL).
 * The widget is always mounted so its URL state survives; the group is not rendered while it
 * has nothing to show or `visible` is false.
 */
import { useId } from 'react'
import { useInstantSearch, useRefinementList } from './searchHooks'
import { sortCarTypeFacet } from '@/rules/carType'
import type { TruckMapping } from '@/rules/bodyType'
import { formatVehicleCount } from '@/rules/searchCount'
import { ATTR, ATTRIBUTE_LABELS, facetValueLabel, type FacetSort } from '@/search/facets'
import { FacetSection } from './FacetSection'
import { rawFacetCounts } from './rawResults'

type Props = {
  attribute: string
  title?: string
  limit?: number
  sortBy?: FacetSort
  defaultOpen?: boolean
  /** False hides the group (the widget stays mounted). */
  visible?: boolean
  /** Hide the group when it has a single value and nothing is refined (nothing to choose). */
  hideSingle?: boolean
  /**
   * Show only once a make is chosen (or the results hold a single make), or once a model is
   * chosen: models and badges mean little across every make.
   */
  showWhen?: 'makeChosen' | 'modelChosen'
  truckMapsTo?: TruckMapping
}

const DEFAULT_SORT: FacetSort = ['isRefined', 'count:desc', 'name:asc']

export function RefinementFacet({
  attribute,
  title = ATTRIBUTE_LABELS[attribute] ?? attribute,
  limit = 8,
  sortBy = DEFAULT_SORT,
  defaultOpen = false,
  visible = true,
  hideSingle = false,
  truckMapsTo = 'lightTruck',
  showWhen,
}: Props) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit,
    showMore: true,
    showMoreLimit: 200,
    sortBy,
  })
  const id = useId()
  const { indexUiState, results } = useInstantSearch()
  const refinedCount = items.filter((i) => i.isRefined).length
  if (showWhen && refinedCount === 0 && !dependencyMet(showWhen, indexUiState, results)) return null
  if (!visible && refinedCount === 0) return null
  if (items.length === 0) return null
  if (hideSingle && items.length === 1 && refinedCount === 0) return null

  const ordered = attribute === ATTR.carType ? sortCarTypeFacet(items) : items
  return (
    <FacetSection title={title} defaultOpen={defaultOpen} activeCount={refinedCount} testId={`facet-${attribute}`}>
      <fieldset>
        <legend className="sr-only">{title}</legend>
        <ul className="space-y-0.5">
          {ordered.map((item, index) => {
            const inputId = `${id}-${index}`
            const label = facetValueLabel(attribute, item.value, truckMapsTo)
            return (
              <li key={item.value}>
                <label htmlFor={inputId} className="flex min-h-10 cursor-pointer items-center gap-3 rounded px-1 hover:bg-gray-50">
                  <input
                    id={inputId}
                    type="checkbox"
                    className="h-5 w-5 shrink-0 accent-[var(--site-primary,#1f2937)]"
                    checked={item.isRefined}
                    onChange={() => refine(item.value)}
                  />
                  <span className="min-w-0 flex-1 break-words">{label}</span>
                  <span className="text-sm text-gray-600">
                    <span className="sr-only">(</span>
                    {formatVehicleCount(item.count)}
                    <span className="sr-only"> results)</span>
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
        {canToggleShowMore ? (
          <button
            type="button"
            onClick={toggleShowMore}
            aria-expanded={isShowingMore}
            className="mt-1 min-h-10 rounded px-1 text-sm font-semibold text-brand underline-offset-2 hover:underline"
          >
            {isShowingMore ? `Show fewer ${title.toLowerCase()} options` : `Show more ${title.toLowerCase()} options`}
          </button>
        ) : null}
      </fieldset>
    </FacetSection>
  )
}

function dependencyMet(
  showWhen: 'makeChosen' | 'modelChosen',
  uiState: { refinementList?: Record<string, string[]> },
  results: unknown,
): boolean {
  if (showWhen === 'modelChosen') return (uiState.refinementList?.[ATTR.model]?.length ?? 0) > 0
  if ((uiState.refinementList?.[ATTR.make]?.length ?? 0) > 0) return true
  return Object.keys(rawFacetCounts(results, ATTR.make) ?? {}).length <= 1
}

/**
 * A refinement with no visible list (e.g. dealership_slug, set by "See more from this dealer"):
 * mounting the widget keeps the URL refinement applied; the current-refinement chips show it.
 */
export function VirtualRefinementList({ attribute }: { attribute: string }) {
  useRefinementList({ attribute, limit: 1 })
  return null
}
