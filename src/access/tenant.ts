/**
 * The tenant check for documents whose site follows from another document (a car's site is its
 * dealership's): the multi-tenant plugin scopes the `site` field a user picks, not one a hook
 * derives, so the hook asks here before it sets it. Saves without a staff user (jobs, the seed,
 * the CSV import through the Local API) are trusted callers and pass.
 */
import { Forbidden, type PayloadRequest } from 'payload'
import { isPlatformAdminUser, userSiteIds } from './roles'

/** Throws Payload's `Forbidden` unless the request's user may work on `siteId`. */
export function assertMayWorkOnSite(req: PayloadRequest, siteId: number | string | null | undefined): void {
  if (!req.user || isPlatformAdminUser(req.user)) return
  if (!userSiteIds(req.user).map(Number).includes(Number(siteId))) throw new Forbidden(req.t)
}
