/**
 * Direct visits to gated pages (SPEC.md §4 Gated routes: "links and direct visits go to
 * /sign-in with redirect and back"): checked on the server, so gated content never flashes.
 * Only per-visitor pages call this (it reads the session cookie, which makes the page dynamic).
 */
import 'server-only'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { payloadClient } from '@/data/payload'
import type { Customer, Site } from '@/payload-types'
import { gateDecision, isRouteGated, signInHref, type GatedRouteType } from '@/rules/gatedRoutes'
import { customerForToken } from './customerSession'
import { SESSION_COOKIE } from './session'

export function gateSettingsOf(site: Site) {
  return { shopperAccounts: site.settings?.shopperAccounts === true, gatedRoutes: site.settings?.gatedRoutes ?? [] }
}

/** The signed-in customer of this page visit, or null. */
export async function customerOnPage(site: Site): Promise<Customer | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value ?? null
  if (!token) return null
  return customerForToken(await payloadClient(), token, site.id)
}

/** 404 when the route is unavailable, a redirect to sign-in when gated and signed out; else the customer (or null). */
export async function enforceGate(site: Site, route: GatedRouteType, path: string, back = '/'): Promise<Customer | null> {
  const settings = gateSettingsOf(site)
  if (!isRouteGated(route, settings)) {
    if (gateDecision(route, settings, { loading: false, id: null }) === 'unavailable') notFound()
    return null
  }
  const customer = await customerOnPage(site)
  if (gateDecision(route, settings, { loading: false, id: customer?.id ?? null }) === 'sign-in') redirect(signInHref(route, path, back))
  return customer
}

/** Sign-in pages exist only on sites with shopper accounts (404 otherwise). */
export function requireShopperAccounts(site: Site | null): asserts site is Site {
  if (!site || site.settings?.shopperAccounts !== true) notFound()
}
