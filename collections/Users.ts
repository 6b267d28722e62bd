/** Staff accounts: platform admins, group editors and site editors, scoped to sites. */
import type { CollectionConfig } from 'payload'
import { isPlatformAdmin, isPlatformAdminField, platformAdminOrSelf } from '../src/access'
import { ROLES, ROLE_LABELS } from '../src/access/roles'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Platform' },
  access: {
    read: platformAdminOrSelf,
    create: isPlatformAdmin,
    update: platformAdminOrSelf,
    delete: isPlatformAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'site-editor',
      saveToJWT: true,
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: { create: isPlatformAdminField, update: isPlatformAdminField },
      admin: {
        description:
          'Platform admins manage every site and user. Group editors change their sites’ content and settings. Site editors change their sites’ content.',
      },
    },
  ],
}
