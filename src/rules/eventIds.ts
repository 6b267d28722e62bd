/**
 * Analytics event ids (SPEC.md §9 "Event ids"):
 * - Test drive: 17 for test-drive-only or new cars, 14 for others; used-car variants are 15 and
 *   48 (48 when a flag is set).
 * - Favourite: 39. Offer accepted: 18. Careers enquiry: 51. Default form: 22.
 * Pure: which id a submission fires. src/analytics/events.ts pushes it to window.dataLayer.
 */

export const EVENT_IDS = {
  testDriveNewOrOnly: 17,
  testDriveOther: 14,
  testDriveUsed: 15,
  testDriveUsedFlagged: 48,
  favourite: 39,
  offerAccepted: 18,
  careersEnquiry: 51,
  defaultForm: 22,
} as const

export interface TestDriveEventInput {
  /** The form books only a test drive (no car, or the site's test-drive-only form). */
  testDriveOnly?: boolean
  /** new, demo or used (SPEC.md §3 car_type). */
  carType?: string | null
  /** The used-car variant's flag (SPEC.md §9: "48 when a flag is set"). */
  usedVariantFlag?: boolean
}

/** The event id of a test drive booking. */
export function testDriveEventId({ testDriveOnly = false, carType, usedVariantFlag = false }: TestDriveEventInput): number {
  const type = String(carType ?? '').trim().toLowerCase()
  if (testDriveOnly || type === 'new') return EVENT_IDS.testDriveNewOrOnly
  if (type === 'used') return usedVariantFlag ? EVENT_IDS.testDriveUsedFlagged : EVENT_IDS.testDriveUsed
  return EVENT_IDS.testDriveOther
}

/** The event id of any other lead form: a careers enquiry is 51, everything else the default 22. */
export function formEventId(category: string | null | undefined, subcategory?: string | null): number {
  const norm = (v: string | null | undefined) => String(v ?? '').trim().toLowerCase()
  return norm(category) === 'careers enquiry' || norm(subcategory) === 'career enquiry' ? EVENT_IDS.careersEnquiry : EVENT_IDS.defaultForm
}
