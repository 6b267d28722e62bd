'use client'
/**
 * What the watchlist save button does (SPEC.md §4 Watchlist save, §8): an optimistic save or
 * removal with its toast, or the alert and roll-back on failure; a signed-out shopper goes to
 * sign-in, and the car is saved on the way back (`watchlist-save={id}`); a tap while the session
 * check runs is acted on when it has finished.
 */
import { useCallback, useEffect, useState } from 'react'
import { signInHref } from '@/rules/gatedRoutes'
import { watchlistRemovedToast, watchlistSavedToast } from '@/rules/toasts'
import { applyWatchlistChange, readWatchlistResult, settleWatchlistChange, watchlistClickAction } from '@/rules/watchlist'
import { useToast } from '../toast/Toaster'
import { useShopperSession } from './ShopperSession'

const SAVE_AFTER_SIGN_IN_PARAM = 'watchlist-save'
/** Cars already saved after sign-in on this page view (the car may have more than one button). */
const autoSavedIds = new Set<string>()

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

/** POSTs the change to /api/watchlist/save-car or remove-car and reads the answer. */
async function sendWatchlistChange(action: 'save' | 'remove', phone: string, id: string): Promise<{ success: boolean; error?: string }> {
  try {
    const res = await fetch(`/api/watchlist/${action === 'save' ? 'save-car' : 'remove-car'}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: phone, car_id: id }),
    })
    return readWatchlistResult(await res.json().catch(() => null))
  } catch (error) {
    return { success: false, error: (error as Error)?.message || 'An unexpected error occured' }
  }
}

/** The shopper's click on the button for car `id` (saved or not): returns the click handler. */
export function useWatchlistToggle(id: string, saved: boolean): () => void {
  const session = useShopperSession()
  const toaster = useOptionalToast()
  const [busy, setBusy] = useState(false)

  const call = useCallback(
    async (action: 'save' | 'remove') => {
      const previous = session.watchlist
      const optimistic = applyWatchlistChange(previous, id, action)
      session.setWatchlist(optimistic)
      setBusy(true)
      const result = await sendWatchlistChange(action, session.customer?.phone ?? '', id)
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

  return act
}
