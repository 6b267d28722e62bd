'use client'
/**
 * SPEC.md §4 submit states: idle; submitting (the button shows a spinner); success; failure.
 * The button is disabled while submitting and after success so one click stores one lead.
 */
export type SubmitState = 'idle' | 'submitting' | 'success' | 'failure'

export const BUTTON_CLASS =
  'inline-flex items-center justify-center gap-2 rounded bg-brand px-5 py-2.5 font-semibold text-on-brand hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-70'

export function SubmitButton({ state, label, className }: { state: SubmitState; label: string; className?: string }) {
  const busy = state === 'submitting'
  return (
    <button type="submit" className={`${BUTTON_CLASS} ${className ?? ''}`} disabled={busy || state === 'success'} aria-busy={busy} data-state={state}>
      {busy ? (
        <svg className="h-4 w-4 animate-spin" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-testid="submit-spinner">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" fill="none" opacity="0.25" />
          <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" fill="none" />
        </svg>
      ) : null}
      <span>{busy ? 'Sending…' : state === 'success' ? 'Sent' : label}</span>
    </button>
  )
}
