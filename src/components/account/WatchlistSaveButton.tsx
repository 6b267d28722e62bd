'use client'
/**
 * Save to watchlist (SPEC.md §4 Watchlist save, §7, §8): on the car card and the car page.
 *
 * - Shown only on sites with shopper accounts; a sold car only when it is already saved.
 * - A signed-out shopper, or one without a phone, goes to /sign-in?type=watchlist; the redirect
 *   carries `watchlist-save={id}` so the car is saved (with the toast) on the way back.
 * - Optimistic: the list changes first, then the server is called; success shows "Car Saved In
 *   Watchlist" with "View List" (or "Car Removed"); a failure alerts the error message, counts as
 *   `success: false` and rolls the change back.
 */
import { useCallback, useEffect, useState } from 'react'
import { signInHref } from '@/rules/gatedRoutes'
import { watchlistRemovedToast, watchlistSavedToast } from '@/rules/toasts'
import { applyWatchlistChange, readWatchlistResult, settleWatchlistChange, showWatchlistSave, watchlistClickAction } from '@/rules/watchlist'
import { useToast } from '../toast/Toaster'
import { useShopperSession } from './ShopperSession'

const SAVE_AFTER_SIGN_IN_PARAM = 'watchlist-save'
/** Cars already saved after sign-in on this page view (the car may have more than one button). */
const autoSavedIds = new Set<string>()

type Props = { car: { id: string | number; status?: string | null; sold?: boolean | null; name?: string | null }; className?: string; variant?: 'icon' | 'full' }

function useOptionalToast() {
  try {
    return useToast()
  } catch {
    return null
  }
}

/** The current path with `watchlist-save={id}` added (where sign-in returns to). */
function returnPathSaving(carId: string): string {
  const url = new URL(window.location.href)
  url.searchParams.set(SAVE_AFTER_SIGN_IN_PARAM, carId)
  return `${url.pathname}${url.search}`
}

export function WatchlistSaveButton({ car, className = '', variant = 'icon' }: Props) {
  const session = useShopperSession()
  const toaster = useOptionalToast()
  const [busy, setBusy] = useState(false)
  const id = String(car.id)
  const saved = session.watchlist.includes(id)

  const call = useCallback(
    async (action: 'save' | 'remove') => {
      const previous = session.watchlist
      const optimistic = applyWatchlistChange(previous, id, action)
      session.setWatchlist(optimistic)
      setBusy(true)
      let result: { success: boolean; error?: string }
      try {
        const res = await fetch(`/api/watchlist/${action === 'save' ? 'save-car' : 'remove-car'}`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone_number: session.customer?.phone ?? '', car_id: id }),
        })
        result = readWatchlistResult(await res.json().catch(() => null))
      } catch (error) {
        result = { success: false, error: (error as Error)?.message || 'An unexpected error occured' }
      }
      session.setWatchlist(settleWatchlistChange(previous, optimistic, result.success))
      setBusy(false)
      if (!result.success) {
        window.alert(result.error)
        return
      }
      const toast = action === 'save' ? watchlistSavedToast(`watchlist-${id}`, '/watchlist') : watchlistRemovedToast(`watchlist-${id}`)
      toaster?.toast({ id: toast.id, title: toast.title, action: toast.action })
    },
    [id, session, toaster],
  )

  // Back from sign-in with ?watchlist-save={id}: save this car once the session check has
  // finished. The parameter is removed through Next's router-aware replaceState (null state), so
  // the router does not put it back on a later update.
  useEffect(() => {
    if (!session.enabled || session.loading || autoSavedIds.has(id)) return
    const url = new URL(window.location.href)
    if (url.searchParams.get(SAVE_AFTER_SIGN_IN_PARAM) !== id) return
    autoSavedIds.add(id)
    url.searchParams.delete(SAVE_AFTER_SIGN_IN_PARAM)
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`)
    if (watchlistClickAction({ loading: false, id: session.customer?.id, phone: session.customer?.phone }, saved) === 'save') void call('save')
  }, [session, id, saved, call])

  // A tap while the session check is still running is kept and acted on when it has finished
  // (instead of being lost).
  const [pendingClick, setPendingClick] = useState(false)

  const act = useCallback(() => {
    const action = watchlistClickAction({ loading: session.loading, id: session.customer?.id, phone: session.customer?.phone }, saved)
    if (action === 'wait') return setPendingClick(true)
    if (busy) return
    if (action === 'sign-in') {
      const back = `${window.location.pathname}${window.location.search}`
      window.location.assign(signInHref('watchlist', returnPathSaving(id), back))
      return
    }
    void call(action)
  }, [session, saved, busy, id, call])

  useEffect(() => {
    if (!pendingClick || session.loading) return
    setPendingClick(false)
    act()
  }, [pendingClick, session.loading, act])

  if (!session.enabled || !showWatchlistSave(car, saved)) return null

  const onClick = act

  const label = saved ? 'Saved to watchlist' : 'Save to watchlist'
  const name = car.name || 'this car'
  if (variant === 'full') {
    return (
      <button
        type="button"
        onClick={onClick}
        aria-pressed={saved}
        data-testid="watchlist-save"
        className={`inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50 ${className}`}
      >
        <BookmarkIcon filled={saved} />
        {label}
      </button>
    )
  }
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={`${label}: ${name}`}
      title={label}
      data-testid="watchlist-save"
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full border shadow-sm ${saved ? 'border-brand bg-brand text-on-brand' : 'border-gray-300 bg-white/95 text-gray-800 hover:bg-white'} ${className}`}
    >
      <BookmarkIcon filled={saved} />
    </button>
  )
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M6 3h12v18l-6-4-6 4z" />
    </svg>
  )
}
