/**
 * The payments interface (DESIGN.md "Payments are an interface"): one contract for the
 * Stripe adapter (stripe.ts) and the local test provider (testProvider.ts), chosen by environment
 * variables in provider.ts. Amounts are whole cents, currency AUD. Card data never reaches the
 * platform's server: Stripe's own browser code collects it; the test provider's browser form sends
 * only the outcome its test card stands for.
 */
import type { PaymentEvent, PaymentState } from '@/rules/reservation'

type ProviderName = 'stripe' | 'test'

export interface PaymentIntentView {
  id: string
  /** For the browser to pay this intent (never logged). */
  clientSecret: string | null
  state: PaymentState
  amountCents: number
  currency: string
  metadata: Record<string, string>
}

/** A verified event of the provider, as a state-machine event on one intent. */
export interface PaymentEventView {
  eventId: string
  intentId: string
  event: PaymentEvent
}

export interface CreateIntentInput {
  amountCents: number
  currency: string
  /** The same key always answers the same intent (double submits, retries). */
  idempotencyKey: string
  description: string
  metadata: Record<string, string>
}

export interface PaymentProvider {
  readonly name: ProviderName
  /** "Test mode: no money moves" is shown wherever this is true. */
  readonly testMode: boolean
  /** Stripe's publishable key (the browser loads Stripe.js with it); undefined for the test provider. */
  readonly publishableKey?: string
  createIntent(input: CreateIntentInput): Promise<PaymentIntentView>
  retrieveIntent(id: string): Promise<PaymentIntentView>
  cancelIntent(id: string, idempotencyKey: string): Promise<PaymentIntentView>
  /** Refunds the whole payment of a succeeded intent. */
  refund(intentId: string, idempotencyKey: string): Promise<{ id: string; state: 'refunded' | 'pending' | 'failed' }>
  /** Verifies a webhook's signature and reads it; throws WebhookSignatureError on a forged one. */
  verifyWebhook(rawBody: string, signature: string | null): PaymentEventView | null
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is not valid.') {
    super(message)
    this.name = 'WebhookSignatureError'
  }
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** Whether money may have moved (shown to the shopper on the error page). */
    readonly moneyMoved = false,
  ) {
    super(message)
    this.name = 'PaymentProviderError'
  }
}

export const TEST_MODE_LABEL = 'Test mode: no money moves'
