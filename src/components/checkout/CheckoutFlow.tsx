'use client'
/**
 * The checkout steps in the browser: contact details (and, buying online, trade-in,
 * payment method, pickup or delivery, review), then the deposit. The server computes the amount;
 * this page only shows it. A random key made once per car and kept for the tab makes a double
 * submit or a back-button resubmit answer the same checkout (never a second charge).
 * Card data: with Stripe, Stripe.js collects it in Stripe's own frame; in test mode the card
 * fields below have no name, are never sent, and only the outcome of the test card goes to the
 * server.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { contactSchema, purchaseSchema, PAYMENT_METHOD_LABELS, HANDOVER_LABELS, type ContactInput } from '@/reservations/schema'
import { DECLINE_MESSAGES, RETURN_CONDITIONS, MONEY_BACK_HOURS, RETURN_DAYS, testCardOutcome } from '@/rules/reservation'
import { currentLeadSource } from '@/components/leadSource/leadSourceStore'

type Step = 'details' | 'trade-in' | 'payment-method' | 'handover' | 'review' | 'pay'
type Errors = Record<string, string>
export type Started = { reference: string; next: 'pay' | 'paid'; intent: string; client_secret: string | null; provider: 'stripe' | 'test' }

export interface CheckoutFlowProps {
  kind: 'reserve' | 'buy-online'
  carSlug: string
  carTitle: string
  depositText: string
  provider: 'stripe' | 'test'
  publishableKey?: string
  /** Where the confirmation lives; `?reference=` is added. */
  confirmationPath: string
  initialContact: Partial<ContactInput>
}

const input = 'mt-1 block min-h-11 w-full rounded border border-gray-400 px-3 text-base'
const primary = 'inline-flex min-h-11 items-center justify-center rounded bg-brand px-6 font-semibold text-on-brand disabled:opacity-60'
const secondary = 'inline-flex min-h-11 items-center justify-center rounded border border-gray-300 bg-white px-6 font-semibold text-gray-900'

