'use client'
/**
 * Body-type picker (SPEC.md §2: "Body-type picker with facet tiles: top 4 by count by default, 20
 * with a custom list"; §3 body types, "truck maps to ute on one site, otherwise to lightTruck").
 * Tiles come from `bodyTypeTiles`; a tile refines on every raw `body` value that maps to its type.
 * Body values without a tile are listed under "More body types", or open when no value has a tile
 * (a caravan's "Caravan" is none of SPEC.md's body types): the facet always shows what the stock has.
 */
import { useId } from 'react'
import { useRefinementList } from './searchHooks'
import { bodyTypeTiles, normaliseBodyType, type BodyType, type TruckMapping } from '@/rules/bodyType'
import { formatVehicleCount } from '@/rules/searchCount'
import { ATTR, facetValueLabel, type FacetSort } from '@/search/facets'
import { FacetSection } from './FacetSection'

type Props = { customBodyTypes: string[]; truckMapsTo: TruckMapping }

const SORT: FacetSort = ['count:desc', 'name:asc']

function BodyIcon({ type }: { type: BodyType }) {
  // Simple side silhouettes: a tall box for vans/buses, a tray for utes, a raised roof for SUVs.
  const path =
    type === 'van' || type === 'bus' || type === 'peopleMover' || type === 'motorhome'
      ? 'M3 17V8a2 2 0 0 1 2-2h10l5 5v6z'
      : type === 'ute' || type === 'cabChassis' || type === 'lightTruck'
        ? 'M2 17v-4h8V8h6l4 5v4z'
        : type === 'suv' || type === '4x4' || type === 'wagon' || type === 'stationWagon'
          ? 'M2 17v-5l3-4h11l4 4v5z'
          : type === 'hatch' || type === 'hatchback'
            ? 'M2 17v-4l4-4h9l3 4h2v4z'
            : 'M1 17v-3l5-4h9l5 4h3v3z'
  return (
    <svg aria-hidden="true" viewBox="0 0 24 20" className="h-8 w-10" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
      <path d={path} />
      <circle cx="7" cy="17" r="2" fill="currentColor" />
      <circle cx="17" cy="17" r="2" fill="currentColor" />
    </svg>
  )
}

export function BodyTypePicker({ customBodyTypes, truckMapsTo }: Props) {
  const { items, refine } = useRefinementList({ attribute: ATTR.body, limit: 100, sortBy: SORT })
  const id = useId()
  if (items.length === 0) return null

  const counts: Record<string, number> = {}
  for (const item of items) counts[item.value] = item.count
  const refined = new Set(items.filter((i) => i.isRefined).map((i) => i.value))
  const tiles = bodyTypeTiles(counts, customBodyTypes, truckMapsTo)
  const tileTypes = new Set(tiles.map((t) => t.type))
  const others = items.filter((i) => {
    const type = normaliseBodyType(i.value, truckMapsTo)
    return !type || !tileTypes.has(type)
  })

  const toggleTile = (values: string[]) => {
    const on = values.some((v) => refined.has(v))
    for (const v of values) {
      if (on ? refined.has(v) : !refined.has(v)) refine(v)
    }
  }

  const otherList = (
    <ul className="mt-1 space-y-0.5" data-testid="body-values">
      {others.map((item, index) => (
        <li key={item.value}>
          <label htmlFor={`${id}-${index}`} className="flex min-h-10 cursor-pointer items-center gap-3 rounded px-1 hover:bg-gray-50">
            <input
              id={`${id}-${index}`}
              type="checkbox"
              className="h-5 w-5 accent-[var(--site-primary,#1f2937)]"
              checked={item.isRefined}
              onChange={() => refine(item.value)}
            />
            <span className="flex-1">{facetValueLabel(ATTR.body, item.value, truckMapsTo)}</span>
            <span className="text-sm text-gray-600">{formatVehicleCount(item.count)}</span>
          </label>
        </li>
      ))}
    </ul>
  )

  return (
    <FacetSection title="Body type" defaultOpen activeCount={refined.size} testId="facet-body">
      {tiles.length > 0 ? (
        <div role="group" aria-label="Body type" className="grid grid-cols-2 gap-2">
          {tiles.map((tile) => {
            const values = tile.count === 0 ? [tile.type] : tile.values
            const pressed = values.some((v) => refined.has(v))
            const disabled = tile.count === 0 && !pressed
            return (
              <button
                key={tile.type}
                type="button"
                aria-pressed={pressed}
                disabled={disabled}
                onClick={() => toggleTile(values)}
                data-testid={`body-tile-${tile.type}`}
                className={`flex min-h-20 flex-col items-center justify-center gap-1 rounded-md border p-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
                  pressed ? 'border-brand bg-brand text-on-brand' : 'border-gray-300 bg-white text-gray-900 hover:border-gray-500'
                }`}
              >
                <BodyIcon type={tile.type} />
                <span>{tile.label}</span>
                <span className={`text-xs font-normal ${pressed ? '' : 'text-gray-600'}`}>
                  {formatVehicleCount(tile.count)}
                  <span className="sr-only"> results</span>
                </span>
              </button>
            )
          })}
        </div>
      ) : null}
      {others.length > 0 && tiles.length === 0 ? (
        // No value is one of the standard body types (a caravan's "Caravan"): list what the stock has, open.
        otherList
      ) : others.length > 0 ? (
        <details className="mt-3">
          <summary className="flex min-h-10 cursor-pointer items-center rounded px-1 text-sm font-semibold text-brand">More body types</summary>
          {otherList}
        </details>
      ) : null}
    </FacetSection>
  )
}
