/**
 * Who may see and change which images. Shoppers (no staff user) read every
 * image: the sites show them. Staff read their own sites' images and the shared platform images
 * (no site: make logos, placeholders) and nothing of other dealers', in lists, reads, the upload
 * picker and duplicates alike. Only platform admins change shared images; other staff create and
 * change images of their own sites only.
 */
import type { Access, FieldHook, Where } from 'payload'
import { Forbidden } from 'payload'
import { isPlatformAdminUser, userSiteIds } from '@/access/roles'
import { relationId } from '@/lib/relations'

const isStaffUser = (user: unknown): boolean => Boolean(user && (user as { collection?: string }).collection === 'users')

const ownOrShared = (user: unknown): Where => ({ or: [{ site: { in: userSiteIds(user) } }, { site: { exists: false } }] })

/** Shoppers: every image. Platform admins: every image. Other staff: their sites' and shared ones. */
export const mediaRead: Access = ({ req }) => {
  if (!isStaffUser(req.user) || isPlatformAdminUser(req.user)) return true
  return ownOrShared(req.user)
}

/** Media with no site belongs to the platform: platform admins only; other staff their own sites'. */
export const mediaChange: Access = ({ req }) => {
  if (!req.user) return false
  if (isPlatformAdminUser(req.user)) return true
  return { site: { in: userSiteIds(req.user) } }
}

/**
 * The `site` of an image a non-admin saves: one of their own sites; empty becomes their only
 * site, or is refused when they have several (a shared image is a platform admin's to add).
 */
export const mediaSiteForEditor: FieldHook = ({ value, req, operation }) => {
  if (!isStaffUser(req.user) || isPlatformAdminUser(req.user)) return value
  const own = userSiteIds(req.user).map(String)
  const chosen = relationId(value)
  if (chosen === null) {
    if (operation === 'create' && own.length === 1) return Number.isNaN(Number(own[0])) ? own[0] : Number(own[0])
    throw new Forbidden(req.t)
  }
  if (!own.includes(String(chosen))) throw new Forbidden(req.t)
  return value
}
