/**
 * Signed links of saved searches and alerts, so a shopper needs no password for them:
 *
 * - confirm (`c`): the double opt-in link of a search saved by e-mail address; valid 7 days.
 * - unsubscribe (`u`): one-click unsubscribe of an address on a site (RFC 8058); never expires
 *   (the Spam Act wants an unsubscribe that works for at least 30 days after the message).
 * - manage (`m`): lists, renames and deletes an address's saved searches on a site; valid 90 days.
 *
 * HMAC-SHA256 under a key derived from PAYLOAD_SECRET (a different derivation from the shopper
 * session's). A forged, altered or expired token reads as null.
 */
import crypto from 'node:crypto'
import { resolvePayloadSecret } from '@/secret'

export type AlertTokenKind = 'c' | 'u' | 'm'
export type AlertToken = { kind: AlertTokenKind; site: number; email: string; search: number; expires: number }

const CONFIRM_TTL_SECONDS = 7 * 24 * 60 * 60
const MANAGE_TTL_SECONDS = 90 * 24 * 60 * 60

const key = () => crypto.createHmac('sha256', resolvePayloadSecret()).update('saved-search-alerts-v1').digest()

export function signAlertToken(token: Omit<AlertToken, 'expires' | 'search'> & { search?: number }, nowMs: number = Date.now()): string {
  const ttl = token.kind === 'c' ? CONFIRM_TTL_SECONDS : token.kind === 'm' ? MANAGE_TTL_SECONDS : 0
  const expires = ttl ? Math.floor(nowMs / 1000) + ttl : 0
  const body = Buffer.from(JSON.stringify([token.kind, token.site, token.email, token.search ?? 0, expires])).toString('base64url')
  return `${body}.${crypto.createHmac('sha256', key()).update(body).digest('base64url')}`
}

/** The claims of a genuine, unexpired token of this kind, or null. Never throws. */
export function verifyAlertToken(value: unknown, kind: AlertTokenKind, nowMs: number = Date.now()): AlertToken | null {
  if (typeof value !== 'string' || value.length > 600) return null
  const dot = value.indexOf('.')
  if (dot <= 0) return null
  const body = value.slice(0, dot)
  const mac = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(crypto.createHmac('sha256', key()).update(body).digest('base64url'))
  if (mac.length !== expected.length || !crypto.timingSafeEqual(mac, expected)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    if (!Array.isArray(parsed) || parsed.length !== 5) return null
    const [k, site, email, search, expires] = parsed as [unknown, unknown, unknown, unknown, unknown]
    if (k !== kind || !Number.isSafeInteger(site) || typeof email !== 'string' || !Number.isSafeInteger(search) || !Number.isSafeInteger(expires)) return null
    if ((expires as number) !== 0 && (expires as number) * 1000 <= nowMs) return null
    return { kind, site: site as number, email, search: search as number, expires: expires as number }
  } catch {
    return null
  }
}
