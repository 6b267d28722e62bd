import { describe, expect, it } from 'vitest'
import { estimateTradeIn, noOnlineFigureReason, pickComparables, type Comparable, type ValuationAnswers } from '@/rules/tradeInValuation'

const YEAR = 2026
const car = { make: 'Toyota', model: 'Corolla', year: 2022, variant: 'Ascent Sport' }
const good: ValuationAnswers = { odometer: 40000, serviceHistory: 'full', twoKeys: true, illegalModifications: false, condition: 'good', componentsPresent: true, underFinance: false }
const stock: Comparable[] = [
  { id: 1, make: 'Toyota', model: 'Corolla', year: 2022, km: 40000, price: 30000 },
  { id: 2, make: 'toyota', model: 'corolla', year: 2021, km: 50000, price: 28000 },
  { id: 3, make: 'Toyota', model: 'Corolla', year: 2023, km: 20000, price: 33000, sold: true },
  { id: 4, make: 'Toyota', model: 'Camry', year: 2022, km: 40000, price: 40000 },
  { id: 5, make: 'Toyota', model: 'Corolla', year: 2015, km: 140000, price: 12000 },
]
const settings = { reconditioningCost: 1500, marginPercent: 12 }

describe('trade-in estimate (SPEC.md §9 Trade-in, issue 20)', () => {
  it('no online figure for cars over 7 years old or over 100,000 km; exactly 7 years and 100,000 km still get one', () => {
    expect(noOnlineFigureReason({ year: 2018 }, 10, YEAR)).toBe('age')
    expect(noOnlineFigureReason({ year: 2019 }, 100_000, YEAR)).toBeNull()
    expect(noOnlineFigureReason({ year: 2022 }, 100_001, YEAR)).toBe('km')
    const old = estimateTradeIn({ car: { ...car, year: 2012 }, answers: good, comparables: stock, settings, currentYear: YEAR })
    expect(old).toMatchObject({ eligible: false, reason: 'age' })
    expect(old.eligible === false && old.message).toContain('over 7 years old')
    expect(estimateTradeIn({ car, answers: { ...good, odometer: 120_000 }, comparables: stock, settings, currentYear: YEAR })).toMatchObject({ eligible: false, reason: 'km' })
  })

  it('a car with illegal modifications gets no figure: a person calls instead (issue 32)', () => {
    const e = estimateTradeIn({ car, answers: { ...good, illegalModifications: true }, comparables: stock, settings, currentYear: YEAR })
    expect(e).toMatchObject({ eligible: false, reason: 'illegal-modifications' })
    expect(e.eligible === false && e.message).toBe('Cars with illegal modifications get no online estimate. Our team will call you to value your car in person.')
    expect('offer' in e).toBe(false)
    // The age and odometer cut-offs still read first.
    expect(estimateTradeIn({ car: { ...car, year: 2012 }, answers: { ...good, illegalModifications: true }, comparables: stock, settings, currentYear: YEAR })).toMatchObject({ reason: 'age' })
  })

  it('uses the same make and model in nearby years, nearest first, moved to the car by age and odometer', () => {
    const used = pickComparables(car, 40000, stock)
    expect(used.map((c) => c.id)).toEqual([1, 2, 3])
    expect(used[0].adjustedPrice).toBe(30000)
    // A year older is worth 8% more once moved a year newer, and 10,000 km more costs $500.
    expect(used[1].adjustedPrice).toBe(Math.round(28000 / 0.92 + 500))
    // Fewer than three nearby: any year of the model counts.
    expect(pickComparables({ ...car, year: 2016 }, 40000, stock).map((c) => c.id)).toContain(5)
  })

  it('offer = retail less margin and reconditioning, rounded to $100, with a 3% range either side', () => {
    const e = estimateTradeIn({ car, answers: good, comparables: stock, settings, currentYear: YEAR })
    if (!e.eligible) throw new Error('expected a figure')
    expect(e.offer % 100).toBe(0)
    expect(e.offer).toBe(Math.round((e.retailEstimate * 0.88 - 1500) / 100) * 100)
    expect(e.low).toBeLessThan(e.offer)
    expect(e.high).toBeGreaterThan(e.offer)
    expect(e.low).toBe(Math.round((e.offer * 0.97) / 100) * 100)
    expect(e.comparables.length).toBe(3)
    expect(e.adjustments.map((a) => a.label)).toEqual(['Dealer margin (12%)', 'Reconditioning'])
  })

  it('each adjustment answer lowers (or for excellent condition raises) the offer; under finance does not change it', () => {
    const offer = (a: Partial<ValuationAnswers>) => {
      const e = estimateTradeIn({ car, answers: { ...good, ...a }, comparables: stock, settings, currentYear: YEAR })
      return e.eligible ? e.offer : 0
    }
    const base = offer({})
    expect(offer({ serviceHistory: 'partial' })).toBeLessThan(base)
    expect(offer({ serviceHistory: 'none' })).toBeLessThan(offer({ serviceHistory: 'partial' }))
    expect(offer({ twoKeys: false })).toBe(base - 400)
    expect(offer({ condition: 'excellent' })).toBeGreaterThan(base)
    expect(offer({ condition: 'poor' })).toBeLessThan(offer({ condition: 'fair' }))
    expect(offer({ componentsPresent: false })).toBe(base - 1000)
    expect(offer({ underFinance: true })).toBe(base)
  })

  it('bounds: no comparables or a figure under $1,000 is no online offer; the offer never exceeds the retail estimate', () => {
    expect(estimateTradeIn({ car: { ...car, model: 'Supra' }, answers: good, comparables: stock, settings, currentYear: YEAR })).toMatchObject({ eligible: false, reason: 'no-comparables' })
    const cheap = [{ id: 9, make: 'Toyota', model: 'Corolla', year: 2022, km: 40000, price: 2000 }]
    expect(estimateTradeIn({ car, answers: good, comparables: cheap, settings, currentYear: YEAR })).toMatchObject({ eligible: false, reason: 'too-low' })
    const generous = estimateTradeIn({ car, answers: { ...good, condition: 'excellent' }, comparables: stock, settings: { reconditioningCost: 0, marginPercent: 0 }, currentYear: YEAR })
    expect(generous.eligible && generous.offer <= Math.round(generous.retailEstimate / 100) * 100).toBe(true)
    // Absurd settings are clamped (margin at most 60%).
    const clamped = estimateTradeIn({ car, answers: good, comparables: stock, settings: { reconditioningCost: -5, marginPercent: 500 }, currentYear: YEAR })
    expect(clamped.eligible && clamped.adjustments[0].label).toBe('Dealer margin (60%)')
  })
})
