/**
 * Saved searches and alerts (issue 35 section 1): the pure rules. No I/O.
 *
 * (What a saved search is, its target and default name: src/alerts/server/target.ts.)
 * - How often it may mail: instantly, or as a daily digest.
 * - The per-day cap (a site setting) and "never the same car twice for one search" (a unique key).
 */

const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const
export type AlertFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number]

/** The cap on alert e-mails per shopper per site per day when the site sets none. */
const DEFAULT_ALERT_EMAILS_PER_DAY = 3
/** The most saved searches one address may keep on one site. */
export const MAX_SAVED_SEARCHES_PER_ADDRESS = 25
export const MAX_SAVED_SEARCH_NAME = 120
/** At most this many cars are listed in one alert e-mail (the rest: "and N more", behind the link). */
export const MAX_CARS_PER_ALERT = 12

export type SavedSearchTarget = { path: string; query: string }

/** `path?query` of a saved search (the alert's "see all" link). */
export function savedSearchHref(target: SavedSearchTarget): string {
  return target.query ? `${target.path}?${target.query}` : target.path
}

/** A shopper's name for a search: trimmed, one line, 1..120 characters; null when unusable. */
export function cleanSearchName(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const name = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim()
  return name.length >= 1 && name.length <= MAX_SAVED_SEARCH_NAME ? name : null
}

export function cleanFrequency(value: unknown): AlertFrequency | null {
  if (value === undefined || value === null || value === '') return 'instant'
  return SAVED_SEARCH_FREQUENCIES.includes(value as AlertFrequency) ? (value as AlertFrequency) : null
}

/** The site's cap on alert e-mails per address per day (setting `alertEmailsPerDay`, 1..50). */
export function alertEmailsPerDay(settings: { alertEmailsPerDay?: number | null } | null | undefined): number {
  const n = settings?.alertEmailsPerDay
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? Math.min(n, 50) : DEFAULT_ALERT_EMAILS_PER_DAY
}

/** Whether saved searches are on for a site (setting `savedSearchesEnabled`). */
export function savedSearchesOn(site: { settings?: { savedSearchesEnabled?: boolean | null } | null } | null | undefined): boolean {
  return site?.settings?.savedSearchesEnabled === true
}

export const DAY_MS = 24 * 60 * 60 * 1000

/** Whether another alert e-mail may go to an address that had `sentInLastDay` in the last 24 hours. */
export function mayMailAgain(sentInLastDay: number, cap: number): boolean {
  return sentInLastDay < cap
}

/**
 * When an address's waiting alerts go out: instant ones at once; a digest once its oldest car has
 * waited `digestMs` (default a day), so a digest holds a day's cars and comes at most once a day.
 */
export function dueForSending(items: ReadonlyArray<{ frequency: AlertFrequency; createdAt: number }>, now: number, digestMs: number = DAY_MS): boolean {
  return items.some((item) => item.frequency === 'instant' || now - item.createdAt >= digestMs)
}

export type AlertReason = 'match' | 'price-drop' | 'reserved' | 'sold'

/** The key that makes an alert happen once: one car once per saved search; a watchlist change once per car, kind and price. */
export function alertKey(input: { searchId?: number; watchId?: number; vehicleId: number; reason: AlertReason; price?: number | null }): string {
  if (input.searchId !== undefined) return `s${input.searchId}:v${input.vehicleId}`
  return `w${input.watchId}:v${input.vehicleId}:${input.reason}${input.reason === 'price-drop' ? `:${input.price ?? ''}` : ''}`
}

/** A watched car's change worth an e-mail, comparing what was last told with what is now; null when nothing. */
export function watchlistChange(
  told: { price?: number | null; status?: string | null },
  now: { price?: number | null; status?: string | null; reserved?: boolean | null },
): AlertReason | null {
  if (now.status === 'sold' && told.status !== 'sold') return 'sold'
  if (now.reserved && told.status !== 'reserved' && told.status !== 'sold') return 'reserved'
  const before = Number(told.price)
  const after = Number(now.price)
  if (Number.isFinite(before) && Number.isFinite(after) && after > 10 && after < before) return 'price-drop'
  return null
}

/** The status a watched car is remembered with (reserved counts as its own state). */
export function watchedStatus(now: { status?: string | null; reserved?: boolean | null }): string {
  if (now.status === 'sold') return 'sold'
  return now.reserved ? 'reserved' : (now.status ?? 'in_stock')
}

/** The price a shopper sees (the offer, else the price; only above 10), as the search record's sort_price. */
export function shownPrice(car: object): number | null {
  const { offer_price: offer, price } = car as { offer_price?: unknown; price?: unknown }
  const shown = [offer, price].map(Number).find((n) => Number.isFinite(n) && n > 10)
  return shown ?? null
}
