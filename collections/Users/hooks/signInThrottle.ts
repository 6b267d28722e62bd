/**
 * Sign-in and password-reset throttling for staff accounts (src/security/loginThrottle.ts): per
 * client address and per (address, account), and unknown accounts cost the same password-hash work
 * as known ones, so a response never tells a known account from an unknown one.
 */
import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload'
import { clearSignInAttempts, hashLikeAKnownAccount, normalizeLoginEmail, throttlePasswordReset, throttleSignIn } from '@/security/loginThrottle'

export const throttleAndEqualiseSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
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

export const clearAttemptsAfterSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await clearSignInAttempts(req, normalizeLoginEmail((user as { email?: unknown }).email))
  return user
}
