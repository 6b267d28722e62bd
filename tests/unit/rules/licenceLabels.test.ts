import { describe, expect, it } from 'vitest'
import { formatLicenceLabels, licenceLabels, parseLicenceNumber, repairerLicence } from '@/rules/licenceLabels'

describe('licenceLabels (SPEC.md §9: DL or CL, fixed numbers, MRB)', () => {
  it('labels a plain dealer licence "DL" and the repairer number "MRB"', () => {
    const labels = licenceLabels({ dealer_license_number: '12345', motor_vehicle_repairer: '67890' })
    expect(labels).toEqual([
      { label: 'DL', number: '12345' },
      { label: 'MRB', number: '67890' },
    ])
    expect(formatLicenceLabels(labels)).toBe('DL 12345 | MRB 67890')
  })

  it('keeps a DL or CL prefix already in the number', () => {
    expect(parseLicenceNumber('CL 456', 'DL')).toEqual({ label: 'CL', number: '456' })
    expect(parseLicenceNumber('dl12345', 'CL')).toEqual({ label: 'DL', number: '12345' })
    expect(parseLicenceNumber('DL: 777', 'DL')).toEqual({ label: 'DL', number: '777' })
  })

  it('uses the configured label "CL" for a number without a prefix', () => {
    expect(formatLicenceLabels(licenceLabels({ dealer_license_number: 4321, dealerLicenceLabel: 'CL' }))).toBe('CL 4321')
  })

  it("adds the site's fixed licence numbers between the dealer licence and MRB", () => {
    const labels = licenceLabels({
      dealer_license_number: 'DL 100',
      motor_vehicle_repairer: 'MRB 300',
      fixedLicenceNumbers: ['CL 200', '250', { label: 'LMCT', number: '9999' }],
    })
    expect(formatLicenceLabels(labels)).toBe('DL 100 | CL 200 | DL 250 | LMCT 9999 | MRB 300')
  })

  it('skips empty values and shows a repeated licence once', () => {
    const labels = licenceLabels({
      dealer_license_number: '  ',
      motor_vehicle_repairer: null,
      fixedLicenceNumbers: ['', 'DL 1', 'dl 1', { label: 'LMCT', number: '' }],
    })
    expect(formatLicenceLabels(labels)).toBe('DL 1')
    expect(formatLicenceLabels(licenceLabels({}))).toBe('')
  })

  it('does not repeat "MRB" when the repairer number already carries it', () => {
    expect(repairerLicence('MRB67890')).toEqual({ label: 'MRB', number: '67890' })
    expect(repairerLicence('')).toBeNull()
  })
})
