/** Staff roles. Shoppers never sign in to Payload; these are dealer and platform staff. */
import { relationId } from '@/lib/relations'
export const ROLES = ['platform-admin', 'group-editor', 'site-editor'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  'platform-admin': 'Platform admin',
  'group-editor': 'Group editor',
  'site-editor': 'Site editor',
}

type MaybeUser = { role?: string | null; collection?: string } | null | undefined

export function isPlatformAdminUser(user: MaybeUser): boolean {
  return Boolean(user && user.collection === 'users' && user.role === 'platform-admin')
}

export function isPlatformAdminOrGroupEditorUser(user: MaybeUser): boolean {
  return isPlatformAdminUser(user) || Boolean(user && user.collection === 'users' && user.role === 'group-editor')
}

/** The ids of the sites a staff member may work on (the multi-tenant plugin's array). */
export function userSiteIds(user: unknown): (number | string)[] {
  const rows = (user as { sites?: { site?: unknown }[] | null } | null)?.sites ?? []
  return rows
    .map((row) => relationId(row?.site))
    .filter((id): id is number | string => id !== null)
}

/** True when the staff member works on the site (platform admins on every site). */
export function maySeeSite(user: unknown, siteId: number | string): boolean {
  return isPlatformAdminUser(user as MaybeUser) || userSiteIds(user).map(String).includes(String(siteId))
}
