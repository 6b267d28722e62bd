'use client'
/**
 * The open toasts (Toaster): loaded with the first toast, so a page view that shows none does
 * not download or hydrate them.
 */
import Link from 'next/link'
import type { Toast } from '@/rules/toasts'

export function ToastItems({ toasts, dismiss }: { toasts: readonly Toast[]; dismiss: (id: string) => void }) {
  return toasts.map((t) => (
    <div
      key={t.id}
      role={t.variant === 'destructive' ? 'alert' : 'status'}
      data-testid="toast"
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg p-4 shadow-lg ${
        t.variant === 'destructive' ? 'bg-red-700 text-white' : 'border border-gray-200 bg-white text-gray-900'
      }`}
    >
      <div className="flex-1">
        {t.title ? <p className="font-semibold">{t.title}</p> : null}
        {t.description ? <p className="text-sm">{t.description}</p> : null}
        {t.action?.href ? (
          <Link href={t.action.href} className="mt-1 inline-block text-sm font-semibold underline">
            {t.action.label}
          </Link>
        ) : null}
      </div>
      <button type="button" onClick={() => dismiss(t.id)} className="rounded px-2 text-lg leading-none" aria-label="Dismiss notification">
        ×
      </button>
    </div>
  ))
}
