import { describe, expect, it } from 'vitest'
import { DEFAULT_CHECKOUT_LIMITS, checkoutLimitsFrom, clockTime, heldByCheckoutMessage, openCheckoutsMessage, paymentSlotEnd, secondsUntil } from '@/rules/checkoutLimits'

describe('unpaid checkouts: the payment slot and the caps (issue 31 §2)', () => {
  it('defaults: a 10-minute slot, 2 open per address, 20 per site; each a setting', () => {
    expect(checkoutLimitsFrom({})).toEqual({ paymentMinutes: 10, openPerAddress: 2, openPerSite: 20 })
    expect(DEFAULT_CHECKOUT_LIMITS.paymentMinutes).toBeLessThan(30)
    expect(checkoutLimitsFrom({ CHECKOUT_PAYMENT_MINUTES: '5', CHECKOUT_OPEN_PER_ADDRESS: '3', CHECKOUT_OPEN_PER_SITE: '50' })).toEqual({ paymentMinutes: 5, openPerAddress: 3, openPerSite: 50 })
  })

  it('an unreadable or out-of-range value takes the default', () => {
    expect(checkoutLimitsFrom({ CHECKOUT_PAYMENT_MINUTES: 'ten', CHECKOUT_OPEN_PER_ADDRESS: '0', CHECKOUT_OPEN_PER_SITE: '-4' })).toEqual(DEFAULT_CHECKOUT_LIMITS)
    expect(checkoutLimitsFrom({ CHECKOUT_PAYMENT_MINUTES: '2.5' }).paymentMinutes).toBe(10)
    expect(checkoutLimitsFrom({ CHECKOUT_PAYMENT_MINUTES: '1000' }).paymentMinutes).toBe(10)
  })

  it('the slot ends its minutes after the start; Retry-After counts whole seconds to it, at least 1', () => {
    const started = new Date('2026-12-06T00:00:00Z')
    expect(paymentSlotEnd(started, { paymentMinutes: 10 }).toISOString()).toBe('2026-12-06T00:10:00.000Z')
    expect(secondsUntil(new Date('2026-12-06T00:10:00Z'), new Date('2026-12-06T00:08:30.200Z'))).toBe(90)
    expect(secondsUntil(new Date('2026-12-06T00:10:00Z'), new Date('2026-12-06T00:11:00Z'))).toBe(1)
  })

  it('a second shopper is told when the car is free again, on the dealer clock', () => {
    const freeAt = new Date('2026-12-05T23:42:00Z') // 10:42 am in Sydney (AEDT)
    expect(clockTime(freeAt, 'Australia/Sydney')).toBe('10:42 am')
    expect(heldByCheckoutMessage(freeAt, 'Australia/Sydney')).toBe('Another shopper is paying for this car; it is free again at 10:42 am if they do not finish. No money has moved.')
    expect(clockTime(freeAt, 'Australia/Perth')).toBe('7:42 am')
  })

  it('past a cap the shopper is told to wait, and that no money has moved', () => {
    expect(openCheckoutsMessage('address', 61)).toBe('You already have unpaid checkouts open. Finish paying one, or wait until it ends. Please try again in 2 minutes. No money has moved.')
    expect(openCheckoutsMessage('site', 30)).toMatch(/^Too many shoppers are checking out on this site right now\. Please try again in 1 minute\. No money has moved\.$/)
  })
})
