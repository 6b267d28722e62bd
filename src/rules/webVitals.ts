/**
 * Real-user vitals: what a shopper's browser reports, how a beacon
 * is checked, and how reports become daily p75 figures with bounded storage. Pure, no I/O.
 *
 * - A beacon carries the page's path (never stored: only its page kind is), the viewport width
 *   (only its device class is kept) and up to one value per metric. No personal data: no address,
 *   user agent, cookie or full URL is read or kept.
 * - Each (site, day, page kind, device, metric) is one row holding a fixed histogram (BUCKETS):
 *   a day's rows per site are at most |PAGE_KINDS| × |DEVICES| × |METRICS|, whatever the traffic.
 * - p75 is read from the histogram (linear inside the bucket); the bucket edges include Google's
 *   "good" and "poor" thresholds, so good / needs improvement / poor is exact.
 */

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type Metric = (typeof METRICS)[number]

export const DEVICES = ['mobile', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

export const PAGE_KINDS = ['home', 'search', 'car', 'location', 'offers', 'model', 'brand', 'content', 'form', 'account', 'other'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

/** Google's Core Web Vitals thresholds (web.dev): ≤ good is "good", > poor is "poor". ms, CLS unitless. */
export const THRESHOLDS: Record<Metric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
}

/** Largest believable value per metric; a beacon with more is refused (a broken or forged report). */
export const MAX_VALUE: Record<Metric, number> = { LCP: 60_000, INP: 30_000, CLS: 10, FCP: 60_000, TTFB: 60_000 }

const MS_EDGES = [50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000]
const CLS_EDGES = [0.01, 0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 0.75, 1, 2, 5, 10]

/** Upper edges of each metric's buckets: bucket i holds values in (edges[i-1], edges[i]] (bucket 0 from 0). */
export const BUCKETS: Record<Metric, readonly number[]> = { LCP: MS_EDGES, INP: MS_EDGES, CLS: CLS_EDGES, FCP: MS_EDGES, TTFB: MS_EDGES }

/** Viewports narrower than this are phones (Tailwind's `md` breakpoint, where the site's layout changes). */
const MOBILE_MAX_WIDTH = 767

/** Days of figures kept; older rows are deleted by the retention job. */
export const RETENTION_DAYS = 90

/** A beacon's body is at most this many bytes. */
export const MAX_BEACON_BYTES = 2048

/**
 * `view`: the beacon counts a car page view (issue 35 §5: every car page view, unsampled, no
 * personal data); `path` is then the car page's path. A view beacon may carry no metric.
 */
export type Beacon = { pageKind: PageKind; device: Device; values: Partial<Record<Metric, number>>; view?: { path: string } }

export type BeaconCheck = { ok: true; beacon: Beacon } | { ok: false; error: string }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Checks a beacon's parsed JSON: `{ path: "/cars/x", width: 390, metrics: { LCP: 1234.5, … }, kind?: "model", view?: true }`.
 * Refuses unknown keys, an unknown metric, a non-finite, negative or absurd value, a path that is
 * not a site path, a width that is no screen, and a beacon without any metric.
 */
export function checkBeacon(body: unknown): BeaconCheck {
  if (!isRecord(body)) return { ok: false, error: 'The beacon must be a JSON object.' }
  for (const key of Object.keys(body)) if (!['path', 'width', 'metrics', 'kind', 'view'].includes(key)) return { ok: false, error: `Unknown field "${key.slice(0, 20)}".` }
  const { path, width, metrics, kind, view } = body
  if (view !== undefined && view !== true) return { ok: false, error: 'view must be true when the beacon counts a page view.' }
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.length > 512) return { ok: false, error: 'path must be the page path, starting with one "/".' }
  if (typeof width !== 'number' || !Number.isInteger(width) || width < 1 || width > 10_000) return { ok: false, error: 'width must be the viewport width in CSS pixels.' }
  if (kind !== undefined && !(typeof kind === 'string' && (PAGE_KINDS as readonly string[]).includes(kind))) return { ok: false, error: 'kind is not a page kind.' }
  if (!isRecord(metrics)) return { ok: false, error: 'metrics must be an object of metric values.' }
  const values: Partial<Record<Metric, number>> = {}
  for (const [name, value] of Object.entries(metrics)) {
    if (!(METRICS as readonly string[]).includes(name)) return { ok: false, error: `Unknown metric "${name.slice(0, 20)}".` }
    const metric = name as Metric
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_VALUE[metric]) return { ok: false, error: `${metric} must be a number from 0 to ${MAX_VALUE[metric]}.` }
    values[metric] = value
  }
  const pageKind = (kind as PageKind | undefined) ?? pageKindOf(path)
  if (view === true) {
    if (pageKindOf(path) !== 'car') return { ok: false, error: 'Only a car page counts a view: path must be /cars/{slug}.' }
    return { ok: true, beacon: { pageKind, device: deviceOf(width), values, view: { path } } }
  }
  if (Object.keys(values).length === 0) return { ok: false, error: 'The beacon has no metric.' }
  return { ok: true, beacon: { pageKind, device: deviceOf(width), values } }
}

