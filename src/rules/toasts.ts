/**
 * Toast queue as a pure reducer (timers live in the hook that dispatches REMOVE_TOAST).
 *
 * SPEC.md §4 Toasts: "At most one is shown at a time; adding replaces the previous one.
 *   Dismissing closes it, then removes it after about 1,000,000 ms. An update changes an open
 *   toast. A destructive variant exists."
 * SPEC.md §9 "Toast limit: 1. Toast removal delay: 1,000,000 ms."
 * SPEC.md §4 Watchlist save: toast "Car Saved In Watchlist" with a "View List" action; removal
 *   shows "Car Removed".
 */

/** SPEC.md §9 "Toast limit: 1." */
export const TOAST_LIMIT = 1
/** SPEC.md §9 "Toast removal delay: 1,000,000 ms." */
export const TOAST_REMOVE_DELAY = 1_000_000

type ToastVariant = 'default' | 'destructive'

/** A toast's action button as data (rules do not import React). */
interface ToastAction {
  label: string
  href?: string
}

export interface Toast {
  id: string
  title?: string
  description?: string
  action?: ToastAction
  variant?: ToastVariant
  open: boolean
}

export interface ToastState {
  toasts: Toast[]
}

export type ToastActionType =
  | { type: 'ADD_TOAST'; toast: Toast }
  | { type: 'UPDATE_TOAST'; toast: Partial<Toast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string }

export const initialToastState: ToastState = { toasts: [] }

/**
 * SPEC.md §4 Toasts.
 * - ADD_TOAST puts the new toast first and keeps at most TOAST_LIMIT (1): it replaces the previous.
 * - UPDATE_TOAST merges fields into the toast with that id (no-op when it is gone).
 * - DISMISS_TOAST sets open=false on that toast, or on all when no id is given; the caller then
 *   schedules REMOVE_TOAST after TOAST_REMOVE_DELAY.
 * - REMOVE_TOAST drops that toast, or all when no id is given.
 * Returns a new state; the input is never mutated.
 */
export function toastReducer(state: ToastState, action: ToastActionType): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      }
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      }
    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { toasts: [] }
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) }
    default:
      return state
  }
}

/** Ids of closed toasts that still await their REMOVE_TOAST (for the hook's timers). */
export function closedToastIds(state: ToastState): string[] {
  return state.toasts.filter((t) => !t.open).map((t) => t.id)
}

/** SPEC.md §4 Watchlist save success toast, with its "View List" action. */
export function watchlistSavedToast(id: string, viewListHref: string): Toast {
  return { id, title: 'Car Saved In Watchlist', action: { label: 'View List', href: viewListHref }, open: true }
}

/** SPEC.md §4 Watchlist removal toast. */
export function watchlistRemovedToast(id: string): Toast {
  return { id, title: 'Car Removed', open: true }
}
