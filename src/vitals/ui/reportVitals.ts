/**
 * Loaded on demand by VitalsBeacon: collects web-vitals' reports and sends them in one
 * `navigator.sendBeacon` to `/web-vitals` on the page's own host (src/vitals/beaconEndpoint.ts) the first
 * time the page is hidden (leaving, switching tab, closing). web-vitals reports what already
 * happened from the browser's buffered performance entries, so loading it after the page is no loss
 * for LCP, CLS, FCP and TTFB.
 *
 * Sent: the landing page's path (the server keeps only its page kind), the viewport width (only mobile or
 * desktop is kept), the page's own `data-page-kind` if it declares one, and the values. Nothing
 * else: no id, no user agent; the endpoint neither reads nor sets cookies.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'

const VITALS_ENDPOINT = '/web-vitals'

/** `landing`: the path and declared page kind of the page the browser loaded (VitalsBeacon reads them at hydration). */
export function reportVitals(landing: { path: string; kind?: string }): void {
  const values: Record<string, number> = {}
  const keep = (metric: Metric) => {
    values[metric.name] = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value)
  }
  onTTFB(keep)
  onFCP(keep)
  onLCP(keep)
  onCLS(keep)
  onINP(keep)
  // web-vitals reports its final values from capture-phase listeners on window; this bubble-phase
  // listener on window runs after all of them (visibilitychange bubbles from the document).
  const send = () => {
    if (document.visibilityState !== 'hidden' || Object.keys(values).length === 0) return
    removeEventListener('visibilitychange', send)
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify({ path: landing.path, width: innerWidth, metrics: values, ...(landing.kind ? { kind: landing.kind } : {}) }))
  }
  addEventListener('visibilitychange', send)
  // Browser tests wait for this before hiding the page.
  document.documentElement.dataset.vitals = 'on'
}
