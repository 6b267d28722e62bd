/**
 * Staff accounts: platform admins, group editors and site editors, scoped to sites.
 *
 * Sign-in is throttled per client address and per (address, account) instead of Payload's
 * per-account lockout, which let anyone lock any account (the admin's too) and told locked and
 * unknown accounts apart; unknown accounts cost the same password-hash work as known ones
 * (src/security/loginThrottle.ts). Password reset requests and token uses are limited per client
 * address the same way.
 */
import type { CollectionConfig } from 'payload'
import { isPlatformAdmin, isPlatformAdminField, platformAdminOrSelf } from '@/access'
import { ROLES, ROLE_LABELS } from '@/access/roles'
import { hiddenUnlessPlatformAdmin } from '@/admin/visibility'
import { clearAttemptsAfterSignIn, throttleAndEqualiseSignIn } from './hooks/signInThrottle'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // No per-account lockout (see the module comment): 0 turns Payload's off.
    maxLoginAttempts: 0,
    cookies: {
      sameSite: 'Lax',
      // Secure cookies whenever the platform is served over https (SERVER_URL).
      secure: (process.env.SERVER_URL ?? '').startsWith('https://'),
    },
  },
  hooks: {
    beforeOperation: [throttleAndEqualiseSignIn],
    afterLogin: [clearAttemptsAfterSignIn],
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Platform', hidden: hiddenUnlessPlatformAdmin },
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
