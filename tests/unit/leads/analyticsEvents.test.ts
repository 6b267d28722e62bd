import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { trackFavouriteAdded, trackFormError, trackLeadSubmitted } from '@/analytics/events'

describe('analytics events to window.dataLayer (SPEC.md §9 event ids)', () => {
  beforeEach(() => {
    ;(globalThis as { window?: unknown }).window = {}
  })
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
  })
  const layer = () => (globalThis as unknown as { window: { dataLayer: Record<string, unknown>[] } }).window.dataLayer

  it('pushes each stored lead with its event id: test drive 17 (test-drive-only or new), 14, 15; careers 51; default 22', () => {
    trackLeadSubmitted({ siteSlug: 's', form: 'test-drive', leadId: 1, testDriveOnly: true })
    trackLeadSubmitted({ siteSlug: 's', form: 'test-drive', leadId: 2, carType: 'new' })
    trackLeadSubmitted({ siteSlug: 's', form: 'test-drive', leadId: 3, carType: 'demo' })
    trackLeadSubmitted({ siteSlug: 's', form: 'test-drive', leadId: 4, carType: 'used' })
    trackLeadSubmitted({ siteSlug: 's', form: 'contact', leadId: 5, category: 'Careers Enquiry' })
    trackLeadSubmitted({ siteSlug: 's', form: 'enquiry', leadId: 6, category: 'General Enquiry' })
    expect(layer().map((e) => e.event_id)).toEqual([17, 17, 14, 15, 51, 22])
    expect(layer()[0]).toMatchObject({ event: 'lead_submitted', lead_id: '1', site: 's', form: 'test-drive' })
  })

  it('a used-car test drive on a site with usedTestDriveFlagged pushes 48 (the id the server stores)', () => {
    trackLeadSubmitted({ siteSlug: 's', form: 'test-drive', leadId: 7, carType: 'used', usedFlag: true })
    trackLeadSubmitted({ siteSlug: 's', form: 'test-drive', leadId: 8, carType: 'new', usedFlag: true })
    trackLeadSubmitted({ siteSlug: 's', form: 'enquiry', leadId: 9, carType: 'used', usedFlag: true })
    expect(layer().map((e) => e.event_id)).toEqual([48, 17, 22])
  })

  it('favourite is 39 and a failed submit is recorded as a form error', () => {
    trackFavouriteAdded({ id: 'c1', name: 'Car', make: 'Toyota', model: 'Yaris' }, 's')
    trackFormError({ siteSlug: 's', form: 'finance', message: 'An unexpected error occured' })
    expect(layer()).toEqual([
      expect.objectContaining({ event: 'add_favourite', event_id: 39 }),
      expect.objectContaining({ event: 'form_error', message: 'An unexpected error occured' }),
    ])
  })

  it('does nothing on the server (no window)', () => {
    delete (globalThis as { window?: unknown }).window
    expect(() => trackFormError({ siteSlug: 's', form: 'x', message: 'm' })).not.toThrow()
  })
})
