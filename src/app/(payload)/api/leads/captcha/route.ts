/** GET /api/leads/captcha: a fresh ALTCHA challenge for the lead forms (src/forms/captcha.ts). */
import { createCaptchaChallenge } from '@/forms/captcha'
import { consumeRateLimit } from '@/security/rateLimit'
import { clientAddress } from '@/security/clientAddress'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const limit = await consumeRateLimit({ bucket: 'lead-captcha', key: clientAddress(request), points: 60, durationSeconds: 60 })
  if (!limit.allowed) {
    return Response.json({ error: 'Too many requests. Please try again shortly.' }, { status: 429, headers: { 'retry-after': String(limit.retryAfterSeconds) } })
  }
  const challenge = await createCaptchaChallenge()
  return Response.json(challenge, { headers: { 'cache-control': 'no-store' } })
}
