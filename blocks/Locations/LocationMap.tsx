'use client'
/**
 * A location's map (SPEC.md §2: grayscale style, zoom and centre from config, loaded lazily
 * when scrolled near view). Maps sit behind a small interface:
 * - Google Maps JavaScript API when NEXT_PUBLIC_GOOGLE_MAPS_KEY is set;
 * - otherwise an OpenStreetMap tile map drawn here: a 3×3 grid of tiles around the point
 *   (tiles.ts), a centred marker, grayscale, "© OpenStreetMap contributors".
 * Nothing is requested until the map is within ~200px of the viewport. When tiles or the
 * script cannot load (offline), a tidy grey box with the address and Get Directions remains.
 */
import { useEffect, useRef, useState } from 'react'
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL, tileGrid } from './mapTiles'

export type MapProvider = 'google' | 'osm'

/** The provider in use: Google when a browser key is configured, else OpenStreetMap tiles. */
export function mapProvider(): MapProvider {
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
}

type Status = 'idle' | 'loading' | 'ready' | 'failed'

/** Give up on a map that has not drawn after this long (e.g. requests hanging offline). */
const LOAD_TIMEOUT_MS = 10_000

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
}: LocationMapProps) {
  const rootRef = useRef<HTMLElement>(null)
  const [near, setNear] = useState(false)
  const [status, setStatus] = useState<Status>('idle')
  const provider = mapProvider()

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
  }, [near, rootMargin])

  useEffect(() => {
    if (!near) return
    setStatus((current) => (current === 'idle' ? 'loading' : current))
    const timer = window.setTimeout(() => setStatus((current) => (current === 'loading' ? 'failed' : current)), LOAD_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [near])

  const showMap = near && status !== 'failed'
  return (
    <figure
      ref={rootRef}
      className={`relative m-0 overflow-hidden rounded-lg bg-gray-200 ${className ?? ''}`}
      style={{ height }}
      aria-label={`Map showing ${name}`}
      data-map-provider={provider}
      data-map-status={status}
    >
      {showMap ? (
        provider === 'google' ? (
          <GoogleMap lat={lat} lng={lng} zoom={zoom} name={name} onReady={() => setStatus('ready')} onError={() => setStatus('failed')} />
        ) : (
          <OsmTiles lat={lat} lng={lng} zoom={zoom} onReady={() => setStatus('ready')} onError={() => setStatus('failed')} />
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

function Marker() {
  return (
    <svg
      viewBox="0 0 32 44"
      width="32"
      height="44"
      aria-hidden="true"
      focusable="false"
      className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-full drop-shadow"
    >
      <path d="M16 43C16 43 30 27 30 16A14 14 0 002 16c0 11 14 27 14 27z" fill="#111827" stroke="#fff" strokeWidth="2" />
      <circle cx="16" cy="16" r="5" fill="#fff" />
    </svg>
  )
}

function OsmTiles({
  lat,
  lng,
  zoom,
  onReady,
  onError,
}: {
  lat: number
  lng: number
  zoom?: number | null
  onReady: () => void
  onError: () => void
}) {
  const grid = tileGrid({ lat, lng, zoom, size: 3 })
  const loaded = useRef(0)
  return (
    <div className="absolute inset-0" aria-hidden="true">
      <div
        className="absolute"
        style={{
          width: grid.width,
          height: grid.height,
          left: `calc(50% - ${grid.pointX}px)`,
          top: `calc(50% - ${grid.pointY}px)`,
          filter: 'grayscale(1)',
        }}
      >
        {grid.tiles.map((tile) => (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            key={tile.key}
            src={tile.url}
            alt=""
            width={256}
            height={256}
            draggable={false}
            decoding="async"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute max-w-none select-none"
            style={{ left: tile.left, top: tile.top, width: 256, height: 256 }}
            onLoad={() => {
              loaded.current += 1
              if (loaded.current === grid.tiles.length) onReady()
            }}
            onError={onError}
          />
        ))}
      </div>
      <Marker />
    </div>
  )
}

/* ---------- Google Maps ---------- */

interface GoogleMapsApi {
  maps: {
    Map: new (element: HTMLElement, options: Record<string, unknown>) => unknown
    Marker: new (options: Record<string, unknown>) => unknown
  }
}

declare global {
  interface Window {
    google?: GoogleMapsApi
    __dealerMapsReady?: () => void
    gm_authFailure?: () => void
  }
}

let googleLoader: Promise<GoogleMapsApi> | null = null
const authFailureListeners = new Set<() => void>()

function loadGoogleMaps(key: string): Promise<GoogleMapsApi> {
  if (window.google?.maps) return Promise.resolve(window.google)
  if (googleLoader) return googleLoader
  googleLoader = new Promise<GoogleMapsApi>((resolve, reject) => {
    window.__dealerMapsReady = () => (window.google ? resolve(window.google) : reject(new Error('Google Maps did not load')))
    window.gm_authFailure = () => authFailureListeners.forEach((listener) => listener())
    const script = document.createElement('script')
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&callback=__dealerMapsReady&loading=async`
    script.async = true
    script.onerror = () => {
      googleLoader = null
      script.remove()
      reject(new Error('Google Maps script failed to load'))
    }
    document.head.appendChild(script)
  })
  return googleLoader
}

/** Grayscale style (SPEC.md §2: "grayscale-style map"). */
const GRAYSCALE_STYLE = [{ stylers: [{ saturation: -100 }] }]

function GoogleMap({
  lat,
  lng,
  zoom,
  name,
  onReady,
  onError,
}: {
  lat: number
  lng: number
  zoom?: number | null
  name: string
  onReady: () => void
  onError: () => void
}) {
  const elementRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const key = process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY
    if (!key) {
      onError()
      return
    }
    let cancelled = false
    authFailureListeners.add(onError)
    loadGoogleMaps(key)
      .then((google) => {
        if (cancelled || !elementRef.current) return
        const center = { lat, lng }
        const map = new google.maps.Map(elementRef.current, {
          center,
          zoom: typeof zoom === 'number' && Number.isFinite(zoom) ? zoom : 15,
          styles: GRAYSCALE_STYLE,
          disableDefaultUI: true,
          zoomControl: true,
          gestureHandling: 'cooperative',
        })
        new google.maps.Marker({ position: center, map, title: name })
        onReady()
      })
      .catch(() => {
        if (!cancelled) onError()
      })
    return () => {
      cancelled = true
      authFailureListeners.delete(onError)
    }
    // The map is created once per location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lat, lng, zoom, name])
  return <div ref={elementRef} className="absolute inset-0" />
}
