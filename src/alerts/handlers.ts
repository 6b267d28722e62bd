/**
 * Saved-search endpoints (issue 35 section 1), all on the site's own host and all answering 404
 * when the site has saved searches off:
 *
 *   POST /api/saved-searches/save      {path, query, name?, frequency?, email?, consent?}
 *        signed in (sites with shopper accounts): active at once for the account's address;
 *        otherwise `email` and `consent: true` are needed and a confirmation link is e-mailed
 *        (double opt-in): the search is pending until the link is followed.
 *   GET  /api/saved-searches/confirm?token=…   the confirmation link (answers a small page)
 *   GET  /api/saved-searches/list[?token=…]     the shopper's searches (signed in, or a manage link)
 *   POST /api/saved-searches/rename    {id, name, token?}
 *   POST /api/saved-searches/frequency {id, frequency, token?}
 *   POST /api/saved-searches/delete    {id, token?}
 *
 * Bad input answers 4xx with a message; unexpected trouble 503 (the account endpoints' wrapper).
 */
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import { createAccountHandlers, type AccountDeps, type Limit } from '@/accounts/handlers'
import { customerForRequest } from '@/accounts/customerSession'
import { accountsOn, idOf, json, readJsonBody, refuse, type Body } from '@/accounts/http'
import { normaliseEmail } from '@/accounts/codes'
import { clientAddress } from '@/security/clientAddress'
import {
  MAX_SAVED_SEARCHES_PER_ADDRESS,
  cleanFrequency,
  cleanSearchName,
  savedSearchesOn,
} from '@/rules/savedSearch'
import { defaultSavedSearchName, savedSearchTarget } from './target'
import { signAlertToken, verifyAlertToken } from './tokens'
import { loose, publicSavedSearch, searchById, searchesOf, type SavedSearchDoc } from './store'
import { defaultSendConfirmation, type SendConfirmation } from './confirmMail'
import { htmlPage } from './pages'
import { defaultResolvePreset, type ResolvePreset } from './preset'

type SavedSearchLimits = { savePerAddress: Limit; savePerEmail: Limit; writesPerAddress: Limit }
const DEFAULT_SAVED_SEARCH_LIMITS: SavedSearchLimits = {
  savePerAddress: { points: 20, durationSeconds: 600 },
  savePerEmail: { points: 5, durationSeconds: 600 },
  writesPerAddress: { points: 120, durationSeconds: 60 },
}

export type SavedSearchDeps = AccountDeps & { sendConfirmation?: SendConfirmation; resolvePreset?: ResolvePreset; searchLimits?: Partial<SavedSearchLimits> }

const NOT_AVAILABLE = 'Saved searches are not available on this site.'

type Owner = { email: string; customerId?: number }

