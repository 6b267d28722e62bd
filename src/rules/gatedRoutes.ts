/**
 * Gated routes (SPEC.md §4 "Gated routes", §6 Roles and permissions, §2 /sign-in).
 *
 * - "Gated routes: trade-in, sell-my-car, checkout, finance, spin-to-win, online-payment."
 * - "Online-payment is always gated. Trade-in and sell-my-car are never gated."
 * - "Checkout, spin-to-win and finance gating depend on site switches."
 * - "When a route is gated for the site and the user is signed out (finished loading, no id),
 *   links and direct visits go to /sign-in with redirect and back. Otherwise the link goes
 *   straight to the target."
 *
 * Decision (SPEC.md §6 "Authentication is off by default"): gating needs a way to sign in, so
 * it applies only when the site has shopper accounts on. With accounts off, checkout, finance
 * and spin-to-win are open, and online-payment (always gated, never reachable without an
 * account) is unavailable (404).
 */
import { normaliseAuPhone } from './auPhone'

export const GATED_ROUTE_TYPES = ['trade-in', 'sell-my-car', 'checkout', 'finance', 'spin-to-win', 'online-payment'] as const
export type GatedRouteType = (typeof GATED_ROUTE_TYPES)[number]

export interface GateSettings {
  shopperAccounts?: boolean | null
  gatedRoutes?: readonly string[] | null
}

/** The session check's state in the browser: still loading, or finished with or without an id. */
export interface SessionState {
  loading: boolean
  id?: string | number | null
}

export type GateDecision = 'open' | 'sign-in' | 'unavailable'

function isGatedRouteType(value: unknown): value is GatedRouteType {
  return typeof value === 'string' && (GATED_ROUTE_TYPES as readonly string[]).includes(value)
}

/** Whether the route is gated on this site (independent of who visits). */
export function isRouteGated(route: GatedRouteType, settings: GateSettings): boolean {
  if (settings.shopperAccounts !== true) return false
  if (route === 'online-payment') return true
  if (route === 'trade-in' || route === 'sell-my-car') return false
  return (settings.gatedRoutes ?? []).includes(route)
}

/** SPEC.md §6: signed in means the session check finished with an id. */
function isSignedIn(session: SessionState): boolean {
  return !session.loading && session.id !== undefined && session.id !== null && String(session.id) !== ''
}

/**
 * The decision for a visit or link: 'sign-in' only when the route is gated and the shopper is
 * signed out after the check finished (a link keeps its target while the check is loading);
 * 'unavailable' for online-payment on a site without accounts.
 */
export function gateDecision(route: GatedRouteType, settings: GateSettings, session: SessionState): GateDecision {
  if (route === 'online-payment' && settings.shopperAccounts !== true) return 'unavailable'
  if (!isRouteGated(route, settings)) return 'open'
  if (session.loading) return 'open'
  return isSignedIn(session) ? 'open' : 'sign-in'
}

/** `/sign-in?type=…&redirect=…&back=…` for a gated target (paths are the caller's, already same-site). */
export function signInHref(type: GatedRouteType | 'watchlist', redirect: string, back: string = redirect): string {
  const params = new URLSearchParams({ type, redirect, back })
  return `/sign-in?${params.toString()}`
}

/** Where a link to `target` goes: the target itself, or sign-in with redirect and back. */
export function gatedLinkHref(
  route: GatedRouteType,
  target: string,
  settings: GateSettings,
  session: SessionState,
  back: string = '/',
): string {
  return gateDecision(route, settings, session) === 'sign-in' ? signInHref(route, target, back) : target
}

/** SPEC.md §2 /sign-in `type`: the heading and the reason shown for each. */
const SIGN_IN_COPY: Record<GatedRouteType | 'watchlist' | 'account', { heading: string; reason: string }> = {
  watchlist: { heading: 'Sign in to save cars', reason: 'Your watchlist keeps the cars you save, with their latest price, on any device.' },
  'trade-in': { heading: 'Sign in for your trade-in valuation', reason: 'Sign in so we can keep your valuation and offer together.' },
  'sell-my-car': { heading: 'Sign in to sell your car', reason: 'Sign in so we can keep your offer and details together.' },
  checkout: { heading: 'Sign in to reserve this car', reason: 'Reserving online needs an account so we can hold the car for you.' },
  finance: { heading: 'Sign in for finance', reason: 'Sign in to see finance options and keep your application in one place.' },
  'spin-to-win': { heading: 'Sign in to spin to win', reason: 'Spin to Win is for signed-in shoppers: one spin per account.' },
  'online-payment': { heading: 'Sign in to make a payment', reason: 'Online payments are only taken from signed-in shoppers.' },
  account: { heading: 'Sign in', reason: 'We will e-mail you a one-time code. No password to remember.' },
}

/** The sign-in copy for a `type` query value; unknown or missing types get the plain copy. */
export function signInCopy(type: unknown): { type: GatedRouteType | 'watchlist' | 'account'; heading: string; reason: string } {
  const key = type === 'watchlist' || isGatedRouteType(type) ? type : 'account'
  return { type: key, ...SIGN_IN_COPY[key] }
}

/** What /sign-in shows a visitor: the sign-in form, only the missing phone, or nothing (on to `redirect`). */
export type SignInPage =
  | { step: 'sign-in'; type: GatedRouteType | 'watchlist' | 'account'; heading: string; reason: string }
  | { step: 'add-phone'; type: 'watchlist'; heading: string; reason: string }
  | { step: 'go-on' }

const ADD_PHONE_COPY = { heading: 'Add your mobile to save cars', reason: 'You are signed in. Your watchlist needs a mobile number so the dealer can reach you about the cars you save.' } as const

/**
 * /sign-in for this visitor (issue 32: "Sign in to save cars" was shown to a signed-in shopper):
 * the sign-in copy only to a signed-out shopper; a signed-in one saving to the watchlist without a
 * phone is asked only for the phone, and any other signed-in shopper goes straight on.
 */
export function signInPageFor(type: unknown, customer: { phone?: string | null } | null): SignInPage {
  const copy = signInCopy(type)
  if (!customer) return { step: 'sign-in', ...copy }
  if (copy.type === 'watchlist' && !normaliseAuPhone(customer.phone ?? null)) return { step: 'add-phone', type: 'watchlist', ...ADD_PHONE_COPY }
  return { step: 'go-on' }
}

const FINANCE_PATHS = new Set(['/finance', '/finance-enquiry', '/apply-for-finance', '/finance-pre-approval', '/personalised/finance'])

/**
 * The gated route a same-site link points at (SPEC.md §2 routes), or null. Query and hash are
 * ignored; a trailing slash is too.
 */
export function gatedRouteForPath(href: string): GatedRouteType | null {
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return null
  const path = (href.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/'
  if (FINANCE_PATHS.has(path)) return 'finance'
  if (path === '/checkout-journey' || /^\/cars\/[^/]+\/(checkout|buy-online)$/.test(path)) return 'checkout'
  if (path === '/spin-to-win') return 'spin-to-win'
  if (path === '/online-payment') return 'online-payment'
  if (path === '/trade-in' || path === '/cars/trade-in') return 'trade-in'
  if (path === '/sell-my-car') return 'sell-my-car'
  return null
}
