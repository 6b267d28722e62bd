'use client'
/**
 * The checkout's state and moves: the current step (its heading takes the focus on a change), the
 * answers, the refused fields and the alert, and starting the checkout on the server before the
 * deposit is paid (or going straight to the confirmation when nothing is left to pay).
 */
import { useEffect, useRef, useState } from 'react'
import type { ContactInput } from '@/reservations/server/schema'
import { currentLeadSource } from '@/forms/ui/leadSourceStore'
import { useClientKey } from './clientKey'
import { EMPTY_PURCHASE, stepsFor, validateStep, type Errors, type PurchaseAnswers, type Step } from './checkoutSteps'
import type { Started } from './startedPayment'
import type { CheckoutFlowProps } from './checkoutFlowProps'

type StartAnswer = { started: Started } | { errors: Errors; alert: string }

async function startCheckout(props: CheckoutFlowProps, clientKey: string, contact: ContactInput, purchase: PurchaseAnswers): Promise<StartAnswer> {
  const res = await fetch('/api/payments/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: props.kind, car: props.carSlug, client_key: clientKey, contact, purchase: props.kind === 'buy-online' ? purchase : undefined, lead_source: currentLeadSource() }),
  })
  const body = (await res.json().catch(() => ({}))) as Partial<Started> & { error?: string; errors?: Errors }
  if (!res.ok) return { errors: body.errors ?? {}, alert: body.error ?? 'Something went wrong. No money has moved; please try again.' }
  return { started: body as Started }
}

/** Focuses the step's heading when the step changes (not on the first render). */
function useFocusOnChange(step: Step) {
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    heading.current?.focus()
  }, [step])
  return heading
}

export function useCheckoutFlow(props: CheckoutFlowProps) {
  const steps = stepsFor(props.kind)
  const [step, setStep] = useState<Step>('details')
  const [contact, setContact] = useState<ContactInput>({ name: props.initialContact.name ?? '', email: props.initialContact.email ?? '', phone: props.initialContact.phone ?? '' })
  const [purchase, setPurchase] = useState<PurchaseAnswers>(EMPTY_PURCHASE)
  const [errors, setErrors] = useState<Errors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [started, setStarted] = useState<Started | null>(null)
  const clientKey = useClientKey(`checkout:${props.kind}:${props.carSlug}`)
  const heading = useFocusOnChange(step)
  const index = steps.indexOf(step)
  const confirmationUrl = (reference: string) => `${props.confirmationPath}?reference=${encodeURIComponent(reference)}`
  const goto = (s: Step) => {
    setErrors({})
    setAlert(null)
    setStep(s)
  }

  const pay = async () => {
    setBusy(true)
    try {
      const answer = await startCheckout(props, clientKey(), contact, purchase)
      if (!('started' in answer)) {
        setErrors(answer.errors)
        setAlert(answer.alert)
      } else if (answer.started.next === 'paid') window.location.assign(confirmationUrl(answer.started.reference))
      else {
        setStarted(answer.started)
        goto('pay')
      }
    } catch {
      setAlert('We could not reach the server. No money has moved; please try again.')
    } finally {
      setBusy(false)
    }
  }

  const next = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = validateStep(step, steps, contact, purchase)
    if (Object.keys(found).length > 0) {
      setErrors(found)
      setAlert('Please fix the highlighted fields.')
      return
    }
    const following = steps[index + 1]!
    if (following !== 'pay') return goto(following)
    await pay()
  }

  const updatePurchase = (patch: Partial<PurchaseAnswers>) => setPurchase({ ...purchase, ...patch })
  return { steps, step, index, contact, setContact, purchase, updatePurchase, errors, alert, setAlert, busy, started, heading, goto, next, confirmationUrl }
}
