/**
 * Live-preview tokens: the admin's preview iframe opens the site page with `?preview=TOKEN`.
 * A token is an HMAC over the collection, document id and expiry, signed with the Payload
 * secret, so a shopper can never see a draft without one.
 */
import crypto from 'node:crypto'
import { resolvePayloadSecret } from '../secret'

const TTL_SECONDS = 60 * 60 * 4

function sign(payload: string): string {
  return crypto.createHmac('sha256', resolvePayloadSecret()).update(payload).digest('base64url')
}

export function createPreviewToken(collection: string, id: number | string, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + TTL_SECONDS
  const body = `${collection}.${id}.${exp}`
  return `${body}.${sign(body)}`
}

/** True when the token is genuine, unexpired and for exactly this document. */
export function verifyPreviewToken(token: unknown, collection: string, id: number | string, now = Date.now()): boolean {
  if (typeof token !== 'string' || token.length > 300) return false
  const parts = token.split('.')
  if (parts.length !== 4) return false
  const [c, docId, exp, mac] = parts
  if (c !== collection || docId !== String(id)) return false
  if (!/^\d+$/.test(exp) || Number(exp) * 1000 < now) return false
  const expected = sign(`${c}.${docId}.${exp}`)
  const a = Buffer.from(mac)
  const b = Buffer.from(expected)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}
