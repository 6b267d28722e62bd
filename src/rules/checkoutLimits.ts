/**
 * How long an unpaid checkout holds a car, and how many unpaid checkouts may be open at once
 * (issue 31 §2). Pure: callers pass the environment and the clock.
 *
 * Decision: a checkout still holds its car from the moment it starts (the database's one-holder
 * index: two shoppers can never both pay for one car), but only for a short payment slot
 * (CHECKOUT_PAYMENT_MINUTES, default 10), and one client address (CHECKOUT_OPEN_PER_ADDRESS,
 * default 2) or one site (CHECKOUT_OPEN_PER_SITE, default 20) may have only so many unpaid
 * checkouts open; past the cap the answer is 429 with Retry-After (when the oldest slot ends).
 * A second shopper meeting a held car is told when the slot ends.
 */
import { intSetting } from '@/lib/intSetting'

export interface CheckoutLimits {
  /** An unpaid checkout holds its car this long, then lets others try. */
  paymentMinutes: number
  /** Unpaid checkouts one client address may have open at once. */
  openPerAddress: number
  /** Unpaid checkouts one site may have open at once. */
  openPerSite: number
}

export const DEFAULT_CHECKOUT_LIMITS: Readonly<CheckoutLimits> = { paymentMinutes: 10, openPerAddress: 2, openPerSite: 20 }

const wholeNumber = (value: string | undefined, fallback: number, min: number, max: number): number => intSetting(value, { fallback, min, max })

/** The limits from the environment; an unset or unreadable value takes its default. */
export function checkoutLimitsFrom(env: Record<string, string | undefined>): CheckoutLimits {
  return {
    paymentMinutes: wholeNumber(env.CHECKOUT_PAYMENT_MINUTES, DEFAULT_CHECKOUT_LIMITS.paymentMinutes, 1, 120),
    openPerAddress: wholeNumber(env.CHECKOUT_OPEN_PER_ADDRESS, DEFAULT_CHECKOUT_LIMITS.openPerAddress, 1, 1000),
    openPerSite: wholeNumber(env.CHECKOUT_OPEN_PER_SITE, DEFAULT_CHECKOUT_LIMITS.openPerSite, 1, 100_000),
  }
}

/** When an unpaid checkout started at `startedAt` stops holding its car. */
export function paymentSlotEnd(startedAt: Date, limits: Pick<CheckoutLimits, 'paymentMinutes'>): Date {
  return new Date(startedAt.getTime() + limits.paymentMinutes * 60_000)
}

/** Whole seconds until `until` (at least 1), for Retry-After. */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
}

/** "10:42 am" on the dealer's clock. */
export function clockTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(date).replace(/\u202f/g, ' ').toLowerCase()
}

/** What a second shopper is told about a car another shopper is paying for. */
export function heldByCheckoutMessage(freeAt: Date, timeZone: string): string {
  return `Another shopper is paying for this car; it is free again at ${clockTime(freeAt, timeZone)} if they do not finish. No money has moved.`
}

export type CapScope = 'address' | 'site'

/** The refusal past a cap (sent with 429 and Retry-After). */
export function openCheckoutsMessage(scope: CapScope, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  const wait = `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  return scope === 'address'
    ? `You already have unpaid checkouts open. Finish paying one, or wait until it ends. ${wait} No money has moved.`
    : `Too many shoppers are checking out on this site right now. ${wait} No money has moved.`
}
