/**
 * A local HTTP fake of the Stripe API calls the adapter makes (src/payments/stripe.ts): create,
 * retrieve, confirm and cancel a PaymentIntent, create a refund. Form-encoded requests as Stripe's
 * library sends them; idempotency keys honoured (the same key answers the same object) and every
 * request recorded for the contract tests to inspect.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

type FakeRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: URLSearchParams }
type Intent = { id: string; object: 'payment_intent'; amount: number; currency: string; status: string; client_secret: string; description: string | null; metadata: Record<string, string>; livemode: false }

export interface StripeFake {
  port: number
  requests: FakeRequest[]
  intents: Map<string, Intent>
  close(): Promise<void>
}

export async function startStripeFake(): Promise<StripeFake> {
  const requests: FakeRequest[] = []
  const intents = new Map<string, Intent>()
  const byKey = new Map<string, { status: number; body: unknown }>()
  const id = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
    res.end(JSON.stringify(body))
  }
  const cardError = (message: string, code: string) => ({ error: { type: 'card_error', code, message } })

  function handle(method: string, path: string, body: URLSearchParams): { status: number; body: unknown } {
    const m = /^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(confirm|cancel))?$/.exec(path)
    if (m && method === 'POST' && !m[1]) {
      const metadata: Record<string, string> = {}
      for (const [k, v] of body) {
        const meta = /^metadata\[(.+)\]$/.exec(k)
        if (meta) metadata[meta[1]!] = v
      }
      const amount = Number(body.get('amount'))
      if (!Number.isInteger(amount) || amount < 50) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid amount' } } }
      const pi: Intent = { id: id('pi'), object: 'payment_intent', amount, currency: body.get('currency') ?? '', status: 'requires_payment_method', client_secret: '', description: body.get('description'), metadata, livemode: false }
      pi.client_secret = `${pi.id}_secret_${crypto.randomBytes(8).toString('hex')}`
      intents.set(pi.id, pi)
      return { status: 200, body: pi }
    }
    const pi = m?.[1] ? intents.get(m[1]) : undefined
    if (m && m[1] && !pi) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } }
    if (pi && method === 'GET' && !m![2]) return { status: 200, body: pi }
    if (pi && method === 'POST' && m![2] === 'confirm') {
      const pm = body.get('payment_method')
      if (pm === 'pm_card_chargeDeclined') return { status: 402, body: cardError('Your card was declined.', 'card_declined') }
      if (pi.status === 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'already succeeded' } } }
      pi.status = 'succeeded'
      return { status: 200, body: pi }
    }
    if (pi && method === 'POST' && m![2] === 'cancel') {
      if (pi.status === 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'cannot cancel' } } }
      pi.status = 'canceled'
      return { status: 200, body: pi }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const target = intents.get(body.get('payment_intent') ?? '')
      if (!target || target.status !== 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'not refundable' } } }
      return { status: 200, body: { id: id('re'), object: 'refund', amount: target.amount, currency: target.currency, payment_intent: target.id, status: 'succeeded' } }
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      const record: FakeRequest = { method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body }
      requests.push(record)
      if (req.headers.authorization !== 'Bearer sk_test_fake') return answer(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      const key = req.headers['idempotency-key']
      const cacheKey = typeof key === 'string' && record.method === 'POST' ? `${record.path} ${key}` : null
      const hit = cacheKey ? byKey.get(cacheKey) : undefined
      const result = hit ?? handle(record.method, record.path, body)
      if (cacheKey && !hit) byKey.set(cacheKey, result)
      answer(res, result.status, result.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    intents,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export const FAKE_STRIPE = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_test_fake' }
