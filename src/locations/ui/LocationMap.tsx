'use client'
/**
 * A location's map (SPEC.md §2: grayscale style, zoom and centre from config, loaded lazily
 * when scrolled near view). Maps sit behind a small interface:
 * - Google Maps JavaScript API when NEXT_PUBLIC_GOOGLE_MAPS_KEY is set;
 * - otherwise an OpenStreetMap tile map drawn here: a 3×3 grid of tiles around the point
 *   (mapTiles.ts), a centred marker, grayscale, "© OpenStreetMap contributors".
 * Nothing is requested, the map's own code included, until the map is within ~200px of the viewport. When tiles or the
 * script cannot load (offline), a tidy grey box with the address and Get Directions remains; for
 * OpenStreetMap the server is asked first whether the tile server answers (GET /api/map-tiles,
 * src/locations/mapTileStatus.ts), so an unreachable one logs no failed image loads.
 */
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL } from './mapTiles'
import type { MapMarker } from './LocationMapCanvas'

export type { MapMarker } from './LocationMapCanvas'

// The map drawing code loads only once a map is near the viewport (not with the page).
const OsmTiles = dynamic(() => import('./LocationMapCanvas').then((m) => m.OsmTiles), { ssr: false })
const GoogleMap = dynamic(() => import('./LocationMapCanvas').then((m) => m.GoogleMap), { ssr: false })

export type MapProvider = 'google' | 'osm'

/** The provider in use: Google when a browser key is configured, else OpenStreetMap tiles. */
function mapProvider(): MapProvider {
  return process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY ? 'google' : 'osm'
}

export interface LocationMapProps {
  lat: number
  lng: number
  zoom?: number | null
  /** The location's name (marker title and accessible name of the map). */
  name: string
  addressLines?: readonly string[]
  directionsHref?: string | null
  /** Height in px; default 320. */
  height?: number
  className?: string
  /** Root margin of the lazy loading observer; default "200px". */
  rootMargin?: string
  /** A map of several locations: a marker at each (lat, lng and zoom then frame them all). */
  markers?: readonly MapMarker[]
}

type Status = 'idle' | 'loading' | 'ready' | 'failed'

/** Give up on a map that has not drawn after this long (e.g. requests hanging offline). */
const LOAD_TIMEOUT_MS = 10_000

/** Whether the element has come within rootMargin of the viewport (stays true once it has). */
function useNearViewport(rootRef: RefObject<HTMLElement | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = rootRef.current
    if (!element || near) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, rootMargin, rootRef])
  return near
}

export function LocationMap({
  lat,
  lng,
  zoom,
  name,
  addressLines = [],
  directionsHref,
  height = 320,
  className,
  rootMargin = '200px',
  markers,
}: LocationMapProps) {
  const rootRef = useRef<HTMLElement>(null)
  const near = useNearViewport(rootRef, rootMargin)
  const [status, setStatus] = useState<Status>('idle')
  const provider = mapProvider()

  // OpenStreetMap tiles: drawn once the server says the tile server answers (GET /api/map-tiles),
  // so tiles that cannot load show the fallback without a failed image load in the console.
  const [tilesAvailable, setTilesAvailable] = useState<boolean | null>(provider === 'osm' ? null : true)
  useEffect(() => {
    if (!near || tilesAvailable !== null) return
    let cancelled = false
    fetch('/api/map-tiles')
      .then((res) => (res.ok ? (res.json() as Promise<{ available?: unknown }>) : { available: false }))
      .then((answer) => !cancelled && setTilesAvailable(answer.available === true))
      .catch(() => !cancelled && setTilesAvailable(false))
    return () => {
      cancelled = true
    }
  }, [near, tilesAvailable])

  useEffect(() => {
    if (!near) return
    setStatus((current) => (current === 'idle' ? 'loading' : current))
    const timer = window.setTimeout(() => setStatus((current) => (current === 'loading' ? 'failed' : current)), LOAD_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [near])

  const shownStatus: Status = tilesAvailable === false ? 'failed' : status
  const showMap = near && tilesAvailable === true && status !== 'failed'
  return (
    <figure
      ref={rootRef}
      className={`relative m-0 overflow-hidden rounded-lg bg-gray-200 ${className ?? ''}`}
      style={{ height }}
      aria-label={`Map showing ${name}`}
      data-map-provider={provider}
      data-map-status={shownStatus}
    >
      {showMap ? (
        provider === 'google' ? (
          <GoogleMap lat={lat} lng={lng} zoom={zoom} name={name} markers={markers} onReady={() => setStatus('ready')} onError={() => setStatus('failed')} />
        ) : (
          <OsmTiles lat={lat} lng={lng} zoom={zoom} markers={markers} onReady={() => setStatus('ready')} onError={() => setStatus('failed')} />
        )
      ) : (
        <MapFallback name={name} addressLines={addressLines} directionsHref={directionsHref} />
      )}
      {showMap && provider === 'osm' ? (
        <figcaption className="absolute bottom-0 right-0 bg-white px-1.5 py-0.5 text-xs text-gray-800">
          <a href={OSM_COPYRIGHT_URL} target="_blank" rel="noopener noreferrer" className="underline">
            {OSM_ATTRIBUTION}
          </a>
        </figcaption>
      ) : null}
    </figure>
  )
}

/** What shows before the map loads and when it cannot: the address and Get Directions. */
function MapFallback({ name, addressLines, directionsHref }: Pick<LocationMapProps, 'name' | 'addressLines' | 'directionsHref'>) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-4 text-center text-gray-900" data-map-fallback="">
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false" className="text-gray-600">
        <path
          d="M12 22s7-6.2 7-12a7 7 0 10-14 0c0 5.8 7 12 7 12z M12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <p className="font-semibold">{name}</p>
      {addressLines && addressLines.length > 0 ? (
        <p className="text-sm">
          {addressLines.map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </p>
      ) : null}
      {directionsHref ? (
        <a
          href={directionsHref}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 rounded bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 underline underline-offset-2 shadow-sm"
        >
          Get Directions<span className="sr-only"> to {name} (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  )
}
