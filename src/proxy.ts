/**
 * Next.js proxy (middleware): the request's Host picks the site. Site paths are rewritten
 * under a site-key segment so pages stay cacheable (no headers() call in pages) and every
 * cache entry is per site (robots.txt and sitemap.xml too: each site has its own). Unknown or
 * malformed hosts go to the 404 page; a path with a malformed % escape goes to the site's 404
 * page instead of failing to decode. Every HTML response gets the Content Security Policy
 * (src/lib/csp.ts): the admin's with a per-request nonce, the site pages' without one so they
 * stay cacheable; HSTS when served over https.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { adminFrameAncestors, contentSecurityPolicy, HSTS, newNonce, previewFrameSources, servedOverHttps } from './lib/csp'
import { encodeSiteKey, isPlatformPath, siteKeyForHost } from './rules/siteKey'
import { DRAFT_RETURN_HEADER, DRAFT_TOKEN_HEADER } from './preview/draftSite'
import { canonicalSearchQuery, isSearchPagePath, searchRenderPath } from './search/searchPageRoute'
import { INDEX_NAME } from './search/index'
import { backFromReferer, fetchSessionLive, mayBeGated, proxyGateRedirect, siteGates } from './accounts/proxyGate'
import { SESSION_COOKIE } from './accounts/session'

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')

/** The path to render: the request's own, or one no page matches when it cannot be decoded. */
export function renderablePath(pathname: string): string {
  try {
    decodeURIComponent(pathname)
    return pathname
  } catch {
    return '/%25' // decodes to "%": no page has that path, so the site's 404 page answers
  }
}

/** `/page?preview=T&x=1` → the preview route with the token and the page to return to (`/page?x=1`). */
export function previewRewrite(path: string, params: URLSearchParams): { pathname: string; search: string } {
  const rest = new URLSearchParams(params)
  const token = rest.get('preview') ?? ''
  rest.delete('preview')
  const query = rest.toString()
  const target = new URLSearchParams({ token, path: `${path}${query ? `?${query}` : ''}` })
  return { pathname: '/draft-preview', search: `?${target.toString()}` }
}

function policyOptions(request: NextRequest) {
  const env = process.env
  return {
    frameAncestors: adminFrameAncestors({ SERVER_URL: env.SERVER_URL, PORT: env.PORT }),
    frameSources: previewFrameSources({ PORT: env.PORT, PREVIEW_USE_DOMAINS: env.PREVIEW_USE_DOMAINS }),
    dev: env.NODE_ENV === 'development',
    https: servedOverHttps(request.nextUrl.protocol, request.headers.get('x-forwarded-proto')),
    googleMaps: Boolean(env.NEXT_PUBLIC_GOOGLE_MAPS_KEY),
    algolia: Boolean(env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_KEY && env.ALGOLIA_ADMIN_KEY),
    stripe: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET),
  }
}

function withSecurityHeaders(response: NextResponse, policy: string, https: boolean): NextResponse {
  response.headers.set('Content-Security-Policy', policy)
  if (https) response.headers.set('Strict-Transport-Security', HSTS)
  return response
}

/** A path Next cannot decode fails inside its router with a 500: answer it here. */
function malformedPathResponse(pathname: string): NextResponse {
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return NextResponse.json({ errors: [{ message: 'The address contains a malformed % escape.' }] }, { status: 400 })
  }
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head><body><h1>Page not found</h1><p>The address contains a malformed % escape. <a href="/">Go to the home page</a>.</p></body></html>'
  return new NextResponse(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } })
}

/**
 * A search page whose query string is not in the search UI's canonical form (a price menu's
 * `range[price]=$10,000 - $20,000`, page=1, an unknown filter …) is redirected to that form, so a
 * shared or bookmarked link shows the canonical address at once and every variant is one cached
 * page; null when the query is canonical already.
 */
