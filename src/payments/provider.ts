/**
 * Which payment provider runs (README "Payments"): Stripe when STRIPE_SECRET_KEY,
 * STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are all set; otherwise the local test provider
 * (on a production server only with PAYMENTS_TEST_MODE=true: ./mode.ts, rules/paymentsMode).
 * STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point the adapter at another Stripe API
 * (a local fake in tests).
 */
import type { Payload } from 'payload'
import { createStripeProvider, type StripeConfig } from './stripe'
import { createTestProvider, type TestPaymentProvider } from './testProvider'
import type { PaymentProvider } from './types'
import { hasStripeKeys } from '@/rules/paymentsMode'

export function stripeConfigFromEnv(env: Record<string, string | undefined> = process.env): StripeConfig | null {
  if (!hasStripeKeys(env)) return null
  const secretKey = env.STRIPE_SECRET_KEY!.trim()
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY!.trim()
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET!.trim()
  const port = Number(env.STRIPE_API_PORT)
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    host: env.STRIPE_API_HOST?.trim() || undefined,
    port: Number.isInteger(port) && port > 0 ? port : undefined,
    protocol: env.STRIPE_API_PROTOCOL === 'http' ? 'http' : undefined,
  }
}

const cache = new WeakMap<Payload, PaymentProvider>()

export function paymentProvider(payload: Payload, env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const hit = cache.get(payload)
  if (hit) return hit
  const stripe = stripeConfigFromEnv(env)
  const provider = stripe ? createStripeProvider(stripe) : createTestProvider(async () => payload.db.drizzle)
  cache.set(payload, provider)
  return provider
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === 'test' && 'confirm' in provider
}
