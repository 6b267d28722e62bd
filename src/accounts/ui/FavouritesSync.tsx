'use client'
/**
 * Signed-in shoppers' favourites follow them to another device: on sign-in the
 * browser's list and the account's are merged (union, browser order first), then every change in
 * the browser is saved to the account. Signed-out shoppers keep the list in the browser only.
 */
import { useEffect, useRef } from 'react'
import { favouritesStorageKey, type FavouriteEntry } from '@/rules/storedLists'
import { useStoredList } from '../../components/shopper/storedList'
import { useShopperSession } from '../../components/shopper/ShopperSession'

function mergeFavourites(local: readonly FavouriteEntry[], account: readonly FavouriteEntry[]): FavouriteEntry[] {
  const seen = new Set(local.map((f) => f.id))
  return [...local, ...account.filter((f) => !seen.has(f.id))]
}

export function FavouritesSync({ siteSlug }: { siteSlug: string }) {
  const session = useShopperSession()
  const [favourites, setFavourites] = useStoredList(favouritesStorageKey(siteSlug))
  const synced = useRef<string | null>(null)
  const customerId = session.customer?.id ?? null

  useEffect(() => {
    if (!session.enabled || session.loading || !customerId || !session.accountFavourites) {
      synced.current = null
      return
    }
    if (synced.current === null) {
      const merged = mergeFavourites(favourites, session.accountFavourites)
      const json = JSON.stringify(merged)
      if (json !== JSON.stringify(favourites)) setFavourites(merged)
      if (json !== JSON.stringify(session.accountFavourites)) void save(merged)
      synced.current = json
      return
    }
    const json = JSON.stringify(favourites)
    if (json === synced.current) return
    synced.current = json
    void save(favourites)
  }, [session.enabled, session.loading, customerId, session.accountFavourites, favourites, setFavourites])

  return null
}

async function save(list: FavouriteEntry[]): Promise<void> {
  try {
    await fetch('/api/account/favourites', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ favourites: list.slice(0, 100) }),
    })
  } catch {
    // The list stays in the browser; the next change tries again.
  }
}
