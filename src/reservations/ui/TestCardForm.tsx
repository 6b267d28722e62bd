'use client'
/** Test mode: Stripe's test numbers, read here; the server gets only the outcome. */
import { useId, useState } from 'react'
import { DECLINE_MESSAGES, testCardOutcome } from '@/rules/reservation'
import { Field } from './CheckoutField'
import { INPUT_CLASS, PRIMARY_CLASS } from './checkoutStyles'
import type { Started } from './startedPayment'

type Errors = Record<string, string>
type Outcome = NonNullable<ReturnType<typeof testCardOutcome>>

/** The typed card's refused fields and, when the number is a test card, its outcome. */
function checkCard(card: string, expiry: string, cvc: string): { errors: Errors; outcome: Outcome | null } {
  const errors: Errors = {}
  const outcome = testCardOutcome(card)
  if (!outcome) errors.card = 'Use a test card number, e.g. 4242 4242 4242 4242. Real cards are not accepted in test mode.'
  if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(expiry.trim())) errors.expiry = 'Enter the expiry as MM/YY.'
  if (!/^\d{3,4}$/.test(cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.'
  return { errors, outcome }
}

/** Sends the outcome; the reference when paid (or already settled), else the message to show. */
async function confirmTestPayment(started: Started, outcome: Outcome): Promise<{ done: true } | { done: false; message: string }> {
  const res = await fetch('/api/payments/test-confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ intent: started.intent, client_secret: started.client_secret, outcome }),
  })
  const body = (await res.json().catch(() => ({}))) as { state?: string; error?: string }
  if ((res.ok && body.state === 'succeeded') || res.status === 409) return { done: true }
  return { done: false, message: body.error ?? (outcome === 'succeeded' ? 'The payment failed. No money has moved.' : DECLINE_MESSAGES[outcome]) }
}

interface TestCardFormProps {
  started: Started
  depositText: string
  onDone: (reference: string) => void
  onError: (m: string | null) => void
}

export function TestCardForm({ started, depositText, onDone, onError }: TestCardFormProps) {
  const uid = useId()
  const [card, setCard] = useState('')
  const [expiry, setExpiry] = useState('')
  const [cvc, setCvc] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const pay = async (event: React.FormEvent) => {
    event.preventDefault()
    if (busy) return
    const checked = checkCard(card, expiry, cvc)
    setErrors(checked.errors)
    if (Object.keys(checked.errors).length > 0 || !checked.outcome) {
      onError('Please fix the highlighted fields. No money has moved.')
      return
    }
    setBusy(true)
    onError(null)
    try {
      const result = await confirmTestPayment(started, checked.outcome)
      if (result.done) return onDone(started.reference)
      onError(result.message)
    } catch {
      onError('We could not reach the server. If you were charged it will show on the confirmation; otherwise no money has moved.')
    } finally {
      setBusy(false)
    }
  }
  const cardInput = (name: string, label: string, error: string | undefined, value: string, set: (v: string) => void) => (
    <Field id={`${uid}-${name}`} label={label} error={error}>
      {/* No name attribute: these fields are never submitted anywhere. */}
      <input id={`${uid}-${name}`} className={INPUT_CLASS} inputMode="numeric" autoComplete="off" value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${uid}-${name}-error` : undefined} onChange={(e) => set(e.target.value)} />
    </Field>
  )
  return (
    <form noValidate onSubmit={pay} data-testid="test-card-form">
      <p className="mb-3 text-sm text-gray-800">
        Test cards: <strong>4242 4242 4242 4242</strong> pays; <strong>4000 0000 0000 0002</strong> is declined. Any future expiry and any 3 digits. The card number stays in your browser.
      </p>
      {cardInput('card', 'Card number', errors.card, card, setCard)}
      <div className="grid grid-cols-2 gap-3">
        {cardInput('exp', 'Expiry (MM/YY)', errors.expiry, expiry, setExpiry)}
        {cardInput('cvc', 'Security code', errors.cvc, cvc, setCvc)}
      </div>
      <button type="submit" className={PRIMARY_CLASS} disabled={busy}>
        {busy ? 'Paying…' : `Pay ${depositText}`}
      </button>
    </form>
  )
}
