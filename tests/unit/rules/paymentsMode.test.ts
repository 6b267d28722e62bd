import { describe, expect, it } from 'vitest'
import { PAYMENTS_OFF_MESSAGE, hasStripeKeys, paymentsMode, paymentsStartNotice } from '@/rules/paymentsMode'
import { shopperFeaturesNow } from '@/payments/mode'
import { vehiclePageButtons } from '@/rules/vehiclePageButtons'

const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }

describe('payments on a production server without Stripe keys (issue 31 §2)', () => {
  it('a production server refuses the local test provider unless PAYMENTS_TEST_MODE=true', () => {
    expect(paymentsMode({ NODE_ENV: 'production' })).toBe('refused')
    expect(paymentsMode({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'false' })).toBe('refused')
    expect(paymentsMode({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: '1' })).toBe('refused')
    expect(paymentsMode({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' })).toBe('test')
    expect(paymentsMode({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: ' TRUE ' })).toBe('test')
  })

  it('npm run dev and the tests keep the test provider with no new setting; Stripe keys make it live anywhere', () => {
    expect(paymentsMode({ NODE_ENV: 'development' })).toBe('test')
    expect(paymentsMode({ NODE_ENV: 'test' })).toBe('test')
    expect(paymentsMode({})).toBe('test')
    expect(paymentsMode({ NODE_ENV: 'production', ...stripe })).toBe('live')
    expect(paymentsMode({ NODE_ENV: 'production', ...stripe, STRIPE_WEBHOOK_SECRET: ' ' })).toBe('refused')
    expect(hasStripeKeys({ ...stripe, STRIPE_SECRET_KEY: undefined })).toBe(false)
  })

  it('the start prints a warning in production test mode, a notice when payments are off, nothing otherwise', () => {
    expect(paymentsStartNotice({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' })).toMatch(/^⚠ PAYMENTS_TEST_MODE=true: .*LOCAL TEST PROVIDER.*No money moves/)
    expect(paymentsStartNotice({ NODE_ENV: 'production' })).toMatch(/reservations, buy online and online payments are OFF/)
    expect(paymentsStartNotice({ NODE_ENV: 'development' })).toBeNull()
    expect(paymentsStartNotice({ NODE_ENV: 'production', ...stripe })).toBeNull()
    expect(PAYMENTS_OFF_MESSAGE).toContain('No money has moved')
  })

  it('refused: the car page shows no Reserve or Buy online button (no button leads to a dead end)', () => {
    const car = { slug: 'a-car', status: 'in_stock', price: 24_990, car_type: 'used', make: 'Toyota' }
    const site = { reservationsEnabled: true, onlinePurchaseUsed: true }
    const ctx = { hasPhone: true, hasLocation: true, now: new Date('2026-12-01T00:00:00Z') }
    const on = vehiclePageButtons(car, site, { ...ctx, built: shopperFeaturesNow({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }) })
    expect(on.reserve).toBe('/cars/a-car/checkout')
    expect(on.onlinePurchase).toBe('/checkout-journey?car_id=a-car')
    const off = vehiclePageButtons(car, site, { ...ctx, built: shopperFeaturesNow({ NODE_ENV: 'production' }) })
    expect(off.reserve).toBeNull()
    expect(off.onlinePurchase).toBeNull()
    expect(off.enquire).toBe(true)
  })
})
