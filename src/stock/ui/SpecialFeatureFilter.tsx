'use client'
/**
 * SPEC.md §4 special feature as a search filter: one checkbox named by the site's label
 * ("Factory Bonus only (12)"), refining the records' `special_feature` (`refinementList[special_feature][]=true`
 * in the URL). Hidden while no listed car is eligible and it is not chosen (no dead filter).
 */
import { useId } from 'react'
import { useRefinementList } from './searchHooks'
import { formatVehicleCount } from '@/rules/searchCount'
import { ATTR } from '@/search/facets'
import { FacetSection } from './FacetSection'

export function SpecialFeatureFilter({ label }: { label: string }) {
  const { items, refine } = useRefinementList({ attribute: ATTR.specialFeature, limit: 2 })
  const id = useId()
  const item = items.find((i) => i.value === 'true')
  if (!item) return null
  return (
    <FacetSection title={label} defaultOpen activeCount={item.isRefined ? 1 : 0} testId="facet-special_feature">
      <label htmlFor={id} className="flex min-h-10 cursor-pointer items-center gap-3 rounded px-1 hover:bg-gray-50">
        <input
          id={id}
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-[var(--site-primary,#1f2937)]"
          checked={item.isRefined}
          onChange={() => refine(item.value)}
        />
        <span className="min-w-0 flex-1 break-words">{label} only</span>
        <span className="text-sm text-gray-600">
          <span className="sr-only">(</span>
          {formatVehicleCount(item.count)}
          <span className="sr-only"> results)</span>
        </span>
      </label>
    </FacetSection>
  )
}
