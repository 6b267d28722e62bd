/**
 * The payments endpoints, mounted under /api/payments/*: start a checkout, the test
 * provider's confirmation, the Stripe webhook and a checkout's status. The site comes from the Host;
 * every answer says whether money moved; bad input is a 4xx with a message, never a 500.
 */
import 'server-only'
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import { payloadClient } from '@/data/payload'
import { consumeRateLimit } from '@/security/rateLimit'
import { clientAddress } from '@/security/clientAddress'
import { siteForRequest } from '@/data'
import { fieldErrors } from '@/forms/errors'
import { featureShown } from '@/rules/shopperFeatures'
import { customerForRequest } from '@/accounts/customerSession'
import { gateDecision } from '@/rules/gatedRoutes'
import { gateSettingsOf } from '@/accounts/serverGate'
import { DECLINE_MESSAGES } from '@/rules/reservation'
import { isTestProvider, paymentProvider } from '@/payments/provider'
import { paymentsModeNow } from '@/payments/mode'
import { PAYMENTS_OFF_MESSAGE } from '@/rules/paymentsMode'
import { PaymentProviderError, WebhookSignatureError } from '@/payments/types'
import { checkoutRequestSchema, purchaseSchema, testConfirmSchema } from './server/schema'
import { leadSourceTracked } from '@/forms/leadSourceFields'
import { settlePayment, startCheckout, startOnlinePayment, type PaymentStarted } from './server/service'
import { reservePathFor } from '@/rules/vehiclePageButtons'
import { z } from '@/lib/zod'
import { json } from '@/lib/jsonResponse'

const MAX_BODY = 16 * 1024
const CHECKOUT_LIMIT = { points: 10, durationSeconds: 60 }

const refuse = (status: number, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => json({ error, money_moved: false, ...extra }, status, headers)

/** A production server without Stripe keys and without PAYMENTS_TEST_MODE=true takes no payments (rules/paymentsMode). */
const paymentsOff = (): Response | null => (paymentsModeNow() === 'refused' ? refuse(503, PAYMENTS_OFF_MESSAGE) : null)

/** A refusal that ends on its own (a cap, another shopper's payment slot) says when to try again. */
const refusal = (result: { status: number; error: string; retryAfterSeconds?: number }) =>
  result.retryAfterSeconds
    ? refuse(result.status, result.error, { retry_after_seconds: result.retryAfterSeconds }, { 'retry-after': String(result.retryAfterSeconds) })
    : refuse(result.status, result.error)

async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().includes('application/json')) return { ok: false, response: refuse(415, 'Send JSON.') }
  const text = await request.text().catch(() => null)
  if (text === null || Buffer.byteLength(text) > MAX_BODY) return { ok: false, response: refuse(413, 'The request is too large.') }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, response: refuse(400, 'The request could not be read.') }
  }
}

function siteOf(payload: Payload, request: Request): Promise<Site | null> {
  return siteForRequest(payload, request)
}

async function limited(request: Request, bucket: string): Promise<Response | null> {
  const limit = await consumeRateLimit({ bucket, key: clientAddress(request), ...CHECKOUT_LIMIT })
  return limit.allowed ? null : refuse(429, `Too many attempts. Please try again in ${limit.retryAfterSeconds} seconds. No money has moved.`)
}

/**
 * What every JSON payments endpoint checks first, in order: the client's rate limit (429), payments
 * switched off on this server (503), then a JSON body within MAX_BODY (415, 413, 400).
 */
async function openedRequest(request: Request, bucket: string): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const tooMany = await limited(request, bucket)
  if (tooMany) return { ok: false, response: tooMany }
  const off = paymentsOff()
  if (off) return { ok: false, response: off }
  return readJson(request)
}

/** A started checkout or online payment: 201 to pay it now, 200 when it was paid already (a resubmit). */
function startedAnswer(result: PaymentStarted & { description?: string }): Response {
  return json({
    reference: result.reference,
    next: result.next,
    intent: result.intentId,
    client_secret: result.clientSecret,
    amount_cents: result.amountCents,
    ...(result.description !== undefined ? { description: result.description } : {}),
    provider: result.provider,
    test_mode: result.testMode,
  }, result.next === 'paid' ? 200 : 201)
}

function trouble(payload: Payload | null, what: string, error: unknown): Response {
  payload?.logger.error({ msg: `Payments: ${what} failed`, err: (error as Error)?.message })
  return refuse(503, 'Something went wrong on our side. No money has moved; please try again in a minute.')
}

/** POST /api/payments/checkout */
export async function handleCheckout(request: Request): Promise<Response> {
  let payload: Payload | null = null
  try {
    const body = await openedRequest(request, 'checkout-start')
    if (!body.ok) return body.response
    payload = await payloadClient()
    const site = await siteOf(payload, request)
    if (!site) return refuse(404, 'No site is served at this address.')
    const settings = site.settings ?? {}
    const parsed = checkoutRequestSchema.safeParse(body.value)
    if (!parsed.success) return refuse(400, 'Please check the form.', { errors: fieldErrors(parsed.error) })
    const input = parsed.data
    const feature = input.kind === 'buy-online' ? 'onlinePurchase' : 'reservation'
    if (!featureShown(settings, feature)) return refuse(404, 'This site does not take this online.')
    const customer = await customerForRequest(payload, request, site.id)
    if (gateDecision('checkout', gateSettingsOf(site), { loading: false, id: customer?.id ?? null }) === 'sign-in') return refuse(401, 'Please sign in to reserve this car.')
    let details: Record<string, unknown> = {}
    if (input.kind === 'buy-online') {
      const purchase = purchaseSchema.safeParse(input.purchase)
      if (!purchase.success) return refuse(400, 'Please check the form.', { errors: fieldErrors(purchase.error) })
      details = purchase.data
    }
    // The lead written when the payment settles carries the source (src/reservations/server/settle.ts).
    if (input.lead_source && leadSourceTracked(settings)) details = { ...details, lead_source: input.lead_source }
    const result = await startCheckout(payload, paymentProvider(payload), {
      site,
      kind: input.kind,
      carSlug: input.car,
      contact: input.contact,
      clientKey: input.client_key,
      customerId: customer?.id ?? null,
      details,
      pageUrl: request.headers.get('referer')?.slice(0, 2000) ?? null,
      clientAddress: clientAddress(request),
    })
    if (!result.ok) return refusal(result)
    return startedAnswer(result)
  } catch (error) {
    return trouble(payload, 'checkout', error)
  }
}

