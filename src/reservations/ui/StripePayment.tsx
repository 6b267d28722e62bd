'use client'
/** Stripe mode: Stripe.js's Payment Element (the card is typed into Stripe's frame). */
import { useEffect, useRef, useState } from 'react'
import { PRIMARY_CLASS } from './checkoutStyles'
import type { Started } from './startedPayment'

type StripeJs = {
  elements: (o: { clientSecret: string }) => { create: (t: 'payment') => { mount: (el: HTMLElement) => void }; submit: () => Promise<{ error?: { message?: string } }> }
  confirmPayment: (o: { elements: unknown; confirmParams: { return_url: string } }) => Promise<{ error?: { message?: string } }>
}
declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs
  }
}

type StripeReady = { stripe: StripeJs; elements: ReturnType<StripeJs['elements']> }

/** Loads Stripe.js once and mounts its Payment Element into `mount`; null until it is there. */
function useStripeElement(mount: React.RefObject<HTMLDivElement | null>, publishableKey: string, clientSecret: string | null, onError: (m: string | null) => void) {
  const [ready, setReady] = useState<StripeReady | null>(null)
  useEffect(() => {
    const init = () => {
      if (!window.Stripe || !mount.current || !clientSecret) return
      const stripe = window.Stripe(publishableKey)
      const elements = stripe.elements({ clientSecret })
      elements.create('payment').mount(mount.current)
      setReady({ stripe, elements })
    }
    if (window.Stripe) return init()
    const script = document.createElement('script')
    script.src = 'https://js.stripe.com/v3/'
    script.onload = init
    script.onerror = () => onError('The payment form could not load. No money has moved; please try again.')
    document.head.appendChild(script)
  }, [mount, publishableKey, clientSecret, onError])
  return ready
}

export function StripePayment({ started, publishableKey, returnUrl, onError }: { started: Started; publishableKey: string; returnUrl: string; onError: (m: string | null) => void }) {
  const mount = useRef<HTMLDivElement>(null)
  const ready = useStripeElement(mount, publishableKey, started.client_secret, onError)
  const [busy, setBusy] = useState(false)
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
      <button type="submit" className={PRIMARY_CLASS} disabled={!ready || busy}>
        {busy ? 'Paying…' : 'Pay deposit'}
      </button>
    </form>
  )
}
