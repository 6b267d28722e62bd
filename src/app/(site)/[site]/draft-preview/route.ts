/**
 * /draft-preview?token=…&path=/… — where the admin's live-preview link lands (the proxy also
 * sends any site URL with `?preview=TOKEN` here). A genuine, unexpired token for a page or post of
 * THIS site (the request's host) turns on Next's draft mode plus the per-site draft cookie
 * (src/preview/draftSite.ts) and redirects to `path`; anything else turns draft mode off and
 * redirects to the published page. `?exit=1` leaves draft mode. Redirects are same-site only
 * (a relative Location). Never cached.
 */
import { cookies, draftMode } from 'next/headers'
import { getSite } from '@/data'
import { getDraftSiteId } from '@/data/preview'
import { verifyPreviewToken } from '@/preview/token'
import {
  createDraftSiteCookie,
  DRAFT_RETURN_HEADER,
  DRAFT_SITE_COOKIE,
  DRAFT_TOKEN_HEADER,
  DRAFT_TTL_SECONDS,
  previewTokenTarget,
  safeReturnPath,
} from '@/preview/draftSite'

export const dynamic = 'force-dynamic'

/** The cookie Next's draft mode sets (draftMode().enable()). */
const PRERENDER_BYPASS_COOKIE = '__prerender_bypass'

type Props = { params: Promise<{ site: string }> }

const redirect = (path: string) => new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'private, no-store' } })

async function tokenSiteId(token: string): Promise<number | string | null> {
  const target = previewTokenTarget(token)
  if (!target || !verifyPreviewToken(token, target.collection, target.id)) return null
  return getDraftSiteId(target.collection, target.id)
}

export async function GET(request: Request, { params }: Props) {
  const url = new URL(request.url)
  // From the proxy's headers (a `?preview=` link) or this route's own query (a direct link).
  const path = safeReturnPath(request.headers.get(DRAFT_RETURN_HEADER) ?? url.searchParams.get('path') ?? '/')
  const draft = await draftMode()
  const jar = await cookies()
  const secure = process.env.NODE_ENV !== 'development'
  // Live preview runs in the admin's iframe, a third-party context: the cookies are partitioned
  // (CHIPS) so browsers that block third-party cookies still keep them, for that admin only.
  const options = { httpOnly: true, path: '/', sameSite: secure ? 'none' : 'lax', secure, partitioned: secure, maxAge: DRAFT_TTL_SECONDS } as const
  const leave = () => {
    draft.disable()
    // Expire the cookies with the attributes they were set with (a partitioned cookie is only
    // removed by a partitioned expiry).
    for (const name of [PRERENDER_BYPASS_COOKIE, DRAFT_SITE_COOKIE]) jar.set(name, '', { ...options, maxAge: 0 })
    return redirect(path)
  }
  if (url.searchParams.has('exit')) return leave()
  const site = await getSite((await params).site)
  const token = request.headers.get(DRAFT_TOKEN_HEADER) ?? url.searchParams.get('token') ?? ''
  const siteId = site ? await tokenSiteId(token) : null
  // A token for another site's document never previews on this host.
  if (!site || siteId === null || String(siteId) !== String(site.id)) return leave()
  draft.enable()
  const bypass = jar.get(PRERENDER_BYPASS_COOKIE)?.value
  if (bypass) jar.set(PRERENDER_BYPASS_COOKIE, bypass, options)
  jar.set(DRAFT_SITE_COOKIE, createDraftSiteCookie(site.id), options)
  return redirect(path)
}
