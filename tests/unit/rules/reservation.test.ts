import { describe, expect, it } from 'vitest'
import {
  depositCents,
  formatHoldEnd,
  holdHours,
  isPurchasableOnline,
  isReservable,
  nextPaymentState,
  reservationExpiry,
  reserveRefusal,
  staffActions,
  testCardOutcome,
  reservationTerms,
} from '@/rules/reservation'
import { vehiclePageButtons } from '@/rules/vehiclePageButtons'

const car = { status: 'in_stock', sold: false, reserved: false, price: 25990, car_type: 'used' }
const site = { reservationsEnabled: true }

describe('reservation eligibility (SPEC.md §5, issue 21)', () => {
  it('an in-stock, unsold, unreserved, priced car on a site with reservations is reservable', () => {
    expect(isReservable(car, site)).toBe(true)
    expect(isReservable(car, {})).toBe(true) // reservations default on
    expect(reserveRefusal(car, site)).toBeNull()
  })
  it.each([
    ['reservations off', car, { reservationsEnabled: false }],
    ['sold flag', { ...car, sold: true }, site],
    ['sold status', { ...car, status: 'sold' }, site],
    ['already reserved', { ...car, reserved: true }, site],
    ['coming soon', { ...car, status: 'coming_soon' }, site],
    ['no price', { ...car, price: 0 }, site],
    ['price of 10 is not displayed', { ...car, price: 10 }, site],
  ])('%s: not reservable, with a reason', (_label, c, s) => {
    expect(isReservable(c, s)).toBe(false)
    expect(reserveRefusal(c, s)).toMatch(/\w/)
  })
  it('online purchase: reservable used cars on sites with onlinePurchaseUsed only', () => {
    expect(isPurchasableOnline(car, { onlinePurchaseUsed: true })).toBe(true)
    expect(isPurchasableOnline(car, {})).toBe(false)
    expect(isPurchasableOnline({ ...car, car_type: 'new' }, { onlinePurchaseUsed: true })).toBe(false)
    expect(isPurchasableOnline({ ...car, reserved: true }, { onlinePurchaseUsed: true })).toBe(false)
  })
  it('the car page shows Reserve exactly when the rule holds', () => {
    const ctx = { hasPhone: true, hasLocation: true, now: 0, built: { finance: true, reservation: true, tradeInValuation: true, onlinePurchase: true } }
    expect(vehiclePageButtons({ ...car, slug: 'a-car' }, { reservePath: 'buy-online' }, ctx).reserve).toBe('/cars/a-car/buy-online')
    expect(vehiclePageButtons({ ...car, slug: 'a-car' }, {}, ctx).reserve).toBe('/cars/a-car/checkout')
    expect(vehiclePageButtons({ ...car, slug: 'a-car', reserved: true }, {}, ctx).reserve).toBeNull()
    expect(vehiclePageButtons({ ...car, slug: 'a-car', status: 'coming_soon' }, {}, ctx).reserve).toBeNull()
  })
})

describe('deposit and hold (SPEC.md §9)', () => {
  it('default $200 in cents, 48 hours; the site can change both', () => {
    expect(depositCents({})).toBe(20000)
    expect(depositCents({ reservationDeposit: 500 })).toBe(50000)
    expect(depositCents({ reservationDeposit: -5 })).toBe(20000)
    expect(holdHours({})).toBe(48)
    expect(holdHours({ reservationHoldHours: 24 })).toBe(24)
    expect(reservationTerms({})).toBe('A $200 100% refundable deposit holds the car for you for 48 hours; the rest is paid at the dealership.')
    expect(reservationTerms({ reservationRefundable: false })).not.toMatch(/refundable/)
  })
  it('the hold is 48 elapsed hours across the end of daylight saving (Sydney, 5 April 2026)', () => {
    // Paid Saturday 4 April 2026 10:00 AEDT (+11) = 23:00 UTC on the 3rd.
    const paid = new Date('2026-04-03T23:00:00Z')
    const end = reservationExpiry(paid, 48)
    expect(end.getTime() - paid.getTime()).toBe(48 * 3_600_000)
    // Clocks went back an hour on Sunday: the dealer's clock reads 9:00 am on Monday.
    expect(formatHoldEnd(end, 'Australia/Sydney')).toMatch(/Monday 6 April 2026.*9:00\s?am/i)
    // Brisbane has no daylight saving: 10:00 am there both days... paid 9:00 am AEST, ends 9:00 am.
    expect(formatHoldEnd(end, 'Australia/Brisbane')).toMatch(/Monday 6 April 2026.*9:00\s?am/i)
  })
  it('the hold across the start of daylight saving (Melbourne, 4 October 2026) ends an hour later on the clock', () => {
    // Paid Saturday 3 October 2026 10:00 AEST (+10) = 00:00 UTC.
    const paid = new Date('2026-10-03T00:00:00Z')
    expect(formatHoldEnd(reservationExpiry(paid, 48), 'Australia/Melbourne')).toMatch(/Monday 5 October 2026.*11:00\s?am/i)
  })
})

describe('payment state machine (same for Stripe and the test provider)', () => {
  it('pays once; replays and out-of-order events change nothing', () => {
    expect(nextPaymentState('requires_payment', 'submit')).toBe('processing')
    expect(nextPaymentState('processing', 'succeed')).toBe('succeeded')
    expect(nextPaymentState('succeeded', 'succeed')).toBeNull()
    expect(nextPaymentState('succeeded', 'fail')).toBeNull()
    expect(nextPaymentState('succeeded', 'refund')).toBe('refunded')
    expect(nextPaymentState('refunded', 'refund')).toBeNull()
    expect(nextPaymentState('canceled', 'succeed')).toBeNull()
    expect(nextPaymentState('processing', 'fail')).toBe('failed')
    expect(nextPaymentState('failed', 'submit')).toBe('processing')
  })
  it('staff actions follow the reservation state', () => {
    expect(staffActions('active', 'succeeded')).toEqual(['confirm-sale', 'extend', 'cancel'])
    expect(staffActions('released', 'succeeded')).toEqual(['refund'])
    expect(staffActions('released', 'refunded')).toEqual([])
    expect(staffActions('sold', 'succeeded')).toEqual([])
  })
  it('test cards: outcomes for the published numbers, null for anything else', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeded')
    expect(testCardOutcome('4000-0000-0000-0002')).toBe('declined')
    expect(testCardOutcome('4000000000009995')).toBe('insufficient_funds')
    expect(testCardOutcome('4111111111111111')).toBeNull()
  })
})
