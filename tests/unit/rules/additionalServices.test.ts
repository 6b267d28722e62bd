import { describe, expect, it } from 'vitest'
import { checkOptionLabel, collectAdditionalServices, isCheckOption } from '@/rules/additionalServices'

describe('additional_services from "(check_option)" checkboxes (SPEC.md §5 Enquiry form)', () => {
  it('collects only the ticked options with the suffix, suffix removed', () => {
    expect(
      collectAdditionalServices({
        'Roadside assistance (check_option)': true,
        'Window tinting (check_option)': false,
        'Extended warranty (check_option)': true,
        'I agree to the terms': true,
      }),
    ).toEqual(['Roadside assistance', 'Extended warranty'])
  })
  it('accepts values as a plain HTML form sends them and drops duplicates and empty names', () => {
    expect(collectAdditionalServices({ 'Tint (check_option)': 'on', 'Tint  (check_option) ': 'true', ' (check_option)': true, 'Mats (check_option)': 'off' })).toEqual([
      'Tint',
    ])
  })
  it('gives an empty list for no checkboxes', () => {
    expect(collectAdditionalServices(undefined)).toEqual([])
    expect(collectAdditionalServices({})).toEqual([])
  })
  it('shows the label without the suffix', () => {
    expect(isCheckOption('Tint (check_option)')).toBe(true)
    expect(isCheckOption('Tint')).toBe(false)
    expect(checkOptionLabel('Tint (check_option)')).toBe('Tint')
    expect(checkOptionLabel('Tint')).toBe('Tint')
  })
})
