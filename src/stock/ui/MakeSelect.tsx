'use client'
/**
 * Make dropdown (SPEC.md §2: "Make dropdown: on some sites it shows 20 popular makes first").
 * A native <select> over the `make` refinement list: one make at a time from the dropdown (a
 * second make from the URL or a chip is kept and shown as "N makes selected"). With the site's
 * `popularMakesFirst` on, the popular makes (editor order, those in stock) come first in their own
 * group, then every make A-Z.
 */
import { useId } from 'react'
import { useRefinementList } from './searchHooks'
import { formatVehicleCount } from '@/rules/searchCount'
import { ATTR, type FacetSort } from '@/search/facets'

type Props = { popularMakesFirst: boolean; popularMakes: string[]; visible?: boolean }

const SORT: FacetSort = ['name:asc']
const ANY = ''
const MULTIPLE = '__multiple__'

function orderMakes<T extends { value: string }>(items: readonly T[], popularFirst: boolean, popular: readonly string[]) {
  const all = [...items].sort((a, b) => a.value.localeCompare(b.value))
  if (!popularFirst || popular.length === 0) return { popular: new Array<T>(), all }
  const byKey = new Map(all.map((i) => [i.value.toLowerCase(), i]))
  const seen = new Set<string>()
  const top: T[] = []
  for (const name of popular) {
    const item = byKey.get(name.trim().toLowerCase())
    if (item && !seen.has(item.value)) {
      seen.add(item.value)
      top.push(item)
    }
  }
  return { popular: top.slice(0, 20), all }
}

export function MakeSelect({ popularMakesFirst, popularMakes, visible = true }: Props) {
  const { items, refine } = useRefinementList({ attribute: ATTR.make, limit: 200, sortBy: SORT })
  const id = useId()
  const refined = items.filter((i) => i.isRefined)
  if (!visible && refined.length === 0) return null
  if (items.length === 0) return null

  const { popular, all } = orderMakes(items, popularMakesFirst, popularMakes)
  const value = refined.length === 0 ? ANY : refined.length === 1 ? (refined[0]?.value ?? ANY) : MULTIPLE

  const onChange = (next: string) => {
    if (next === MULTIPLE) return
    for (const item of refined) if (item.value !== next) refine(item.value)
    if (next !== ANY && !refined.some((i) => i.value === next)) refine(next)
  }

  const option = (item: { value: string; count: number }, keyPrefix: string) => (
    <option key={`${keyPrefix}${item.value}`} value={item.value}>
      {item.value} ({formatVehicleCount(item.count)})
    </option>
  )

  return (
    <div className="border-b border-gray-200 py-3" data-testid="facet-make">
      <label htmlFor={id} className="mb-1 block px-1 font-semibold">
        Make
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 w-full rounded-md border border-gray-300 bg-white px-3 py-2"
      >
        <option value={ANY}>All makes</option>
        {value === MULTIPLE ? (
          <option value={MULTIPLE} disabled>
            {refined.length} makes selected
          </option>
        ) : null}
        {popular.length > 0 ? (
          <>
            <optgroup label="Popular makes">{popular.map((i) => option(i, 'p-'))}</optgroup>
            <optgroup label="All makes">{all.map((i) => option(i, 'a-'))}</optgroup>
          </>
        ) : (
          all.map((i) => option(i, ''))
        )}
      </select>
    </div>
  )
}
