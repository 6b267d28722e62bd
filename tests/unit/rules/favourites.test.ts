import { describe, expect, it } from 'vitest'
import {
  COMPARE_MAX,
  compareStorageKey,
  favouritesStorageKey,
  hasImages,
  isSellable,
  parseStoredList,
  showFavouriteButtons,
  showWatchlistSave,
  toFavouriteEntry,
  toggleCompare,
  toggleFavourite,
  type FavouriteCar,
} from '@/rules/favourites'

const car: FavouriteCar = {
  id: 101,
  name: '2022 Toyota Corolla Ascent Sport',
  slug: '2022-toyota-corolla-101',
  make: 'Toyota',
  model: 'Corolla',
  primary_image_url: 'https://cdn.example/101.jpg',
  status: 'in_stock',
  price: 29990,
  images: [{ url: 'https://cdn.example/101.jpg' }],
}
const car2: FavouriteCar = { ...car, id: '102', slug: 'car-102' }
const car3: FavouriteCar = { ...car, id: '103', slug: 'car-103' }
const car4: FavouriteCar = { ...car, id: '104', slug: 'car-104' }

describe('favourite buttons (SPEC.md §5 Favourite buttons)', () => {
  it('show for a sellable car with a price above 0', () => {
    expect(showFavouriteButtons(car)).toBe(true)
    expect(showFavouriteButtons({ ...car, status: 'coming_soon' })).toBe(true)
  })

  it('hide for non-sellable cars (status sold, sold flag, unknown status)', () => {
    expect(showFavouriteButtons({ ...car, status: 'sold' })).toBe(false)
    expect(showFavouriteButtons({ ...car, sold: true })).toBe(false)
    expect(showFavouriteButtons({ ...car, status: null })).toBe(false)
  })

  it('hide for price 0 or lower (1 is shown); a missing price counts as 0', () => {
    expect(showFavouriteButtons({ ...car, price: 0 })).toBe(false)
    expect(showFavouriteButtons({ ...car, price: -1 })).toBe(false)
    expect(showFavouriteButtons({ ...car, price: 1 })).toBe(true)
    expect(showFavouriteButtons({ ...car, price: null })).toBe(false)
  })

  it('hide for cars with no images only on sites with hideFavouritesWithoutImages', () => {
    const bare = { ...car, images: [], primary_image_url: '', photos_count: 0 }
    expect(showFavouriteButtons(bare)).toBe(true)
    expect(showFavouriteButtons(bare, { hideFavouritesWithoutImages: true })).toBe(false)
    expect(showFavouriteButtons(car, { hideFavouritesWithoutImages: true })).toBe(true)
  })

  it('hasImages counts an images entry, a primary image or photos_count', () => {
    expect(hasImages({ images: [{ url: '' }, null] })).toBe(false)
    expect(hasImages({ images: ['a.jpg'] })).toBe(true)
    expect(hasImages({ images: [{ image_url: 'a.jpg' }] })).toBe(true)
    expect(hasImages({ primary_image_url: 'a.jpg' })).toBe(true)
    expect(hasImages({ photos_count: 3 })).toBe(true)
    expect(hasImages({})).toBe(false)
  })

  it('sellable = in_stock or coming_soon and not sold (SPEC.md §4)', () => {
    expect(isSellable({ status: 'in_stock' })).toBe(true)
    expect(isSellable({ status: 'coming_soon' })).toBe(true)
    expect(isSellable({ status: 'in_stock', sold: true })).toBe(false)
    expect(isSellable({ status: 'sold' })).toBe(false)
  })
})

describe('watchlist save button (SPEC.md §4 "A sold car shows the save button only if it is already saved")', () => {
  it('sold car: only when already saved', () => {
    expect(showWatchlistSave({ status: 'sold' }, true)).toBe(true)
    expect(showWatchlistSave({ status: 'sold' }, false)).toBe(false)
    expect(showWatchlistSave({ status: 'in_stock', sold: true }, false)).toBe(false)
  })
  it('unsold car: always', () => {
    expect(showWatchlistSave({ status: 'in_stock' }, false)).toBe(true)
    expect(showWatchlistSave({ status: 'coming_soon' }, true)).toBe(true)
  })
})

describe('favourites and compare toggles (SPEC.md §4 "Toggles flip per car", §3 Favourite entry)', () => {
  it('the stored entry is the SPEC.md §3 shape with a string id', () => {
    expect(toFavouriteEntry(car)).toEqual({
      id: '101',
      name: '2022 Toyota Corolla Ascent Sport',
      slug: '2022-toyota-corolla-101',
      make: 'Toyota',
      model: 'Corolla',
      primary_image_url: 'https://cdn.example/101.jpg',
    })
    expect(toFavouriteEntry({ id: 5 })).toEqual({ id: '5', name: '', slug: '', make: '', model: '', primary_image_url: '' })
  })

  it('toggleFavourite adds then removes the same car, without mutating the input', () => {
    const empty: ReturnType<typeof toFavouriteEntry>[] = []
    const added = toggleFavourite(empty, car)
    expect(added.action).toBe('added')
    expect(added.list.map((e) => e.id)).toEqual(['101'])
    expect(empty).toEqual([])
    const removed = toggleFavourite(added.list, { ...car, id: '101' })
    expect(removed).toEqual({ list: [], action: 'removed' })
    expect(added.list).toHaveLength(1)
  })

  it('favourites have no cap', () => {
    let list = toggleFavourite([], car).list
    for (const c of [car2, car3, car4]) list = toggleFavourite(list, c).list
    expect(list).toHaveLength(4)
  })

  it(`compare holds at most ${COMPARE_MAX} cars; adding a 5th reports "full" and keeps the list`, () => {
    expect(COMPARE_MAX).toBe(4)
    const car5: FavouriteCar = { ...car, id: '105', slug: 'car-105' }
    let list = toggleCompare([], car).list
    list = toggleCompare(list, car2).list
    list = toggleCompare(list, car3).list
    list = toggleCompare(list, car4).list
    const full = toggleCompare(list, car5)
    expect(full.action).toBe('full')
    expect(full.list.map((e) => e.id)).toEqual(['101', '102', '103', '104'])
    const removed = toggleCompare(list, car2)
    expect(removed.action).toBe('removed')
    expect(toggleCompare(removed.list, car5).action).toBe('added')
  })

  it('storage keys are per site: favourites:{slug} and compare:{slug}', () => {
    expect(favouritesStorageKey('acme-motors')).toBe('favourites:acme-motors')
    expect(compareStorageKey('acme-motors')).toBe('compare:acme-motors')
  })

  it('parseStoredList tolerates bad storage contents and de-duplicates', () => {
    expect(parseStoredList(null)).toEqual([])
    expect(parseStoredList('{not json')).toEqual([])
    expect(parseStoredList('{"id":1}')).toEqual([])
    const parsed = parseStoredList(JSON.stringify([{ id: 7, name: 'A' }, { id: '7' }, { name: 'no id' }, 'x', { id: '8', make: 5 }]))
    expect(parsed).toEqual([
      { id: '7', name: 'A', slug: '', make: '', model: '', primary_image_url: '' },
      { id: '8', name: '', slug: '', make: '', model: '', primary_image_url: '' },
    ])
  })
})