function newKey(): string {
  const bytes = new Uint8Array(18)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

function useClientKey(storageKey: string): () => string {
  const ref = useRef<string | null>(null)
  return () => {
    if (ref.current) return ref.current
    let key: string | null = null
    try {
      key = sessionStorage.getItem(storageKey)
    } catch {
      // storage blocked: a key for this page view only
    }
    if (!key) {
      key = newKey()
      try {
        sessionStorage.setItem(storageKey, key)
      } catch {
        // ignore
      }
    }
    ref.current = key
    return key
  }
}

function Field({ id, label, error, children, hint }: { id: string; label: string; error?: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function CheckoutFlow(props: CheckoutFlowProps) {
  const uid = useId()
  const steps: Step[] = props.kind === 'buy-online' ? ['details', 'trade-in', 'payment-method', 'handover', 'review', 'pay'] : ['details', 'pay']
  const [step, setStep] = useState<Step>('details')
  const [contact, setContact] = useState<ContactInput>({ name: props.initialContact.name ?? '', email: props.initialContact.email ?? '', phone: props.initialContact.phone ?? '' })
  const [purchase, setPurchase] = useState({ trade_in: 'no', trade_in_description: '', payment_method: '', handover: '', delivery_address: '', conditions_accepted: false })
  const [errors, setErrors] = useState<Errors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [started, setStarted] = useState<Started | null>(null)
  const clientKey = useClientKey(`checkout:${props.kind}:${props.carSlug}`)
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    heading.current?.focus()
  }, [step])

  const index = steps.indexOf(step)
  const goto = (s: Step) => {
    setErrors({})
    setAlert(null)
    setStep(s)
  }
  const confirmationUrl = (reference: string) => `${props.confirmationPath}?reference=${encodeURIComponent(reference)}`

  const validateStep = (s: Step): Errors => {
    if (s === 'details') {
      const r = contactSchema.safeParse(contact)
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))
    }
    // Steps not reached yet count as answered, so the checks that need the whole form (zod runs
    // refinements only on an otherwise valid object) still speak on this step.
    const before = (later: Step) => steps.indexOf(s) < steps.indexOf(later)
    const r = purchaseSchema.safeParse({
      ...purchase,
      payment_method: before('payment-method') ? 'finance' : purchase.payment_method,
      handover: before('handover') ? 'pickup' : purchase.handover,
      conditions_accepted: s === 'review' ? purchase.conditions_accepted : true,
    })
    if (r.success) return {}
    const fieldsOf: Record<string, string[]> = {
      'trade-in': ['trade_in', 'trade_in_description'],
      'payment-method': ['payment_method'],
      handover: ['handover', 'delivery_address'],
      review: ['conditions_accepted'],
    }
    const wanted = fieldsOf[s] ?? []
    return Object.fromEntries(r.error.issues.filter((i) => wanted.includes(String(i.path[0]))).map((i) => [String(i.path[0]), i.message]))
  }

  const startCheckout = async (): Promise<Started | null> => {
    const res = await fetch('/api/payments/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: props.kind, car: props.carSlug, client_key: clientKey(), contact, purchase: props.kind === 'buy-online' ? purchase : undefined, lead_source: currentLeadSource() }),
    })
    const body = (await res.json().catch(() => ({}))) as Partial<Started> & { error?: string; errors?: Errors }
    if (!res.ok) {
      setErrors(body.errors ?? {})
      setAlert(body.error ?? 'Something went wrong. No money has moved; please try again.')
      return null
    }
    return body as Started
  }

  const next = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = validateStep(step)
    if (Object.keys(found).length > 0) {
      setErrors(found)
      setAlert('Please fix the highlighted fields.')
      return
    }
    const following = steps[index + 1]!
    if (following !== 'pay') return goto(following)
    setBusy(true)
    try {
      const s = await startCheckout()
      if (!s) return
      if (s.next === 'paid') {
        window.location.assign(confirmationUrl(s.reference))
        return
      }
      setStarted(s)
      goto('pay')
    } catch {
      setAlert('We could not reach the server. No money has moved; please try again.')
    } finally {
      setBusy(false)
    }
  }

  const titles: Record<Step, string> = {
    details: 'Your details',
    'trade-in': 'Trade-in',
    'payment-method': 'Payment method',
    handover: 'Delivery or pickup',
    review: 'Review',
    pay: `Pay the ${props.depositText} deposit`,
  }

  return (
    <section aria-labelledby={`${uid}-step`} className="rounded border border-gray-200 p-4" data-testid="checkout-flow">
      <p className="text-sm text-gray-700" aria-live="polite">
        Step {index + 1} of {steps.length}
      </p>
      <h2 id={`${uid}-step`} ref={heading} tabIndex={-1} className="mb-4 text-xl font-bold">
        {titles[step]}
      </h2>
      {alert ? (
        <div role="alert" className="mb-4 rounded border border-red-300 bg-red-50 p-3 font-semibold text-red-800" data-testid="checkout-alert">
          {alert}
        </div>
      ) : null}
      {step === 'pay' && started ? (
        started.provider === 'test' ? (
          <TestCardForm started={started} depositText={props.depositText} onDone={(ref) => window.location.assign(confirmationUrl(ref))} onError={setAlert} />
        ) : (
          <StripePayment started={started} publishableKey={props.publishableKey ?? ''} returnUrl={confirmationUrl(started.reference)} onError={setAlert} />
        )
      ) : (
        <form noValidate onSubmit={next}>
          {step === 'details' ? (
            <>
              {(['name', 'email', 'phone'] as const).map((f) => (
                <Field key={f} id={`${uid}-${f}`} label={{ name: 'Full name', email: 'E-mail', phone: 'Mobile phone' }[f]} error={errors[f]}>
                  <input
                    id={`${uid}-${f}`}
                    name={f}
                    className={input}
                    type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
                    autoComplete={f === 'phone' ? 'tel' : f}
                    value={contact[f]}
                    aria-invalid={errors[f] ? true : undefined}
                    aria-describedby={errors[f] ? `${uid}-${f}-error` : undefined}
                    onChange={(e) => setContact({ ...contact, [f]: e.target.value })}
                  />
                </Field>
              ))}
            </>
          ) : null}
          {step === 'trade-in' ? (
            <fieldset className="mb-4">
              <legend className="font-semibold">Do you have a car to trade in?</legend>
              {(['no', 'yes'] as const).map((v) => (
                <label key={v} className="mt-2 flex min-h-11 items-center gap-2">
                  <input type="radio" name="trade_in" value={v} checked={purchase.trade_in === v} onChange={() => setPurchase({ ...purchase, trade_in: v })} />
                  {v === 'yes' ? 'Yes, I have a trade-in' : 'No trade-in'}
                </label>
              ))}
              {purchase.trade_in === 'yes' ? (
                <Field id={`${uid}-tradein`} label="Describe your trade-in" hint="Year, make, model, kilometres and condition. Our team values it and contacts you." error={errors.trade_in_description}>
                  <textarea
                    id={`${uid}-tradein`}
                    className={`${input} min-h-24 py-2`}
                    value={purchase.trade_in_description}
                    aria-invalid={errors.trade_in_description ? true : undefined}
                    aria-describedby={`${uid}-tradein-hint${errors.trade_in_description ? ` ${uid}-tradein-error` : ''}`}
                    onChange={(e) => setPurchase({ ...purchase, trade_in_description: e.target.value })}
                  />
                </Field>
              ) : null}
            </fieldset>
          ) : null}
          {step === 'payment-method' ? (
            <fieldset className="mb-4" aria-describedby={errors.payment_method ? `${uid}-pm-error` : undefined}>
              <legend className="font-semibold">How will you pay for the car?</legend>
              {(Object.keys(PAYMENT_METHOD_LABELS) as (keyof typeof PAYMENT_METHOD_LABELS)[]).map((v) => (
                <label key={v} className="mt-2 flex min-h-11 items-center gap-2">
                  <input type="radio" name="payment_method" value={v} checked={purchase.payment_method === v} onChange={() => setPurchase({ ...purchase, payment_method: v })} />
                  {PAYMENT_METHOD_LABELS[v]}
                </label>
              ))}
              {errors.payment_method ? <p id={`${uid}-pm-error`} className="mt-1 text-sm font-semibold text-red-700">{errors.payment_method}</p> : null}
            </fieldset>
          ) : null}
          {step === 'handover' ? (
            <fieldset className="mb-4" aria-describedby={errors.handover ? `${uid}-ho-error` : undefined}>
              <legend className="font-semibold">Delivery or pickup?</legend>
              {(Object.keys(HANDOVER_LABELS) as (keyof typeof HANDOVER_LABELS)[]).map((v) => (
                <label key={v} className="mt-2 flex min-h-11 items-center gap-2">
                  <input type="radio" name="handover" value={v} checked={purchase.handover === v} onChange={() => setPurchase({ ...purchase, handover: v })} />
                  {HANDOVER_LABELS[v]}
                </label>
              ))}
              {errors.handover ? <p id={`${uid}-ho-error`} className="mt-1 text-sm font-semibold text-red-700">{errors.handover}</p> : null}
              {purchase.handover === 'delivery' ? (
                <Field id={`${uid}-address`} label="Delivery address" error={errors.delivery_address}>
                  <input
                    id={`${uid}-address`}
                    className={input}
                    autoComplete="street-address"
                    value={purchase.delivery_address}
                    aria-invalid={errors.delivery_address ? true : undefined}
                    aria-describedby={errors.delivery_address ? `${uid}-address-error` : undefined}
                    onChange={(e) => setPurchase({ ...purchase, delivery_address: e.target.value })}
                  />
                </Field>
              ) : null}
            </fieldset>
          ) : null}
          {step === 'review' ? (
            <div className="mb-4 space-y-3" data-testid="purchase-review">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="font-semibold">Car</dt>
                <dd>{props.carTitle}</dd>
                <dt className="font-semibold">Name</dt>
                <dd>{contact.name}</dd>
                <dt className="font-semibold">Trade-in</dt>
                <dd>{purchase.trade_in === 'yes' ? purchase.trade_in_description : 'None'}</dd>
                <dt className="font-semibold">Payment</dt>
                <dd>{PAYMENT_METHOD_LABELS[purchase.payment_method as keyof typeof PAYMENT_METHOD_LABELS]}</dd>
                <dt className="font-semibold">Handover</dt>
                <dd>{purchase.handover === 'delivery' ? `Delivery to ${purchase.delivery_address}` : 'Pickup from the dealership'}</dd>
                <dt className="font-semibold">Deposit now</dt>
                <dd>{props.depositText}</dd>
              </dl>
              <h3 className="font-bold">{MONEY_BACK_HOURS}-hour money-back guarantee</h3>
              <p>Changed your mind? Tell us within {MONEY_BACK_HOURS} hours of taking the car and we refund what you paid.</p>
              <h3 className="font-bold">{RETURN_DAYS}-day return policy</h3>
              <p>You can return a used consumer vehicle when:</p>
              <ul className="list-disc pl-5">
                {RETURN_CONDITIONS.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={purchase.conditions_accepted}
                  aria-invalid={errors.conditions_accepted ? true : undefined}
                  aria-describedby={errors.conditions_accepted ? `${uid}-cond-error` : undefined}
                  onChange={(e) => setPurchase({ ...purchase, conditions_accepted: e.target.checked })}
                />
                I have read the money-back guarantee and the return conditions
              </label>
              {errors.conditions_accepted ? <p id={`${uid}-cond-error`} className="text-sm font-semibold text-red-700">{errors.conditions_accepted}</p> : null}
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {index > 0 ? (
              <button type="button" className={secondary} onClick={() => goto(steps[index - 1]!)}>
                Back
              </button>
            ) : null}
            <button type="submit" className={primary} disabled={busy}>
              {busy ? 'Please wait…' : steps[index + 1] === 'pay' ? 'Continue to payment' : 'Continue'}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}

/** Test mode: Stripe's test numbers, read here; the server gets only the outcome. */
export function TestCardForm({ started, depositText, onDone, onError }: { started: Started; depositText: string; onDone: (reference: string) => void; onError: (m: string | null) => void }) {
  const uid = useId()
  const [card, setCard] = useState('')
  const [expiry, setExpiry] = useState('')
  const [cvc, setCvc] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const pay = async (event: React.FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found: Errors = {}
    const outcome = testCardOutcome(card)
    if (!outcome) found.card = 'Use a test card number, e.g. 4242 4242 4242 4242. Real cards are not accepted in test mode.'
    if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(expiry.trim())) found.expiry = 'Enter the expiry as MM/YY.'
    if (!/^\d{3,4}$/.test(cvc.trim())) found.cvc = 'Enter the 3 or 4 digit security code.'
    setErrors(found)
    if (Object.keys(found).length > 0 || !outcome) {
      onError('Please fix the highlighted fields. No money has moved.')
      return
    }
    setBusy(true)
    onError(null)
    try {
      const res = await fetch('/api/payments/test-confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ intent: started.intent, client_secret: started.client_secret, outcome }),
      })
      const body = (await res.json().catch(() => ({}))) as { state?: string; error?: string }
      if (res.ok && body.state === 'succeeded') return onDone(started.reference)
      if (res.status === 409) return onDone(started.reference)
      onError(body.error ?? (outcome === 'succeeded' ? 'The payment failed. No money has moved.' : DECLINE_MESSAGES[outcome]))
    } catch {
      onError('We could not reach the server. If you were charged it will show on the confirmation; otherwise no money has moved.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <form noValidate onSubmit={pay} data-testid="test-card-form">
      <p className="mb-3 text-sm text-gray-800">
        Test cards: <strong>4242 4242 4242 4242</strong> pays; <strong>4000 0000 0000 0002</strong> is declined. Any future expiry and any 3 digits. The card number stays in your browser.
      </p>
      <Field id={`${uid}-card`} label="Card number" error={errors.card}>
        {/* No name attribute: these fields are never submitted anywhere. */}
        <input id={`${uid}-card`} className={input} inputMode="numeric" autoComplete="off" value={card} aria-invalid={errors.card ? true : undefined} aria-describedby={errors.card ? `${uid}-card-error` : undefined} onChange={(e) => setCard(e.target.value)} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${uid}-exp`} label="Expiry (MM/YY)" error={errors.expiry}>
          <input id={`${uid}-exp`} className={input} inputMode="numeric" autoComplete="off" value={expiry} aria-invalid={errors.expiry ? true : undefined} aria-describedby={errors.expiry ? `${uid}-exp-error` : undefined} onChange={(e) => setExpiry(e.target.value)} />
        </Field>
        <Field id={`${uid}-cvc`} label="Security code" error={errors.cvc}>
          <input id={`${uid}-cvc`} className={input} inputMode="numeric" autoComplete="off" value={cvc} aria-invalid={errors.cvc ? true : undefined} aria-describedby={errors.cvc ? `${uid}-cvc-error` : undefined} onChange={(e) => setCvc(e.target.value)} />
        </Field>
      </div>
      <button type="submit" className={primary} disabled={busy}>
        {busy ? 'Paying…' : `Pay ${depositText}`}
      </button>
    </form>
  )
}

type StripeJs = {
  elements: (o: { clientSecret: string }) => { create: (t: 'payment') => { mount: (el: HTMLElement) => void }; submit: () => Promise<{ error?: { message?: string } }> }
  confirmPayment: (o: { elements: unknown; confirmParams: { return_url: string } }) => Promise<{ error?: { message?: string } }>
}
declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs
  }
}

/** Stripe mode: Stripe.js's Payment Element (the card is typed into Stripe's frame). */
export function StripePayment({ started, publishableKey, returnUrl, onError }: { started: Started; publishableKey: string; returnUrl: string; onError: (m: string | null) => void }) {
  const mount = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState<{ stripe: StripeJs; elements: ReturnType<StripeJs['elements']> } | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    const init = () => {
      if (!window.Stripe || !mount.current || !started.client_secret) return
      const stripe = window.Stripe(publishableKey)
      const elements = stripe.elements({ clientSecret: started.client_secret })
      elements.create('payment').mount(mount.current)
      setReady({ stripe, elements })
    }
    if (window.Stripe) return init()
    const script = document.createElement('script')
    script.src = 'https://js.stripe.com/v3/'
    script.onload = init
    script.onerror = () => onError('The payment form could not load. No money has moved; please try again.')
    document.head.appendChild(script)
  }, [publishableKey, started.client_secret, onError])
  const pay = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!ready || busy) return
    setBusy(true)
    const { error } = await ready.stripe.confirmPayment({ elements: ready.elements, confirmParams: { return_url: new URL(returnUrl, window.location.href).toString() } })
    setBusy(false)
    if (error) onError(`${error.message ?? 'The payment did not go through.'} No money has moved.`)
  }
  return (
    <form onSubmit={pay}>
      <div ref={mount} className="mb-4 min-h-24" />
      <button type="submit" className={primary} disabled={!ready || busy}>
        {busy ? 'Paying…' : 'Pay deposit'}
      </button>
    </form>
  )
}
