'use client'
/**
 * Price range slider (SPEC.md §5 "Price range slider: Step 500. The lower handle cannot reach the
 * upper: min stays at least 1 below max, and the reverse."; §9 "Slider defaults: min 5000, max
 * 250000, step 500"). Two native range inputs on one track: each is a labelled, keyboard-operable
 * slider. A handle resting on its end of the track leaves that side of the range open, so the
 * default position filters nothing. The refinement is `range[price]=min:max` in the URL.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { useRange } from './searchHooks'
import { BUDGET_SLIDER_DEFAULTS } from '@/rules/budget'
import { formatCurrency } from '@/rules/currency'
import { constrainSliderValues, keyedSliderValue, PRICE_SLIDER_STEP, snapToStep } from '@/rules/priceMenu'
import { ATTR } from '@/search/facets'
import { FacetSection } from './FacetSection'
import { finiteNumber } from '@/lib/guards'

const BOUNDS = { min: BUDGET_SLIDER_DEFAULTS.min, max: BUDGET_SLIDER_DEFAULTS.max }
const COMMIT_DELAY_MS = 350

const money = (n: number) => formatCurrency(n) ?? String(n)

/** Slider handle positions for a refinement (open sides rest on the track ends). */
function handlesFor(start: readonly [number | undefined, number | undefined]): [number, number] {
  const lo = finiteNumber(start[0]) ?? BOUNDS.min
  const hi = finiteNumber(start[1]) ?? BOUNDS.max
  return constrainSliderValues([Math.max(BOUNDS.min, Math.min(lo, BOUNDS.max)), Math.max(BOUNDS.min, Math.min(hi, BOUNDS.max))], 'max', BOUNDS)
}

/**
 * The refinement for handle positions: ends of the track are open sides; values are kept inside
 * the facet's current range, which is all InstantSearch's range connector accepts.
 */
function refinementFor(
  [lo, hi]: readonly [number, number],
  range: { min?: number; max?: number },
): [number | undefined, number | undefined] {
  let min: number | undefined = lo <= BOUNDS.min ? undefined : lo
  let max: number | undefined = hi >= BOUNDS.max ? undefined : hi
  const rMin = finiteNumber(range.min)
  const rMax = finiteNumber(range.max)
  if (min !== undefined && rMin !== undefined && min <= rMin) min = undefined
  if (min !== undefined && rMax !== undefined && min > rMax) min = rMax
  if (max !== undefined && rMax !== undefined && max >= rMax) max = undefined
  if (max !== undefined && rMin !== undefined && max < rMin) max = rMin
  return [min, max]
}

const thumb =
  'pointer-events-none absolute inset-x-0 top-1/2 h-2 w-full -translate-y-1/2 appearance-none bg-transparent ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-7 [&::-webkit-slider-thumb]:w-7 [&::-webkit-slider-thumb]:cursor-grab ' +
  '[&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white ' +
  '[&::-webkit-slider-thumb]:bg-[var(--site-primary,#1f2937)] [&::-webkit-slider-thumb]:shadow ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-7 [&::-moz-range-thumb]:w-7 [&::-moz-range-thumb]:cursor-grab ' +
  '[&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-[var(--site-primary,#1f2937)] ' +
  'focus-visible:outline-none [&:focus-visible::-webkit-slider-thumb]:outline [&:focus-visible::-webkit-slider-thumb]:outline-3 ' +
  '[&:focus-visible::-webkit-slider-thumb]:outline-offset-2 [&:focus-visible::-webkit-slider-thumb]:outline-[var(--site-accent,#2563eb)] ' +
  '[&:focus-visible::-moz-range-thumb]:outline [&:focus-visible::-moz-range-thumb]:outline-3 [&:focus-visible::-moz-range-thumb]:outline-[var(--site-accent,#2563eb)]'

