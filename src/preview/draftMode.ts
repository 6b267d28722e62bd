/**
 * Whether this request previews drafts of this site: Next's draft mode is on (the preview route
 * turned it on after checking a preview token) and the per-site cookie names this site. Reading
 * the cookie only happens in draft mode, where Next renders per request anyway: shoppers' pages
 * stay static and are served from the cache.
 */
import 'server-only'
import { cookies, draftMode } from 'next/headers'
import { DRAFT_SITE_COOKIE, verifyDraftSiteCookie } from './draftSite'

export async function isPreviewingSite(siteId: number | string): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  return verifyDraftSiteCookie((await cookies()).get(DRAFT_SITE_COOKIE)?.value, siteId)
}