export function createSavedSearchHandlers(deps: SavedSearchDeps) {
  const account = createAccountHandlers(deps)
  const now = deps.now ?? Date.now
  const sendConfirmation = deps.sendConfirmation ?? defaultSendConfirmation
  const resolvePreset = deps.resolvePreset ?? defaultResolvePreset
  const limits = { ...DEFAULT_SAVED_SEARCH_LIMITS, ...deps.searchLimits }

  /** A site endpoint that is there only when saved searches are on. */
  function endpoint(method: 'GET' | 'POST', run: (ctx: { payload: Payload; site: Site; request: Request }) => Promise<Response>) {
    return account.endpoint(method, async (ctx) => (savedSearchesOn(ctx.site) ? run(ctx) : refuse(NOT_AVAILABLE, 404)), { needsAccounts: false })
  }

  /** Who is asking: the signed-in shopper, or the holder of a manage link for this site. */
  async function ownerOf(payload: Payload, site: Site, request: Request, token: unknown): Promise<Owner | null> {
    if (token !== undefined && token !== null && token !== '') {
      const claims = verifyAlertToken(token, 'm', now())
      return claims && claims.site === site.id ? { email: claims.email } : null
    }
    if (!accountsOn(site)) return null
    const customer = await customerForRequest(payload, request, site.id)
    return customer ? { email: customer.email, customerId: customer.id } : null
  }

  async function readBody(request: Request): Promise<Body | Response> {
    const body = await readJsonBody(request)
    return body.ok ? body.value : body.response
  }

  const save = endpoint('POST', async ({ payload, site, request }) => {
    const limited = await account.limited('saved-search-ip', clientAddress(request), limits.savePerAddress)
    if (limited) return limited
    const body = await readBody(request)
    if (body instanceof Response) return body
    const errors: Record<string, string> = {}
    const target = savedSearchTarget(body.path, body.query)
    if (!target.ok) errors.path = target.error
    const frequency = cleanFrequency(body.frequency)
    if (!frequency) errors.frequency = 'Choose instant or daily.'
    const name = body.name === undefined || body.name === null || body.name === '' ? undefined : cleanSearchName(body.name)
    if (name === null) errors.name = 'Please give the search a name of at most 120 characters.'
    const owner = await ownerOf(payload, site, request, undefined)
    let email = owner?.email ?? null
    if (!owner) {
      email = normaliseEmail(body.email)
      if (!email) errors.email = 'Please enter a valid e-mail address.'
      if (body.consent !== true) errors.consent = 'Please agree to receive e-mails about cars matching this search.'
    }
    if (Object.keys(errors).length > 0 || !target.ok || !frequency || !email) return json({ success: false, error: 'Please check the form.', errors }, 400)
    const preset = await resolvePreset(site, target.value.path)
    if (preset === null) return refuse('That search page does not exist on this site.', 404)
    if (!owner) {
      const perEmail = await account.limited('saved-search-email', `${site.id}:${email}`, limits.savePerEmail)
      if (perEmail) return perEmail
    }
    if ((await searchesOf(payload, site.id, email)).length >= MAX_SAVED_SEARCHES_PER_ADDRESS) {
      return refuse(`You have ${MAX_SAVED_SEARCHES_PER_ADDRESS} saved searches on this site already. Delete one first.`, 409)
    }
    const doc = (await loose(payload).create({
      collection: 'saved-searches',
      overrideAccess: true,
      data: {
        site: site.id,
        name: name ?? defaultSavedSearchName(target.value),
        email,
        customer: owner?.customerId ?? null,
        path: target.value.path,
        query: target.value.query,
        presetFilter: preset || null,
        status: owner ? 'active' : 'pending',
        frequency,
        consentAt: owner ? new Date(now()).toISOString() : null,
      },
    })) as SavedSearchDoc
    if (owner) {
      await liftOptOut(payload, site.id, email)
      return json({ success: true, savedSearch: publicSavedSearch(doc), message: `Saved. We will e-mail ${email} when new cars match.` }, 201)
    }
    const token = signAlertToken({ kind: 'c', site: site.id, email, search: doc.id }, now())
    await sendConfirmation({ payload, site, request, email, search: doc, token })
    return json({ success: true, savedSearch: publicSavedSearch(doc), message: `Check your inbox: we have e-mailed ${email} a link to confirm your alerts.` }, 201)
  })

  /** A fresh, explicit consent (signed in, or a followed confirmation link) ends an earlier opt-out. */
  async function liftOptOut(payload: Payload, siteId: number, email: string) {
    await payload.db.pool?.query('DELETE FROM alert_suppressions WHERE key = $1', [`${siteId}:${email}`])
  }

  const confirm = endpoint('GET', async ({ payload, site, request }) => {
    const claims = verifyAlertToken(new URL(request.url).searchParams.get('token'), 'c', now())
    const doc = claims && claims.site === site.id ? await searchById(payload, claims.search) : null
    if (!claims || !doc || doc.email !== claims.email || idOf(doc.site) !== site.id) {
      return htmlPage(site, 'This link does not work', 'The confirmation link is not valid or has expired. Please save the search again.', 400)
    }
    if (doc.status === 'pending') {
      await loose(payload).update({ collection: 'saved-searches', id: doc.id, overrideAccess: true, data: { status: 'active', consentAt: new Date(now()).toISOString() } })
      await liftOptOut(payload, site.id, doc.email)
    }
    return htmlPage(site, 'Your alerts are on', `We will e-mail ${doc.email} when new cars match "${doc.name}".`, 200)
  })

  const list = endpoint('GET', async ({ payload, site, request }) => {
    const owner = await ownerOf(payload, site, request, new URL(request.url).searchParams.get('token'))
    if (!owner) return refuse('Please sign in, or use the link in one of our alert e-mails.', 401)
    const searches = await searchesOf(payload, site.id, owner.email)
    return json({ success: true, email: owner.email, savedSearches: searches.map(publicSavedSearch) })
  })

  /** A POST on one of the owner's searches (401 without an owner, 404 for anyone else's). */
  function ownSearchPost(run: (ctx: { payload: Payload; doc: SavedSearchDoc; body: Body }) => Promise<Response>) {
    return endpoint('POST', async ({ payload, site, request }) => {
      const limited = await account.limited('saved-search-write-ip', clientAddress(request), limits.writesPerAddress)
      if (limited) return limited
      const body = await readBody(request)
      if (body instanceof Response) return body
      const owner = await ownerOf(payload, site, request, body.token)
      if (!owner) return refuse('Please sign in, or use the link in one of our alert e-mails.', 401)
      const id = idOf(body.id)
      if (id === null) return json({ success: false, error: 'Please check the request.', errors: { id: 'id must be a saved search id.' } }, 400)
      const doc = await searchById(payload, id)
      if (!doc || idOf(doc.site) !== site.id || doc.email !== owner.email || doc.status === 'unsubscribed') return refuse('There is no such saved search.', 404)
      return run({ payload, doc, body })
    })
  }

  const rename = ownSearchPost(async ({ payload, doc, body }) => {
    const name = cleanSearchName(body.name)
    if (!name) return json({ success: false, error: 'Please check the form.', errors: { name: 'Please give the search a name of 1 to 120 characters.' } }, 400)
    const updated = (await loose(payload).update({ collection: 'saved-searches', id: doc.id, overrideAccess: true, data: { name } })) as SavedSearchDoc
    return json({ success: true, savedSearch: publicSavedSearch(updated) })
  })

  const frequency = ownSearchPost(async ({ payload, doc, body }) => {
    const value = body.frequency === undefined ? null : cleanFrequency(body.frequency)
    if (!value) return json({ success: false, error: 'Please check the form.', errors: { frequency: 'Choose instant or daily.' } }, 400)
    const updated = (await loose(payload).update({ collection: 'saved-searches', id: doc.id, overrideAccess: true, data: { frequency: value } })) as SavedSearchDoc
    return json({ success: true, savedSearch: publicSavedSearch(updated) })
  })

  const remove = ownSearchPost(async ({ payload, doc }) => {
    await loose(payload).delete({ collection: 'saved-searches', id: doc.id, overrideAccess: true })
    return json({ success: true })
  })

  return { save, confirm, list, rename, frequency, delete: remove }
}
