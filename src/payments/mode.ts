/**
 * This server's payments mode (rules/paymentsMode: 'live' Stripe, 'test' provider, or 'refused' on a
 * production server without Stripe keys or PAYMENTS_TEST_MODE=true), read from the environment at
 * each call, and the shopper features that may show with it.
 */
import { paymentsMode, type PaymentsMode } from '@/rules/paymentsMode'
import { BUILT_FEATURES, type BuiltFeatures } from '@/rules/shopperFeatures'

export function paymentsModeNow(env: Record<string, string | undefined> = process.env): PaymentsMode {
  return paymentsMode(env)
}

/** Reserve online and buy online show only while this server takes payments. */
export function shopperFeaturesNow(env: Record<string, string | undefined> = process.env): BuiltFeatures {
  return paymentsModeNow(env) === 'refused' ? { ...BUILT_FEATURES, reservation: false, onlinePurchase: false } : BUILT_FEATURES
}
