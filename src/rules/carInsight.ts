/**
 * Per-car insight for the dealer (issue 35 §5): which page view counts for a car, how long a car
 * has been in stock, and which cars are "getting attention" (most viewed in the window without a
 * lead in it). Pure, no I/O. Views are daily counts per site and car (src/insight/views.ts), kept
 * as long as the real-user vitals (RETENTION_DAYS).
 */
import { pageKindOf, utcDay } from './webVitals'
import { isSlug, safeDecode } from '@/lib/slug'
import { MAX_CAR_SLUG_LENGTH } from '@/lib/constants'

/** Days of views the dashboard's "cars getting attention" looks at. */
export const ATTENTION_DAYS = 7
/** Cars the dashboard lists as getting attention. */
export const ATTENTION_SHOWN = 5
/** Days of views the car's panel sums as "recent". */
export const RECENT_VIEW_DAYS = 30

const DAY_MS = 86_400_000

/** The car slug of a car page path ("/cars/2024-toyota-corolla-x1"), else null (search, a car's checkout, trade-in …). */
export function carSlugOfPath(path: string): string | null {
  if (pageKindOf(path) !== 'car') return null
  const segment = path.split(/[?#]/)[0]!.split('/').filter(Boolean)[1]
  const slug = segment ? safeDecode(segment) : ''
  return isSlug(slug, MAX_CAR_SLUG_LENGTH) ? slug : null
}

/** The first UTC day of a window of `days` days ending on `now`'s day. */
export const windowStart = (now: Date, days: number): string => utcDay(new Date(now.getTime() - (days - 1) * DAY_MS))

/**
 * Whole days a car has been in stock: from when it was listed (else created) to when it sold
 * (else now); 0 on its first day; null when neither date is known.
 */
export function daysInStock(car: { listed_at?: string | null; createdAt?: string | null; sold_date_timestamp?: number | null }, now: Date): number | null {
  const from = Date.parse(car.listed_at ?? car.createdAt ?? '')
  if (!Number.isFinite(from)) return null
  const sold = typeof car.sold_date_timestamp === 'number' && car.sold_date_timestamp > 0 ? car.sold_date_timestamp * 1000 : null
  const to = sold ?? now.getTime()
  return Math.max(0, Math.floor((to - from) / DAY_MS))
}

export type ViewTotal = { vehicleId: number; views: number }

/**
 * The cars getting attention: most views first (ties: lower id first), leaving out cars with a
 * lead in the window and cars no longer for sale, at most `shown`.
 */
export function carsGettingAttention(totals: readonly ViewTotal[], withLead: ReadonlySet<number>, forSale: ReadonlySet<number>, shown = ATTENTION_SHOWN): ViewTotal[] {
  return totals
    .filter((t) => t.views > 0 && !withLead.has(t.vehicleId) && forSale.has(t.vehicleId))
    .sort((a, b) => b.views - a.views || a.vehicleId - b.vehicleId)
    .slice(0, shown)
}

/** "1 view", "12 views". */
export const viewsText = (n: number): string => `${n} ${n === 1 ? 'view' : 'views'}`
