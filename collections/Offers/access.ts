/**
 * Offers are syndicated to several sites (`sites`; empty = every site), so the multi-tenant plugin
 * (one `site` per document) cannot scope them. These rules give them the same scoping as every
 * other collection:
 *
 * - platform admins: everything, including offers for every site (`sites` empty);
 * - group and site editors: read offers that run on one of their sites (or everywhere); create,
 *   change, schedule and delete only offers whose `sites` are all their own — never an offer for
 *   every site, never one that also runs on someone else's site (before or after the change).
 *   (Site editors manage their own site's offers: a dealer's marketing team runs
 *   its own specials.)
 *
 * A Where constraint can say "runs on one of my sites" but not "runs only on my sites", so the
 * full check is also made on the stored document by `offerSitesStayInScope` (before a change) and
 * `offerDeleteStaysInScope` (before a delete), which cover bulk REST operations too.
 */
import { Forbidden, type Access, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest, type Where } from 'payload'
import { isPlatformAdminUser, userSiteIds } from '@/access/roles'

type Id = number | string

const isStaffUser = (req: PayloadRequest) => Boolean(req.user && req.user.collection === 'users')
/** Staff other than platform admins: group and site editors, both bound to their own sites. */
const isSiteBoundEditor = (req: PayloadRequest) => req.user?.collection === 'users' && (req.user.role === 'group-editor' || req.user.role === 'site-editor')

/** The ids in a `sites` value (ids, populated documents or `{ relationTo, value }`). */
function offerSiteIds(value: unknown): Id[] {
  if (!Array.isArray(value)) return []
  return value
    .map((entry) => {
      if (entry && typeof entry === 'object') {
        const e = entry as { id?: Id; value?: Id | { id?: Id } }
        if (e.id !== undefined) return e.id
        if (e.value && typeof e.value === 'object') return e.value.id
        return e.value
      }
      return entry as Id
    })
    .filter((id): id is Id => id !== undefined && id !== null && id !== '')
}

/** True when `sites` names at least one site and every one of them is in `own`. */
function offerSitesWithin(sites: unknown, own: readonly Id[]): boolean {
  const ids = offerSiteIds(sites)
  const mine = new Set(own.map(String))
  return ids.length > 0 && ids.every((id) => mine.has(String(id)))
}

const runsOnOwnSites = (req: PayloadRequest): Where => {
  const own = userSiteIds(req.user)
  return { sites: { in: own.length > 0 ? own : [-1] } }
}

/** Staff read offers for their sites and offers for every site; platform admins read all. */
export const readOffers: Access = ({ req }) => {
  if (isPlatformAdminUser(req.user)) return true
  if (!isStaffUser(req)) return false
  return { or: [runsOnOwnSites(req), { sites: { exists: false } }] }
}

/** Versions (drafts, history) follow the same scope as the offers themselves. */
export const readOfferVersions: Access = ({ req }) => {
  if (isPlatformAdminUser(req.user)) return true
  if (!isStaffUser(req)) return false
  const own = userSiteIds(req.user)
  return { or: [{ 'version.sites': { in: own.length > 0 ? own : [-1] } }, { 'version.sites': { exists: false } }] }
}

/** Platform admins create any offer; editors only offers for some of their own sites. */
export const createOffers: Access = ({ req, data }) => {
  if (isPlatformAdminUser(req.user)) return true
  if (!isSiteBoundEditor(req)) return false
  // Without data (or before sites are chosen) this is the admin asking whether the button and the
  // empty create form may show; the save itself is checked by `offerSitesStayInScope`.
  const sites = (data as { sites?: unknown } | undefined)?.sites
  if (sites === undefined) return true
  return offerSitesWithin(sites, userSiteIds(req.user))
}

/** Change or delete: platform admins any offer; editors offers running on their sites (see the hooks). */
export const manageOffers: Access = ({ req, data }) => {
  if (isPlatformAdminUser(req.user)) return true
  if (!isSiteBoundEditor(req)) return false
  const sites = (data as { sites?: unknown } | undefined)?.sites
  if (sites !== undefined && !offerSitesWithin(sites, userSiteIds(req.user))) return false
  return runsOnOwnSites(req)
}

/** An editor's change must leave, and start from, an offer whose sites are all theirs. */
export const offerSitesStayInScope: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (!isSiteBoundEditor(req)) return data
  const own = userSiteIds(req.user)
  const after = data?.sites !== undefined ? data.sites : originalDoc?.sites
  if (!offerSitesWithin(after, own)) throw new Forbidden(req.t)
  if (operation === 'update' && !offerSitesWithin(originalDoc?.sites, own)) throw new Forbidden(req.t)
  return data
}

/** An editor may delete only an offer whose sites are all theirs. */
export const offerDeleteStaysInScope: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!isSiteBoundEditor(req)) return
  const doc = await req.payload.findByID({ collection: 'offers', id, depth: 0, overrideAccess: true, req })
  if (!offerSitesWithin((doc as { sites?: unknown }).sites, userSiteIds(req.user))) throw new Forbidden(req.t)
}
