/**
 * The sign-in form's three steps as forms: the e-mail step (uncontrolled inputs, read at submit),
 * the 6-digit code, and the missing mobile phone of a signed-in shopper.
 */
import type { FormEvent } from 'react'

const input = 'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-base focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30'
const button = 'mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand px-4 font-semibold text-on-brand disabled:opacity-60'

/** Runs the step's action instead of the browser's form submission. */
const submitWith = (action: () => void) => (e: FormEvent) => {
  e.preventDefault()
  action()
}

function SignInError({ error }: { error: string | null }) {
  if (!error) return null
  return (
    <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="sign-in-error">
      {error}
    </p>
  )
}

interface StepProps {
  error: string | null
  busy: boolean
}

export function PhoneStep({ phone, onPhone, onSave, error, busy }: StepProps & { phone: string; onPhone: (phone: string) => void; onSave: () => void }) {
  return (
    <form onSubmit={submitWith(onSave)} className="mt-6" data-testid="phone-form">
      <p className="text-gray-700">Add your mobile number to keep a watchlist.</p>
      <label className="mt-4 block font-semibold">
        Mobile phone
        <input className={input} type="tel" autoComplete="tel" required value={phone} onChange={(e) => onPhone(e.target.value)} name="phone" />
      </label>
      <SignInError error={error} />
      <button className={button} disabled={busy}>
        Save and continue
      </button>
    </form>
  )
}

interface CodeStepProps extends StepProps {
  info: string | null
  code: string
  onCode: (code: string) => void
  onVerify: () => void
  onStartOver: () => void
}

export function CodeStep({ info, code, onCode, onVerify, onStartOver, error, busy }: CodeStepProps) {
  return (
    <form onSubmit={submitWith(onVerify)} className="mt-6" data-testid="code-form">
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
          onChange={(e) => onCode(e.target.value)}
          name="code"
        />
      </label>
      <SignInError error={error} />
      <button className={button} disabled={busy}>
        Sign in
      </button>
      <button type="button" className="mt-3 w-full text-sm underline" onClick={onStartOver}>
        Use another e-mail or send a new code
      </button>
    </form>
  )
}

interface EmailStepProps extends StepProps {
  siteName: string
  askPhone: boolean
  /** What the shopper entered last time (after "Use another e-mail"). */
  details: { email: string; name: string; phone: string; consent: boolean }
  /** False until the form has hydrated. */
  ready: boolean
  onRequestCode: (form: HTMLFormElement) => void
}

export function EmailStep({ siteName, askPhone, details, ready, onRequestCode, error, busy }: EmailStepProps) {
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    onRequestCode(e.currentTarget)
  }
  return (
    <form onSubmit={onSubmit} className="mt-6" data-testid="email-form">
      <label className="block font-semibold">
        E-mail
        <input className={input} type="email" autoComplete="email" required defaultValue={details.email} name="email" />
      </label>
      <label className="mt-4 block font-semibold">
        Name <span className="font-normal text-gray-600">(optional)</span>
        <input className={input} autoComplete="name" defaultValue={details.name} name="name" maxLength={120} />
      </label>
      <label className="mt-4 block font-semibold">
        Mobile phone {askPhone ? null : <span className="font-normal text-gray-600">(optional)</span>}
        <input className={input} type="tel" autoComplete="tel" required={askPhone} defaultValue={details.phone} name="phone" />
        {askPhone ? <span className="mt-1 block text-sm font-normal text-gray-600">Needed to keep a watchlist.</span> : null}
      </label>
      <label className="mt-4 flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" defaultChecked={details.consent} name="consent" />
        <span>{siteName} may contact me about cars I save and offers.</span>
      </label>
      <SignInError error={error} />
      <button className={button} disabled={busy || !ready}>
        E-mail me a code
      </button>
    </form>
  )
}
