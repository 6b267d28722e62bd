/**
 * The saved-search endpoints' plumbing (src/alerts/server/handlers.ts): their deps and rate limits, the
 * wrapper that answers 404 when the site has saved searches off (on the account endpoints'
 * wrapper: same-origin POSTs, no 500s), who is asking (signed in or a manage link), and the POST on
 * one of the owner's own searches.
 */
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import { accountEndpoint, limited } from '@/accounts/accountEndpoint'
import type { AccountDeps, Limit } from '@/accounts/accountDeps'
import { customerForRequest } from '@/accounts/customerSession'
import { accountsOn, idOf, json, readJsonBody, refuse, type Body } from '@/accounts/http'
import { clientAddress } from '@/security/clientAddress'
import { savedSearchesOn } from '@/rules/savedSearch'
import { verifyAlertToken } from './tokens'
import { searchById, type SavedSearchDoc } from './store'
import type { SendConfirmation } from './confirmMail'
import type { ResolvePreset } from './preset'

type SavedSearchLimits = { savePerAddress: Limit; savePerEmail: Limit; writesPerAddress: Limit }
const DEFAULT_SAVED_SEARCH_LIMITS: SavedSearchLimits = {
  savePerAddress: { points: 20, durationSeconds: 600 },
  savePerEmail: { points: 5, durationSeconds: 600 },
  writesPerAddress: { points: 120, durationSeconds: 60 },
}

export type SavedSearchDeps = AccountDeps & { sendConfirmation?: SendConfirmation; resolvePreset?: ResolvePreset; searchLimits?: Partial<SavedSearchLimits> }
type SiteCtx = { payload: Payload; site: Site; request: Request }
type Owner = { email: string; customerId?: number }

const NOT_AVAILABLE = 'Saved searches are not available on this site.'

export const savedSearchLimits = (deps: SavedSearchDeps): SavedSearchLimits => ({ ...DEFAULT_SAVED_SEARCH_LIMITS, ...deps.searchLimits })

/** A site endpoint that is there only when saved searches are on. */
export function savedSearchEndpoint(deps: SavedSearchDeps, method: 'GET' | 'POST', run: (ctx: SiteCtx) => Promise<Response>) {
  return accountEndpoint(deps, method, async (ctx) => (savedSearchesOn(ctx.site) ? run(ctx) : refuse(NOT_AVAILABLE, 404)), { needsAccounts: false })
}

/** Who is asking: the signed-in shopper, or the holder of a manage link for this site. */
export async function ownerOf(payload: Payload, site: Site, request: Request, token: unknown, now: number): Promise<Owner | null> {
  if (token !== undefined && token !== null && token !== '') {
    const claims = verifyAlertToken(token, 'm', now)
    return claims && claims.site === site.id ? { email: claims.email } : null
  }
  if (!accountsOn(site)) return null
  const customer = await customerForRequest(payload, request, site.id)
  return customer ? { email: customer.email, customerId: customer.id } : null
}

/** The JSON body, or the 4xx answer for one that cannot be read. */
export async function readBody(request: Request): Promise<Body | Response> {
  const body = await readJsonBody(request)
  return body.ok ? body.value : body.response
}

/** A fresh, explicit consent (signed in, or a followed confirmation link) ends an earlier opt-out. */
export async function liftOptOut(payload: Payload, siteId: number, email: string) {
  await payload.db.pool?.query('DELETE FROM alert_suppressions WHERE key = $1', [`${siteId}:${email}`])
}

/** A POST on one of the owner's searches (401 without an owner, 404 for anyone else's). */
export function ownSearchPost(deps: SavedSearchDeps, run: (ctx: { payload: Payload; doc: SavedSearchDoc; body: Body }) => Promise<Response>) {
  const limits = savedSearchLimits(deps)
  const now = deps.now ?? Date.now
  return savedSearchEndpoint(deps, 'POST', async ({ payload, site, request }) => {
    const tooMany = await limited('saved-search-write-ip', clientAddress(request), limits.writesPerAddress)
    if (tooMany) return tooMany
    const body = await readBody(request)
    if (body instanceof Response) return body
    const owner = await ownerOf(payload, site, request, body.token, now())
    if (!owner) return refuse('Please sign in, or use the link in one of our alert e-mails.', 401)
    const id = idOf(body.id)
    if (id === null) return json({ success: false, error: 'Please check the request.', errors: { id: 'id must be a saved search id.' } }, 400)
    const doc = await searchById(payload, id)
    if (!doc || idOf(doc.site) !== site.id || doc.email !== owner.email || doc.status === 'unsubscribed') return refuse('There is no such saved search.', 404)
    return run({ payload, doc, body })
  })
}
