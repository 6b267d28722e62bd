/**
 * Whether this server may take payments, and how (issue 31 §2). Pure: callers pass the environment.
 *
 * - Stripe keys set (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET): 'live'
 *   (Stripe's own test keys stay Stripe's test mode, said on every payment page).
 * - No Stripe keys, not a production server (`npm run dev`, the tests): 'test', the local test
 *   provider, as the demo has always run.
 * - No Stripe keys on a production server (NODE_ENV=production: `npm start`, Docker, the e2e and
 *   bench servers): 'refused' unless PAYMENTS_TEST_MODE=true says the test provider is wanted there
 *   ('test', with a warning at start). Refused: no Reserve or Buy online button shows and the
 *   payment endpoints answer 503, so nobody reserves a car for free on a real site.
 */

export type PaymentsMode = 'live' | 'test' | 'refused'

type Env = Record<string, string | undefined>

/** All three Stripe settings are set (payments/provider.ts then builds the Stripe adapter). */
export function hasStripeKeys(env: Env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY?.trim() && env.STRIPE_PUBLISHABLE_KEY?.trim() && env.STRIPE_WEBHOOK_SECRET?.trim())
}

export function paymentsMode(env: Env): PaymentsMode {
  if (hasStripeKeys(env)) return 'live'
  if (env.NODE_ENV !== 'production') return 'test'
  return (env.PAYMENTS_TEST_MODE ?? '').trim().toLowerCase() === 'true' ? 'test' : 'refused'
}

/** What a shopper is told when the server takes no payments. */
export const PAYMENTS_OFF_MESSAGE = 'Online payments are not available on this site right now. No money has moved; please contact the dealer.'

/** What the start script prints about payments on a production server (null: nothing to say). */
export function paymentsStartNotice(env: Env): string | null {
  if (env.NODE_ENV !== 'production' || hasStripeKeys(env)) return null
  return paymentsMode(env) === 'test'
    ? '⚠ PAYMENTS_TEST_MODE=true: reservations and payments run on the LOCAL TEST PROVIDER. No money moves and any shopper can reserve any car for free. Never use this on a real site; set the STRIPE_* keys instead.'
    : '• No Stripe keys: reservations, buy online and online payments are OFF on this production server (set the STRIPE_* keys, or PAYMENTS_TEST_MODE=true for a demo with the test provider).'
}
