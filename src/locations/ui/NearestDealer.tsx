'use client'
/**
 * "Find your nearest dealership" (SPEC.md §7 Geocoding, §9 distance with earth radius
 * 6371 km): a postcode (looked up by /api/geocode) or the browser's location (with the shopper's
 * permission) sorts the location cards nearest first, each with "12.3 km away"; a map shows every
 * location with a marker (numbered by distance once sorted). The result is announced in a live
 * region; the point is remembered for the lead forms' dealership location (shopperOrigin.ts).
 * "Your dealership" is the location selector of SPEC.md §5 (src/rules/locationFilters.ts
 * #locationSelectorState: placeholder "Please select a dealership...", a single option
 * preselected, the site's excluded ids left out): a search preselects the nearest there, the
 * shopper may choose another, and the lead forms on the site preselect that location.
 *
 * The cards are rendered on the server and passed in; this component only orders them.
 */
import { useId, useMemo, type FormEvent, type ReactNode } from 'react'
import { normalisePostcode, POSTCODE_MAX_LENGTH, POSTCODE_MESSAGE } from '@/rules/postcode'
import { Heading, type HeadingLevel } from '@/components/ui/Heading'
import type { LocationSelectorState } from '@/rules/locationFilters'
import { LocationMap } from './LocationMap'
import { distanceAwayText, useChosenLocation, useDistanceOrder, useNearestSearch, type NearestBusy, type NearestEntry } from './nearestSearch'

export interface NearestDealerEntry extends NearestEntry {
  card: ReactNode
}

const NEAREST_HEADING = 'Find your nearest dealership'

const MAP_HEIGHT = 320
/** The box the overview map's zoom is fitted to: a phone's width, so every marker shows there too. */
const FIT = { width: 300, height: MAP_HEIGHT - 44 - 40 }

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-70'

export function NearestDealer({
  siteSlug,
  entries,
  gridClass,
  headingLevel = 2,
  selector,
}: {
  siteSlug: string
  entries: readonly NearestDealerEntry[]
  gridClass: string
  headingLevel?: HeadingLevel
  /** "Your dealership": the location selector's options (locationSelectorState, on the server). */
  selector?: LocationSelectorState
}) {
  const ids = useId().replace(/[^A-Za-z0-9]/g, '')
  const headingId = `nearest-heading-${ids}`
  const [chosen, choose] = useChosenLocation(siteSlug, selector)
  const offered = useMemo(() => new Set(selector?.options.map((option) => option.value) ?? []), [selector])
  const search = useNearestSearch({ siteSlug, entries, offered, choose })
  const { sorted, view, markers } = useDistanceOrder(entries, search.origin, FIT)

  return (
    <section aria-labelledby={headingId} data-nearest-dealer="" className="space-y-6">
      <div className="rounded-lg border border-gray-200 bg-gray-50 p-4 text-gray-900 sm:p-6">
        <Heading level={headingLevel} id={headingId} className="text-xl font-bold">
          {NEAREST_HEADING}
        </Heading>
        <PostcodeForm ids={ids} search={search} />
        {selector && selector.options.length > 0 ? <DealershipSelect id={`nearest-location-${ids}`} selector={selector} chosen={chosen} choose={choose} /> : null}
        <p role="status" aria-live="polite" className="mt-2 text-sm text-gray-800" data-nearest-status="">
          {search.announcement}
        </p>
      </div>
      {view && markers.length > 1 ? (
        <div>
          <LocationMap lat={view.lat} lng={view.lng} zoom={view.zoom} name="All our locations" markers={markers} height={MAP_HEIGHT} className="w-full" />
        </div>
      ) : null}
      <ul className={gridClass} data-location-count={entries.length} data-sorted-by-distance={search.origin ? 'true' : undefined}>
        {sorted.map(({ entry, distanceKm }) => (
          <DistanceCard key={entry.id} entry={entry} away={distanceAwayText(distanceKm)} />
        ))}
      </ul>
    </section>
  )
}

type PostcodeSearch = {
  postcode: string
  setPostcode: (postcode: string) => void
  error: string | null
  busy: NearestBusy
  canLocate: boolean
  submitPostcode: (event: FormEvent<HTMLFormElement>) => void
  locateMe: () => void
}

/** The postcode box, "Find nearest", "Use my location" (where the browser can locate) and the error under them. */
function PostcodeForm({ ids, search }: { ids: string; search: PostcodeSearch }) {
  const { postcode, setPostcode, error, busy, canLocate, submitPostcode, locateMe } = search
  const inputId = `nearest-postcode-${ids}`
  const errorId = `nearest-error-${ids}`
  return (
    <>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={submitPostcode} noValidate role="search" aria-label={NEAREST_HEADING}>
        <div className="min-w-[10rem] flex-1 sm:flex-none">
          <label htmlFor={inputId} className="mb-1 block text-sm font-semibold">
            Your postcode
          </label>
          <input
            id={inputId}
            name="postcode"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={POSTCODE_MAX_LENGTH}
            autoComplete="postal-code"
            placeholder="e.g. 4000"
            value={postcode}
            onChange={(event) => setPostcode(normalisePostcode(event.target.value).slice(0, POSTCODE_MAX_LENGTH))}
            aria-invalid={error === POSTCODE_MESSAGE || error === 'Invalid postcode' ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-600 aria-[invalid=true]:border-red-700 sm:w-40"
          />
        </div>
        <button type="submit" className={`${BUTTON} bg-brand text-on-brand hover:opacity-90`} disabled={busy !== null}>
          {busy === 'postcode' ? 'Finding…' : 'Find nearest'}
        </button>
        {canLocate ? (
          <button type="button" onClick={locateMe} className={`${BUTTON} border border-gray-400 bg-white text-gray-900 hover:bg-gray-100`} disabled={busy !== null}>
            {busy === 'location' ? 'Locating…' : 'Use my location'}
          </button>
        ) : null}
      </form>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700" data-nearest-error="">
          {error}
        </p>
      ) : null}
    </>
  )
}

/** "Your dealership": the location selector (SPEC.md §5) whose choice the site's lead forms preselect. */
function DealershipSelect({ id, selector, chosen, choose }: { id: string; selector: LocationSelectorState; chosen: string; choose: (id: string) => void }) {
  return (
    <div className="mt-4 max-w-md">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        Your dealership
      </label>
      <select
        id={id}
        name="location"
        value={chosen}
        onChange={(event) => choose(event.target.value)}
        aria-describedby={`${id}-hint`}
        className="block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900"
      >
        <option value="">{selector.placeholder}</option>
        {selector.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
        Our enquiry forms will suggest this dealership.
      </p>
    </div>
  )
}

/** A location's card in the list, with "12.3 km away" over it once sorted. */
function DistanceCard({ entry, away }: { entry: NearestDealerEntry; away: string }) {
  return (
    <li className="relative min-w-0" data-location-entry={entry.id}>
      {away ? (
        <p className="absolute right-3 top-3 z-10 m-0 rounded bg-white px-2.5 py-1 text-sm font-bold text-gray-900 shadow" data-distance="">
          <span className="sr-only">{entry.name}: </span>
          {away}
        </p>
      ) : null}
      {entry.card}
    </li>
  )
}
