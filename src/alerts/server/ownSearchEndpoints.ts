/**
 * Changes to one of the owner's saved searches: POST /api/saved-searches/rename {id, name, token?},
 * /frequency {id, frequency, token?} and /delete {id, token?}.
 */
import { json } from '@/accounts/http'
import { cleanFrequency, cleanSearchName } from '@/rules/savedSearch'
import { loose, publicSavedSearch, type SavedSearchDoc } from './store'
import { ownSearchPost, type SavedSearchDeps } from './savedSearchEndpoint'

export const renameSearchEndpoint = (deps: SavedSearchDeps) =>
  ownSearchPost(deps, async ({ payload, doc, body }) => {
    const name = cleanSearchName(body.name)
    if (!name) return json({ success: false, error: 'Please check the form.', errors: { name: 'Please give the search a name of 1 to 120 characters.' } }, 400)
    const updated = (await loose(payload).update({ collection: 'saved-searches', id: doc.id, overrideAccess: true, data: { name } })) as SavedSearchDoc
    return json({ success: true, savedSearch: publicSavedSearch(updated) })
  })

export const searchFrequencyEndpoint = (deps: SavedSearchDeps) =>
  ownSearchPost(deps, async ({ payload, doc, body }) => {
    const value = body.frequency === undefined ? null : cleanFrequency(body.frequency)
    if (!value) return json({ success: false, error: 'Please check the form.', errors: { frequency: 'Choose instant or daily.' } }, 400)
    const updated = (await loose(payload).update({ collection: 'saved-searches', id: doc.id, overrideAccess: true, data: { frequency: value } })) as SavedSearchDoc
    return json({ success: true, savedSearch: publicSavedSearch(updated) })
  })

export const deleteSearchEndpoint = (deps: SavedSearchDeps) =>
  ownSearchPost(deps, async ({ payload, doc }) => {
    await loose(payload).delete({ collection: 'saved-searches', id: doc.id, overrideAccess: true })
    return json({ success: true })
  })
