'use client'
/**
 * The favourites page and the watchlist page: each kept car with its
 * current price and state (sold ones marked) and a remove button.
 */
import Link from 'next/link'
import { favouritesStorageKey } from '@/rules/favourites'
import { SafeImage } from '../components/SafeImage'
import { carUrl } from '@/search/searchLinks'
import { useStoredList } from '../components/shopper/storedList'
import { useShopperSession } from '../components/shopper/ShopperSession'
import { WatchlistSaveButton } from '../components/shopper/WatchlistSaveButton'
import { carTitleOf, STATE_LABEL, useCurrentCars, type CurrentCar } from './ui/useCurrentCars'

type Props = { kind: 'favourites' | 'watchlist'; siteSlug: string }

export function CarList({ kind, siteSlug }: Props) {
  const session = useShopperSession()
  const [favourites, setFavourites] = useStoredList(favouritesStorageKey(siteSlug))
  const favouriteIds = favourites.map((f) => f.id)
  const { cars, error } = useCurrentCars(kind === 'watchlist' ? 'watchlist' : 'ids', kind === 'watchlist' ? [] : favouriteIds)

  const shown: CurrentCar[] | null =
    cars === null ? null : kind === 'watchlist' ? (session.loading ? cars : cars.filter((c) => session.watchlist.includes(c.id))) : cars.filter((c) => favouriteIds.includes(c.id))

  if (kind === 'favourites' && favourites.length === 0) {
    return (
      <p className="mt-6 text-gray-700" data-testid="empty-list">
        You have no favourites yet. Tap the heart on a car to keep it here. <Link href="/cars/" className="font-semibold text-brand underline">Browse our stock</Link>
      </p>
    )
  }
  if (error) return <p role="alert" className="mt-6 text-red-800">{error}</p>
  if (shown === null) return <p className="mt-6 text-gray-700">Loading…</p>
  if (shown.length === 0) {
    return (
      <p className="mt-6 text-gray-700" data-testid="empty-list">
        {kind === 'watchlist' ? 'Your watchlist is empty. Save a car to follow its price.' : 'You have no favourites yet.'}{' '}
        <Link href="/cars/" className="font-semibold text-brand underline">Browse our stock</Link>
      </p>
    )
  }
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-2" data-testid={`${kind}-list`}>
      {shown.map((entry) => {
        const stored = favourites.find((f) => f.id === entry.id)
        const car = entry.car
        const title = carTitleOf(car ?? stored, stored?.name || 'Vehicle')
        const image = (car?.primary_image_url as string | undefined) || stored?.primary_image_url || null
        const state = STATE_LABEL[entry.state]
        const href = entry.state === 'available' ? carUrl((car?.slug as string | undefined) ?? stored?.slug, entry.id) : null
        return (
          <li key={entry.id} className="flex gap-4 rounded-lg border border-gray-200 bg-white p-3" data-testid="kept-car" data-state={entry.state}>
            <div className="h-24 w-32 shrink-0 overflow-hidden rounded bg-gray-100">
              <SafeImage src={image} alt={title} width={256} height={192} className="h-full w-full object-cover" />
            </div>
            <div className="flex flex-1 flex-col gap-1">
              <h2 className="font-bold">{href ? <Link href={href} className="hover:underline">{title}</Link> : title}</h2>
              {entry.priceText ? <p className="text-lg font-extrabold">{entry.priceText}</p> : null}
              {state ? (
                <p className="w-fit rounded bg-gray-800 px-2 py-0.5 text-xs font-bold uppercase text-white" data-testid="car-state">
                  {state}
                </p>
              ) : null}
              <div className="mt-auto">
                {kind === 'watchlist' ? (
                  <WatchlistSaveButton car={{ id: entry.id, status: (car?.status as string | undefined) ?? 'sold', sold: entry.state !== 'available', name: title }} variant="full" />
                ) : (
                  <button type="button" className="inline-flex min-h-11 items-center text-sm font-semibold text-red-700 underline" onClick={() => setFavourites(favourites.filter((f) => f.id !== entry.id))} data-testid="remove-favourite">
                    Remove<span className="sr-only"> {title} from favourites</span>
                  </button>
                )}
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
