/**
 * Contract of the Stripe adapter (src/payments/stripe.ts) against a local HTTP fake of Stripe's API
 * (tests/support/stripeFake.ts): Payment Intents in AUD cents with idempotency keys, confirm,
 * cancel, refund, and webhooks: a valid signature is read, a forged or stale one refused, a replay
 * inside the tolerance reads the same event (the state machine then ignores it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Stripe from 'stripe'
import { createStripeProvider, confirmWithTestMethod, type StripeConfig } from '@/payments/stripe'
import { stripeConfigFromEnv } from '@/payments/provider'
import { WebhookSignatureError, type PaymentProvider } from '@/payments/types'
import { nextPaymentState } from '@/rules/reservation'
import { FAKE_STRIPE, startStripeFake, type StripeFake } from '../../support/stripeFake'

let fake: StripeFake
let config: StripeConfig
let provider: PaymentProvider
const signer = new Stripe('sk_test_fake')

const event = (type: string, object: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) =>
  JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object } })
const sign = (payload: string, secret = FAKE_STRIPE.webhookSecret, timestamp?: number) => signer.webhooks.generateTestHeaderString({ payload, secret, timestamp })

beforeAll(async () => {
  fake = await startStripeFake()
  config = { ...FAKE_STRIPE, host: '127.0.0.1', port: fake.port, protocol: 'http' }
  provider = createStripeProvider(config)
})
afterAll(() => fake.close())

describe('Stripe adapter against a local fake', () => {
  it('is chosen only when all three keys are set, and can point at another host', () => {
    expect(stripeConfigFromEnv({})).toBeNull()
    expect(stripeConfigFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })).toBeNull()
    expect(stripeConfigFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_HOST: 'localhost', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' })).toMatchObject({ host: 'localhost', port: 12111, protocol: 'http' })
    expect(provider.testMode).toBe(true)
  })

  it('creates a Payment Intent in AUD cents with an idempotency key; the same key answers the same intent', async () => {
    const input = { amountCents: 20_000, currency: 'aud', idempotencyKey: 'reservation-42', description: 'Reservation deposit R-TEST', metadata: { reservation: 'R-TEST' } }
    const first = await provider.createIntent(input)
    const again = await provider.createIntent(input)
    expect(first).toMatchObject({ amountCents: 20_000, currency: 'aud', state: 'requires_payment', metadata: { reservation: 'R-TEST' } })
    expect(first.clientSecret).toMatch(/^pi_.+_secret_/)
    expect(again.id).toBe(first.id)
    const creates = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
    expect(creates).toHaveLength(2)
    for (const r of creates) {
      expect(r.headers['idempotency-key']).toBe('reservation-42')
      expect(r.body.get('amount')).toBe('20000')
      expect(r.body.get('currency')).toBe('aud')
      expect(r.body.get('automatic_payment_methods[enabled]')).toBe('true')
    }
    expect(fake.intents.size).toBe(1)
  })

  it('confirms (test method), retrieves, refunds with an idempotency key; a declined card is a card error, nothing charged', async () => {
    const pi = await provider.createIntent({ amountCents: 20_000, currency: 'aud', idempotencyKey: 'reservation-43', description: 'x', metadata: {} })
    await expect(confirmWithTestMethod(config, pi.id, 'pm_card_chargeDeclined')).rejects.toMatchObject({ type: 'StripeCardError' })
    expect((await provider.retrieveIntent(pi.id)).state).toBe('requires_payment')
    const paid = await confirmWithTestMethod(config, pi.id, 'pm_card_visa')
    expect(paid.state).toBe('succeeded')
    expect((await provider.retrieveIntent(pi.id)).state).toBe('succeeded')
    const refund = await provider.refund(pi.id, 'refund-43')
    const again = await provider.refund(pi.id, 'refund-43')
    expect(refund).toMatchObject({ state: 'refunded' })
    expect(again.id).toBe(refund.id)
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds')
    expect(refunds.every((r) => r.headers['idempotency-key'] === 'refund-43' && r.body.get('payment_intent') === pi.id)).toBe(true)
  })

  it('cancels an unpaid intent; an API failure is a provider error saying no money moved', async () => {
    const pi = await provider.createIntent({ amountCents: 20_000, currency: 'aud', idempotencyKey: 'reservation-44', description: 'x', metadata: {} })
    expect((await provider.cancelIntent(pi.id, 'cancel-44')).state).toBe('canceled')
    await expect(provider.retrieveIntent('pi_missing')).rejects.toMatchObject({ name: 'PaymentProviderError', moneyMoved: false })
    const wrongKey = createStripeProvider({ ...config, secretKey: 'sk_test_wrong' })
    await expect(wrongKey.createIntent({ amountCents: 100, currency: 'aud', idempotencyKey: 'k', description: 'x', metadata: {} })).rejects.toMatchObject({ name: 'PaymentProviderError' })
  })

  it('webhooks: a valid signature is read as a state-machine event', () => {
    const body = event('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent', status: 'succeeded' }, 'evt_ok')
    expect(provider.verifyWebhook(body, sign(body))).toEqual({ eventId: 'evt_ok', intentId: 'pi_123', event: 'succeed' })
    const refunded = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_123', refunded: true })
    expect(provider.verifyWebhook(refunded, sign(refunded))).toMatchObject({ intentId: 'pi_123', event: 'refund' })
    // A partial refund in the dashboard does not end the hold.
    const partial = event('charge.refunded', { id: 'ch_2', object: 'charge', payment_intent: 'pi_123', refunded: false })
    expect(provider.verifyWebhook(partial, sign(partial))).toBeNull()
    const failed = event('payment_intent.payment_failed', { id: 'pi_9', object: 'payment_intent' })
    expect(provider.verifyWebhook(failed, sign(failed))).toMatchObject({ event: 'fail' })
    const other = event('customer.created', { id: 'cus_1', object: 'customer' })
    expect(provider.verifyWebhook(other, sign(other))).toBeNull()
  })

  it('webhooks: forged, missing, tampered and stale signatures are refused', () => {
    const body = event('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent' })
    expect(() => provider.verifyWebhook(body, sign(body, 'whsec_attacker'))).toThrow(WebhookSignatureError)
    expect(() => provider.verifyWebhook(body, null)).toThrow(WebhookSignatureError)
    expect(() => provider.verifyWebhook(body.replace('pi_123', 'pi_666'), sign(body))).toThrow(WebhookSignatureError)
    // A replay of a captured event after Stripe's 5-minute tolerance is refused.
    expect(() => provider.verifyWebhook(body, sign(body, FAKE_STRIPE.webhookSecret, Math.floor(Date.now() / 1000) - 600))).toThrow(WebhookSignatureError)
  })

  it('webhooks: a replay inside the tolerance reads the same event, which the state machine then ignores', () => {
    const body = event('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent' }, 'evt_replay')
    const header = sign(body)
    const a = provider.verifyWebhook(body, header)!
    const b = provider.verifyWebhook(body, header)!
    expect(b).toEqual(a)
    const afterFirst = nextPaymentState('requires_payment', a.event)
    expect(afterFirst).toBe('succeeded')
    expect(nextPaymentState(afterFirst!, b.event)).toBeNull()
  })
})
