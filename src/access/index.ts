/**
 * Access rules as small named functions. The multi-tenant plugin adds the per-site
 * constraint on top of these for every site-scoped collection (admin, REST, GraphQL and
 * the Local API with `overrideAccess: false`); these decide who may act at all.
 */
import type { Access, FieldAccess } from 'payload'
import { isPlatformAdminOrGroupEditorUser, isPlatformAdminUser } from './roles'

export const anyone: Access = () => true
export const nobody: Access = () => false

export const isStaff: Access = ({ req }) => Boolean(req.user && req.user.collection === 'users')

export const isPlatformAdmin: Access = ({ req }) => isPlatformAdminUser(req.user)

export const isPlatformAdminField: FieldAccess = ({ req }) => isPlatformAdminUser(req.user)

/** Platform admins see everyone; other staff see only themselves. */
export const platformAdminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (isPlatformAdminUser(req.user)) return true
  return { id: { equals: req.user.id } }
}

/** The same rule for a field (e.g. a site's settings group). */
export const platformAdminOrGroupEditorField: FieldAccess = ({ req }) => isPlatformAdminOrGroupEditorUser(req.user)

/** Published documents for anyone; drafts only for staff (the plugin narrows staff to their sites). */
export const publishedOrStaff: Access = ({ req }) => {
  if (req.user && req.user.collection === 'users') return true
  return { _status: { equals: 'published' } }
}
