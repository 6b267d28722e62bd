/**
 * Watchlist rules (SPEC.md §4 "Watchlist save", §6, §7 Save/Remove, §8 "Watchlist call failure").
 *
 * - "If the user has no phone number, the visitor is redirected to /sign-in with type=watchlist."
 * - §6 "Saving to the watchlist requires a signed-in user with a phone number; otherwise the
 *   visitor is sent to sign-in."
 * - "The list is updated optimistically, then the server is called." On failure "the result is
 *   treated as success false" and the optimistic change is rolled back.
 * - "A sold car shows the save button only if it is already saved" (showWatchlistSave in
 *   favourites.ts, re-exported here).
 */
import { normaliseAuPhone } from './auPhone'
import { isSoldCar } from './tagPrecedence'

export { showWatchlistSave } from './favourites'

export interface WatchlistShopper {
  loading: boolean
  id?: string | number | null
  phone?: string | null
}

export type WatchlistClickAction = 'wait' | 'sign-in' | 'save' | 'remove'

/** What a click on the save button does for this shopper and car. */
export function watchlistClickAction(shopper: WatchlistShopper, isSaved: boolean): WatchlistClickAction {
  if (shopper.loading) return 'wait'
  const signedIn = shopper.id !== undefined && shopper.id !== null && String(shopper.id) !== ''
  if (!signedIn || !normaliseAuPhone(shopper.phone ?? null)) return 'sign-in'
  return isSaved ? 'remove' : 'save'
}

/** The optimistic list after a save or removal (ids as strings, no duplicates). */
export function applyWatchlistChange(list: readonly string[], carId: string | number, action: 'save' | 'remove'): string[] {
  const id = String(carId)
  const without = list.filter((x) => x !== id)
  return action === 'save' ? [...without, id] : without
}

/** The list to keep after the server answered: the optimistic one on success, the previous one otherwise. */
export function settleWatchlistChange(previous: readonly string[], optimistic: readonly string[], success: boolean): string[] {
  return success ? [...optimistic] : [...previous]
}

/** §8: a watchlist call's answer read for `success`; anything unreadable counts as `success: false`. */
export function readWatchlistResult(body: unknown): { success: boolean; error?: string } {
  if (!body || typeof body !== 'object') return { success: false, error: 'An unexpected error occured' }
  const rec = body as Record<string, unknown>
  if (rec.success === true) return { success: true }
  const error = typeof rec.error === 'string' && rec.error ? rec.error : 'An unexpected error occured'
  return { success: false, error }
}

/** The state shown on the watchlist page for a saved car. */
export type WatchlistCarState = 'available' | 'sold' | 'removed'

export function watchlistCarState(car: { status?: string | null; sold?: boolean | null } | null | undefined): WatchlistCarState {
  if (!car) return 'removed'
  return isSoldCar(car) ? 'sold' : 'available'
}
