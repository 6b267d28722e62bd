'use client'
/**
 * Current data for kept cars from /api/account/cars or /api/watchlist (the search index through
 * the site's base filter), so sold or removed cars show as such rather than stale browser data.
 */
import { useEffect, useState } from 'react'
import type { CurrentCar } from '@/data/currentCars'

// The answer's type is the server's own (a type-only import: nothing of the module reaches the browser).
export type { CurrentCar }

export function useCurrentCars(source: 'watchlist' | 'ids', ids: readonly string[]): { cars: CurrentCar[] | null; error: string | null } {
  const [cars, setCars] = useState<CurrentCar[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const key = ids.join(',')
  useEffect(() => {
    let cancelled = false
    if (source === 'ids' && key === '') {
      setCars([])
      return
    }
    const url = source === 'watchlist' ? '/api/watchlist' : `/api/account/cars?ids=${encodeURIComponent(key)}`
    fetch(url, { credentials: 'same-origin', cache: 'no-store' })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as { success?: boolean; cars?: CurrentCar[]; error?: string } | null
        if (cancelled) return
        if (res.ok && body?.success && Array.isArray(body.cars)) {
          setCars(body.cars)
          setError(null)
        } else setError(body?.error ?? 'The latest details could not be loaded.')
      })
      .catch(() => !cancelled && setError('The latest details could not be loaded.'))
    return () => {
      cancelled = true
    }
  }, [source, key])
  return { cars, error }
}

export function carTitleOf(entry: Record<string, unknown> | { name?: unknown } | null | undefined, fallback = 'Vehicle'): string {
  const e = entry as { name?: unknown; make?: unknown; model?: unknown; year?: unknown } | null | undefined
  if (!e) return fallback
  const built = [e.year, e.make, e.model].filter((v) => v !== null && v !== undefined && String(v).trim() !== '').join(' ')
  return built || (typeof e.name === 'string' && e.name.trim()) || fallback
}

export const STATE_LABEL: Record<CurrentCar['state'], string | null> = {
  available: null,
  sold: 'Sold',
  removed: 'No longer available',
  unlisted: 'No longer listed',
}
