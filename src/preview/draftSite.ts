/**
 * Draft mode, per site. Next's draft-mode cookie (`__prerender_bypass`) is the same value for
 * every host of this server, so on its own it would let a cookie obtained on one site show
 * drafts on another. The preview route therefore also sets `dp-draft-site`, an HMAC over the
 * site id and an expiry signed with the Payload secret; a page shows drafts only when draft mode
 * is on AND this cookie names its own site. Pure apart from the secret.
 */
import crypto from 'node:crypto'
import { resolvePayloadSecret } from '../secret'

export const DRAFT_SITE_COOKIE = 'dp-draft-site'
/** Request headers the proxy hands the preview route: the token and the page to return to. */
export const DRAFT_TOKEN_HEADER = 'x-draft-token'
export const DRAFT_RETURN_HEADER = 'x-draft-return'
export const DRAFT_TTL_SECONDS = 60 * 60 * 4

function sign(body: string): string {
  return crypto.createHmac('sha256', resolvePayloadSecret()).update(`draft-site:${body}`).digest('base64url')
}

export function createDraftSiteCookie(siteId: number | string, now = Date.now()): string {
  const body = `${siteId}.${Math.floor(now / 1000) + DRAFT_TTL_SECONDS}`
  return `${body}.${sign(body)}`
}

/** True when the cookie value is genuine, unexpired and for exactly this site. */
export function verifyDraftSiteCookie(value: unknown, siteId: number | string, now = Date.now()): boolean {
  if (typeof value !== 'string' || value.length > 200) return false
  const parts = value.split('.')
  if (parts.length !== 3) return false
  const [id, exp, mac] = parts
  if (id !== String(siteId) || !/^\d+$/.test(exp) || Number(exp) * 1000 < now) return false
  const expected = Buffer.from(sign(`${id}.${exp}`))
  const given = Buffer.from(mac)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/** The collection and id a preview token names (not yet verified: see token.verifyPreviewToken). */
export function previewTokenTarget(token: unknown): { collection: 'pages' | 'posts'; id: string } | null {
  if (typeof token !== 'string' || token.length > 300) return null
  const [collection, id] = token.split('.')
  if ((collection !== 'pages' && collection !== 'posts') || !/^\d{1,12}$/.test(id ?? '')) return null
  return { collection, id }
}

/**
 * The same-site path to send the editor to: a path on this host, never another origin
 * (`//evil.example`, `/\evil.example`, `https://...`); '/' for anything else.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return '/'
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/'
  return value
}
