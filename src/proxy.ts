/**
 * Next.js proxy (middleware): the request's Host picks the site. Site paths are rewritten
 * under a site-key segment so pages stay cacheable (no headers() call in pages) and every
 * cache entry is per site (robots.txt and sitemap.xml too: each site has its own). Unknown or
 * malformed hosts go to the 404 page.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { encodeSiteKey, isPlatformPath, siteKeyForHost } from './site/siteKey'

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (isPlatformPath(pathname)) return NextResponse.next()
  const key = siteKeyForHost(request.headers.get('host'))
  const url = request.nextUrl.clone()
  // A path with broken percent-encoding (e.g. /cars/%E0%A4%A) makes Next.js fail to decode the
  // route params (a 500): send it to a path no page answers, so the site's 404 is shown.
  const safePath = decodable(pathname) ? pathname : '/not-found/malformed-path'
  url.pathname = `/${key ? encodeSiteKey(key) : 'x~unknown'}${safePath === '/' ? '' : safePath}`
  return NextResponse.rewrite(url)
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

export const config = {
  matcher: ['/((?!_next/|api(?:/|$)|admin(?:/|$)|images/|favicon\\.ico$).*)'],
}
