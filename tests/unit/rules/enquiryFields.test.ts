import { describe, expect, it } from 'vitest'
import {
  categoryOptions,
  dealershipSelectRequired,
  defaultCategory,
  locationPlaceholder,
} from '@/rules/enquiryFields'

describe('enquiry form fields (SPEC.md §5)', () => {
  it('the dealership select is required only with several dealerships and when not removed', () => {
    expect(dealershipSelectRequired(1)).toBe(false)
    expect(dealershipSelectRequired(2)).toBe(true)
    expect(dealershipSelectRequired(3, true)).toBe(false)
  })

  it('location placeholder: "Please Select a Dealership Location", or a department', () => {
    expect(locationPlaceholder()).toBe('Please Select a Dealership Location')
    expect(locationPlaceholder('service')).toBe('Please Select a Service Department')
  })

  it('category select defaults to "General Enquiry"', () => {
    expect(categoryOptions([])).toEqual(['General Enquiry'])
    expect(categoryOptions([' Sales ', '', 'Sales', 'General Enquiry'])).toEqual(['Sales', 'General Enquiry'])
    expect(defaultCategory(['Sales', 'General Enquiry'])).toBe('General Enquiry')
    expect(defaultCategory(['Sales', 'Parts'])).toBe('Sales')
  })
})
