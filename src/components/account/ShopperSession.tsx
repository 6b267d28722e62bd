'use client'
/**
 * The shopper's signed-in state in the browser (SPEC.md §6: "signed-out visitor and signed-in
 * user (has an id)"; §3 "User: id, loading state"). Pages stay cacheable: the state is fetched
 * from /api/account/me after hydration, never read from cookies by shared page components.
 * On sites without shopper accounts nothing is fetched and the state is "signed out, loaded".
 *
 * Also holds the watchlist ids (SPEC.md §3 "Watchlist: entries with id") so every save button on
 * the page shows the same state and can update it optimistically.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { FavouriteEntry } from '@/rules/storedLists'

export type ShopperCustomer = { id: string; email: string; name: string; phone: string; consent: boolean }

export type ShopperSessionValue = {
  /** Shopper accounts are on for this site. */
  enabled: boolean
  /** `sites.settings.gatedRoutes` (SPEC.md §4 Gated routes). */
  gatedRoutes: readonly string[]
  loading: boolean
  customer: ShopperCustomer | null
  watchlist: string[]
  setWatchlist: (next: string[]) => void
  /** Favourites kept on the account (null when signed out). */
  accountFavourites: FavouriteEntry[] | null
  refresh: () => Promise<void>
}

const SignedOut: ShopperSessionValue = {
  enabled: false,
  gatedRoutes: [],
  loading: false,
  customer: null,
  watchlist: [],
  setWatchlist: () => {},
  accountFavourites: null,
  refresh: async () => {},
}

const ShopperSessionContext = createContext<ShopperSessionValue>(SignedOut)

export function ShopperSessionProvider({ enabled, gatedRoutes = [], children }: { enabled: boolean; gatedRoutes?: readonly string[]; children: React.ReactNode }) {
  const [loading, setLoading] = useState(enabled)
  const [customer, setCustomer] = useState<ShopperCustomer | null>(null)
  const [watchlist, setWatchlist] = useState<string[]>([])
  const [accountFavourites, setAccountFavourites] = useState<FavouriteEntry[] | null>(null)

  const refresh = useCallback(async () => {
    if (!enabled) return
    try {
      const res = await fetch('/api/account/me', { credentials: 'same-origin', cache: 'no-store' })
      const body = res.ok ? await res.json() : null
      if (body?.signedIn) {
        setCustomer(body.customer as ShopperCustomer)
        setWatchlist(Array.isArray(body.watchlist) ? body.watchlist.map(String) : [])
        setAccountFavourites(Array.isArray(body.favourites) ? body.favourites : [])
      } else {
        setCustomer(null)
        setWatchlist([])
        setAccountFavourites(null)
      }
    } catch {
      setCustomer(null)
    } finally {
      setLoading(false)
    }
  }, [enabled])

  useEffect(() => {
    void refresh()
  }, [refresh])

  const value = useMemo<ShopperSessionValue>(
    () => (enabled ? { enabled, gatedRoutes, loading, customer, watchlist, setWatchlist, accountFavourites, refresh } : SignedOut),
    [enabled, gatedRoutes, loading, customer, watchlist, accountFavourites, refresh],
  )
  return <ShopperSessionContext.Provider value={value}>{children}</ShopperSessionContext.Provider>
}

export function useShopperSession(): ShopperSessionValue {
  return useContext(ShopperSessionContext)
}

/** The current path with its query, for `redirect`/`back` (browser only). */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/'
  return `${window.location.pathname}${window.location.search}`
}