export function deviceOf(viewportWidth: number): Device {
  return viewportWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop'
}

const FORM_PAGES = new Set([
  'finance', 'finance-enquiry', 'apply-for-finance', 'finance-pre-approval', 'personalised', 'book-test-drive', 'sell-my-car', 'service', 'trade-in',
  'checkout-journey', 'success', 'online-payment', 'spin-to-win', 'lead-form',
])
const ACCOUNT_PAGES = new Set(['account', 'sign-in', 'watchlist', 'favourites', 'compare'])

/**
 * The page kind of a site path (SPEC.md §2 routes), query and hash ignored. A single unknown
 * segment is a content page (company pages such as /warranty); a model page (`/{model-slug}`)
 * looks the same, so it names itself with `data-page-kind="model"`, which the beacon sends as `kind`.
 */
export function pageKindOf(path: string): PageKind {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '')
  const parts = clean.split('/').filter(Boolean)
  const [first, second] = parts
  if (!first) return 'home'
  if (first === 'cars') {
    if (!second) return 'search'
    if (second === 'trade-in' || parts.length > 2) return 'form'
    return 'car'
  }
  if (first === 'search') return 'search'
  if (first === 'brands') return 'brand'
  if (first === 'contact' || first === 'contact-us' || first === 'teams') return 'location'
  if (first === 'special-offers' || first === 'offers') return 'offers'
  if (first === 'pages' || first === 'blog') return 'content'
  if (FORM_PAGES.has(first)) return 'form'
  if (ACCOUNT_PAGES.has(first)) return 'account'
  return parts.length === 1 ? 'content' : 'other'
}

/** The bucket a value falls in (values above the last edge are refused by checkBeacon; clamped here). */
export function bucketOf(metric: Metric, value: number): number {
  const edges = BUCKETS[metric]
  for (let i = 0; i < edges.length; i++) if (value <= edges[i]!) return i
  return edges.length - 1
}

/** An empty histogram for a metric. */
export const emptyHistogram = (metric: Metric): number[] => BUCKETS[metric].map(() => 0)

/** Adds histograms of the same metric bucket by bucket (missing or malformed counts are 0). */
export function mergeHistograms(metric: Metric, histograms: unknown[]): number[] {
  const total = emptyHistogram(metric)
  for (const h of histograms) {
    if (!Array.isArray(h)) continue
    for (let i = 0; i < total.length; i++) {
      const n = h[i]
      if (typeof n === 'number' && Number.isFinite(n) && n > 0) total[i]! += n
    }
  }
  return total
}

/**
 * The 75th percentile of a histogram: the value at rank ceil(0.75 × n), interpolated linearly
 * inside its bucket; null for an empty histogram.
 */
