'use client'
/**
 * The site shell's parts that matter only to a returning shopper: the compare tray
 * (only while cars are ticked for comparison) and the favourites sync (only while signed in).
 * Both render nothing for a first-time visitor, yet their code was in every page's first load and
 * in its hydration. Here their code is fetched the moment they have something to do: at once for
 * a shopper with a compare list or a session, on the first tick or sign-in otherwise.
 */
import { Suspense, lazy, useCallback, useEffect, useState } from 'react'
import { compareStorageKey } from '@/rules/storedLists'
import { watchStoredList } from '../components/shopper/storedList'
import { useWatchShopperSession, type ShopperSessionValue } from '../components/shopper/ShopperSession'

const CompareTray = lazy(() => import('./ui/CompareTray').then((m) => ({ default: m.CompareTray })))
const FavouritesSync = lazy(() => import('./ui/FavouritesSync').then((m) => ({ default: m.FavouritesSync })))

export function ShopperExtras({ siteSlug }: { siteSlug: string }) {
  const [comparing, setComparing] = useState(false)
  const [signedIn, setSignedIn] = useState(false)

  useEffect(() => watchStoredList(compareStorageKey(siteSlug), (list) => list.length > 0 && setComparing(true)), [siteSlug])
  useWatchShopperSession(
    useCallback((session: ShopperSessionValue) => {
      if (session.enabled && session.customer) setSignedIn(true)
    }, []),
  )

  return (
    <Suspense fallback={null}>
      {comparing ? <CompareTray siteSlug={siteSlug} /> : null}
      {signedIn ? <FavouritesSync siteSlug={siteSlug} /> : null}
    </Suspense>
  )
}
