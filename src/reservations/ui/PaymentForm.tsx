'use client'
/** The form that takes a started payment: the test card form in test mode, Stripe's Payment Element otherwise. */
import { StripePayment } from './StripePayment'
import { TestCardForm } from './TestCardForm'
import type { Started } from './startedPayment'

interface PaymentFormProps {
  started: Started
  amountText: string
  publishableKey?: string
  confirmationUrl: (reference: string) => string
  onError: (m: string | null) => void
}

export function PaymentForm({ started, amountText, publishableKey, confirmationUrl, onError }: PaymentFormProps) {
  if (started.provider === 'test') return <TestCardForm started={started} depositText={amountText} onDone={(ref) => window.location.assign(confirmationUrl(ref))} onError={onError} />
  return <StripePayment started={started} publishableKey={publishableKey ?? ''} returnUrl={confirmationUrl(started.reference)} onError={onError} />
}
