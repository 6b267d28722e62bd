'use client'
/**
 * "Recently viewed" (issue 35 §2) on the home page and car pages. The server renders nothing here
 * (the page stays the same for every shopper and cacheable); after hydration the browser reads its
 * own list (local storage, no cookie, no server copy), records the car being looked at, and only
 * when there is something to show loads the list's code (./RecentlyViewedList.tsx), which asks the
 * server which of those cars are still for sale. It is placed at the foot of the page, below the
 * fold, so appearing late shifts nothing the shopper is looking at.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import type { SiteUi } from '@/search/cardTypes'
import { shownRecentlyViewed, withViewed } from '@/rules/recentlyViewed'
import { readRecentlyViewed, writeRecentlyViewed } from './recentlyViewed/recentlyViewedStore'

const LiveList = lazy(() => import('./recentlyViewed/RecentlyViewedList').then((m) => ({ default: m.RecentlyViewedList })))

type Props = {
  siteSlug: string
  site: SiteUi
  /** The car page's car: recorded as viewed (or dropped when it is sold) and not listed on its own page. */
  current?: { id: string; gone: boolean }
  className?: string
}

export function RecentlyViewed({ siteSlug, site, current, className }: Props) {
  const [ids, setIds] = useState<string[] | null>(null)
  const currentId = current?.id
  const currentGone = current?.gone === true
  useEffect(() => {
    let list = readRecentlyViewed(siteSlug)
    if (currentId) {
      list = currentGone ? list.filter((id) => id !== currentId) : withViewed(list, currentId)
      writeRecentlyViewed(siteSlug, list)
    }
    setIds(shownRecentlyViewed(list, currentId))
  }, [siteSlug, currentId, currentGone])
  if (!ids || ids.length === 0) return null
  return (
    <Suspense fallback={null}>
      <LiveList ids={ids} siteSlug={siteSlug} site={site} className={className} />
    </Suspense>
  )
}
