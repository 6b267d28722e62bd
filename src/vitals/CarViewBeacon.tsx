'use client'
/**
 * Counts every car page view (issue 35 §5), unsampled: on each arrival at /cars/{slug} (a page
 * load or a client navigation) one `navigator.sendBeacon` to `/web-vitals` on the page's own host
 * with the path and `view: true` (src/vitals/beaconEndpoint.ts). Nothing else is sent: no id, no cookie,
 * no referrer in the body. Renders nothing. Real-user vitals stay sampled (VitalsBeacon).
 */
import { useEffect } from 'react'
import { usePathname } from 'next/navigation'

/** A car page's path: /cars/{slug}, not the trade-in page or a car's sub-pages. */
const CAR_PAGE = /^\/cars\/(?!trade-in\/?$)[^/]+\/?$/

export function CarViewBeacon() {
  const pathname = usePathname()
  useEffect(() => {
    // The address bar's path (the router's may be the proxy's rewritten one): the route change is only the trigger.
    const path = location.pathname
    if (!CAR_PAGE.test(path) || typeof navigator.sendBeacon !== 'function') return
    navigator.sendBeacon('/web-vitals', JSON.stringify({ path, width: innerWidth, metrics: {}, view: true }))
    // Browser tests wait for this before reading the count.
    document.documentElement.dataset.carView = path
  }, [pathname])
  return null
}
