/**
 * The platform's own trade-in estimate (SPEC.md §9 "Trade-in", §4 "Valuation flow"):
 * pure, no I/O. The caller passes the comparable cars of the dealer's stock and recent sales.
 *
 * - Cars over 7 years old or over 100,000 km get no online figure (SPEC.md §9), nor does a car
 *   with illegal modifications (issue 32: what it is worth is for a person to judge, who calls).
 * - Comparables: same make and model; nearby years (±2) first, any year when fewer than three are
 *   that close; each comparable's price is moved to the shopper's car by age (8% a year) and
 *   odometer (5 cents a km, at most 25% of its price); the retail estimate is their median.
 * - The offer: retail less the site's margin (percent) and reconditioning cost, then SPEC.md §9's
 *   adjustment answers (service history, 2 sets of keys, condition, components present). Under finance changes who is paid, not the figure.
 * - A range of 3% either side, rounded to $100; the offer never exceeds the retail estimate and
 *   an offer below $1,000 is not given online.
 */

export const VALUATION_LIMITS = {
  maxAgeYears: 7,
  maxKm: 100_000,
  /** Impossible inputs (the endpoints refuse them before this rule runs). */
  minYear: 1950,
  maxOdometer: 1_500_000,
  nearbyYears: 2,
  minNearby: 3,
  maxComparables: 8,
  yearlyDepreciation: 0.08,
  perKm: 0.05,
  maxKmShare: 0.25,
  rangeShare: 0.03,
  minOffer: 1000,
} as const

export const SERVICE_HISTORY = ['full', 'partial', 'none'] as const
export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const
type ServiceHistory = (typeof SERVICE_HISTORY)[number]
type ConditionGrade = (typeof CONDITIONS)[number]

/** SPEC.md §9's list, as the shopper answers it. */
export interface ValuationAnswers {
  odometer: number
  serviceHistory: ServiceHistory
  twoKeys: boolean
  illegalModifications: boolean
  condition: ConditionGrade
  componentsPresent: boolean
  underFinance: boolean
}

export interface ValuedCar {
  make: string
  model: string
  year: number
  variant?: string
}

export interface Comparable {
  id: string | number
  make: string
  model: string
  year: number
  km: number
  price: number
  sold?: boolean
}

export interface ValuationSettings {
  /** Dollars the dealer spends readying a trade-in for sale. */
  reconditioningCost: number
  /** The dealer's margin on resale, percent of the retail estimate. */
  marginPercent: number
}

export const DEFAULT_VALUATION_SETTINGS: ValuationSettings = { reconditioningCost: 1500, marginPercent: 12 }

export type NoFigureReason = 'age' | 'km' | 'illegal-modifications' | 'no-comparables' | 'too-low' | 'unavailable'

export interface UsedComparable extends Comparable {
  /** Its price moved to the shopper's car's year and odometer. */
  adjustedPrice: number
}

export type Estimate =
  | {
      eligible: true
      offer: number
      low: number
      high: number
      retailEstimate: number
      comparables: UsedComparable[]
      adjustments: { label: string; amount: number }[]
    }
  | { eligible: false; reason: NoFigureReason; message: string; comparables?: UsedComparable[] }

export const NO_FIGURE_MESSAGES: Record<NoFigureReason, string> = {
  age: 'Cars over 7 years old get no online estimate. Our team will call you to value your car in person.',
  km: 'Cars with more than 100,000 km get no online estimate. Our team will call you to value your car in person.',
  'illegal-modifications': 'Cars with illegal modifications get no online estimate. Our team will call you to value your car in person.',
  'no-comparables': 'We could not work out an online estimate for this car. Our team will call you to value it.',
  'too-low': 'We could not work out an online estimate for this car. Our team will call you to value it.',
  unavailable: 'Our online valuation is not available right now. Your details are saved and our team will call you with a valuation.',
}

const round100 = (n: number) => Math.round(n / 100) * 100
const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')

/** Whole years since the car's year; the current year's car is 0. */
function carAgeYears(year: number, currentYear: number): number {
  return Math.max(0, currentYear - year)
}

/** SPEC.md §9: over 7 years or over 100,000 km gets no online figure; null when it may get one. */
export function noOnlineFigureReason(car: Pick<ValuedCar, 'year'>, odometer: number, currentYear: number): 'age' | 'km' | null {
  if (carAgeYears(car.year, currentYear) > VALUATION_LIMITS.maxAgeYears) return 'age'
  if (odometer > VALUATION_LIMITS.maxKm) return 'km'
  return null
}

