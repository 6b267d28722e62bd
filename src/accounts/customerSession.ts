/**
 * The signed-in customer of a request: a genuine session cookie, for this site, of a customer
 * that still exists on this site with the same session version. Anything else is signed out.
 */
import type { Payload } from 'payload'
import type { Customer } from '@/payload-types'
import { sessionTokenFrom, verifySession } from './session'
import { idOf } from './http'

export async function customerForToken(payload: Payload, token: string | null, siteId: number): Promise<Customer | null> {
  const claims = verifySession(token)
  if (!claims || claims.site !== siteId) return null
  const customer = (await payload.findByID({
    collection: 'customers',
    id: claims.customer,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    showHiddenFields: true,
  })) as Customer | null
  if (!customer || idOf(customer.site) !== siteId) return null
  if ((customer.sessionVersion ?? 1) !== claims.version) return null
  return customer
}

export function customerForRequest(payload: Payload, request: Request, siteId: number): Promise<Customer | null> {
  return customerForToken(payload, sessionTokenFrom(request.headers.get('cookie')), siteId)
}

/** What the browser may know about its own account. */
export function publicCustomer(customer: Customer) {
  return {
    id: String(customer.id),
    email: customer.email,
    name: customer.name ?? '',
    phone: customer.phone ?? '',
    consent: customer.consent === true,
  }
}
