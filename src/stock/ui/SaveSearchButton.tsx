'use client'
/**
 * "Save this search" (issue 35 section 1) on /cars and /search/..., rendered only on sites with
 * saved searches on (the server decides: src/stock/searchRoutes.tsx). It saves the
 * page's current refinements, read from the address bar when the shopper presses Save (the search
 * UI keeps its state there), through POST /api/saved-searches/save:
 *
 * - a signed-in shopper (sites with accounts) saves at once for the account's address;
 * - anyone else gives an address and agrees to the e-mails, then confirms by the e-mailed link.
 *
 * The form keeps what the shopper typed when the server refuses it, and shows the server's message.
 */
import { useId, useState } from 'react'
import { z } from '@/lib/zod'
import { useShopperSession } from '../../components/shopper/ShopperSession'

/** The save endpoint's answer; a part of the wrong type is left out, a body that is not an object is a failure. */
export const saveSearchAnswer = z.object({
  success: z.boolean().catch(false),
  message: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
  errors: z.record(z.string(), z.string()).optional().catch(undefined),
})
type Answer = z.infer<typeof saveSearchAnswer>
const UNREADABLE_ANSWER: Answer = { success: false, error: 'Something went wrong. Please try again.' }

export function SaveSearchButton() {
  const session = useShopperSession()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [frequency, setFrequency] = useState<'instant' | 'daily'>('instant')
  const [consent, setConsent] = useState(false)
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const signedIn = Boolean(session.customer)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setAnswer(null)
    try {
      const res = await fetch('/api/saved-searches/save', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: window.location.pathname, query: window.location.search.replace(/^\?/, ''), frequency, ...(signedIn ? {} : { email, consent }) }),
      })
      const body = saveSearchAnswer.safeParse(await res.json().catch(() => null))
      setAnswer(body.success ? body.data : UNREADABLE_ANSWER)
    } catch {
      setAnswer({ success: false, error: 'We could not reach the site. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  const fieldError = (name: string) => answer?.errors?.[name]
  return (
    <div className="mx-auto max-w-7xl px-4 pt-3 text-sm" data-save-search>
      {!open ? (
        <button type="button" className="rounded border border-gray-300 bg-white px-3 py-1.5 font-medium text-gray-900 hover:bg-gray-50" onClick={() => setOpen(true)}>
          Save this search
        </button>
      ) : answer?.success ? (
        <p role="status" className="rounded bg-green-50 px-3 py-2 text-green-900">{answer.message}</p>
      ) : (
        <form onSubmit={save} className="flex flex-wrap items-end gap-3 rounded border border-gray-200 bg-white p-3" aria-label="Save this search" noValidate>
          {signedIn ? (
            <p className="w-full">We will e-mail {session.customer?.email} when new cars match this search.</p>
          ) : (
            <label className="flex flex-col gap-1" htmlFor={`${id}-email`}>
              E-mail address
              <input id={`${id}-email`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} className="rounded border border-gray-300 px-2 py-1" aria-invalid={Boolean(fieldError('email'))} />
              {fieldError('email') ? <span className="text-red-700">{fieldError('email')}</span> : null}
            </label>
          )}
          <label className="flex flex-col gap-1" htmlFor={`${id}-frequency`}>
            E-mail me
            <select id={`${id}-frequency`} value={frequency} onChange={(e) => setFrequency(e.target.value === 'daily' ? 'daily' : 'instant')} className="rounded border border-gray-300 px-2 py-1">
              <option value="instant">as soon as a car is listed</option>
              <option value="daily">once a day (digest)</option>
            </select>
          </label>
          {signedIn ? null : (
            <label className="flex w-full items-start gap-2" htmlFor={`${id}-consent`}>
              <input id={`${id}-consent`} type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
              <span>Yes, e-mail me about cars matching this search. I can unsubscribe at any time.</span>
            </label>
          )}
          {fieldError('consent') ? <p className="w-full text-red-700">{fieldError('consent')}</p> : null}
          <button type="submit" disabled={busy} className="rounded bg-gray-900 px-3 py-1.5 font-medium text-white disabled:opacity-60">
            {busy ? 'Saving…' : 'Save search'}
          </button>
          {answer && !answer.success ? <p role="alert" className="w-full text-red-700">{answer.error}</p> : null}
        </form>
      )}
    </div>
  )
}
