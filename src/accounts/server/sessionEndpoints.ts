/**
 * GET /api/account/me (the signed-in state, watchlist ids and favourites; never cached) and
 * POST /api/account/sign-out (ends every session of the customer).
 */
import { parseStoredList } from '@/rules/favourites'
import { customerForRequest, publicCustomer } from '../customerSession'
import { accountEndpoint } from '../accountEndpoint'
import type { AccountDeps } from '../accountDeps'
import { watchlistIds } from './customerRecords'
import { json } from '../http'
import { clearedSessionCookie, servedOverHttps } from '../session'

export const meEndpoint = (deps: AccountDeps) =>
  accountEndpoint(deps, 'GET', async ({ payload, site, request }) => {
    const customer = await customerForRequest(payload, request, site.id)
    if (!customer) return json({ signedIn: false })
    return json({
      signedIn: true,
      customer: publicCustomer(customer),
      watchlist: await watchlistIds(payload, customer.id),
      favourites: parseStoredList(JSON.stringify(customer.favourites ?? [])),
    })
  })

/** Ends every session of the customer (version bump) and clears the cookie. */
export const signOutEndpoint = (deps: AccountDeps) =>
  accountEndpoint(deps, 'POST', async ({ payload, site, request }) => {
    const customer = await customerForRequest(payload, request, site.id)
    if (customer) {
      await payload.update({
        collection: 'customers',
        id: customer.id,
        overrideAccess: true,
        data: { sessionVersion: (customer.sessionVersion ?? 1) + 1 },
      })
    }
    return json({ success: true }, 200, { 'set-cookie': clearedSessionCookie(servedOverHttps(request)) })
  })
