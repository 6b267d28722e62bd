/**
 * Favourites, compare and watchlist-save rules.
 *
 * SPEC.md §5 "Favourite buttons hide for non-sellable cars, for cars with price 0 or lower,
 *   and on some sites for cars with no images."
 * SPEC.md §4 "Available (buyable) means in_stock or coming_soon."
 * SPEC.md §4 Favourites and compare: "Toggles flip per car. Adding a favourite fires a tracking
 *   event. Favourites and compare are stored locally."
 * SPEC.md §3 "Favourite entry: id (string), name, slug, make, model, primary_image_url. It is
 *   stored locally per site."
 * SPEC.md §4 Watchlist save: "A sold car shows the save button only if it is already saved."
 */

import { toAmount } from './priceDisplay'
import { isSoldCar } from './tagPrecedence'
import { COMPARE_MAX, type FavouriteEntry } from './storedLists'

// The stored lists (entry shape, storage keys, parsing) live in ./storedLists, which the header
// and the compare tray import on every page without the price and sold rules below.
export * from './storedLists'

/** The fields of a Car (SPEC.md §3) read by these rules. */
export interface FavouriteCar {
  id: string | number
  name?: string | null
  slug?: string | null
  make?: string | null
  model?: string | null
  primary_image_url?: string | null
  status?: string | null
  sold?: boolean | null
  price?: number | string | null
  images?: ReadonlyArray<{ url?: string | null; image_url?: string | null } | string | null> | null
  photos_count?: number | null
}

/** DESIGN.md Site settings: "favourites hidden for cars with no images", default off. */
export interface FavouriteSettings {
  hideFavouritesWithoutImages?: boolean
}

type ToggleAction = 'added' | 'removed' | 'full'

export interface ToggleResult {
  list: FavouriteEntry[]
  /** 'added' is the caller's cue to fire the favourite tracking event (SPEC.md §9 event id 39). */
  action: ToggleAction
}

/**
 * SPEC.md §4 "Available (buyable) means in_stock or coming_soon", and not flagged sold.
 */
export function isSellable(car: Pick<FavouriteCar, 'status' | 'sold'>): boolean {
  if (isSoldCar(car)) return false
  const status = car.status?.trim().toLowerCase()
  return status === 'in_stock' || status === 'coming_soon'
}

/**
 * A car has images when its images list holds at least one non-empty entry, or it has a
 * primary_image_url, or photos_count is above 0 (search hits may carry only the latter two).
 */
export function hasImages(car: Pick<FavouriteCar, 'images' | 'primary_image_url' | 'photos_count'>): boolean {
  const fromList = (car.images ?? []).some((img) => {
    if (typeof img === 'string') return img.trim() !== ''
    return Boolean(img && ((img.url ?? '').trim() || (img.image_url ?? '').trim()))
  })
  if (fromList) return true
  if ((car.primary_image_url ?? '').trim() !== '') return true
  return typeof car.photos_count === 'number' && car.photos_count > 0
}

/**
 * SPEC.md §5 Favourite buttons: shown only for sellable cars with a price above 0 (a missing
 * or unparseable price counts as 0), and, when the site hides them, only for cars with images.
 * The same rule governs the compare button.
 */
export function showFavouriteButtons(car: FavouriteCar, settings: FavouriteSettings = {}): boolean {
  if (!isSellable(car)) return false
  const price = toAmount(car.price) ?? 0
  if (price <= 0) return false
  if (settings.hideFavouritesWithoutImages === true && !hasImages(car)) return false
  return true
}

/** SPEC.md §4 Watchlist save: "A sold car shows the save button only if it is already saved." */
export function showWatchlistSave(car: Pick<FavouriteCar, 'status' | 'sold'>, isSaved: boolean): boolean {
  return isSoldCar(car) ? isSaved : true
}

/** Build the stored SPEC.md §3 Favourite entry from a car (id as a string, nulls as ""). */
export function toFavouriteEntry(car: FavouriteCar): FavouriteEntry {
  return {
    id: String(car.id),
    name: car.name ?? '',
    slug: car.slug ?? '',
    make: car.make ?? '',
    model: car.model ?? '',
    primary_image_url: car.primary_image_url ?? '',
  }
}

/** True when the car (by id, compared as strings) is in the list. */
export function isInList(list: readonly FavouriteEntry[], id: string | number): boolean {
  const key = String(id)
  return list.some((entry) => entry.id === key)
}

/**
 * SPEC.md §4 "Toggles flip per car": removes the car when present, otherwise appends it.
 * Returns a new list; the input is not mutated.
 */
export function toggleFavourite(list: readonly FavouriteEntry[], car: FavouriteCar): ToggleResult {
  return toggleIn(list, car, Number.POSITIVE_INFINITY)
}

/**
 * Same flip for the compare list, capped at `max` (default COMPARE_MAX = 4): adding to a
 * full list leaves it unchanged and reports 'full' so the UI can say why.
 */
export function toggleCompare(
  list: readonly FavouriteEntry[],
  car: FavouriteCar,
  max: number = COMPARE_MAX,
): ToggleResult {
  return toggleIn(list, car, max)
}

function toggleIn(list: readonly FavouriteEntry[], car: FavouriteCar, max: number): ToggleResult {
  const key = String(car.id)
  if (isInList(list, key)) return { list: list.filter((e) => e.id !== key), action: 'removed' }
  if (list.length >= max) return { list: [...list], action: 'full' }
  return { list: [...list, toFavouriteEntry(car)], action: 'added' }
}
