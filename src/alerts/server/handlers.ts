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
 * One module per endpoint group; the plumbing is in ./savedSearchEndpoint.ts.
 */
import type { SavedSearchDeps } from './savedSearchEndpoint'
import { saveSearchEndpoint } from './saveSearchEndpoint'
import { confirmSearchEndpoint, listSearchesEndpoint } from './readSearchEndpoints'
import { deleteSearchEndpoint, renameSearchEndpoint, searchFrequencyEndpoint } from './ownSearchEndpoints'

export function createSavedSearchHandlers(deps: SavedSearchDeps) {
  return {
    save: saveSearchEndpoint(deps),
    confirm: confirmSearchEndpoint(deps),
    list: listSearchesEndpoint(deps),
    rename: renameSearchEndpoint(deps),
    frequency: searchFrequencyEndpoint(deps),
    delete: deleteSearchEndpoint(deps),
  }
}
