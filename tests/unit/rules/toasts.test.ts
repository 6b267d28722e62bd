import { describe, expect, it } from 'vitest'
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  closedToastIds,
  initialToastState,
  toastReducer,
  watchlistRemovedToast,
  watchlistSavedToast,
  type Toast,
} from '@/rules/toasts'

const a: Toast = { id: '1', title: 'First', open: true }
const b: Toast = { id: '2', title: 'Second', open: true, variant: 'destructive' }

describe('toasts (SPEC.md §4 Toasts, §9 "Toast limit: 1. Toast removal delay: 1,000,000 ms.")', () => {
  it('constants', () => {
    expect(TOAST_LIMIT).toBe(1)
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
  })

  it('at most one is shown; adding replaces the previous one', () => {
    const one = toastReducer(initialToastState, { type: 'ADD_TOAST', toast: a })
    expect(one.toasts).toEqual([a])
    const two = toastReducer(one, { type: 'ADD_TOAST', toast: b })
    expect(two.toasts).toEqual([b])
    expect(one.toasts).toEqual([a])
  })

  it('a destructive variant exists', () => {
    expect(toastReducer(initialToastState, { type: 'ADD_TOAST', toast: b }).toasts[0]?.variant).toBe('destructive')
  })

  it('an update changes an open toast (and nothing else)', () => {
    const s = toastReducer({ toasts: [a] }, { type: 'UPDATE_TOAST', toast: { id: '1', description: 'More' } })
    expect(s.toasts).toEqual([{ ...a, description: 'More' }])
    expect(toastReducer({ toasts: [a] }, { type: 'UPDATE_TOAST', toast: { id: 'nope', title: 'x' } }).toasts).toEqual([a])
  })

  it('dismissing closes it (open=false) without removing it', () => {
    const s = toastReducer({ toasts: [a] }, { type: 'DISMISS_TOAST', toastId: '1' })
    expect(s.toasts).toEqual([{ ...a, open: false }])
    expect(closedToastIds(s)).toEqual(['1'])
    expect(toastReducer({ toasts: [a] }, { type: 'DISMISS_TOAST', toastId: 'other' }).toasts).toEqual([a])
    expect(toastReducer({ toasts: [a] }, { type: 'DISMISS_TOAST' }).toasts).toEqual([{ ...a, open: false }])
  })

  it('then REMOVE_TOAST (dispatched after the delay) removes it', () => {
    const closed = toastReducer({ toasts: [a] }, { type: 'DISMISS_TOAST', toastId: '1' })
    expect(toastReducer(closed, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([])
    expect(toastReducer({ toasts: [a] }, { type: 'REMOVE_TOAST', toastId: 'x' }).toasts).toEqual([a])
    expect(toastReducer({ toasts: [a] }, { type: 'REMOVE_TOAST' }).toasts).toEqual([])
  })

  it('watchlist toasts (SPEC.md §4 Watchlist save)', () => {
    expect(watchlistSavedToast('w1', '/watchlist')).toEqual({
      id: 'w1',
      title: 'Car Saved In Watchlist',
      action: { label: 'View List', href: '/watchlist' },
      open: true,
    })
    expect(watchlistRemovedToast('w2')).toEqual({ id: 'w2', title: 'Car Removed', open: true })
  })
})
