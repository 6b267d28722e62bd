// @vitest-environment happy-dom
/** watchStoredList: the search island's way to learn the visitor has saved cars without rendering. */
import { describe, expect, it, vi } from 'vitest'
import { watchStoredList, writeStoredList } from '@/components/shopper/storedList'

const car = { id: '7', name: '2024 Toyota HiLux', slug: '2024-toyota-hilux', make: 'Toyota', model: 'HiLux', primary_image_url: '' }

describe('watchStoredList', () => {
  it('reports the stored list at once, then every change, until unsubscribed', () => {
    window.localStorage.setItem('favourites:watch-a', JSON.stringify([car]))
    const seen = vi.fn()
    const stop = watchStoredList('favourites:watch-a', (list) => seen(list.map((c) => c.id)))
    expect(seen).toHaveBeenLastCalledWith(['7'])
    writeStoredList('favourites:watch-a', [])
    expect(seen).toHaveBeenLastCalledWith([])
    stop()
    writeStoredList('favourites:watch-a', [car])
    expect(seen).toHaveBeenCalledTimes(2)
  })

  it('an empty or unreadable list reports empty', () => {
    window.localStorage.setItem('compare:watch-b', '{not json')
    const seen = vi.fn()
    watchStoredList('compare:watch-b', (list) => seen(list.length))()
    expect(seen).toHaveBeenCalledWith(0)
  })
})
