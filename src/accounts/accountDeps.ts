/**
 * What the shopper account endpoints are built from (src/accounts/server/handlers.ts): the Payload client,
 * the rate limits, how a sign-in code reaches the shopper, and the clock, with their defaults.
 */
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'

export type Limit = { points: number; durationSeconds: number }
type AccountLimits = { codePerAddress: Limit; codePerEmail: Limit; verifyPerAddress: Limit; writesPerAddress: Limit }

const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  codePerAddress: { points: 10, durationSeconds: 600 },
  codePerEmail: { points: 3, durationSeconds: 600 },
  verifyPerAddress: { points: 30, durationSeconds: 600 },
  writesPerAddress: { points: 120, durationSeconds: 60 },
}

export type SendCode = (args: { payload: Payload; site: Site; email: string; code: string }) => Promise<void>

export type AccountDeps = {
  payload: () => Promise<Payload>
  limits?: Partial<AccountLimits>
  /** How codes reach the shopper (default: the platform's mail adapter). */
  sendCode?: SendCode
  now?: () => number
}

/** The rate limits in force: the defaults, overridden by the deps' own. */
export const accountLimits = (deps: AccountDeps): AccountLimits => ({ ...DEFAULT_ACCOUNT_LIMITS, ...deps.limits })

export const clockOf = (deps: AccountDeps): (() => number) => deps.now ?? Date.now
