'use client'
/**
 * /online-payment's look-up: the reference the shopper typed is sent to the server, which answers
 * the payment the dealer asked for (or, for a car's stock number, a link to reserve it).
 */
import { useState } from 'react'
import type { Started } from './startedPayment'

export type FoundPayment = Started & { amount_cents: number; description: string }

type FindAnswer = Partial<FoundPayment> & { error?: string; reserve_path?: string; errors?: Record<string, string> }

export const onlinePaymentConfirmation = (ref: string) => `/online-payment/confirmation?reference=${encodeURIComponent(ref)}`

async function askForPayment(reference: string): Promise<{ ok: boolean; body: FindAnswer }> {
  const res = await fetch('/api/payments/online-payment', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reference }) })
  const body = (await res.json().catch(() => ({}))) as FindAnswer
  return { ok: res.ok, body }
}

export function useFindPayment() {
  const [reference, setReference] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [reservePath, setReservePath] = useState<string | null>(null)
  const [found, setFound] = useState<FoundPayment | null>(null)
  const [busy, setBusy] = useState(false)

  const find = async (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    setAlert(null)
    setReservePath(null)
    if (reference.trim().length < 3) {
      setError('Please enter the reference the dealer gave you.')
      return
    }
    setBusy(true)
    try {
      const { ok, body } = await askForPayment(reference)
      if (!ok) {
        setError(body.errors?.reference ?? body.error ?? 'Something went wrong. No money has moved.')
        if (body.reserve_path) setReservePath(body.reserve_path)
        return
      }
      if (body.next === 'paid') {
        window.location.assign(onlinePaymentConfirmation(body.reference!))
        return
      }
      setFound(body as FoundPayment)
    } catch {
      setAlert('We could not reach the server. No money has moved; please try again.')
    } finally {
      setBusy(false)
    }
  }

  return { reference, setReference, error, alert, setAlert, reservePath, found, busy, find }
}
