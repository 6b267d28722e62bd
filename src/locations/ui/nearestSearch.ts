'use client'
/**
 * The state behind "Find your nearest dealership" (NearestDealer.tsx): the postcode search and
 * "Use my location" that set the shopper's point, the announcement of the result, the location
 * chosen in "Your dealership", and the locations in order of distance with the overview map's
 * markers. The point and the chosen location are remembered per site (shopperOrigin.ts).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { formatDistanceKm, sortByDistance, type LatLng } from '@/rules/distance'
import { validPoint } from '@/rules/geocoding'
import { isPostcode, POSTCODE_MESSAGE } from '@/rules/postcode'
import type { LocationSelectorState } from '@/rules/locationFilters'
import {
  geocodePostcode,
  rememberLocation,
  rememberOrigin,
  rememberedLocation,
  rememberedOrigin,
  type ShopperOrigin,
} from '@/components/shopper/shopperOrigin'
import { overviewView } from './mapTiles'
import type { MapMarker } from './LocationMap'

/** One location the finder orders (its card is rendered on the server). */
export interface NearestEntry {
  id: string
  name: string
  /** Null when the location has no valid coordinates (listed last once sorted). */
  point: LatLng | null
}

/** Which search is under way, if any. */
export type NearestBusy = 'postcode' | 'location' | null

/** "12.3 km away" (SPEC.md §9 haversine, src/rules/distance.ts). */
export function distanceAwayText(km: number | null): string {
  const text = formatDistanceKm(km)
  return text ? `${text} away` : ''
}

/** What a new point means: the sentence announced, and the nearest location the selector offers. */
function rankFrom(entries: readonly NearestEntry[], origin: LatLng, from: string, offered: ReadonlySet<string>) {
  const ranked = sortByDistance(entries, origin, (entry) => entry.point)
  const nearest = ranked[0]
  if (!nearest || nearest.distanceKm === null) {
    return { announcement: `No locations with a known position to compare with ${from}.`, nearestOffered: null }
  }
  const nearestOffered = ranked.find((item) => item.distanceKm !== null && offered.has(item.location.id))?.location.id ?? null
  const announcement = `Locations sorted by distance from ${from}. Nearest: ${nearest.location.name}, ${distanceAwayText(nearest.distanceKm)}.`
  return { announcement, nearestOffered }
}

/** The browser's position as a point, or the message that tells the shopper to type a postcode instead. */
function locateShopper(done: (answer: { ok: true; point: LatLng } | { ok: false; message: string }) => void) {
  navigator.geolocation.getCurrentPosition(
    (position) => {
      const point = validPoint(position.coords.latitude, position.coords.longitude)
      done(point ? { ok: true, point } : { ok: false, message: 'Your location could not be read. Please enter your postcode instead.' })
    },
    (failure) =>
      done({
        ok: false,
        message:
          failure.code === failure.PERMISSION_DENIED
            ? 'Location access was not allowed. Please enter your postcode instead.'
            : 'Your location could not be found. Please enter your postcode instead.',
      }),
    { enableHighAccuracy: false, timeout: 10_000, maximumAge: 10 * 60 * 1000 },
  )
}

/** "Your dealership": the chosen location, remembered for the site's lead forms; the earlier choice is shown again. */
export function useChosenLocation(siteSlug: string, selector: LocationSelectorState | undefined): [string, (id: string) => void] {
  const [chosen, setChosen] = useState(selector?.selectedValue ?? '')
  useEffect(() => {
    const location = rememberedLocation(siteSlug)
    if (location && selector?.options.some((option) => option.value === location)) setChosen(location)
  }, [siteSlug, selector])
  const choose = (id: string) => {
    setChosen(id)
    rememberLocation(siteSlug, id)
  }
  return [chosen, choose]
}

type SearchOptions = {
  siteSlug: string
  entries: readonly NearestEntry[]
  /** The ids "Your dealership" offers; the nearest of them is chosen after a search. */
  offered: ReadonlySet<string>
  choose: (id: string) => void
}

/** The postcode search and "Use my location": the shopper's point, the error, the busy state and the announcement. */
export function useNearestSearch({ siteSlug, entries, offered, choose }: SearchOptions) {
  const [postcode, setPostcode] = useState('')
  const [origin, setOrigin] = useState<ShopperOrigin | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<NearestBusy>(null)
  const [announcement, setAnnouncement] = useState('')
  const [canLocate, setCanLocate] = useState(false)
  const pending = useRef<AbortController | null>(null)

  useEffect(() => {
    setCanLocate(typeof navigator !== 'undefined' && 'geolocation' in navigator)
    return () => pending.current?.abort()
  }, [])

  // A postcode searched earlier on this site fills the box (the shopper still presses Find).
  useEffect(() => {
    const remembered = rememberedOrigin(siteSlug)
    if (remembered?.postcode) setPostcode(remembered.postcode)
  }, [siteSlug])

  const fail = (message: string) => {
    setError(message)
    setAnnouncement('')
  }

  const show = (next: ShopperOrigin, from: string) => {
    setOrigin(next)
    setError(null)
    rememberOrigin(siteSlug, next)
    const ranked = rankFrom(entries, next, from, offered)
    if (ranked.nearestOffered) choose(ranked.nearestOffered)
    setAnnouncement(ranked.announcement)
  }

  async function submitPostcode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = postcode.trim()
    if (!isPostcode(value)) return fail(POSTCODE_MESSAGE)
    pending.current?.abort()
    const controller = new AbortController()
    pending.current = controller
    setBusy('postcode')
    setError(null)
    try {
      const answer = await geocodePostcode(value, controller.signal)
      if (controller.signal.aborted) return
      if (answer.ok) show(answer.origin, answer.origin.place ? `${value} (${answer.origin.place})` : value)
      else fail(answer.message)
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
    locateShopper((answer) => {
      setBusy(null)
      if (!answer.ok) return setError(answer.message)
      setPostcode('')
      show(answer.point, 'your location')
    })
  }

  return { postcode, setPostcode, origin, error, busy, announcement, canLocate, submitPostcode, locateMe }
}

/** The overview map's box (a phone's width, so every marker shows there too). */
type FitBox = { width: number; height: number }

/** The entries nearest first once there is a point (else as given), and the overview map's view and markers (numbered once sorted). */
export function useDistanceOrder<T extends NearestEntry>(entries: readonly T[], origin: LatLng | null, fit: FitBox) {
  const sorted = useMemo((): { entry: T; distanceKm: number | null }[] => {
    if (!origin) return entries.map((entry) => ({ entry, distanceKm: null }))
    return sortByDistance(entries, origin, (entry) => entry.point).map(({ location, distanceKm }) => ({ entry: location, distanceKm }))
  }, [entries, origin])
  const located = useMemo(() => sorted.flatMap(({ entry }) => (entry.point ? [{ name: entry.name, point: entry.point }] : [])), [sorted])
  const view = useMemo(() => overviewView(located.map(({ point }) => point), fit.width, fit.height), [located, fit.width, fit.height])
  const markers = useMemo<MapMarker[]>(
    () => located.map(({ name, point }, index) => ({ lat: point.lat, lng: point.lng, name, label: origin ? String(index + 1) : undefined })),
    [located, origin],
  )
  return { sorted, view, markers }
}
