/**
 * One-time sign-in codes: six digits, valid for 10 minutes, a few tries, then the
 * code is locked and a new one must be requested. Only an HMAC of the code is stored.
 */
import crypto from 'node:crypto'
import { resolvePayloadSecret } from '@/secret'

export const CODE_TTL_MS = 10 * 60 * 1000
/** Wrong codes allowed before the code is locked. */
export const MAX_CODE_ATTEMPTS = 5
const CODE_LENGTH = 6

export function newCode(): string {
  return String(crypto.randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

export function hashCode(customerId: number, code: string): string {
  return crypto.createHmac('sha256', resolvePayloadSecret()).update(`shopper-code-v1:${customerId}:${code}`).digest('hex')
}

export function codeMatches(customerId: number, code: string, storedHash: string | null | undefined): boolean {
  if (!storedHash || !/^\d{6}$/.test(code)) return false
  const a = Buffer.from(hashCode(customerId, code))
  const b = Buffer.from(storedHash)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

/** Normalised e-mail (trimmed, lower-case) when it looks like one, else null. */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const email = value.trim().toLowerCase()
  if (email.length > 254 || !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email)) return null
  return email
}