export function PriceRangeSlider({ defaultOpen = true }: { defaultOpen?: boolean }) {
  const { start, range, refine } = useRange({ attribute: ATTR.price })
  const id = useId()
  const startKey = `${start[0]}:${start[1]}`
  const [values, setValues] = useState<[number, number]>(() => handlesFor(start))
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null)
  /** The next change comes from a key (arrows, Page Up/Down), not a drag. */
  const keyed = useRef(false)

  // The refinement changed elsewhere (URL, back button, a chip, "Clear all"): follow it.
  useEffect(() => {
    if (pending.current) return
    setValues(handlesFor(start))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- startKey stands for start (a new array on every render)
  }, [startKey])

  useEffect(() => () => {
    if (pending.current) clearTimeout(pending.current)
  }, [])

  const commit = (next: [number, number]) => {
    if (pending.current) clearTimeout(pending.current)
    pending.current = setTimeout(() => {
      pending.current = null
      refine(refinementFor(next, range))
    }, COMMIT_DELAY_MS)
  }

  const move = (moved: 'min' | 'max', raw: number) => {
    let snapped = snapToStep(raw, PRICE_SLIDER_STEP, BOUNDS.min)
    // A key skips the prices with no stock (keyedSliderValue): the first press filters.
    if (keyed.current) snapped = keyedSliderValue(moved, moved === 'min' ? values[0] : values[1], snapped, range, PRICE_SLIDER_STEP, BOUNDS.min)
    const next = constrainSliderValues(moved === 'min' ? [snapped, values[1]] : [values[0], snapped], moved, BOUNDS)
    setValues(next)
    commit(next)
  }

  const [lo, hi] = values
  const loText = lo <= BOUNDS.min ? 'No minimum' : money(lo)
  const hiText = hi >= BOUNDS.max ? 'No maximum' : money(hi)
  const pct = (n: number) => ((n - BOUNDS.min) / (BOUNDS.max - BOUNDS.min)) * 100
  const active = (lo > BOUNDS.min ? 1 : 0) + (hi < BOUNDS.max ? 1 : 0)

  return (
    <FacetSection title="Price" defaultOpen={defaultOpen} activeCount={active} testId="facet-price">
      <fieldset>
        <legend className="sr-only">Price range</legend>
        <p className="mb-3 flex justify-between text-sm font-semibold" aria-hidden="true">
          <span data-testid="price-min-text">{lo <= BOUNDS.min ? money(BOUNDS.min) : money(lo)}</span>
          <span data-testid="price-max-text">{hi >= BOUNDS.max ? `${money(BOUNDS.max)}+` : money(hi)}</span>
        </p>
        <div className="relative mx-3 h-10">
          <div className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-gray-200" aria-hidden="true" />
          <div
            className="absolute top-1/2 h-2 -translate-y-1/2 rounded-full bg-brand"
            style={{ left: `${pct(lo)}%`, right: `${100 - pct(hi)}%` }}
            aria-hidden="true"
          />
          <SliderHandle
            id={`${id}-min`}
            label="Minimum price"
            value={lo}
            valueText={loText}
            onMove={(v) => move('min', v)}
            keyedRef={keyed}
            className={lo > BOUNDS.max - (BOUNDS.max - BOUNDS.min) / 10 ? 'z-20' : 'z-10'}
            testId="price-min"
          />
          <SliderHandle id={`${id}-max`} label="Maximum price" value={hi} valueText={hiText} onMove={(v) => move('max', v)} keyedRef={keyed} className="z-10" testId="price-max" />
        </div>
        <p className="mt-1 text-xs text-gray-600">Step {money(PRICE_SLIDER_STEP)}. Use the arrow keys to move a handle.</p>
      </fieldset>
    </FacetSection>
  )
}

type HandleProps = {
  id: string
  label: string
  value: number
  valueText: string
  onMove: (value: number) => void
  /** Set when a key moves the handle, cleared when the pointer does. */
  keyedRef: RefObject<boolean>
  className: string
  testId: string
}

/** One labelled handle of the slider: a native range input over the shared track. */
function SliderHandle({ id, label, value, valueText, onMove, keyedRef, className, testId }: HandleProps) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={BOUNDS.min}
        max={BOUNDS.max}
        step={PRICE_SLIDER_STEP}
        value={value}
        aria-valuetext={valueText}
        onChange={(e) => onMove(Number(e.target.value))}
        onKeyDown={() => (keyedRef.current = true)}
        onPointerDown={() => (keyedRef.current = false)}
        className={`${thumb} ${className}`}
        data-testid={testId}
      />
    </>
  )
}
