'use client'
/**
 * The recently viewed cars that are still for sale, as the usual car cards in a row that scrolls
 * sideways on phones. Their current state comes from GET /api/account/cars?ids= (the site's
 * search index through its base filter, bounded to a few ids, the same read as favourites): a car
 * that sold or left the listing is dropped from the shopper's list and not shown.
 */
import { useEffect, useId, useState } from 'react'
import type { SiteUi } from '@/search/cardTypes'
import type { CardCar } from '@/components/cards/cardCar'
import { CarCard } from '@/components/cards/CarCard'
import type { CurrentCar } from '@/data/currentCars'
import { withoutGone } from '@/rules/recentlyViewed'
import { readRecentlyViewed, writeRecentlyViewed } from './recentlyViewedStore'

type Props = { ids: string[]; siteSlug: string; site: SiteUi; className?: string }

export function RecentlyViewedList({ ids, siteSlug, site, className }: Props) {
  const [cars, setCars] = useState<CardCar[]>([])
  const headingId = `recently-viewed-${useId().replace(/:/g, '')}`
  const key = ids.join(',')
  useEffect(() => {
    let cancelled = false
    fetch(`/api/account/cars?ids=${encodeURIComponent(key)}`, { credentials: 'same-origin' })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as { success?: boolean; cars?: CurrentCar[] } | null
        if (cancelled || !res.ok || !body?.success || !Array.isArray(body.cars)) return
        const live = body.cars.filter((c) => c.state === 'available' && c.car)
        const liveIds = new Set(live.map((c) => c.id))
        const asked = new Set(key.split(','))
        // Drop from the stored list only the cars the server said are gone (not the one being viewed).
        const stored = readRecentlyViewed(siteSlug)
        writeRecentlyViewed(siteSlug, withoutGone(stored, new Set(stored.filter((id) => !asked.has(id) || liveIds.has(id)))))
        setCars(live.flatMap((c): CardCar[] => (c.car ? [c.car] : [])))
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [key, siteSlug])
  if (cars.length === 0) return null
  const nowMs = Date.now()
  return (
    <section aria-labelledby={headingId} className={`py-6 ${className ?? ''}`} data-testid="recently-viewed">
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        Recently viewed
      </h2>
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2">
        {cars.map((car) => (
          <li key={car.objectID} className="w-[80%] shrink-0 snap-start sm:w-[45%] lg:w-[calc(25%-0.75rem)]" data-testid="recently-viewed-car">
            <CarCard car={car} site={site} nowMs={nowMs} showDealerLink={false} />
          </li>
        ))}
      </ul>
    </section>
  )
}
