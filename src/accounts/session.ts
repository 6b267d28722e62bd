/**
 * Shopper sessions: a signed cookie of our own, separate from staff's
 * `payload-token`, so a shopper's sign-in never touches Payload's `req.user` or the admin.
 *
 * The cookie holds `{customer id, site id, session version, expiry}` signed with HMAC-SHA256
 * under a key derived from PAYLOAD_SECRET. It is HttpOnly, SameSite=Lax, Path=/, host-only (the
 * site's own host), and Secure when the site is served over https. Sign-out and account
 * deletion bump the customer's session version, which ends every cookie issued before.
 * A forged, altered, expired or other-site cookie reads as signed out.
 */
import crypto from 'node:crypto'
import { resolvePayloadSecret } from '@/secret'

export const SESSION_COOKIE = 'dp_shopper'
/** Sessions last 30 days from sign-in. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

export type SessionClaims = { customer: number; site: number; version: number; expires: number }

function key(): Buffer {
  return crypto.createHmac('sha256', resolvePayloadSecret()).update('shopper-session-v1').digest()
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url')

export function signSession(claims: SessionClaims): string {
  const body = b64(JSON.stringify([claims.customer, claims.site, claims.version, claims.expires]))
  const mac = crypto.createHmac('sha256', key()).update(body).digest('base64url')
  return `${body}.${mac}`
}

/** The claims of a genuine, unexpired token, or null. Never throws. */
export function verifySession(token: string | null | undefined, nowMs: number = Date.now()): SessionClaims | null {
  if (typeof token !== 'string' || token.length > 300) return null
  const dot = token.indexOf('.')
  if (dot <= 0) return null
  const body = token.slice(0, dot)
  const mac = Buffer.from(token.slice(dot + 1))
  const expected = Buffer.from(crypto.createHmac('sha256', key()).update(body).digest('base64url'))
  if (mac.length !== expected.length || !crypto.timingSafeEqual(mac, expected)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    if (!Array.isArray(parsed) || parsed.length !== 4 || !parsed.every((n) => Number.isSafeInteger(n) && n > 0)) return null
    const [customer, site, version, expires] = parsed as number[]
    if (expires * 1000 <= nowMs) return null
    return { customer, site, version, expires }
  } catch {
    return null
  }
}

/** The session cookie's value from a Cookie header. */
export function sessionTokenFrom(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim() || null
  }
  return null
}

/** Whether the visitor reached us over https (directly, via a proxy header, or by SERVER_URL). */
export function servedOverHttps(request: Request, env: NodeJS.ProcessEnv = process.env): boolean {
  if ((env.SERVER_URL ?? '').startsWith('https://')) return true
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  if (proto) return proto === 'https'
  try {
    return new URL(request.url).protocol === 'https:'
  } catch {
    return false
  }
}

function cookieAttributes(secure: boolean, maxAge: number): string {
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`
}

export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; ${cookieAttributes(secure, SESSION_MAX_AGE_SECONDS)}`
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(secure, 0)}`
}
