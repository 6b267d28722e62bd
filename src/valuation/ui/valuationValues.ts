/** The valuation form's values: its defaults, the car and the condition answers read from them. */
import type { FieldValues } from 'react-hook-form'
import { REGO_STATES } from '@/valuation/server/schemas'
import { CAPTCHA_FIELD } from '@/forms/ui/AltchaWidget'
import { HONEYPOT_FIELD } from '@/forms/envelope'
import type { FoundCar } from './valuationTypes'

export function valuationDefaults(defaultState: string | undefined): FieldValues {
  return {
    rego: '',
    regoState: defaultState && (REGO_STATES as readonly string[]).includes(defaultState) ? defaultState : 'qld',
    make: '',
    model: '',
    year: '',
    variant: '',
    odometer: '',
    serviceHistory: '',
    twoKeys: '',
    illegalModifications: '',
    condition: '',
    componentsPresent: '',
    underFinance: '',
    name: '',
    email: '',
    phone: '',
    postcode: '',
    [HONEYPOT_FIELD]: '',
    [CAPTCHA_FIELD]: '',
  }
}

const yes = (v: unknown) => (v === 'yes' ? true : v === 'no' ? false : undefined)

/** The car to value: the one the plate found, or the one chosen by hand. */
export function carFromValues(v: FieldValues, manual: boolean, found: FoundCar | null) {
  if (!manual && found) return { rego: v.rego, regoState: v.regoState, ...found }
  return { make: v.make, model: v.model, year: v.year, variant: v.variant }
}

/** The condition answers (SPEC.md §9) as the adjustments endpoint takes them. */
export function answersFromValues(v: FieldValues) {
  return {
    odometer: typeof v.odometer === 'string' ? v.odometer.replace(/[\s,]/g, '') : v.odometer,
    serviceHistory: v.serviceHistory || undefined,
    twoKeys: yes(v.twoKeys),
    illegalModifications: yes(v.illegalModifications),
    condition: v.condition || undefined,
    componentsPresent: yes(v.componentsPresent),
    underFinance: yes(v.underFinance),
  }
}

export const carLabel = (c: { year: number | string; make: string; model: string; variant?: string }) => [c.year, c.make, c.model, c.variant].filter(Boolean).join(' ')
