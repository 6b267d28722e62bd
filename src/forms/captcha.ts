/**
 * ALTCHA captcha: self-hosted proof of work, no third party, no cookies.
 * GET /api/leads/captcha answers a signed challenge; the form sends the widget's payload (base64
 * JSON { challenge, solution }) as `altcha`; verifyCaptcha checks the signature, expiry and
 * solution, and records the challenge's signature so the same solution is refused the second
 * time (until the challenge expires). The HMAC keys come from ALTCHA_HMAC_KEY, else from
 * PAYLOAD_SECRET (or its generated development value).
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { resolvePayloadSecret } from '@/secret'

const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256'
/** A challenge must be solved and submitted within this time. */
const CAPTCHA_TTL_SECONDS = 20 * 60

type CaptchaDifficulty = { cost: number; counterMin: number; counterMax: number }

/** ALTCHA_COST (PBKDF2 iterations, default 2000) and ALTCHA_MAX_COUNTER (default 5000) set the work. */
function captchaDifficulty(env: NodeJS.ProcessEnv = process.env): CaptchaDifficulty {
  const cost = Math.max(1, Math.min(1_000_000, Math.floor(Number(env.ALTCHA_COST) || 2000)))
  const counterMax = Math.max(2, Math.min(1_000_000, Math.floor(Number(env.ALTCHA_MAX_COUNTER) || 5000)))
  return { cost, counterMin: Math.floor(counterMax / 2), counterMax }
}

function keys(): { signature: string; keySignature: string } {
  const base = process.env.ALTCHA_HMAC_KEY || resolvePayloadSecret()
  const derive = (label: string) => crypto.createHmac('sha256', base).update(label).digest('hex')
  return { signature: derive('altcha-signature'), keySignature: derive('altcha-key-signature') }
}

export async function createCaptchaChallenge(now = Date.now()): Promise<Challenge> {
  const { cost, counterMin, counterMax } = captchaDifficulty()
  const k = keys()
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost,
    counter: randomInt(counterMin, counterMax),
    deriveKey,
    expiresAt: new Date(now + CAPTCHA_TTL_SECONDS * 1000),
    hmacSignatureSecret: k.signature,
    hmacKeySignatureSecret: k.keySignature,
  })
}

export type CaptchaVerdict = { ok: true } | { ok: false; message: string }

const CAPTCHA_MESSAGES = {
  missing: 'Please complete the captcha ("I\'m not a robot") and submit again.',
  invalid: 'The captcha could not be verified. Please solve it again.',
  expired: 'The captcha has expired. Please solve it again.',
  replayed: 'This captcha solution was already used. Please solve it again.',
} as const

type WidgetPayload = { challenge?: Challenge; solution?: { counter: number; derivedKey: string } }

function decode(value: string): WidgetPayload | null {
  try {
    const json = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown
    return json && typeof json === 'object' ? (json as WidgetPayload) : null
  } catch {
    return null
  }
}

/** Records the signature; false when it was recorded before (a replay). Atomic across instances. */
async function markUsed(payload: Payload, signature: string, expiresAt: Date): Promise<boolean> {
  const db = payload.db.drizzle
  if (Math.random() < 0.02) await db.execute(sql`DELETE FROM "captcha_solutions" WHERE "expires_at" < now()`).catch(() => undefined)
  const result = await db.execute(sql`
    INSERT INTO "captcha_solutions" ("signature", "expires_at") VALUES (${signature}, ${expiresAt.toISOString()})
    ON CONFLICT ("signature") DO NOTHING RETURNING "id"`)
  return result.rows.length === 1
}

export async function verifyCaptcha(payload: Payload, altcha: string | undefined | null): Promise<CaptchaVerdict> {
  if (!altcha) return { ok: false, message: CAPTCHA_MESSAGES.missing }
  const decoded = decode(altcha)
  const challenge = decoded?.challenge
  const solution = decoded?.solution
  if (!challenge?.parameters || typeof challenge.signature !== 'string' || !solution || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') {
    return { ok: false, message: CAPTCHA_MESSAGES.invalid }
  }
  if (challenge.parameters.algorithm !== CAPTCHA_ALGORITHM) return { ok: false, message: CAPTCHA_MESSAGES.invalid }
  // Bound the work a forged challenge could ask of the server before its signature is checked.
  if (!(challenge.parameters.cost > 0 && challenge.parameters.cost <= 1_000_000)) return { ok: false, message: CAPTCHA_MESSAGES.invalid }
  const k = keys()
  let result
  try {
    result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: k.signature, hmacKeySignatureSecret: k.keySignature })
  } catch {
    return { ok: false, message: CAPTCHA_MESSAGES.invalid }
  }
  if (result.expired) return { ok: false, message: CAPTCHA_MESSAGES.expired }
  if (!result.verified) return { ok: false, message: CAPTCHA_MESSAGES.invalid }
  const expiresAtSeconds = challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + CAPTCHA_TTL_SECONDS
  const fresh = await markUsed(payload, challenge.signature, new Date(expiresAtSeconds * 1000))
  return fresh ? { ok: true } : { ok: false, message: CAPTCHA_MESSAGES.replayed }
}
