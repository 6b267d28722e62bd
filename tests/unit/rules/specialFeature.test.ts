import { describe, expect, it } from 'vitest'
import { DEFAULT_SPECIAL_FEATURE_LABEL, isSpecialFeatureEligible, specialFeatureLabel, specialFeatureMode, specialFeatureView } from '@/rules/specialFeature'

describe('special-feature eligibility (SPEC.md §4 "Vehicle eligibility for a special feature")', () => {
  const makeSite = { mode: 'new-demo-of-make' as const, siteMake: 'Toyota' }
  const usedSite = { mode: 'used' as const }

  it('on the site for one manufacturer: new or demo cars of that make (case and spaces ignored)', () => {
    expect(isSpecialFeatureEligible({ car_type: 'new', make: 'Toyota' }, makeSite)).toBe(true)
    expect(isSpecialFeatureEligible({ car_type: 'demo', make: ' toyota ' }, makeSite)).toBe(true)
    expect(isSpecialFeatureEligible({ car_type: 'used', make: 'Toyota' }, makeSite)).toBe(false)
    expect(isSpecialFeatureEligible({ car_type: 'new', make: 'Mazda' }, makeSite)).toBe(false)
    expect(isSpecialFeatureEligible({ car_type: null, make: 'Toyota' }, makeSite)).toBe(false)
  })

  it('on a second flagged site: used cars, any make', () => {
    expect(isSpecialFeatureEligible({ car_type: 'used', make: 'Mazda' }, usedSite)).toBe(true)
    expect(isSpecialFeatureEligible({ car_type: 'Used' }, usedSite)).toBe(true)
    expect(isSpecialFeatureEligible({ car_type: 'demo', make: 'Mazda' }, usedSite)).toBe(false)
  })

  it('off (the default), an unknown setting, or the make mode on a site without a make: no car is eligible', () => {
    expect(isSpecialFeatureEligible({ car_type: 'used' }, { mode: 'off' })).toBe(false)
    expect(specialFeatureMode('bogus')).toBe('off')
    expect(specialFeatureMode(undefined)).toBe('off')
    expect(isSpecialFeatureEligible({ car_type: 'new', make: 'Toyota' }, { mode: 'new-demo-of-make', siteMake: '  ' })).toBe(false)
  })

  it('names the badge and filter by the site label, trimmed to 40 characters, else "Featured"', () => {
    expect(specialFeatureLabel('  Factory   Bonus ')).toBe('Factory Bonus')
    expect(specialFeatureLabel('')).toBe(DEFAULT_SPECIAL_FEATURE_LABEL)
    expect(specialFeatureLabel(null)).toBe('Featured')
    expect(specialFeatureLabel('x'.repeat(60))).toHaveLength(40)
  })

  it('gives the UI a view only when the feature can apply', () => {
    expect(specialFeatureView({ manufacturerName: 'Toyota', settings: { specialFeature: 'new-demo-of-make', specialFeatureLabel: 'Factory Bonus' } })).toEqual({
      mode: 'new-demo-of-make',
      siteMake: 'Toyota',
      label: 'Factory Bonus',
    })
    expect(specialFeatureView({ manufacturerName: null, settings: { specialFeature: 'new-demo-of-make' } })).toBeNull()
    expect(specialFeatureView({ settings: { specialFeature: 'off' } })).toBeNull()
    expect(specialFeatureView({ settings: null })).toBeNull()
    expect(specialFeatureView({ settings: { specialFeature: 'used' } })?.label).toBe('Featured')
  })
})
