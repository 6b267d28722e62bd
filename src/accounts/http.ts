/**
 * Small HTTP helpers shared by the account and watchlist endpoints: JSON answers that are never
 * cached, a bounded JSON body reader, the same-origin check for cookie-authenticated POSTs, and
 * the host's site (through the one resolver, src/data/siteResolver.ts).
 */
import type { Payload } from 'payload'
import { siteForHost } from '@/data'
import type { Site } from '@/payload-types'
import { submittedId } from '@/lib/relations'
import { json } from '@/lib/jsonResponse'

export const MAX_ACCOUNT_BODY_BYTES = 16 * 1024

export { json }

export const refuse = (error: string, status = 400, headers: Record<string, string> = {}) => json({ success: false, error }, status, headers)

export type Body = Record<string, unknown>

export async function readJsonBody(request: Request): Promise<{ ok: true; value: Body } | { ok: false; response: Response }> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!type.includes('application/json')) return { ok: false, response: refuse('Send JSON (Content-Type: application/json).', 415) }
  if (Number(request.headers.get('content-length')) > MAX_ACCOUNT_BODY_BYTES) return { ok: false, response: refuse('The request is too large.', 413) }
  const text = await request.text().catch(() => null)
  if (text === null) return { ok: false, response: refuse('The request could not be read.') }
  if (Buffer.byteLength(text) > MAX_ACCOUNT_BODY_BYTES) return { ok: false, response: refuse('The request is too large.', 413) }
  try {
    const value: unknown = JSON.parse(text)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, response: refuse('The request must be a JSON object.') }
    return { ok: true, value: value as Body }
  } catch {
    return { ok: false, response: refuse('The request could not be read (invalid JSON).') }
  }
}

function requestHost(request: Request): string | null {
  const header = request.headers.get('host')
  if (header) return header
  try {
    return new URL(request.url).host
  } catch {
    return null
  }
}

/**
 * A browser POST from another origin is refused (defence in depth beside SameSite=Lax): when an
 * Origin header is sent, its host must be the request's host.
 */
export function crossOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return false
  if (origin === 'null') return true
  try {
    return new URL(origin).host.toLowerCase() !== (requestHost(request) ?? '').toLowerCase()
  } catch {
    return true
  }
}

/** The site the request was sent to (its Host), or null. */
export function siteOfRequest(payload: Payload, request: Request): Promise<Site | null> {
  return siteForHost(payload, requestHost(request))
}

export function accountsOn(site: Pick<Site, 'settings'> | null): boolean {
  return Boolean(site && (site.settings as { shopperAccounts?: boolean | null } | null | undefined)?.shopperAccounts === true)
}

export const idOf = submittedId