function canonicalSearchRedirect(request: NextRequest, path: string): NextResponse | null {
  if (!isSearchPagePath(path)) return null
  const canonical = canonicalSearchQuery(request.nextUrl.search, { indexName: INDEX_NAME })
  if (canonical === null) return null
  const url = request.nextUrl.clone()
  url.search = canonical ? `?${canonical}` : ''
  const response = NextResponse.redirect(url, 308)
  response.headers.set('Cache-Control', 'public, max-age=300')
  return response
}

/**
 * A direct visit to a gated route by a signed-out shopper goes to sign-in before the (cached)
 * page is served (src/accounts/proxyGate.ts); null for every other request.
 */
async function gateRedirect(request: NextRequest, segment: string, path: string): Promise<NextResponse | null> {
  if (!mayBeGated(path)) return null
  const host = request.headers.get('host')
  const target = await proxyGateRedirect({
    path,
    search: request.nextUrl.search,
    gates: await siteGates(segment),
    token: request.cookies.get(SESSION_COOKIE)?.value ?? null,
    back: backFromReferer(request.headers.get('referer'), host),
    sessionLive: fetchSessionLive(segment),
  })
  if (!target) return null
  const url = request.nextUrl.clone()
  const [pathname, query = ''] = target.split('?')
  url.pathname = pathname!
  url.search = query ? `?${query}` : ''
  const response = NextResponse.redirect(url, 307)
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (renderablePath(pathname) !== pathname) return malformedPathResponse(pathname)
  if (isPlatformPath(pathname) && !isAdminPath(pathname)) return NextResponse.next()
  const options = policyOptions(request)
  if (isAdminPath(pathname)) {
    // Next reads the nonce from the request's CSP header and puts it on its own scripts.
    const nonce = newNonce()
    const policy = contentSecurityPolicy({ ...options, nonce, frameAncestors: [] })
    const headers = new Headers(request.headers)
    headers.set('content-security-policy', policy)
    headers.set('x-nonce', nonce)
    return withSecurityHeaders(NextResponse.next({ request: { headers } }), policy, options.https)
  }
  const key = siteKeyForHost(request.headers.get('host'))
  const path = renderablePath(pathname)
  const url = request.nextUrl.clone()
  const segment = key ? encodeSiteKey(key) : 'x~unknown'
  if (url.searchParams.has('preview')) {
    // A live-preview link: the preview route checks the token, turns on draft mode for this site
    // and redirects to the page without the parameter (pages never read it: they stay cacheable).
    const { pathname: draftPath, search } = previewRewrite(path, url.searchParams)
    url.pathname = `/${segment}${draftPath}`
    url.search = search
  } else {
    if (key) {
      const canonical = canonicalSearchRedirect(request, path)
      if (canonical) return canonical
      const redirect = await gateRedirect(request, segment, path)
      if (redirect) return redirect
    }
    // Search pages with search state in the query render per request; without, from the cache.
    const target = searchRenderPath(path, url.searchParams)
    url.pathname = `/${segment}${target === '/' ? '' : target}`
  }
  const policy = contentSecurityPolicy({ ...options, nonce: null })
  // The preview route reads the token and the page from these headers (a rewrite's own query
  // does not reach a route handler); any a client sent itself are dropped.
  const headers = new Headers(request.headers)
  headers.delete(DRAFT_TOKEN_HEADER)
  headers.delete(DRAFT_RETURN_HEADER)
  if (url.pathname.endsWith('/draft-preview')) {
    const target = new URLSearchParams(url.search)
    headers.set(DRAFT_TOKEN_HEADER, target.get('token') ?? '')
    headers.set(DRAFT_RETURN_HEADER, target.get('path') ?? '/')
  }
  return withSecurityHeaders(NextResponse.rewrite(url, { request: { headers } }), policy, options.https)
}

// Every path: the malformed-escape check must run before Next's router decodes route params.
export const config = { matcher: '/:path*' }
