/**
 * "Recently viewed" (issue 35 §2): the last cars a shopper opened on this site, newest first,
 * kept in the browser only (local storage per site; no cookie, no server copy). Only car ids are
 * kept: what a card shows (and whether the car is still for sale) is read from the server when
 * the list is shown, so a sold or removed car drops out rather than showing stale data.
 */
import { storedArray } from './storedLists'

/** At most this many cars are kept and shown. */
export const RECENTLY_VIEWED_MAX = 12

/** The local-storage key, per site like the favourites: "recently-viewed:{siteSlug}". */
export function recentlyViewedKey(siteSlug: string): string {
  return `recently-viewed:${siteSlug}`
}

const idPattern = /^\d{1,12}$/

/** The stored ids, defensively: bad JSON, non-ids and duplicates are dropped; never more than the max. */
export function parseRecentlyViewed(raw: string | null | undefined): string[] {
  const out: string[] = []
  for (const item of storedArray(raw)) {
    const id = typeof item === 'number' ? String(item) : item
    if (typeof id === 'string' && idPattern.test(id) && !out.includes(id)) out.push(id)
    if (out.length === RECENTLY_VIEWED_MAX) break
  }
  return out
}

/** The list after opening car `id`: it moves to the front; the oldest beyond the max fall off. */
export function withViewed(list: readonly string[], id: string): string[] {
  if (!idPattern.test(id)) return [...list]
  return [id, ...list.filter((x) => x !== id)].slice(0, RECENTLY_VIEWED_MAX)
}

/** The list without the cars the server says are no longer for sale (sold, removed, unlisted). */
export function withoutGone(list: readonly string[], available: ReadonlySet<string>): string[] {
  return list.filter((id) => available.has(id))
}

/** What to show on a page: the list without the car being looked at. */
export function shownRecentlyViewed(list: readonly string[], currentId?: string | null): string[] {
  return currentId ? list.filter((id) => id !== currentId) : [...list]
}
