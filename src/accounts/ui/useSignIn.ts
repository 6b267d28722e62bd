'use client'
/**
 * The sign-in form's state and its three requests: e-mail a code (POST /api/account/code), sign in
 * with it (POST /api/account/verify), or save the missing phone of a signed-in shopper
 * (POST /api/account/profile). A shopper already signed in goes to `redirectTo` at once, or is
 * asked only for the missing phone number (SPEC.md §4).
 */
import { useEffect, useState } from 'react'
import { useShopperSession } from '../../components/shopper/ShopperSession'

export type SignInStep = 'email' | 'code' | 'phone'

async function post(path: string, body: unknown): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  try {
    const res = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const data = (await res.json().catch(() => ({}))) as Record<string, unknown>
    return { ok: res.ok && data.success === true, body: data }
  } catch {
    return { ok: false, body: { error: 'We could not reach the site. Check your connection and try again.' } }
  }
}

function messageOf(body: Record<string, unknown>): string {
  const errors = body.errors && typeof body.errors === 'object' ? Object.values(body.errors as Record<string, string>) : []
  return [typeof body.error === 'string' ? body.error : 'An unexpected error occured', ...errors].filter((m, i) => i === 0 || m).join(' ')
}

/** The e-mail step's fields as the shopper left them in the form. */
function enteredDetails(data: FormData): { email: string; name: string; phone: string; consent: boolean } {
  const text = (key: string) => String(data.get(key) ?? '').trim()
  return { email: text('email'), name: text('name'), phone: text('phone'), consent: data.get('consent') !== null }
}

/** Busy while a request runs, its error shown when it fails. */
function useRequest() {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (fn: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await fn()
    } finally {
      setBusy(false)
    }
  }
  return { error, setError, busy, run }
}

export function useSignIn({ redirectTo, askPhone, signedIn }: { redirectTo: string; askPhone: boolean; signedIn: boolean }) {
  const session = useShopperSession()
  // Signed in already (read by the page on the server): only the phone is asked for.
  const [step, setStep] = useState<SignInStep>(signedIn && askPhone ? 'phone' : 'email')
  const [details, setDetails] = useState({ email: '', name: '', phone: '', consent: false })
  const [code, setCode] = useState('')
  const [info, setInfo] = useState<string | null>(null)
  const { error, setError, busy, run } = useRequest()

  useEffect(() => {
    if (session.loading || !session.customer) return
    if (askPhone && !session.customer.phone) setStep('phone')
    else window.location.replace(redirectTo)
  }, [session.loading, session.customer, askPhone, redirectTo])

  /** Reads the form itself, not state: what a shopper typed before the page hydrated is in the (uncontrolled) inputs. */
  const requestCode = (form: HTMLFormElement) => {
    const entered = enteredDetails(new FormData(form))
    setDetails(entered)
    void run(async () => {
      const { email, phone, name } = entered
      const res = await post('/api/account/code', { email, ...(phone ? { phone } : {}), ...(name ? { name } : {}) })
      if (!res.ok) return setError(messageOf(res.body))
      setInfo(typeof res.body.message === 'string' ? res.body.message : 'Check your e-mail for the code.')
      setStep('code')
    })
  }
  const verify = () =>
    void run(async () => {
      const { email, phone, name, consent } = details
      const res = await post('/api/account/verify', { email, code, ...(phone ? { phone } : {}), ...(name ? { name } : {}), consent })
      if (!res.ok) return setError(messageOf(res.body))
      window.location.assign(redirectTo)
    })
  const savePhone = () =>
    void run(async () => {
      const res = await post('/api/account/profile', { phone: details.phone })
      if (!res.ok) return setError(messageOf(res.body))
      window.location.assign(redirectTo)
    })
  const startOver = () => {
    setStep('email')
    setCode('')
    setError(null)
  }
  const setPhone = (phone: string) => setDetails((d) => ({ ...d, phone }))
  return { step, details, code, setCode, setPhone, info, error, busy, requestCode, verify, savePhone, startOver }
}
