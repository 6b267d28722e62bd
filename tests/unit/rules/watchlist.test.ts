import { describe, expect, it } from 'vitest'
import {
  applyWatchlistChange,
  readWatchlistResult,
  settleWatchlistChange,
  showWatchlistSave,
  watchlistCarState,
  watchlistClickAction,
} from '@/rules/watchlist'

describe('watchlist save button visibility (SPEC.md §4 "A sold car shows the save button only if it is already saved")', () => {
  it.each([
    [{ status: 'in_stock' }, false, true],
    [{ status: 'in_stock' }, true, true],
    [{ status: 'coming_soon' }, false, true],
    [{ status: 'sold' }, false, false],
    [{ status: 'sold' }, true, true],
    [{ status: 'in_stock', sold: true }, false, false],
    [{ status: 'in_stock', sold: true }, true, true],
  ])('%o saved=%s → shown %s', (car, saved, shown) => {
    expect(showWatchlistSave(car, saved)).toBe(shown)
  })
})

describe('watchlistClickAction (SPEC.md §4, §6)', () => {
  it('sends signed-out shoppers and shoppers without a phone to sign-in', () => {
    expect(watchlistClickAction({ loading: false, id: null }, false)).toBe('sign-in')
    expect(watchlistClickAction({ loading: false, id: 4, phone: null }, false)).toBe('sign-in')
    expect(watchlistClickAction({ loading: false, id: 4, phone: 'not a phone' }, false)).toBe('sign-in')
  })
  it('saves or removes for a signed-in shopper with a phone', () => {
    expect(watchlistClickAction({ loading: false, id: 4, phone: '0412 345 678' }, false)).toBe('save')
    expect(watchlistClickAction({ loading: false, id: 4, phone: '0412345678' }, true)).toBe('remove')
  })
  it('waits while the session check is loading', () => {
    expect(watchlistClickAction({ loading: true, id: null }, false)).toBe('wait')
  })
})

describe('optimistic update and rollback (SPEC.md §4, §8 Watchlist call failure)', () => {
  it('adds and removes ids as strings without duplicates', () => {
    expect(applyWatchlistChange(['1'], 2, 'save')).toEqual(['1', '2'])
    expect(applyWatchlistChange(['1', '2'], '2', 'save')).toEqual(['1', '2'])
    expect(applyWatchlistChange(['1', '2'], 1, 'remove')).toEqual(['2'])
  })
  it('keeps the optimistic list on success and rolls back otherwise', () => {
    expect(settleWatchlistChange(['1'], ['1', '2'], true)).toEqual(['1', '2'])
    expect(settleWatchlistChange(['1'], ['1', '2'], false)).toEqual(['1'])
  })
  it('reads the answer for success; anything else is success false with a message', () => {
    expect(readWatchlistResult({ success: true })).toEqual({ success: true })
    expect(readWatchlistResult({ success: false, error: 'This car is not listed on this site.' })).toEqual({
      success: false,
      error: 'This car is not listed on this site.',
    })
    expect(readWatchlistResult(null).success).toBe(false)
    expect(readWatchlistResult('oops').success).toBe(false)
    expect(readWatchlistResult({ success: 'true' }).success).toBe(false)
  })
})

describe('watchlistCarState', () => {
  it('marks sold and removed cars', () => {
    expect(watchlistCarState({ status: 'in_stock' })).toBe('available')
    expect(watchlistCarState({ status: 'sold' })).toBe('sold')
    expect(watchlistCarState(null)).toBe('removed')
  })
})
