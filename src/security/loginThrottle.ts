/**
 * Staff sign-in protection. Payload's own lockout (10 failures lock the account
 * for everyone) let any stranger lock the platform admin out, answered differently for locked
 * accounts, and unknown accounts answered ~9x faster than known ones. Instead:
 *
 * - per address: at most LOGIN_LIMITS.perAddress failed attempts per window from one client
 *   address (each attempt counts; a successful one gives its point back);
 * - per address and account: at most LOGIN_LIMITS.perAccount failed attempts per window for one
 *   e-mail from one address (a successful sign-in clears it), so a stranger only ever throttles
 *   themself;
 * - the same 429 message whether the account exists or not, and the same work: an unknown account
 *   still costs one password hash with Payload's parameters, so timing does not reveal accounts.
 *
 * Applied to sign-ins over HTTP (REST, GraphQL); the Local API (server code) is not throttled.
 */
import { pbkdf2, randomBytes } from 'node:crypto'
import { APIError, type PayloadRequest } from 'payload'
import { clientAddress } from './clientAddress'
import { consumeRateLimit } from './rateLimit'
import { resetRateLimitKey, rewardRateLimitKey, type LimiterSpec } from './rateLimitStore'

const WINDOW_SECONDS = 15 * 60

export const LOGIN_LIMITS = {
  perAddress: { bucket: 'login-address', points: 30, durationSeconds: WINDOW_SECONDS },
  perAccount: { bucket: 'login-account', points: 5, durationSeconds: WINDOW_SECONDS },
} as const satisfies Record<string, LimiterSpec>

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a few minutes and try again.'

/**
 * Password reset ("password reset has no per-address limit"): each request for a
 * reset e-mail, and each attempt to use a reset token, costs a point of the client address's
 * budget. Payload's own rule (one e-mail per account every 15 s) does not stop one address from
 * mailing every account it can guess, or from guessing tokens; this does, and answers the same
 * whether the account exists or not.
 */
export const PASSWORD_RESET_LIMITS = {
  perAddress: { bucket: 'password-reset-address', points: 10, durationSeconds: WINDOW_SECONDS },
} as const satisfies Record<string, LimiterSpec>

export const TOO_MANY_PASSWORD_RESETS = 'Too many password reset requests. Please wait a few minutes and try again.'

/** Payload's current password hash (pbkdf2-sha256, 600,000 iterations, 32 bytes): see generatePasswordSaltHash. */
const HASH_ITERATIONS = 600_000
const HASH_KEY_LENGTH = 32

export function normalizeLoginEmail(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.toLowerCase().trim().slice(0, 320) : null
}

function addressOf(req: PayloadRequest): string {
  return clientAddress({ headers: req.headers ?? new Headers() } as Request)
}

const accountKey = (address: string, email: string) => `${address}|${email}`

/** Refuse the attempt with 429 when the address, or the address for this account, is over its limit. */
export async function throttleSignIn(req: PayloadRequest, email: string | null): Promise<void> {
  if (req.payloadAPI === 'local') return
  const address = addressOf(req)
  const byAddress = await consumeRateLimit({ ...LOGIN_LIMITS.perAddress, key: address })
  const byAccount = email ? await consumeRateLimit({ ...LOGIN_LIMITS.perAccount, key: accountKey(address, email) }) : { allowed: true }
  if (!byAddress.allowed || !byAccount.allowed) throw new APIError(TOO_MANY_SIGN_INS, 429, null, true)
}

/** Refuse a forgot-password or reset-password request with 429 when the address is over its limit. */
export async function throttlePasswordReset(req: PayloadRequest): Promise<void> {
  if (req.payloadAPI === 'local') return
  const byAddress = await consumeRateLimit({ ...PASSWORD_RESET_LIMITS.perAddress, key: addressOf(req) })
  if (!byAddress.allowed) throw new APIError(TOO_MANY_PASSWORD_RESETS, 429, null, true)
}

/** A successful sign-in clears that address's failed attempts for the account and gives back its address point. */
export async function clearSignInAttempts(req: PayloadRequest, email: string | null): Promise<void> {
  if (req.payloadAPI === 'local' || !email) return
  const address = addressOf(req)
  await resetRateLimitKey(LOGIN_LIMITS.perAccount, accountKey(address, email))
  await rewardRateLimitKey(LOGIN_LIMITS.perAddress, address)
}

/** The password-hash work Payload does for a known account, done for an unknown one (result unused). */
export function hashLikeAKnownAccount(password: unknown): Promise<void> {
  const text = typeof password === 'string' ? password : ''
  return new Promise((resolve) => {
    pbkdf2(text, randomBytes(32).toString('hex'), HASH_ITERATIONS, HASH_KEY_LENGTH, 'sha256', () => resolve())
  })
}
