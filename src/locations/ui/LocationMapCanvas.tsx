'use client'
/**
 * The drawn map of LocationMap: OpenStreetMap tiles or the Google Maps JavaScript API. Split from
 * LocationMap so its code is downloaded only when a map comes near the viewport (next/dynamic).
 */
import { useEffect, useRef } from 'react'
import { pointInGrid, tileGrid } from './mapTiles'

/** One marker of a map showing several locations. */
export interface MapMarker {
  lat: number
  lng: number
  name: string
  /** A short label drawn in the marker (e.g. its rank by distance). */
  label?: string
}

const MARKER_HEIGHT = 44

function Marker({ label, style, className = 'left-1/2 top-1/2' }: { label?: string; style?: React.CSSProperties; className?: string }) {
  return (
    <svg
      viewBox="0 0 32 44"
      width="32"
      height="44"
      aria-hidden="true"
      focusable="false"
      className={`absolute -translate-x-1/2 -translate-y-full drop-shadow ${className}`}
      style={style}
      data-map-marker=""
    >
      <path d="M16 43C16 43 30 27 30 16A14 14 0 002 16c0 11 14 27 14 27z" fill="#111827" stroke="#fff" strokeWidth="2" />
      {label ? (
        <text x="16" y="20.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
          {label}
        </text>
      ) : (
        <circle cx="16" cy="16" r="5" fill="#fff" />
      )}
    </svg>
  )
}

export function OsmTiles({
  lat,
  lng,
  zoom,
  markers,
  onReady,
  onError,
}: {
  lat: number
  lng: number
  zoom?: number | null
  /** Several locations: a marker at each (else one marker at the centre). */
  markers?: readonly MapMarker[]
  onReady: () => void
  onError: () => void
}) {
  // A map of several locations is wider (the whole directory's width): 5×5 tiles cover 1280 px.
  const grid = tileGrid({ lat, lng, zoom, size: markers ? 5 : 3 })
  const loaded = useRef(0)
  return (
    <div className="absolute inset-0" aria-hidden="true">
      <div
        className="absolute"
        style={{
          width: grid.width,
          height: grid.height,
          left: `calc(50% - ${grid.pointX}px)`,
          // Several markers: their pins (44 px tall, standing on their point) are centred, not their points.
          top: `calc(50% - ${grid.pointY - (markers ? MARKER_HEIGHT / 2 : 0)}px)`,
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
        {markers
          ? markers
              .map((marker, index) => {
                const at = pointInGrid(grid, marker.lat, marker.lng)
                return <Marker key={`${index}:${marker.name}`} label={marker.label} className="" style={{ left: at.x, top: at.y }} />
              })
              // The first (nearest) marker is drawn last, on top of any at the same address.
              .reverse()
          : null}
      </div>
      {markers ? null : <Marker />}
    </div>
  )
}

/* ---------- Google Maps ---------- */

interface GoogleMapsApi {
  maps: {
    Map: new (element: HTMLElement, options: Record<string, unknown>) => unknown
    Marker: new (options: Record<string, unknown>) => unknown
    LatLngBounds: new () => { extend: (point: { lat: number; lng: number }) => void }
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

export function GoogleMap({
  lat,
  lng,
  zoom,
  name,
  markers,
  onReady,
  onError,
}: {
  lat: number
  lng: number
  zoom?: number | null
  name: string
  markers?: readonly MapMarker[]
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
        if (markers && markers.length > 1) {
          const bounds = new google.maps.LatLngBounds()
          for (const marker of markers) {
            new google.maps.Marker({ position: { lat: marker.lat, lng: marker.lng }, map, title: marker.name, label: marker.label })
            bounds.extend({ lat: marker.lat, lng: marker.lng })
          }
          ;(map as { fitBounds?: (bounds: unknown) => void }).fitBounds?.(bounds)
        } else {
          new google.maps.Marker({ position: center, map, title: name })
        }
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
  }, [lat, lng, zoom, name, markers])
  return <div ref={elementRef} className="absolute inset-0" />
}
