'use client'
/**
 * Favourite and compare toggles on a car card (SPEC.md §2 Car card, §4 Favourites and compare,
 * §5 Favourite buttons). Hidden by `showFavouriteButtons`; lists are stored per site; adding a
 * favourite pushes the SPEC.md §9 event id 39 to the dataLayer.
 */
import {
  compareStorageKey,
  favouritesStorageKey,
  isInList,
  showFavouriteButtons,
  toggleCompare,
  toggleFavourite,
  COMPARE_MAX,
  type FavouriteCar,
} from '@/rules/favourites'
import { useToast } from '../toast/Toaster'
import { trackFavouriteAdded } from '@/analytics/events'
import { useStoredList } from '../shopper/storedList'

type Props = {
  car: FavouriteCar
  siteSlug: string
  hideFavouritesWithoutImages?: boolean
  className?: string
}

function useOptionalToast(): ReturnType<typeof useToast> | null {
  try {
    return useToast()
  } catch {
    return null
  }
}

export function FavouriteButtons({ car, siteSlug, hideFavouritesWithoutImages, className = '' }: Props) {
  const [favourites, setFavourites] = useStoredList(favouritesStorageKey(siteSlug))
  const [compare, setCompare] = useStoredList(compareStorageKey(siteSlug))
  const toaster = useOptionalToast()

  if (!showFavouriteButtons(car, { hideFavouritesWithoutImages })) return null

  const name = car.name || [car.make, car.model].filter(Boolean).join(' ') || 'this car'
  const isFavourite = isInList(favourites, car.id)
  const isCompared = isInList(compare, car.id)

  const onFavourite = () => {
    const result = toggleFavourite(favourites, car)
    setFavourites(result.list)
    if (result.action === 'added') {
      const entry = result.list[result.list.length - 1]
      if (entry) trackFavouriteAdded(entry, siteSlug)
    }
  }

  const onCompare = () => {
    const result = toggleCompare(compare, car)
    if (result.action === 'full') {
      toaster?.toast({ title: `You can compare up to ${COMPARE_MAX} cars`, description: 'Remove one from your comparison first.' })
      return
    }
    setCompare(result.list)
  }

  const base =
    'inline-flex h-10 w-10 items-center justify-center rounded-full border shadow-sm transition-colors focus-visible:outline-offset-2'
  return (
    <div className={`flex gap-2 ${className}`}>
      <button
        type="button"
        aria-pressed={isFavourite}
        aria-label={`Favourite ${name}`}
        title={isFavourite ? 'Remove from favourites' : 'Add to favourites'}
        onClick={onFavourite}
        data-testid="favourite-button"
        className={`${base} ${isFavourite ? 'border-red-600 bg-red-600 text-white' : 'border-gray-300 bg-white/95 text-gray-800 hover:bg-white'}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill={isFavourite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.7 3.6 4.3 6.9C19.5 16.4 12 21 12 21z" strokeLinejoin="round" />
        </svg>
      </button>
      <button
        type="button"
        aria-pressed={isCompared}
        aria-label={`Compare ${name}`}
        title={isCompared ? 'Remove from comparison' : 'Add to comparison'}
        onClick={onCompare}
        data-testid="compare-button"
        className={`${base} ${isCompared ? 'border-brand bg-brand text-on-brand' : 'border-gray-300 bg-white/95 text-gray-800 hover:bg-white'}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M7 4v16M17 4v16M3 8h8M13 16h8" />
        </svg>
      </button>
    </div>
  )
}
