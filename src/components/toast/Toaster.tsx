'use client'
/**
 * Toasts (SPEC.md §4): one at a time, a new toast replaces the open one, dismiss closes it
 * and removes it TOAST_REMOVE_DELAY later; a destructive variant for failures. State lives
 * in the pure reducer in src/rules/toasts.ts.
 */
import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react'
import {
  TOAST_REMOVE_DELAY,
  closedToastIds,
  initialToastState,
  toastReducer,
  type Toast,
} from '@/rules/toasts'

// The toasts' markup loads with the first toast; the live region is always there, so
// screen readers announce the first one too.
const ToastItems = lazy(() => import('./ToastItems').then((m) => ({ default: m.ToastItems })))

type ToastInput = Omit<Toast, 'id' | 'open'> & { id?: string }
type ToastApi = {
  toast: (input: ToastInput) => { id: string; update: (patch: Partial<ToastInput>) => void; dismiss: () => void }
  dismiss: (id?: string) => void
}

const ToastContext = createContext<ToastApi | null>(null)
let counter = 0

export function Toaster({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = useReducer(toastReducer, initialToastState)
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  useEffect(() => {
    for (const id of closedToastIds(state)) {
      if (timers.current.has(id)) continue
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id)
          dispatch({ type: 'REMOVE_TOAST', toastId: id })
        }, TOAST_REMOVE_DELAY),
      )
    }
  }, [state])

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((t) => clearTimeout(t))
  }, [])

  const dismiss = useCallback((id?: string) => dispatch({ type: 'DISMISS_TOAST', toastId: id }), [])
  const toast = useCallback<ToastApi['toast']>(
    (input) => {
      const id = input.id ?? `toast-${++counter}`
      dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } })
      return {
        id,
        update: (patch) => dispatch({ type: 'UPDATE_TOAST', toast: { ...patch, id } }),
        dismiss: () => dismiss(id),
      }
    },
    [dismiss],
  )
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss])
  const open = state.toasts.filter((t) => t.open)

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div aria-live="polite" aria-atomic="true" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 md:justify-end">
        {open.length > 0 ? (
          <Suspense fallback={null}>
            <ToastItems toasts={open} dismiss={dismiss} />
          </Suspense>
        ) : null}
      </div>
    </ToastContext.Provider>
  )
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <Toaster>')
  return api
}
