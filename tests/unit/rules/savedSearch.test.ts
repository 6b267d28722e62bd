import { describe, expect, it } from 'vitest'
import {
  alertEmailsPerDay,
  alertKey,
  cleanSearchName,
  dueForSending,
  mayMailAgain,
  watchlistChange,
  DAY_MS,
} from '@/rules/savedSearch'
import { cleanSearchPath, defaultSavedSearchName, savedSearchTarget } from '@/alerts/server/target'

describe('saved search target', () => {
  it('keeps the refinements as the search page writes them, without page or sort', () => {
    const target = savedSearchTarget('/cars/', 'page=4&sortBy=Car_production_price_asc&range[price]=$10,000 - $20,000&refinementList[make][0]=Toyota&utm_source=x')
    expect(target).toEqual({ ok: true, value: { path: '/cars', query: 'refinementList[make][]=Toyota&range[price]=10000:20000' } })
  })

  it('accepts only /cars and /search/{1 or 2 segments}', () => {
    expect(cleanSearchPath('/search/Toyota/Corolla')).toBe('/search/toyota/corolla')
    expect(cleanSearchPath('/search/used-cars')).toBe('/search/used-cars')
    for (const bad of ['/about', '/search', '/search/a/b/c', 'https://evil.example/cars', '/search/../admin', 42]) expect(cleanSearchPath(bad)).toBeNull()
    expect(savedSearchTarget('/about', '')).toEqual({ ok: false, error: 'Only a search page (/cars or /search/...) can be saved.' })
  })

  it('names a search after what it looks for', () => {
    expect(defaultSavedSearchName({ path: '/search/toyota/land-cruiser', query: 'range[price]=:50000&range[year]=2018:' })).toBe('Toyota Land Cruiser, year from 2018, up to $50,000')
    expect(defaultSavedSearchName({ path: '/cars', query: '' })).toBe('All cars')
    expect(cleanSearchName('  a\nb  ')).toBe('a b')
    expect(cleanSearchName('')).toBeNull()
    expect(cleanSearchName('x'.repeat(121))).toBeNull()
  })
})

describe('alert rules', () => {
  it('the per-day cap is the site setting, 3 when unset', () => {
    expect(alertEmailsPerDay({})).toBe(3)
    expect(alertEmailsPerDay({ alertEmailsPerDay: 1 })).toBe(1)
    expect(mayMailAgain(2, 3)).toBe(true)
    expect(mayMailAgain(3, 3)).toBe(false)
  })

  it('instant alerts are due at once; a digest once its oldest car has waited a day', () => {
    const now = 10 * DAY_MS
    expect(dueForSending([{ frequency: 'instant', createdAt: now }], now)).toBe(true)
    expect(dueForSending([{ frequency: 'daily', createdAt: now - DAY_MS + 1 }], now)).toBe(false)
    expect(dueForSending([{ frequency: 'daily', createdAt: now - DAY_MS }], now)).toBe(true)
  })

  it('one car once per search; a watched car once per kind of change (and per new price)', () => {
    expect(alertKey({ searchId: 5, vehicleId: 9, reason: 'match' })).toBe('s5:v9')
    expect(alertKey({ watchId: 2, vehicleId: 9, reason: 'price-drop', price: 25000 })).toBe('w2:v9:price-drop:25000')
    expect(alertKey({ watchId: 2, vehicleId: 9, reason: 'sold' })).toBe('w2:v9:sold')
  })

  it('a watched car is news when its price drops, or it is reserved or sold', () => {
    expect(watchlistChange({ price: 30000, status: 'in_stock' }, { price: 28000, status: 'in_stock' })).toBe('price-drop')
    expect(watchlistChange({ price: 30000, status: 'in_stock' }, { price: 31000, status: 'in_stock' })).toBeNull()
    expect(watchlistChange({ price: 30000, status: 'in_stock' }, { price: 30000, status: 'in_stock', reserved: true })).toBe('reserved')
    expect(watchlistChange({ price: 30000, status: 'reserved' }, { price: 30000, status: 'sold' })).toBe('sold')
    expect(watchlistChange({ price: 30000, status: 'sold' }, { price: 20000, status: 'sold' })).toBe('price-drop')
  })
})
