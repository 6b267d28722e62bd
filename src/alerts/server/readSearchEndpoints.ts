/**
 * GET /api/saved-searches/confirm?token=… (the confirmation link; answers a small page) and
 * GET /api/saved-searches/list[?token=…] (the shopper's searches: signed in, or a manage link).
 */
import { idOf, json, refuse } from '@/accounts/http'
import { verifyAlertToken } from './tokens'
import { loose, publicSavedSearch, searchById, searchesOf } from './store'
import { htmlPage } from './pages'
import { liftOptOut, ownerOf, savedSearchEndpoint, type SavedSearchDeps } from './savedSearchEndpoint'

export function confirmSearchEndpoint(deps: SavedSearchDeps) {
  const now = deps.now ?? Date.now
  return savedSearchEndpoint(deps, 'GET', async ({ payload, site, request }) => {
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
}

export function listSearchesEndpoint(deps: SavedSearchDeps) {
  const now = deps.now ?? Date.now
  return savedSearchEndpoint(deps, 'GET', async ({ payload, site, request }) => {
    const owner = await ownerOf(payload, site, request, new URL(request.url).searchParams.get('token'), now())
    if (!owner) return refuse('Please sign in, or use the link in one of our alert e-mails.', 401)
    const searches = await searchesOf(payload, site.id, owner.email)
    return json({ success: true, email: owner.email, savedSearches: searches.map(publicSavedSearch) })
  })
}
