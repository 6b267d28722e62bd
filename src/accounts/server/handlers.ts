/**
 * Shopper account endpoints, all on the site's own host and all answering 404 when
 * the site has shopper accounts off:
 *
 *   POST /api/account/code      {email, name?, phone?, consent?}  e-mail a one-time code
 *   POST /api/account/verify    {email, code, name?, phone?, consent?}  sign in (sets the cookie)
 *   GET  /api/account/me        the signed-in state, watchlist ids and favourites (never cached)
 *   POST /api/account/profile   {name?, phone?, consent?}
 *   POST /api/account/favourites {favourites: [...]}  keep favourites on the account
 *   POST /api/account/sign-out  end the session (every session of the customer)
 *   POST /api/account/delete    delete the account and its watchlist
 *
 * Codes: valid CODE_TTL_MS (10 min), MAX_CODE_ATTEMPTS (5) wrong tries then locked until a new
 * code is requested; requests rate-limited per client address and per (site, address); each
 * try is counted atomically in PostgreSQL so parallel guesses cannot exceed the limit.
 * Bad input answers 4xx with a message; unexpected trouble 503, never 500.
 */
import { accountEndpoint, customerPost, limited, type AccountCtx } from '../accountEndpoint'
import type { AccountDeps } from '../accountDeps'
import { requestCodeEndpoint } from './requestCodeEndpoint'
import { verifyCodeEndpoint } from './verifyCodeEndpoint'
import { meEndpoint, signOutEndpoint } from './sessionEndpoints'
import { deleteAccountEndpoint, saveFavouritesEndpoint, updateProfileEndpoint } from './profileEndpoints'

/** The account endpoints, and the wrappers other shopper endpoints (watchlist, saved searches) are built with. */
export function createAccountHandlers(deps: AccountDeps) {
  return {
    requestCode: requestCodeEndpoint(deps),
    verifyCode: verifyCodeEndpoint(deps),
    me: meEndpoint(deps),
    updateProfile: updateProfileEndpoint(deps),
    saveFavourites: saveFavouritesEndpoint(deps),
    signOut: signOutEndpoint(deps),
    deleteAccount: deleteAccountEndpoint(deps),
    endpoint: (method: 'GET' | 'POST', run: (ctx: AccountCtx) => Promise<Response>, options?: { needsAccounts?: boolean }) => accountEndpoint(deps, method, run, options),
    customerPost: (run: Parameters<typeof customerPost>[1]) => customerPost(deps, run),
    limited,
  }
}
