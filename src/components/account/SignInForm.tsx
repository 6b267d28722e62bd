'use client'
/**
 * Sign-in without a password: e-mail (plus the mobile phone when saving to the
 * watchlist needs it, SPEC.md §4), then the 6-digit code from the e-mail. On success the
 * browser goes to `redirectTo` (already a same-site path). A shopper who is already signed in
 * goes there at once, or is asked only for the missing phone number.
 *
 * The first step's inputs are uncontrolled and read at submit: the page hydrates its content
 * late (HydrateLater), and a shopper who types before that must not lose what they typed. Its
 * button is enabled once the form has hydrated.
 */
import { useEffect, useState } from 'react'
import { useShopperSession } from './ShopperSession'

type Step = 'email' | 'code' | 'phone'

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

const input = 'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-base focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30'
const button = 'mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand px-4 font-semibold text-on-brand disabled:opacity-60'

type Props = { siteName: string; redirectTo: string; askPhone: boolean; signedIn?: boolean }

export function SignInForm({ siteName, redirectTo, askPhone, signedIn = false }: Props) {
  const session = useShopperSession()
  // Signed in already (read by the page on the server): only the phone is asked for.
  const [step, setStep] = useState<Step>(signedIn && askPhone ? 'phone' : 'email')
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [consent, setConsent] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [info, setInfo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // False in the server HTML and until this form has hydrated: a press before then would submit
  // the bare HTML form (a GET putting the e-mail address and phone into the address bar).
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])

  useEffect(() => {
    if (session.loading || !session.customer) return
    if (askPhone && !session.customer.phone) setStep('phone')
    else window.location.replace(redirectTo)
  }, [session.loading, session.customer, askPhone, redirectTo])

  const run = async (fn: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await fn()
    } finally {
      setBusy(false)
    }
  }

  const requestCode = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    // Read from the form itself, not from state: what a shopper typed before the page hydrated is
    // in the inputs (uncontrolled) and would be missing from state.
    const entered = enteredDetails(new FormData(e.currentTarget))
    setEmail(entered.email)
    setName(entered.name)
    setPhone(entered.phone)
    setConsent(entered.consent)
    void run(async () => {
      const { email, phone, name } = entered
      const res = await post('/api/account/code', { email, ...(phone ? { phone } : {}), ...(name ? { name } : {}) })
      if (!res.ok) return setError(messageOf(res.body))
      setInfo(typeof res.body.message === 'string' ? res.body.message : 'Check your e-mail for the code.')
      setStep('code')
    })
  }

  const verify = (e: React.FormEvent) => {
    e.preventDefault()
    void run(async () => {
      const res = await post('/api/account/verify', { email, code, ...(phone ? { phone } : {}), ...(name ? { name } : {}), consent })
      if (!res.ok) return setError(messageOf(res.body))
      window.location.assign(redirectTo)
    })
  }

  const savePhone = (e: React.FormEvent) => {
    e.preventDefault()
    void run(async () => {
      const res = await post('/api/account/profile', { phone })
      if (!res.ok) return setError(messageOf(res.body))
      window.location.assign(redirectTo)
    })
  }

  const alert = error ? (
    <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="sign-in-error">
      {error}
    </p>
  ) : null

  if (step === 'phone') {
    return (
      <form onSubmit={savePhone} className="mt-6" data-testid="phone-form">
        <p className="text-gray-700">Add your mobile number to keep a watchlist.</p>
        <label className="mt-4 block font-semibold">
          Mobile phone
          <input className={input} type="tel" autoComplete="tel" required value={phone} onChange={(e) => setPhone(e.target.value)} name="phone" />
        </label>
        {alert}
        <button className={button} disabled={busy}>
          Save and continue
        </button>
      </form>
    )
  }

  if (step === 'code') {
    return (
      <form onSubmit={verify} className="mt-6" data-testid="code-form">
        {info ? <p className="rounded-md bg-green-50 p-3 text-sm text-green-900" role="status">{info}</p> : null}
        <label className="mt-4 block font-semibold">
          6-digit code
          <input
            className={`${input} tracking-widest`}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,8}"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
            name="code"
          />
        </label>
        {alert}
        <button className={button} disabled={busy}>
          Sign in
        </button>
        <button type="button" className="mt-3 w-full text-sm underline" onClick={() => { setStep('email'); setCode(''); setError(null) }}>
          Use another e-mail or send a new code
        </button>
      </form>
    )
  }

  return (
    <form onSubmit={requestCode} className="mt-6" data-testid="email-form">
      <label className="block font-semibold">
        E-mail
        <input className={input} type="email" autoComplete="email" required defaultValue={email} name="email" />
      </label>
      <label className="mt-4 block font-semibold">
        Name <span className="font-normal text-gray-600">(optional)</span>
        <input className={input} autoComplete="name" defaultValue={name} name="name" maxLength={120} />
      </label>
      <label className="mt-4 block font-semibold">
        Mobile phone {askPhone ? null : <span className="font-normal text-gray-600">(optional)</span>}
        <input className={input} type="tel" autoComplete="tel" required={askPhone} defaultValue={phone} name="phone" />
        {askPhone ? <span className="mt-1 block text-sm font-normal text-gray-600">Needed to keep a watchlist.</span> : null}
      </label>
      <label className="mt-4 flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" defaultChecked={consent} name="consent" />
        <span>{siteName} may contact me about cars I save and offers.</span>
      </label>
      {alert}
      <button className={button} disabled={busy || !ready}>
        E-mail me a code
      </button>
    </form>
  )
}