/** The cut-offs that come before any figure is worked out (by us or a provider): age, odometer, illegal modifications. */
export function noFigureBeforeValuing(car: Pick<ValuedCar, 'year'>, answers: Pick<ValuationAnswers, 'odometer' | 'illegalModifications'>, currentYear: number): 'age' | 'km' | 'illegal-modifications' | null {
  return noOnlineFigureReason(car, answers.odometer, currentYear) ?? (answers.illegalModifications ? 'illegal-modifications' : null)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The comparables used, nearest first, each moved to the shopper's car. */
export function pickComparables(car: ValuedCar, odometer: number, stock: readonly Comparable[]): UsedComparable[] {
  const L = VALUATION_LIMITS
  const same = stock.filter((c) => norm(c.make) === norm(car.make) && norm(c.model) === norm(car.model) && c.price > 500 && Number.isFinite(c.year))
  const nearby = same.filter((c) => Math.abs(c.year - car.year) <= L.nearbyYears)
  const pool = nearby.length >= L.minNearby ? nearby : same
  return [...pool]
    .sort((a, b) => Math.abs(a.year - car.year) - Math.abs(b.year - car.year) || Math.abs(a.km - odometer) - Math.abs(b.km - odometer) || String(a.id).localeCompare(String(b.id)))
    .slice(0, L.maxComparables)
    .map((c) => {
      const byAge = c.price * Math.pow(1 - L.yearlyDepreciation, c.year - car.year)
      const kmShift = Math.max(-L.maxKmShare * byAge, Math.min(L.maxKmShare * byAge, (c.km - odometer) * L.perKm))
      return { ...c, adjustedPrice: Math.round(byAge + kmShift) }
    })
}

export function estimateTradeIn(input: {
  car: ValuedCar
  answers: ValuationAnswers
  comparables: readonly Comparable[]
  settings?: Partial<ValuationSettings>
  currentYear: number
}): Estimate {
  const { car, answers, currentYear } = input
  const settings = { ...DEFAULT_VALUATION_SETTINGS, ...Object.fromEntries(Object.entries(input.settings ?? {}).filter(([, v]) => typeof v === 'number' && Number.isFinite(v))) }
  const cutOff = noFigureBeforeValuing(car, answers, currentYear)
  if (cutOff) return { eligible: false, reason: cutOff, message: NO_FIGURE_MESSAGES[cutOff] }
  const used = pickComparables(car, answers.odometer, input.comparables)
  if (used.length === 0) return { eligible: false, reason: 'no-comparables', message: NO_FIGURE_MESSAGES['no-comparables'] }
  const retail = median(used.map((c) => c.adjustedPrice))
  const margin = Math.max(0, Math.min(60, settings.marginPercent))
  const recon = Math.max(0, settings.reconditioningCost)
  const base = retail * (1 - margin / 100) - recon
  const adjustments: { label: string; amount: number }[] = [
    { label: `Dealer margin (${margin}%)`, amount: -Math.round((retail * margin) / 100) },
    { label: 'Reconditioning', amount: -Math.round(recon) },
  ]
  const share = (label: string, fraction: number) => adjustments.push({ label, amount: Math.round(base * fraction) })
  if (answers.serviceHistory === 'partial') share('Partial service history', -0.03)
  if (answers.serviceHistory === 'none') share('No service history', -0.08)
  if (!answers.twoKeys) adjustments.push({ label: 'Only one set of keys', amount: -400 })
  if (answers.condition === 'excellent') share('Excellent condition', 0.02)
  if (answers.condition === 'fair') share('Fair condition', -0.07)
  if (answers.condition === 'poor') share('Poor condition', -0.15)
  if (!answers.componentsPresent) adjustments.push({ label: 'Components missing', amount: -1000 })
  const total = retail + adjustments.reduce((sum, a) => sum + a.amount, 0)
  const offer = Math.min(round100(total), round100(retail))
  if (!(offer >= VALUATION_LIMITS.minOffer)) return { eligible: false, reason: 'too-low', message: NO_FIGURE_MESSAGES['too-low'], comparables: used }
  return {
    eligible: true,
    offer,
    low: round100(offer * (1 - VALUATION_LIMITS.rangeShare)),
    high: round100(offer * (1 + VALUATION_LIMITS.rangeShare)),
    retailEstimate: Math.round(retail),
    comparables: used,
    adjustments,
  }
}
