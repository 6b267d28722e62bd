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
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react'
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

/**
 * The context carries a store that never changes; components read the session through
 * `useShopperSession` (a subscription). A changing context value would reach every part of the
 * page still waiting to hydrate (HydrateLater, SearchIsland) and make React throw their server
 * HTML away and render them again in the browser; a subscription reaches only mounted readers.
 */
type SessionStore = {
  get: () => ShopperSessionValue
  /** What the server rendered with: read while hydrating. */
  getInitial: () => ShopperSessionValue
  subscribe: (onChange: () => void) => () => void
  set: (next: ShopperSessionValue) => void
}

function createSessionStore(initial: ShopperSessionValue): SessionStore {
  let current = initial
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    getInitial: () => initial,
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    set(next) {
      if (next === current) return
      current = next
      for (const listener of [...listeners]) listener()
    },
  }
}

const ShopperSessionContext = createContext<SessionStore>(createSessionStore(SignedOut))

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
  const [store] = useState(() => createSessionStore(value))
  // Published after the provider commits; readers re-render through their subscription.
  useLayoutEffect(() => store.set(value), [store, value])
  return <ShopperSessionContext.Provider value={store}>{children}</ShopperSessionContext.Provider>
}

/**
 * Calls `onChange` with the session now and whenever it changes, without re-rendering the caller
 * (for a component that must not re-render before it hydrates: SearchIsland).
 */
export function useWatchShopperSession(onChange: (session: ShopperSessionValue) => void): void {
  const store = useContext(ShopperSessionContext)
  useLayoutEffect(() => {
    const notify = () => onChange(store.get())
    notify()
    return store.subscribe(notify)
  }, [store, onChange])
}

export function useShopperSession(): ShopperSessionValue {
  const store = useContext(ShopperSessionContext)
  return useSyncExternalStore(store.subscribe, store.get, store.getInitial)
}
