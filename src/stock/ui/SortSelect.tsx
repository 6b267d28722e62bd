'use client'
/** Sorting (SPEC.md §2: most relevant, latest, highest price and lowest price). */
import { useId } from 'react'
import { useSortBy } from './searchHooks'

export type SortItem = { label: string; value: string }

export function SortSelect({ items }: { items: SortItem[] }) {
  const { currentRefinement, options, refine } = useSortBy({ items })
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm font-semibold">
        Sort by
      </label>
      <select
        id={id}
        value={currentRefinement}
        onChange={(e) => refine(e.target.value)}
        data-testid="sort-select"
        className="min-h-11 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
