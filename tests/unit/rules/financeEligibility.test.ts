import { describe, expect, it } from 'vitest'
import { eligibleForProvider, financeForCar, financeOffForCar, hasRateValues } from '@/rules/financeEligibility'
import { repayment, repayments } from '@/rules/financeCalculator'
import { estimateBudget } from '@/rules/budget'
import { financeHref, vehiclePageButtons } from '@/rules/vehiclePageButtons'

const now = Date.parse('2026-06-01T00:00:00Z')
const car = { year: 2020, price: 30000, status: 'in_stock', make: 'Toyota' }
const full = { interestRate: 8.99, comparisonRate: 9.49, paymentWeek: 120, paymentMonth: 520 }

describe('finance eligibility per provider (SPEC.md §5)', () => {
  it('Taurus: year newer than this year minus 12, price above 500, sellable, comparison rate', () => {
    expect(eligibleForProvider('Taurus', { ...car, year: 2015 }, full, now)).toBe(true)
    expect(eligibleForProvider('Taurus', { ...car, year: 2014 }, full, now)).toBe(false)
    expect(eligibleForProvider('Taurus', { ...car, price: 501 }, full, now)).toBe(true)
    expect(eligibleForProvider('Taurus', { ...car, price: 500 }, full, now)).toBe(false)
    expect(eligibleForProvider('Taurus', { ...car, status: 'sold' }, full, now)).toBe(false)
    expect(eligibleForProvider('Taurus', car, { ...full, comparisonRate: null }, now)).toBe(false)
  })
  it('360 Finance and AusLoans: sellable only', () => {
    for (const p of ['360 Finance', 'AusLoans']) {
      expect(eligibleForProvider(p, { ...car, price: 0, year: 1990 }, {}, now)).toBe(true)
      expect(eligibleForProvider(p, { ...car, status: 'sold' }, full, now)).toBe(false)
    }
  })
  it('Manual, Angle, Powertorque: price above 500, sellable, weekly payment', () => {
    for (const p of ['Manual', 'Angle', 'Powertorque']) {
      expect(eligibleForProvider(p, car, full, now)).toBe(true)
      expect(eligibleForProvider(p, { ...car, price: 500 }, full, now)).toBe(false)
      expect(eligibleForProvider(p, car, { ...full, paymentWeek: null }, now)).toBe(false)
      expect(eligibleForProvider(p, { ...car, status: 'sold' }, full, now)).toBe(false)
    }
  })
  it('Nissan Finance: price above 500, sellable, monthly payment', () => {
    expect(eligibleForProvider('Nissan Finance', car, full, now)).toBe(true)
    expect(eligibleForProvider('Nissan Finance', { ...car, price: 500 }, full, now)).toBe(false)
    expect(eligibleForProvider('Nissan Finance', car, { ...full, paymentMonth: null }, now)).toBe(false)
  })
  it('needs lender data with rate values, the site provider, finance on and the make not off', () => {
    const site = { provider: 'Angle', financeEnabled: true }
    const lenders = [{ provider: 'Angle', ...full }]
    expect(financeForCar(car, lenders, site, now)).toMatchObject({ provider: 'Angle' })
    expect(financeForCar(car, [{ provider: 'Taurus', ...full }], site, now)).toBeNull()
    expect(financeForCar(car, [{ provider: 'Angle', paymentWeek: 100, interestRate: null, comparisonRate: null }], site, now)).toBeNull()
    expect(financeForCar(car, lenders, { ...site, financeEnabled: false }, now)).toBeNull()
    expect(financeForCar({ ...car, make: 'Suzuki' }, lenders, site, now)).toBeNull()
    expect(financeOffForCar({ make: 'suzuki' }, {})).toBe(true)
    expect(financeOffForCar({ make: 'Suzuki' }, { makesWithFinanceOff: [] })).toBe(false)
    expect(financeOffForCar({ make: 'Kia' }, { makesWithFinanceOff: ['Kia'] })).toBe(true)
    expect(hasRateValues({ comparisonRate: 5 })).toBe(true)
    expect(hasRateValues(null)).toBe(false)
  })
})

describe('finance calculator (SPEC.md §9; agrees with the budget rule)', () => {
  it('at 0% it is the inverse of the budget estimate', () => {
    const weekly = repayment({ price: 54000, deposit: 2000, ratePercent: 0, period: 'weekly' })
    expect(weekly).toBe(200)
    expect(estimateBudget({ repayment: weekly, deposit: 2000, period: 'weekly' })).toBe(54000)
    expect(repayment({ price: 38000, deposit: 2000, ratePercent: 0, period: 'monthly' })).toBe(600)
  })
  it('charges interest at the rate given, over the term', () => {
    // $30,000 at 10% over 5 years: 637.41 a month (standard amortisation)
    expect(repayment({ price: 30000, deposit: 0, ratePercent: 10, termYears: 5, period: 'monthly' })).toBe(637)
    const r = repayments({ price: 30000, deposit: 0, ratePercent: 10, termYears: 5 })
    expect(r.weekly).toBeLessThan(r.monthly / 4)
    expect(repayment({ price: 30000, deposit: 40000, ratePercent: 10 })).toBe(0)
    expect(repayment({ price: 30000, deposit: 'abc', ratePercent: 'x', period: 'monthly' })).toBe(637)
  })
})

