/**
 * Content Security Policy for HTML responses, built per request by the proxy (pure).
 *
 * Admin pages (always rendered per request) allow scripts by nonce with 'strict-dynamic':
 * only Next's own scripts, which carry the request's nonce, and what they load may run.
 *
 * Site pages allow scripts from 'self' plus inline scripts, without a nonce. A nonce must be
 * new for every response, so Next can only add it to dynamically rendered HTML; a hash would
 * have to cover each page's inline React payload (`self.__next_f.push(...)`), which differs per
 * page and per render. Either would make every shopper page uncacheable, and site pages are to
 * be cached as static HTML. Shopper pages hold no staff session, editor HTML is sanitised, and
 * the rest of the policy still blocks scripts and plugins from any other origin, <base>
 * hijacking, foreign form targets and framing by anyone but the admin.
 */

export type CspOptions = {
  /** A per-request nonce: scripts by nonce + 'strict-dynamic' (admin). Null: site policy. */
  nonce: string | null
  /** Origins allowed to frame the page besides 'self' (the admin, for live preview). */
  frameAncestors: string[]
  /** Origins the page may frame besides 'self' (the admin's live preview of site pages). */
  frameSources?: string[]
  /** Development: React's debugging needs 'unsafe-eval' and the dev server's websocket. */
  dev?: boolean
  /** Served over https: ask the browser to upgrade any http subresource. */
  https?: boolean
  /** Google Maps (when a key is configured): its script, tiles and API calls. */
  googleMaps?: boolean
  /** Algolia (when configured): the browser queries Algolia's hosts. */
  algolia?: boolean
  /** Stripe (when keys are set): Stripe.js and its card frames (card data never reaches us). */
  stripe?: boolean
}

export function contentSecurityPolicy(o: CspOptions): string {
  const maps = o.googleMaps ? ['https://maps.googleapis.com', 'https://maps.gstatic.com'] : []
  const scripts = o.nonce ? [`'nonce-${o.nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'", ...maps]
  if (o.dev) scripts.push("'unsafe-eval'")
  if (o.stripe && !o.nonce) scripts.push('https://js.stripe.com')
  const connect = ["'self'", ...maps, ...(o.algolia ? ['https://*.algolia.net', 'https://*.algolianet.com'] : []), ...(o.dev ? ['ws:'] : []), ...(o.stripe ? ['https://api.stripe.com'] : [])]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', ["'self'", "'unsafe-inline'", ...(o.googleMaps ? ['https://fonts.googleapis.com'] : [])]],
    // Vehicle and offer images may come from a feed's https host; OpenStreetMap tiles too.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:', ...(o.googleMaps ? ['https://fonts.gstatic.com'] : [])]],
    ['connect-src', connect],
    ['frame-src', ["'self'", ...(o.frameSources ?? []), ...(o.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [])]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'", ...o.frameAncestors]],
  ]
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`)
  if (o.https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/**
 * Origins the admin is served from, which may frame site pages for live preview: SERVER_URL's
 * origin when set (production), otherwise this server's own localhost port. Never a port wildcard.
 */
export function adminFrameAncestors(env: { SERVER_URL?: string; PORT?: string }): string[] {
  if (env.SERVER_URL) {
    try {
      return [new URL(env.SERVER_URL).origin]
    } catch {
      return []
    }
  }
  const port = env.PORT || '3000'
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}

/** Where the admin's live preview may point: `{slug}.localhost` on this port, or site domains over https. */
export function previewFrameSources(env: { PORT?: string; PREVIEW_USE_DOMAINS?: string }): string[] {
  const local = `http://*.localhost:${env.PORT || '3000'}`
  return env.PREVIEW_USE_DOMAINS === 'true' ? ['https:', local] : [local]
}

/** HSTS for responses served over https (directly or behind a proxy that says so). */
export const HSTS = 'max-age=63072000; includeSubDomains'

export function servedOverHttps(protocol: string, forwardedProto: string | null): boolean {
  return protocol === 'https:' || (forwardedProto ?? '').split(',')[0].trim().toLowerCase() === 'https'
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
