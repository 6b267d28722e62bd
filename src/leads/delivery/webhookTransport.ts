/**
 * Sends a lead to a dealership's webhook without letting the address reach inside the platform's
 * network (server-side request forgery). The URL is checked again (https, no
 * credentials, public host: src/security/publicAddress.ts), the host name is resolved and EVERY
 * address it resolves to must be public, and the request then connects to that vetted address
 * only (a `lookup` pinned on the request, so DNS rebinding cannot swap the address between the
 * check and the connect; TLS still verifies the certificate for the host name). No redirect is
 * followed (a 3xx is a failure), and the whole send is bounded by a timeout.
 *
 * The reason of a failure is for the server log only: it names status codes and network errors,
 * which would map the dealer's (or anyone's) ports if shown to site staff on the lead.
 * `webhookTransport` is the seam tests replace (DNS and the connection); the checks here always run.
 */
import dns from 'node:dns'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { addressProblem, checkWebhookUrl } from '@/security/publicAddress'

const WEBHOOK_TIMEOUT_MS = 10_000

export type ResolvedAddress = { address: string; family: number }

export type WebhookTransport = {
  /** Every address the host name resolves to. */
  lookup(hostname: string): Promise<ResolvedAddress[]>
  /** POST to `url`, connecting to `pinned` only; resolves with the HTTP status. */
  post(url: URL, pinned: ResolvedAddress, init: { headers: Record<string, string>; body: string; timeoutMs: number }): Promise<number>
}

export type WebhookOutcome = { ok: true; status: number } | { ok: false; reason: string }

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

async function systemLookup(hostname: string): Promise<ResolvedAddress[]> {
  return dns.promises.lookup(hostname, { all: true, verbatim: true })
}

/** https.request that connects to `pinned` whatever DNS says now; never follows redirects. */
export function pinnedPost(url: URL, pinned: ResolvedAddress, init: { headers: Record<string, string>; body: string; timeoutMs: number }): Promise<number> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    // Node asks for every address (`all`) when it may try several families; give it the one.
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1')
  return new Promise<number>((resolve, reject) => {
    const request = https.request(
      {
        protocol: 'https:',
        hostname,
        // SNI and certificate check for the name, not the pinned address.
        servername: hostname,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        lookup,
        agent: false,
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    request.on('error', reject)
    request.end(init.body)
  })
}

/** The transport in use; tests replace its members (the checks in sendWebhook still run). */
export const webhookTransport: WebhookTransport = { lookup: systemLookup, post: pinnedPost }

function reasonOf(error: unknown): string {
  const e = error as { code?: string; name?: string; message?: string }
  return ([e?.code, e?.name === 'AbortError' || e?.name === 'TimeoutError' ? 'timed out' : undefined].filter(Boolean).join(' ') || e?.message || 'error').slice(0, 200)
}

/** Check, resolve, vet every address, then POST to the vetted one. Never throws. */
export async function sendWebhook(rawUrl: string, init: { headers: Record<string, string>; body: string }, options: { transport?: WebhookTransport; timeoutMs?: number } = {}): Promise<WebhookOutcome> {
  const transport = options.transport ?? webhookTransport
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS
  const checked = checkWebhookUrl(rawUrl)
  if (!checked.ok) return { ok: false, reason: `refused URL: ${checked.problem}` }
  const hostname = checked.url.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: ResolvedAddress[]
  try {
    addresses = addressProblem(hostname) === 'not an IP address' ? await withTimeout(transport.lookup(hostname), timeoutMs, 'DNS lookup') : [{ address: hostname, family: hostname.includes(':') ? 6 : 4 }]
  } catch (error) {
    return { ok: false, reason: `DNS: ${reasonOf(error)}` }
  }
  if (addresses.length === 0) return { ok: false, reason: 'DNS: no address' }
  const bad = addresses.map((a) => addressProblem(a.address)).find((problem) => problem !== null)
  if (bad) return { ok: false, reason: `refused: the host resolves to ${bad}` }
  let status: number
  try {
    status = await withTimeout(transport.post(checked.url, addresses[0], { ...init, timeoutMs }), timeoutMs + 1_000, 'request')
  } catch (error) {
    return { ok: false, reason: reasonOf(error) }
  }
  if (status < 200 || status >= 300) return { ok: false, reason: `HTTP ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}` }
  return { ok: true, status }
}
