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
import { showWatchlistSave } from '@/rules/watchlist'
import { useShopperSession } from './ShopperSession'
import { useWatchlistToggle } from './useWatchlistToggle'

type Props = { car: { id: string | number; status?: string | null; sold?: boolean | null; name?: string | null }; className?: string; variant?: 'icon' | 'full' }

export function WatchlistSaveButton({ car, className = '', variant = 'icon' }: Props) {
  const session = useShopperSession()
  const id = String(car.id)
  const saved = session.watchlist.includes(id)

  const onClick = useWatchlistToggle(id, saved)

  if (!session.enabled || !showWatchlistSave(car, saved)) return null

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