/** POST /api/payments/test-confirm: the test provider's card outcome (never a card number). */
export async function handleTestConfirm(request: Request): Promise<Response> {
  let payload: Payload | null = null
  try {
    const body = await openedRequest(request, 'checkout-pay')
    if (!body.ok) return body.response
    payload = await payloadClient()
    const provider = paymentProvider(payload)
    if (!isTestProvider(provider)) return refuse(404, 'Test payments are off: this site takes real payments.')
    const parsed = testConfirmSchema.safeParse(body.value)
    if (!parsed.success) return refuse(400, 'This payment could not be read. No money has moved.')
    const { intent, client_secret, outcome } = parsed.data
    let confirmed
    try {
      confirmed = await provider.confirm(intent, client_secret, outcome)
    } catch (error) {
      if (error instanceof PaymentProviderError) return refuse(404, error.message)
      throw error
    }
    // A retry after a crash finds the intent succeeded already (no new event): settle it now if it
    // is not (settling is idempotent, so a settled one answers 'ignored').
    const event = confirmed.event ?? (confirmed.view.state === 'succeeded' ? { eventId: `tev_retry_${intent}`, intentId: intent, event: 'succeed' as const } : null)
    const settled = event ? await settlePayment(payload, provider, event) : 'ignored'
    const state = confirmed.view.state
    // The test provider moves no money, whatever the test card: never "money_moved": true in test mode.
    const test = { money_moved: false, test_mode: true }
    if (state === 'failed') return json({ state, error: outcome === 'succeeded' ? 'The payment failed. No money has moved.' : DECLINE_MESSAGES[outcome], ...test }, 402)
    if (settled === 'refunded-late') return json({ state: 'refunded', error: 'Your payment went through after the car was reserved by someone else, so it has been refunded in full.', ...test }, 409)
    return json({ state, settled, ...test }, 200)
  } catch (error) {
    return trouble(payload, 'test confirm', error)
  }
}

/** POST /api/payments/stripe-webhook: verified, idempotent. */
export async function handleStripeWebhook(request: Request): Promise<Response> {
  let payload: Payload | null = null
  try {
    payload = await payloadClient()
    const provider = paymentProvider(payload)
    if (provider.name !== 'stripe') return json({ error: 'Stripe is not configured.' }, 404)
    const raw = await request.text()
    if (Buffer.byteLength(raw) > 512 * 1024) return json({ error: 'Too large.' }, 413)
    let event
    try {
      event = provider.verifyWebhook(raw, request.headers.get('stripe-signature'))
    } catch (error) {
      if (error instanceof WebhookSignatureError) return json({ error: error.message }, 400)
      throw error
    }
    if (!event) return json({ received: true, handled: false }, 200)
    const outcome = await settlePayment(payload, provider, event)
    return json({ received: true, outcome }, 200)
  } catch (error) {
    payload?.logger.error({ msg: 'Payments: Stripe webhook failed', err: (error as Error)?.message })
    // 5xx makes Stripe retry later; the event is applied once whenever it arrives.
    return json({ error: 'Try again later.' }, 503)
  }
}

const onlinePaymentSchema = z.object({ reference: z.string().trim().min(3, 'Please enter the reference the dealer gave you.').max(40) })

/** POST /api/payments/online-payment: always gated (SPEC.md §4): signed-in shoppers of this site only. */
export async function handleOnlinePayment(request: Request): Promise<Response> {
  let payload: Payload | null = null
  try {
    const body = await openedRequest(request, 'online-payment')
    if (!body.ok) return body.response
    payload = await payloadClient()
    const site = await siteOf(payload, request)
    if (!site) return refuse(404, 'No site is served at this address.')
    if (gateDecision('online-payment', gateSettingsOf(site), { loading: false, id: null }) === 'unavailable') return refuse(404, 'This site does not take payments online.')
    const customer = await customerForRequest(payload, request, site.id)
    if (!customer) return refuse(401, 'Please sign in to make a payment.')
    const parsed = onlinePaymentSchema.safeParse(body.value)
    if (!parsed.success) return refuse(400, 'Please check the form.', { errors: fieldErrors(parsed.error) })
    const settings = site.settings ?? {}
    const result = await startOnlinePayment(payload, paymentProvider(payload), {
      site,
      reference: parsed.data.reference,
      customer,
      reservePath: (slug) => reservePathFor(slug, settings.reservePath),
    })
    if (!result.ok) return refuse(result.status, result.error, result.reservePath ? { reserve_path: result.reservePath, errors: { reference: result.error } } : { errors: { reference: result.error } })
    return startedAnswer(result)
  } catch (error) {
    return trouble(payload, 'online payment', error)
  }
}
