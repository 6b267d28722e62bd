/**
 * The signed-in customer's own record: POST /api/account/profile {name?, phone?, consent?},
 * POST /api/account/favourites {favourites: [...]} and POST /api/account/delete (the account and
 * its watchlist).
 */
import type { Customer } from '@/payload-types'
import { parseStoredList } from '@/rules/favourites'
import { publicCustomer } from '../customerSession'
import { customerPost } from '../accountEndpoint'
import { clockOf, type AccountDeps } from '../accountDeps'
import { json, refuse } from '../http'
import { profileFields } from './profileFields'
import { clearedSessionCookie, servedOverHttps } from '../session'

const MAX_FAVOURITES = 100

export function updateProfileEndpoint(deps: AccountDeps) {
  const now = clockOf(deps)
  return customerPost(deps, async ({ payload, customer, body }) => {
    const profile = profileFields(body, now())
    if (profile.error) return json({ success: false, error: profile.error }, 400)
    const updated = (await payload.update({ collection: 'customers', id: customer.id, overrideAccess: true, data: profile.data })) as Customer
    return json({ success: true, customer: publicCustomer(updated) })
  })
}

export const saveFavouritesEndpoint = (deps: AccountDeps) =>
  customerPost(deps, async ({ payload, customer, body }) => {
    if (!Array.isArray(body.favourites)) return refuse('favourites must be a list.')
    if (body.favourites.length > MAX_FAVOURITES) return refuse(`Keep at most ${MAX_FAVOURITES} favourites.`)
    const list = parseStoredList(JSON.stringify(body.favourites))
    await payload.update({ collection: 'customers', id: customer.id, overrideAccess: true, data: { favourites: list } })
    return json({ success: true, favourites: list })
  })

export const deleteAccountEndpoint = (deps: AccountDeps) =>
  customerPost(deps, async ({ payload, customer, request }) => {
    await payload.delete({ collection: 'customers', id: customer.id, overrideAccess: true })
    return json({ success: true }, 200, { 'set-cookie': clearedSessionCookie(servedOverHttps(request)) })
  })