export function p75(metric: Metric, histogram: number[]): number | null {
  return percentile(metric, histogram, 0.75)
}

function percentile(metric: Metric, histogram: number[], q: number): number | null {
  const edges = BUCKETS[metric]
  const n = histogram.reduce((a, b) => a + b, 0)
  if (n <= 0) return null
  const rank = Math.max(1, Math.ceil(q * n))
  let seen = 0
  for (let i = 0; i < edges.length; i++) {
    const count = histogram[i] ?? 0
    if (count > 0 && seen + count >= rank) {
      const lower = i === 0 ? 0 : edges[i - 1]!
      const upper = edges[i]!
      return lower + ((upper - lower) * (rank - seen)) / count
    }
    seen += count
  }
  return edges[edges.length - 1]!
}

export type Rating = 'good' | 'needs-improvement' | 'poor'

export function rating(metric: Metric, value: number): Rating {
  const t = THRESHOLDS[metric]
  if (value <= t.good) return 'good'
  return value <= t.poor ? 'needs-improvement' : 'poor'
}

/** The UTC calendar day of an instant, `YYYY-MM-DD` (the key of a day's row). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10)

/** The first day still kept on `today`: rows of earlier days are deleted. */
export function retentionCutoff(today: Date, days = RETENTION_DAYS): string {
  return utcDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1))))
}

/** How a metric's p75 is written: ms below a second, seconds with two decimals above; CLS with three decimals. */
export function formatMetric(metric: Metric, value: number): string {
  if (metric === 'CLS') return value.toFixed(3)
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`
}

/** A sample rate from configuration: a number in [0, 1]; anything else is the default. */
export function sampleRate(raw: string | undefined, fallback = 1): number {
  if (raw === undefined || raw.trim() === '') return fallback
  const n = Number(raw)
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : fallback
}

/** One stored row as read back: a day's histogram of one metric for one page kind and device. */
export type VitalsRow = { pageKind: string; device: string; metric: string; buckets: unknown }

type VitalsFigure = { p75: number; samples: number; rating: Rating }

/** The p75 figures of a page kind and device class over the rows given (e.g. the last 7 days). */
export type VitalsLine = { pageKind: PageKind; device: Device; metrics: Partial<Record<Metric, VitalsFigure>> }

/**
 * Merges rows (several days) into one line per page kind and device, in PAGE_KINDS then DEVICES
 * order, each metric's p75 from the summed histograms. Rows of unknown kinds or metrics are ignored.
 */
export function summariseVitals(rows: VitalsRow[]): VitalsLine[] {
  const groups = new Map<string, Map<Metric, unknown[]>>()
  for (const row of rows) {
    if (!(PAGE_KINDS as readonly string[]).includes(row.pageKind) || !(DEVICES as readonly string[]).includes(row.device) || !(METRICS as readonly string[]).includes(row.metric)) continue
    const key = `${row.pageKind}|${row.device}`
    const byMetric = groups.get(key) ?? new Map<Metric, unknown[]>()
    groups.set(key, byMetric)
    const list = byMetric.get(row.metric as Metric) ?? []
    list.push(row.buckets)
    byMetric.set(row.metric as Metric, list)
  }
  const lines: VitalsLine[] = []
  for (const pageKind of PAGE_KINDS) {
    for (const device of DEVICES) {
      const byMetric = groups.get(`${pageKind}|${device}`)
      if (!byMetric) continue
      const metrics: VitalsLine['metrics'] = {}
      for (const metric of METRICS) {
        const histograms = byMetric.get(metric)
        if (!histograms) continue
        const merged = mergeHistograms(metric, histograms)
        const value = p75(metric, merged)
        if (value === null) continue
        metrics[metric] = { p75: value, samples: merged.reduce((a, b) => a + b, 0), rating: rating(metric, value) }
      }
      if (Object.keys(metrics).length > 0) lines.push({ pageKind, device, metrics })
    }
  }
  return lines
}
