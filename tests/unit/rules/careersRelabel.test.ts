import { describe, expect, it } from 'vitest'
import { isCareersEnquiry, relabelCareers } from '@/rules/careersRelabel'

describe('careers relabel (SPEC.md §4 Lead/enquiry forms)', () => {
  it('stores a Careers Enquiry as General Enquiry with subcategory Career Enquiry', () => {
    expect(relabelCareers({ category: 'Careers Enquiry' })).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry' })
    expect(relabelCareers({ category: 'Careers Enquiry', subcategory: 'Something else' })).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    })
  })
  it('leaves other categories and their subcategory alone', () => {
    expect(relabelCareers({ category: 'Service Enquiry', subcategory: 'Brakes' })).toEqual({ category: 'Service Enquiry', subcategory: 'Brakes' })
    expect(relabelCareers({ category: 'General Enquiry', subcategory: '' })).toEqual({ category: 'General Enquiry', subcategory: null })
  })
  it('knows a careers enquiry (analytics event 51)', () => {
    expect(isCareersEnquiry('Careers Enquiry')).toBe(true)
    expect(isCareersEnquiry('General Enquiry')).toBe(false)
    expect(isCareersEnquiry(undefined)).toBe(false)
  })
})
