/**
 * The Stripe adapter: Payment Intents in AUD cents, every write with an idempotency key,
 * webhooks verified with the endpoint secret (Stripe's 5-minute tolerance refuses replays of old
 * events; a replay inside it is harmless because the state machine ignores it). Stripe.js collects
 * the card in the browser, so no card data reaches this server. `host`/`port`/`protocol` point it at
 * a local fake in the contract tests (tests/integration/payments/stripeContract.test.ts).
 */
import Stripe from 'stripe'
import type { PaymentEvent, PaymentState } from '@/rules/reservation'
import { PaymentProviderError, WebhookSignatureError, type PaymentEventView, type PaymentIntentView, type PaymentProvider } from './types'

export interface StripeConfig {
  secretKey: string
  webhookSecret: string
  publishableKey: string
  host?: string
  port?: number
  protocol?: 'http' | 'https'
  /** Seconds a webhook's signature stays acceptable (Stripe's default 300). */
  toleranceSeconds?: number
}

function stripeState(status: string): PaymentState {
  if (status === 'succeeded') return 'succeeded'
  if (status === 'processing') return 'processing'
  if (status === 'canceled') return 'canceled'
  return 'requires_payment'
}

const EVENTS: Record<string, PaymentEvent> = {
  'payment_intent.processing': 'submit',
  'payment_intent.succeeded': 'succeed',
  'payment_intent.payment_failed': 'fail',
  'payment_intent.canceled': 'cancel',
  'charge.refunded': 'refund',
}

function view(pi: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? null,
    state: stripeState(pi.status),
    amountCents: pi.amount,
    currency: pi.currency,
    metadata: { ...(pi.metadata ?? {}) },
  }
}

function providerError(error: unknown): PaymentProviderError {
  const e = error as { type?: string; message?: string }
  // A card error means the card was refused: nothing was charged.
  return new PaymentProviderError(e?.type === 'StripeCardError' ? (e.message ?? 'Your card was declined.') : 'The payment service did not answer.', false)
}

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    host: config.host,
    port: config.port,
    protocol: config.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  })
  return {
    name: 'stripe',
    testMode: config.secretKey.startsWith('sk_test_'),
    publishableKey: config.publishableKey,
    async createIntent(input) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            description: input.description,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: input.idempotencyKey },
        )
        return view(pi)
      } catch (error) {
        throw providerError(error)
      }
    },
    async retrieveIntent(id) {
      try {
        return view(await stripe.paymentIntents.retrieve(id))
      } catch (error) {
        throw providerError(error)
      }
    },
    async cancelIntent(id, idempotencyKey) {
      try {
        return view(await stripe.paymentIntents.cancel(id, {}, { idempotencyKey }))
      } catch (error) {
        throw providerError(error)
      }
    },
    async refund(intentId, idempotencyKey) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey })
        return { id: refund.id, state: refund.status === 'succeeded' ? 'refunded' : refund.status === 'failed' ? 'failed' : 'pending' }
      } catch (error) {
        throw providerError(error)
      }
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('The webhook has no signature.')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, config.toleranceSeconds ?? 300)
      } catch {
        throw new WebhookSignatureError()
      }
      const mapped = EVENTS[event.type]
      if (!mapped) return null
      const object = event.data.object as { id?: string; object?: string; payment_intent?: string | { id: string } | null; refunded?: boolean }
      // A refund made in Stripe's dashboard: only a whole refund ends the hold (a partial one is staff's business).
      if (event.type === 'charge.refunded' && object.refunded !== true) return null
      const intentId = object.object === 'charge' ? (typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id) : object.id
      if (!intentId) return null
      return { eventId: event.id, intentId, event: mapped } satisfies PaymentEventView
    },
  }
}

/** Confirms an intent on the server with a Stripe test payment method (contract tests and scripts only). */
export async function confirmWithTestMethod(config: StripeConfig, intentId: string, paymentMethod: string): Promise<PaymentIntentView> {
  const stripe = new Stripe(config.secretKey, { host: config.host, port: config.port, protocol: config.protocol, maxNetworkRetries: 0, telemetry: false })
  return view(await stripe.paymentIntents.confirm(intentId, { payment_method: paymentMethod }, { idempotencyKey: `confirm-${intentId}-${paymentMethod}` }))
}
