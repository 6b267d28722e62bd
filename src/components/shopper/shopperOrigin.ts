'use client'
/**
 * Where the shopper is, as told to "Find your nearest dealership" (a postcode's point or the
 * browser's location), kept in the browser per site so a lead form later on preselects the
 * nearest dealership location. Only a rounded point (about 1 km) and the postcode are kept;
 * storage failures (private mode, full quota) are ignored.
 */
import type { LatLng } from '@/rules/distance'
import { validPoint } from '@/rules/geocoding'
import { isPostcode, POSTCODE_MESSAGE } from '@/rules/postcode'

export interface ShopperOrigin extends LatLng {
  /** The postcode typed, when the point came from one. */
  postcode?: string
  /** A place name for the postcode ("Brisbane City QLD"). */
  place?: string
}

const key = (siteSlug: string) => `nearest-origin:${siteSlug}`
/** An origin older than this is forgotten (the shopper may have moved). */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000
const round = (n: number) => Math.round(n * 100) / 100

export function rememberOrigin(siteSlug: string, origin: ShopperOrigin): void {
  try {
    const stored = { lat: round(origin.lat), lng: round(origin.lng), postcode: origin.postcode, place: origin.place?.slice(0, 120), at: Date.now() }
    window.localStorage.setItem(key(siteSlug), JSON.stringify(stored))
  } catch {
    /* storage unavailable */
  }
}

export function rememberedOrigin(siteSlug: string): ShopperOrigin | null {
  try {
    const raw = window.localStorage.getItem(key(siteSlug))
    if (!raw) return null
    const parsed = JSON.parse(raw) as Record<string, unknown>
    const point = validPoint(parsed?.lat, parsed?.lng)
    if (!point || typeof parsed.at !== 'number' || Date.now() - parsed.at > MAX_AGE_MS) return null
    return {
      ...point,
      ...(typeof parsed.postcode === 'string' && isPostcode(parsed.postcode) ? { postcode: parsed.postcode } : {}),
      ...(typeof parsed.place === 'string' ? { place: parsed.place.slice(0, 120) } : {}),
    }
  } catch {
    return null
  }
}

export type GeocodeAnswer = { ok: true; origin: ShopperOrigin } | { ok: false; message: string }

/** Asks /api/geocode for a postcode's point; the answer's message when it is refused. */
export async function geocodePostcode(postcode: string, signal?: AbortSignal): Promise<GeocodeAnswer> {
  if (!isPostcode(postcode)) return { ok: false, message: POSTCODE_MESSAGE }
  try {
    const response = await fetch(`/api/geocode?postcode=${encodeURIComponent(postcode)}`, { signal, headers: { accept: 'application/json' } })
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
    if (!response.ok) {
      return { ok: false, message: typeof body?.error === 'string' ? body.error : 'Postcode lookup is unavailable right now. Please try again shortly.' }
    }
    const point = validPoint(body?.lat, body?.lng)
    if (!point) return { ok: false, message: 'Invalid postcode' }
    return { ok: true, origin: { ...point, postcode, ...(typeof body?.place === 'string' ? { place: body.place } : {}) } }
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error
    return { ok: false, message: 'Postcode lookup is unavailable right now. Please check your connection and try again.' }
  }
}

const dealershipKey = (siteSlug: string) => `nearest-location:${siteSlug}`

/** The dealership location the shopper chose (or accepted as nearest) in "Your dealership". */
export function rememberLocation(siteSlug: string, locationId: string): void {
  try {
    if (locationId) window.localStorage.setItem(dealershipKey(siteSlug), JSON.stringify({ id: locationId.slice(0, 40), at: Date.now() }))
    else window.localStorage.removeItem(dealershipKey(siteSlug))
  } catch {
    /* storage unavailable */
  }
}

export function rememberedLocation(siteSlug: string): string | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(dealershipKey(siteSlug)) ?? 'null') as { id?: unknown; at?: unknown } | null
    if (!parsed || typeof parsed.id !== 'string' || typeof parsed.at !== 'number' || Date.now() - parsed.at > MAX_AGE_MS) return null
    return parsed.id
  } catch {
    return null
  }
}
