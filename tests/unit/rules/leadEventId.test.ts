import { describe, expect, it } from 'vitest'
import { leadEventId } from '@/rules/leadEventId'

describe('lead event ids (SPEC.md §9 Event ids)', () => {
  it('test drive: 17 for new cars or test-drive-only, 14 for others, 15/48 for used', () => {
    expect(leadEventId({ kind: 'test-drive', carType: 'new' })).toBe(17)
    expect(leadEventId({ kind: 'test-drive', testDriveOnly: true })).toBe(17)
    expect(leadEventId({ kind: 'test-drive', carType: 'demo' })).toBe(14)
    expect(leadEventId({ kind: 'test-drive', carType: 'used' })).toBe(15)
    expect(leadEventId({ kind: 'test-drive', carType: 'used', usedFlag: true })).toBe(48)
  })
  it('careers enquiry 51, any other form 22', () => {
    expect(leadEventId({ kind: 'enquiry', category: 'Careers Enquiry' })).toBe(51)
    expect(leadEventId({ kind: 'enquiry', category: 'General Enquiry' })).toBe(22)
    expect(leadEventId({ kind: 'finance' })).toBe(22)
  })
})
