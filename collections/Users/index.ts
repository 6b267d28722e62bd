/**
 * Staff accounts: platform admins, group editors and site editors, scoped to sites.
 *
 * Sign-in is throttled per client address and per (address, account) instead of Payload's
 * per-account lockout, which let anyone lock any account (the admin's too) and told locked and
 * unknown accounts apart; unknown accounts cost the same password-hash work as known ones
 * (src/security/loginThrottle.ts). Password reset requests and token uses are limited per client
 * address the same way.
 */
import type { CollectionAfterLoginHook, CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { isPlatformAdmin, isPlatformAdminField, platformAdminOrSelf } from '@/access'
import { ROLES, ROLE_LABELS } from '@/access/roles'
import { clearSignInAttempts, hashLikeAKnownAccount, normalizeLoginEmail, throttlePasswordReset, throttleSignIn } from '@/security/loginThrottle'
import { hiddenUnlessPlatformAdmin } from '@/admin/visibility'

const throttleAndEqualiseSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'forgotPassword' || operation === 'resetPassword') {
    await throttlePasswordReset(req)
    return args
  }
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  const email = normalizeLoginEmail(data.email)
  await throttleSignIn(req, email)
  if (email && typeof data.password === 'string' && data.password !== '') {
    const known = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email } }, req })
    if (!known) await hashLikeAKnownAccount(data.password)
  }
  return args
}

const clearAttemptsAfterSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await clearSignInAttempts(req, normalizeLoginEmail((user as { email?: unknown }).email))
  return user
}

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
