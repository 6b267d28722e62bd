'use client'
/**
 * A numeric range as two selects (`range[attr]=min:max` in the URL), for year and kilometres.
 * Options come from the facet's current min and max (year) or fixed steps (km); "Any" leaves a
 * side open. Values outside the current results are clamped, as InstantSearch only accepts
 * bounds inside the facet's range.
 */
import { useId } from 'react'
import { useRange } from './searchHooks'
import { ATTRIBUTE_LABELS } from '@/search/facets'
import { FacetSection } from './FacetSection'
import { finiteNumber } from '@/lib/guards'

type Props = {
  attribute: string
  title?: string
  /** Fixed option values; default: every integer from the facet min to max (years). */
  steps?: number[]
  format?: (n: number) => string
  /** Years read newest first. */
  descending?: boolean
  defaultOpen?: boolean
}

export function RangeSelectFacet({ attribute, title = ATTRIBUTE_LABELS[attribute] ?? attribute, steps, format = String, descending = false, defaultOpen = false }: Props) {
  const { range, start, refine, canRefine } = useRange({ attribute })
  const id = useId()
  const lo = finiteNumber(start[0])
  const hi = finiteNumber(start[1])
  const min = finiteNumber(range.min)
  const max = finiteNumber(range.max)
  const active = (lo !== undefined ? 1 : 0) + (hi !== undefined ? 1 : 0)
  if (!canRefine && active === 0) return null
  if (min === undefined || max === undefined) return null

  let options: number[]
  if (steps) {
    options = steps.filter((s) => s > min && s < max)
  } else {
    const count = Math.max(0, Math.min(80, Math.floor(max) - Math.ceil(min) + 1))
    options = Array.from({ length: count }, (_, i) => Math.ceil(min) + i)
  }
  for (const v of [lo, hi]) if (v !== undefined && !options.includes(v)) options.push(v)
  options.sort((a, b) => a - b)
  const listed = descending ? [...options].reverse() : options

  const clamp = (n: number) => Math.min(max, Math.max(min, n))
  const apply = (nextLo: number | undefined, nextHi: number | undefined) => {
    let a = nextLo === undefined ? undefined : clamp(nextLo)
    let b = nextHi === undefined ? undefined : clamp(nextHi)
    if (a !== undefined && b !== undefined && a > b) [a, b] = [b, a]
    refine([a, b])
  }

  return (
    <FacetSection title={title} defaultOpen={defaultOpen} activeCount={active} testId={`facet-${attribute}`}>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">{title}</legend>
        <BoundSelect id={`${id}-min`} label={`Min ${title.toLowerCase()}`} value={lo} options={listed} format={format} onChange={(n) => apply(n, hi)} />
        <BoundSelect id={`${id}-max`} label={`Max ${title.toLowerCase()}`} value={hi} options={listed} format={format} onChange={(n) => apply(lo, n)} />
      </fieldset>
    </FacetSection>
  )
}

/** One side of the range: "Any" leaves it open. */
function BoundSelect({ id, label, value, options, format, onChange }: { id: string; label: string; value: number | undefined; options: number[]; format: (n: number) => string; onChange: (n: number | undefined) => void }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-gray-700">
        {label}
      </label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))} className="min-h-11 w-full rounded-md border border-gray-300 bg-white px-2">
        <option value="">Any</option>
        {options.map((n) => (
          <option key={n} value={n}>
            {format(n)}
          </option>
        ))}
      </select>
    </div>
  )
}
