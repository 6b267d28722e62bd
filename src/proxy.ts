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
  url.pathname = `/${key ? encodeSiteKey(key) : 'x~unknown'}${pathname === '/' ? '' : pathname}`
  return NextResponse.rewrite(url)
}

export const config = {
  matcher: ['/((?!_next/|api(?:/|$)|admin(?:/|$)|images/|favicon\\.ico$).*)'],
}
