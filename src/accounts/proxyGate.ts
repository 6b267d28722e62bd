/**
 * Gated routes for direct visits, decided in the proxy (SPEC.md §4 Gated routes: "links and
 * direct visits go to /sign-in with redirect and back"), with no flash of gated content.
 *
 * The gated pages (/finance and its variants, checkout, /spin-to-win, /online-payment) are
 * cached shopper pages, so the page cannot look at the visitor. The proxy runs per request
 * before the cache: for a path that names a gated route, it asks whether the route is gated on
 * this site (the site's gating settings, cached per site for GATES_TTL_MS, fetched from this
 * server's own `/api/account/gates`) and whether the `dp_shopper` cookie is a genuine, unexpired
 * session of this site (HMAC check, no database). Signed-out visitors are redirected to
 * `/sign-in?type=…&redirect=…&back=…`; everyone else gets the cached page unchanged. Every other
 * path costs nothing (one path match).
 *
 * A cookie that passes the HMAC check is then confirmed live with the server
 * (`/api/account/session`: the customer still exists on this site with the cookie's session
 * version), so a cookie kept after sign-out, account deletion or a sign-out elsewhere opens
 * nothing. Only visits to a gated route with a signed cookie pay for that one
 * primary-key lookup; a failed lookup reads as signed out (the visitor is sent to sign-in).
 */
import { gatedRouteForPath, isRouteGated, signInHref, type GatedRouteType } from '@/rules/gatedRoutes'
import { safeRedirectPath } from '@/rules/safeRedirect'
import { SESSION_COOKIE, verifySession } from './session'
import { MemoryCache } from '@/cache/memoryCache'
import { onExpiry, type CacheExpiry } from '@/cache/expiryBus'
import { SITES_DIRECTORY_TAG } from '@/cache/tags'

/** A site's gating settings as the proxy needs them (`site` null: no such site). */
export type SiteGates = { site: number | null; shopperAccounts: boolean; gatedRoutes: string[] }

/** How long the proxy keeps a site's gating settings. */
const GATES_TTL_MS = 30_000
const MAX_CACHED_SITES = 1000
const LOOKUP_TIMEOUT_MS = 3000

/** The `back` for sign-in: the same-site page the visitor came from (Referer), else home. */
export function backFromReferer(referer: string | null | undefined, host: string | null | undefined): string {
  if (!referer || !host) return '/'
  try {
    const url = new URL(referer)
    if (url.host.toLowerCase() !== host.toLowerCase()) return '/'
    return safeRedirectPath(`${url.pathname}${url.search}`)
  } catch {
    return '/'
  }
}

/**
 * Where a direct visit to `path` goes instead of the page, or null for "serve the page".
 * Pure: `token` is the `dp_shopper` cookie; a session counts only for this site.
 */
export async function proxyGateRedirect(input: {
  path: string
  search: string
  gates: SiteGates | null
  token: string | null
  back: string
  /** Whether the server still honours a signed token (the customer's session version). */
  sessionLive: (token: string) => Promise<boolean>
  nowMs?: number
}): Promise<string | null> {
  const route = gatedRouteForPath(input.path)
  if (!route || !input.gates || input.gates.site === null) return null
  if (!isRouteGated(route, input.gates)) return null
  const claims = verifySession(input.token, input.nowMs)
  if (claims && claims.site === input.gates.site && (await input.sessionLive(input.token!).catch(() => false))) return null
  const target = safeRedirectPath(`${input.path}${input.search}`)
  return signInHref(route, target, input.back)
}

/** Whether a path could be gated on some site (the proxy looks nothing up for other paths). */
export function mayBeGated(path: string): GatedRouteType | null {
  const route = gatedRouteForPath(path)
  return route === 'trade-in' || route === 'sell-my-car' ? null : route
}

/** Reads a gates answer; anything unexpected is null (the page then decides for itself). */
export function readGates(body: unknown): SiteGates | null {
  if (!body || typeof body !== 'object') return null
  const rec = body as Record<string, unknown>
  const site = typeof rec.site === 'number' && Number.isSafeInteger(rec.site) ? rec.site : null
  const gatedRoutes = Array.isArray(rec.gatedRoutes) ? rec.gatedRoutes.filter((r): r is string => typeof r === 'string') : []
  return { site, shopperAccounts: rec.shopperAccounts === true, gatedRoutes }
}

/** Whether an expiry can change a site's gates: everything, the host directory, or a site's own tag. */
function expiryTouchesGates(expiry: CacheExpiry): boolean {
  return expiry.tags.length === 0 || expiry.tags.some((tag) => tag === SITES_DIRECTORY_TAG || /^site:\d+$/.test(tag))
}

/**
 * A per-site cache of gating settings in front of `load` (one lookup per site per TTL, however
 * many visitors; parallel misses share one lookup; the app's in-process cache,
 * src/cache/memoryCache.ts). A failed lookup is not cached. A site's save (here or on another
 * instance) drops it through the expiry bus: the proxy runs in the server's process.
 */
export function gatesCache(load: (segment: string) => Promise<SiteGates | null>, ttlMs = GATES_TTL_MS, now?: () => number) {
  const gates = new MemoryCache<string, SiteGates | null>({ max: MAX_CACHED_SITES, ttlMs, now, keep: (value) => value !== null })
  onExpiry((expiry) => {
    if (expiryTouchesGates(expiry)) gates.clear()
  })
  return (segment: string): Promise<SiteGates | null> => gates.fetch(segment, () => load(segment).catch(() => null))
}

/** This server's own gates endpoint (the proxy runs in the server process; PORT is its port). */
async function fetchGates(segment: string): Promise<SiteGates | null> {
  const port = Number(process.env.PORT) || 3000
  const res = await fetch(`http://127.0.0.1:${port}/api/account/gates?site=${encodeURIComponent(segment)}`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  })
  if (!res.ok) return null
  return readGates(await res.json().catch(() => null))
}

export const siteGates = gatesCache(fetchGates)

/** Asks this server whether a signed session token is still live on the site (`segment`). */
export function fetchSessionLive(segment: string): (token: string) => Promise<boolean> {
  return async (token) => {
    const port = Number(process.env.PORT) || 3000
    const res = await fetch(`http://127.0.0.1:${port}/api/account/session?site=${encodeURIComponent(segment)}`, {
      cache: 'no-store',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    })
    if (!res.ok) return false
    const body = (await res.json().catch(() => null)) as { live?: unknown } | null
    return body?.live === true
  }
}
