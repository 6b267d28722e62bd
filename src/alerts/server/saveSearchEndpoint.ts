/**
 * POST /api/saved-searches/save {path, query, name?, frequency?, email?, consent?}: signed in
 * (sites with shopper accounts), active at once for the account's address; otherwise `email` and
 * `consent: true` are needed and a confirmation link is e-mailed (double opt-in): the search is
 * pending until the link is followed.
 */
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import { limited } from '@/accounts/accountEndpoint'
import { json, refuse, type Body } from '@/accounts/http'
import { normaliseEmail } from '@/accounts/codes'
import { clientAddress } from '@/security/clientAddress'
import { MAX_SAVED_SEARCHES_PER_ADDRESS, cleanFrequency, cleanSearchName } from '@/rules/savedSearch'
import { defaultSavedSearchName, savedSearchTarget } from './target'
import { signAlertToken } from './tokens'
import { loose, publicSavedSearch, searchesOf, type SavedSearchDoc } from './store'
import { defaultSendConfirmation } from './confirmMail'
import { defaultResolvePreset } from './preset'
import { liftOptOut, ownerOf, readBody, savedSearchEndpoint, savedSearchLimits, type SavedSearchDeps } from './savedSearchEndpoint'

/** The save form checked: the search, its frequency and name, and the address when nobody is signed in. */
async function checkedSave(payload: Payload, site: Site, request: Request, body: Body, now: number) {
  const errors: Record<string, string> = {}
  const target = savedSearchTarget(body.path, body.query)
  if (!target.ok) errors.path = target.error
  const frequency = cleanFrequency(body.frequency)
  if (!frequency) errors.frequency = 'Choose instant or daily.'
  const name = body.name === undefined || body.name === null || body.name === '' ? undefined : cleanSearchName(body.name)
  if (name === null) errors.name = 'Please give the search a name of at most 120 characters.'
  const owner = await ownerOf(payload, site, request, undefined, now)
  let email = owner?.email ?? null
  if (!owner) {
    email = normaliseEmail(body.email)
    if (!email) errors.email = 'Please enter a valid e-mail address.'
    if (body.consent !== true) errors.consent = 'Please agree to receive e-mails about cars matching this search.'
  }
  if (Object.keys(errors).length > 0 || !target.ok || !frequency || !email) return { errors }
  return { target: target.value, frequency, name, owner, email }
}

export function saveSearchEndpoint(deps: SavedSearchDeps) {
  const now = deps.now ?? Date.now
  const sendConfirmation = deps.sendConfirmation ?? defaultSendConfirmation
  const resolvePreset = deps.resolvePreset ?? defaultResolvePreset
  const limits = savedSearchLimits(deps)
  return savedSearchEndpoint(deps, 'POST', async ({ payload, site, request }) => {
    const tooMany = await limited('saved-search-ip', clientAddress(request), limits.savePerAddress)
    if (tooMany) return tooMany
    const body = await readBody(request)
    if (body instanceof Response) return body
    const form = await checkedSave(payload, site, request, body, now())
    if ('errors' in form) return json({ success: false, error: 'Please check the form.', errors: form.errors }, 400)
    const { target, frequency, name, owner, email } = form
    const preset = await resolvePreset(site, target.path)
    if (preset === null) return refuse('That search page does not exist on this site.', 404)
    if (!owner) {
      const perEmail = await limited('saved-search-email', `${site.id}:${email}`, limits.savePerEmail)
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
        name: name ?? defaultSavedSearchName(target),
        email,
        customer: owner?.customerId ?? null,
        path: target.path,
        query: target.query,
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
}
