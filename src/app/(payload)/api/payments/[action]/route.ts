/** Payments endpoints (src/reservations/http.ts): POST /api/payments/{checkout,test-confirm,stripe-webhook,online-payment}. */
import { handleCheckout, handleOnlinePayment, handleStripeWebhook, handleTestConfirm } from '@/reservations/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Ctx = { params: Promise<{ action: string }> }

const HANDLERS: Record<string, (request: Request) => Promise<Response>> = {
  checkout: handleCheckout,
  'test-confirm': handleTestConfirm,
  'stripe-webhook': handleStripeWebhook,
  'online-payment': handleOnlinePayment,
}

export async function POST(request: Request, { params }: Ctx): Promise<Response> {
  const handler = HANDLERS[(await params).action]
  return handler ? handler(request) : Response.json({ error: 'Not found.' }, { status: 404 })
}

export function GET(): Response {
  return Response.json({ error: 'Use POST.' }, { status: 405, headers: { allow: 'POST' } })
}
