import { describe, expect, it } from 'vitest'
import { EVENT_IDS, formEventId, testDriveEventId } from '@/rules/eventIds'

describe('event ids (SPEC.md §9)', () => {
  it('test drive: 17 for new cars or a test-drive-only form, 14 for demo, 15 or 48 for used', () => {
    expect(testDriveEventId({ carType: 'new' })).toBe(17)
    expect(testDriveEventId({ testDriveOnly: true, carType: 'used' })).toBe(17)
    expect(testDriveEventId({ carType: 'demo' })).toBe(14)
    expect(testDriveEventId({})).toBe(14)
    expect(testDriveEventId({ carType: 'used' })).toBe(15)
    expect(testDriveEventId({ carType: 'Used', usedVariantFlag: true })).toBe(48)
  })

  it('careers enquiry is 51, before or after the relabel; any other form is 22', () => {
    expect(formEventId('Careers Enquiry')).toBe(51)
    expect(formEventId('General Enquiry', 'Career Enquiry')).toBe(51)
    expect(formEventId('General Enquiry')).toBe(22)
    expect(formEventId(undefined)).toBe(22)
  })

  it('favourite 39 and offer accepted 18', () => {
    expect(EVENT_IDS.favourite).toBe(39)
    expect(EVENT_IDS.offerAccepted).toBe(18)
  })
})
