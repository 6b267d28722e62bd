'use client'
/**
 * Real-user vitals: on a sampled page view, once the page has loaded and the browser is
 * idle, loads the web-vitals library (its own chunk: nothing of it is first-load JavaScript) and
 * sends the page's LCP, INP, CLS, FCP and TTFB with one beacon when the page is hidden
 * (./reportVitals.ts). Renders nothing. `rate` is the share of page views measured (0 turns it off).
 */
import { useEffect } from 'react'

export function VitalsBeacon({ rate }: { rate: number }) {
  useEffect(() => {
    if (!(rate > 0) || Math.random() >= rate || typeof navigator.sendBeacon !== 'function') return
    // The page loaded from the server: LCP, FCP and TTFB are its figures even after the shopper
    // has moved on inside the app (client navigations are not page loads).
    const landing = { path: location.pathname, kind: document.querySelector('[data-page-kind]')?.getAttribute('data-page-kind') ?? undefined }
    const start = () => void import('./ui/reportVitals').then((m) => m.reportVitals(landing)).catch(() => undefined)
    const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000))
    if (document.readyState === 'complete') whenIdle()
    else addEventListener('load', whenIdle, { once: true })
  }, [rate])
  return null
}
