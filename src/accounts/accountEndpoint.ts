/**
 * The shopper account endpoints' request plumbing: the rate limit answer, the wrapper that finds
 * the site (404 without one or with accounts off), refuses cross-origin POSTs (403) and turns any
 * failure into a logged 503 (never a 500), and the POST that needs the signed-in customer.
 */
import type { Payload } from 'payload'
import type { Customer, Site } from '@/payload-types'
import { consumeRateLimit } from '@/security/rateLimit'
import { clientAddress } from '@/security/clientAddress'
import { accountLimits, type AccountDeps, type Limit } from './accountDeps'
import { customerForRequest } from './customerSession'
import { accountsOn, crossOrigin, readJsonBody, refuse, siteOfRequest, type Body } from './http'

export type AccountCtx = { payload: Payload; site: Site; request: Request }
export type Handler = (request: Request) => Promise<Response>

const NOT_AVAILABLE = 'Shopper accounts are not available on this site.'
const SIGNED_OUT = 'Please sign in first.'

/** Counts a request in its bucket: null while allowed, else the 429 answer with retry-after. */
export async function limited(bucket: string, key: string, limit: Limit): Promise<Response | null> {
  const verdict = await consumeRateLimit({ bucket, key, ...limit })
  if (verdict.allowed) return null
  return refuse(`Too many requests. Please try again in ${verdict.retryAfterSeconds} seconds.`, 429, { 'retry-after': String(verdict.retryAfterSeconds) })
}

/** Wraps a handler: site with accounts on (404), same-origin POSTs (403), no 500s (503). */
export function accountEndpoint(deps: AccountDeps, method: 'GET' | 'POST', run: (ctx: AccountCtx) => Promise<Response>, options: { needsAccounts?: boolean } = {}): Handler {
  return async (request) => {
    try {
      if (method === 'POST' && crossOrigin(request)) return refuse('This request must come from the site itself.', 403)
      const payload = await deps.payload()
      const site = await siteOfRequest(payload, request)
      if (!site) return refuse('No site is served at this address.', 404)
      if (options.needsAccounts !== false && !accountsOn(site)) return refuse(NOT_AVAILABLE, 404)
      return await run({ payload, site, request })
    } catch (error) {
      try {
        ;(await deps.payload()).logger.error({ msg: 'Shopper account request failed', err: (error as Error)?.message })
      } catch {
        // nothing more to do
      }
      return refuse('Something went wrong on our side. Please try again.', 503)
    }
  }
}

/** A POST that needs the signed-in customer. */
export function customerPost(deps: AccountDeps, run: (ctx: AccountCtx & { customer: Customer; body: Body }) => Promise<Response>): Handler {
  const limits = accountLimits(deps)
  return accountEndpoint(deps, 'POST', async (ctx) => {
    const limitedAnswer = await limited('account-write-ip', clientAddress(ctx.request), limits.writesPerAddress)
    if (limitedAnswer) return limitedAnswer
    const customer = await customerForRequest(ctx.payload, ctx.request, ctx.site.id)
    if (!customer) return refuse(SIGNED_OUT, 401)
    const body = await readJsonBody(ctx.request)
    if (!body.ok) return body.response
    return run({ ...ctx, customer, body: body.value })
  })
}
