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
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { formatDistanceKm, sortByDistance, type LatLng } from '@/rules/distance'
import { validPoint } from '@/rules/geocoding'
import { isPostcode, normalisePostcode, POSTCODE_MAX_LENGTH, POSTCODE_MESSAGE } from '@/rules/postcode'
import { Heading, type HeadingLevel } from '@/components/ui/Heading'
import type { LocationSelectorState } from '@/rules/locationFilters'
import {
  geocodePostcode,
  rememberLocation,
  rememberOrigin,
  rememberedLocation,
  rememberedOrigin,
  type ShopperOrigin,
} from '@/components/nearest/shopperOrigin'
import { LocationMap, type MapMarker } from './LocationMap'
import { overviewView } from './mapTiles'

export interface NearestDealerEntry {
  id: string
  name: string
  /** Null when the location has no valid coordinates (listed last once sorted). */
  point: LatLng | null
  card: ReactNode
}

const NEAREST_HEADING = 'Find your nearest dealership'

const MAP_HEIGHT = 320
/** The box the overview map's zoom is fitted to: a phone's width, so every marker shows there too. */
const FIT_WIDTH = 300
const FIT_HEIGHT = MAP_HEIGHT - 44 - 40

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-70'

/** "12.3 km away" (SPEC.md §9 haversine, src/rules/distance.ts). */
function distanceAwayText(km: number | null): string {
  const text = formatDistanceKm(km)
  return text ? `${text} away` : ''
}

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
  const inputId = `nearest-postcode-${ids}`
  const selectId = `nearest-location-${ids}`
  const errorId = `nearest-error-${ids}`
  const headingId = `nearest-heading-${ids}`
  const [postcode, setPostcode] = useState('')
  const [origin, setOrigin] = useState<ShopperOrigin | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'postcode' | 'location' | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [canLocate, setCanLocate] = useState(false)
  const [chosen, setChosen] = useState(selector?.selectedValue ?? '')
  const pending = useRef<AbortController | null>(null)

  useEffect(() => {
    setCanLocate(typeof navigator !== 'undefined' && 'geolocation' in navigator)
    return () => pending.current?.abort()
  }, [])

  const sorted = useMemo(() => {
    if (!origin) return entries.map((entry) => ({ entry, distanceKm: null as number | null }))
    return sortByDistance(entries, origin, (entry) => entry.point).map(({ location, distanceKm }) => ({ entry: location, distanceKm }))
  }, [entries, origin])

  const located = useMemo(() => sorted.filter(({ entry }) => entry.point), [sorted])
  const view = useMemo(() => overviewView(located.map(({ entry }) => entry.point as LatLng), FIT_WIDTH, FIT_HEIGHT), [located])
  const markers = useMemo<MapMarker[]>(
    () =>
      located.map(({ entry }, index) => ({
        lat: (entry.point as LatLng).lat,
        lng: (entry.point as LatLng).lng,
        name: entry.name,
        label: origin ? String(index + 1) : undefined,
      })),
    [located, origin],
  )

  function show(next: ShopperOrigin, from: string) {
    setOrigin(next)
    setError(null)
    rememberOrigin(siteSlug, next)
    const ranked = sortByDistance(entries, next, (entry) => entry.point)
    const nearest = ranked[0]
    if (!nearest || nearest.distanceKm === null) {
      setAnnouncement(`No locations with a known position to compare with ${from}.`)
      return
    }
    // The location selector preselects the nearest one it offers.
    const offered = new Set(selector?.options.map((option) => option.value) ?? [])
    const nearestOffered = ranked.find((item) => item.distanceKm !== null && offered.has(item.location.id))
    if (nearestOffered) choose(nearestOffered.location.id)
    setAnnouncement(`Locations sorted by distance from ${from}. Nearest: ${nearest.location.name}, ${distanceAwayText(nearest.distanceKm)}.`)
  }

  function choose(id: string) {
    setChosen(id)
    rememberLocation(siteSlug, id)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = postcode.trim()
    if (!isPostcode(value)) {
      setError(POSTCODE_MESSAGE)
      setAnnouncement('')
      return
    }
    pending.current?.abort()
    const controller = new AbortController()
    pending.current = controller
    setBusy('postcode')
    setError(null)
    try {
      const answer = await geocodePostcode(value, controller.signal)
      if (controller.signal.aborted) return
      if (answer.ok) show(answer.origin, answer.origin.place ? `${value} (${answer.origin.place})` : value)
      else {
        setError(answer.message)
        setAnnouncement('')
      }
    } catch {
      /* aborted by a newer search */
    } finally {
      if (pending.current === controller) setBusy(null)
    }
  }

  function locateMe() {
    if (!canLocate) return
    setBusy('location')
    setError(null)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(null)
        const point = validPoint(position.coords.latitude, position.coords.longitude)
        if (!point) {
          setError('Your location could not be read. Please enter your postcode instead.')
          return
        }
        setPostcode('')
        show(point, 'your location')
      },
      (failure) => {
        setBusy(null)
        setError(
          failure.code === failure.PERMISSION_DENIED
            ? 'Location access was not allowed. Please enter your postcode instead.'
            : 'Your location could not be found. Please enter your postcode instead.',
        )
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 10 * 60 * 1000 },
    )
  }

  // A postcode searched earlier on this site fills the box (the shopper still presses Find), and
  // the dealership chosen earlier is shown again.
  useEffect(() => {
    const remembered = rememberedOrigin(siteSlug)
    if (remembered?.postcode) setPostcode(remembered.postcode)
    const location = rememberedLocation(siteSlug)
    if (location && selector?.options.some((option) => option.value === location)) setChosen(location)
  }, [siteSlug, selector])

  return (
    <section aria-labelledby={headingId} data-nearest-dealer="" className="space-y-6">
      <div className="rounded-lg border border-gray-200 bg-gray-50 p-4 text-gray-900 sm:p-6">
        <Heading level={headingLevel} id={headingId} className="text-xl font-bold">
          {NEAREST_HEADING}
        </Heading>
        <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={onSubmit} noValidate role="search" aria-label={NEAREST_HEADING}>
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
        {selector && selector.options.length > 0 ? (
          <div className="mt-4 max-w-md">
            <label htmlFor={selectId} className="mb-1 block text-sm font-semibold">
              Your dealership
            </label>
            <select
              id={selectId}
              name="location"
              value={chosen}
              onChange={(event) => choose(event.target.value)}
              aria-describedby={`${selectId}-hint`}
              className="block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900"
            >
              <option value="">{selector.placeholder}</option>
              {selector.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <p id={`${selectId}-hint`} className="mt-1 text-xs text-gray-700">
              Our enquiry forms will suggest this dealership.
            </p>
          </div>
        ) : null}
        <p role="status" aria-live="polite" className="mt-2 text-sm text-gray-800" data-nearest-status="">
          {announcement}
        </p>
      </div>
      {view && markers.length > 1 ? (
        <div>
          <LocationMap lat={view.lat} lng={view.lng} zoom={view.zoom} name="All our locations" markers={markers} height={MAP_HEIGHT} className="w-full" />
        </div>
      ) : null}
      <ul className={gridClass} data-location-count={entries.length} data-sorted-by-distance={origin ? 'true' : undefined}>
        {sorted.map(({ entry, distanceKm }) => {
          const away = distanceAwayText(distanceKm)
          return (
            <li key={entry.id} className="relative min-w-0" data-location-entry={entry.id}>
              {away ? (
                <p className="absolute right-3 top-3 z-10 m-0 rounded bg-white px-2.5 py-1 text-sm font-bold text-gray-900 shadow" data-distance="">
                  <span className="sr-only">{entry.name}: </span>
                  {away}
                </p>
              ) : null}
              {entry.card}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