describe('vehicle page buttons (SPEC.md §2, §5)', () => {
  const base = { slug: 'a-car', status: 'in_stock', price: 30000, car_type: 'used', make: 'Toyota' }
  const site = { valuationEnabled: true, reservationsEnabled: true, reservePath: 'checkout', onlinePurchaseUsed: true }
  // The car and site rules of each button, as if every shopper feature were built (rules/shopperFeatures).
  const allBuilt = { finance: true, reservation: true, tradeInValuation: true, onlinePurchase: true }
  const ctx = { hasPhone: true, hasLocation: true, now, built: allBuilt }
  it('trade-in: valuation, in stock, not sold, not reserved, price above 200', () => {
    expect(vehiclePageButtons(base, site, ctx).tradeIn).toBe('/cars/trade-in?car_id=a-car')
    expect(vehiclePageButtons({ ...base, price: 200 }, site, ctx).tradeIn).toBeNull()
    expect(vehiclePageButtons({ ...base, price: 201 }, site, ctx).tradeIn).not.toBeNull()
    expect(vehiclePageButtons({ ...base, reserved: true }, site, ctx).tradeIn).toBeNull()
    expect(vehiclePageButtons({ ...base, status: 'coming_soon' }, site, ctx).tradeIn).toBeNull()
    expect(vehiclePageButtons(base, { ...site, valuationEnabled: false }, ctx).tradeIn).toBeNull()
  })
  it('reserve and online purchase paths; none for sold cars', () => {
    expect(vehiclePageButtons(base, site, ctx).reserve).toBe('/cars/a-car/checkout')
    expect(vehiclePageButtons(base, { ...site, reservePath: 'buy-online' }, ctx).reserve).toBe('/cars/a-car/buy-online')
    expect(vehiclePageButtons(base, site, ctx).onlinePurchase).toBe('/checkout-journey?car_id=a-car')
    expect(vehiclePageButtons({ ...base, car_type: 'new' }, site, ctx).onlinePurchase).toBeNull()
    const sold = vehiclePageButtons({ ...base, status: 'sold' }, site, ctx)
    expect([sold.enquire, sold.reserve, sold.onlinePurchase, sold.testDrive]).toEqual([false, null, null, false])
  })
  it('history only with a safe file link; chat only with an https link; call only with a phone', () => {
    expect(vehiclePageButtons({ ...base, file: 'https://x.example/r.pdf' }, site, ctx).historyReport).toBe('https://x.example/r.pdf')
    expect(vehiclePageButtons({ ...base, file: 'javascript:alert(1)' }, site, ctx).historyReport).toBeNull()
    expect(vehiclePageButtons(base, site, ctx).historyReport).toBeNull()
    expect(vehiclePageButtons(base, { ...site, chatUrl: 'https://chat.example' }, ctx).chat).toBe('https://chat.example')
    expect(vehiclePageButtons(base, { ...site, chatUrl: 'http://chat.example' }, ctx).chat).toBeNull()
    expect(vehiclePageButtons(base, site, { ...ctx, hasPhone: false, hasLocation: false }).call).toBe(false)
  })
  it('trade-in (issue 20), reserve and buy online (issue 21) are built: the buttons lead to their routes', () => {
    const today = vehiclePageButtons(base, site, { hasPhone: true, hasLocation: true, now })
    expect(today.tradeIn).toBe('/cars/trade-in?car_id=a-car')
    expect(today.reserve).toBe('/cars/a-car/checkout')
    expect(today.onlinePurchase).toBe(site.onlinePurchaseUsed === true && base.car_type === 'used' ? '/checkout-journey?car_id=a-car' : null)
    expect(today.enquire).toBe(true)
  })
  it('the finance button shows exactly when the finance panel does (issue 18; SPEC.md §5)', () => {
    const lender = { provider: 'Taurus', interestRate: 8.99, comparisonRate: 9.49, paymentWeek: 156, paymentMonth: 676 }
    const taurusSite = { ...site, provider: 'Taurus' }
    const car = { ...base, year: 2024, finance: [lender] }
    const finance = (over: object, s: object = taurusSite) => vehiclePageButtons({ ...car, ...over }, s, ctx).finance
    expect(finance({})).toBe(true)
    expect(finance({ year: 2014 })).toBe(false) // not newer than the current year minus 12
    expect(finance({ price: 500 })).toBe(false)
    expect(finance({ make: 'Suzuki' })).toBe(false)
    expect(finance({ finance: [{ ...lender, comparisonRate: null }] })).toBe(false)
    expect(finance({ finance: [] })).toBe(false)
    expect(finance({}, { ...taurusSite, financeEnabled: false })).toBe(false)
    expect(finance({}, { ...taurusSite, provider: null })).toBe(false)
  })
  it('finance link carries car_id, car_type, vehiclePriceBudget and preferredDealership', () => {
    expect(financeHref('/finance', { id: 7, car_type: 'used', price: 30000 }, 'harbour-kia')).toBe(
      '/finance?car_id=7&car_type=used&vehiclePriceBudget=30000&preferredDealership=harbour-kia',
    )
    expect(financeHref('//evil', { id: 7, price: 0 }, null)).toBe('/finance?car_id=7')
    // Browsers read "/\\host" as another host, like "//host".
    expect(financeHref('/\\evil.example', { id: 7, price: 0 }, null)).toBe('/finance?car_id=7')
  })
})
