/**
 * SPEC.md §9 Event ids: "Test drive: 17 for test-drive-only or new cars, 14 for others. Used-car
 * variants are 15 and 48 (48 when a flag is set)." "Careers enquiry: 51. Default form: 22."
 * The id is stored on the lead (the same one the browser pushes to window.dataLayer).
 */
export const EVENT_IDS = { testDriveNew: 17, testDriveOther: 14, testDriveUsed: 15, testDriveUsedFlagged: 48, careers: 51, defaultForm: 22, favourite: 39, offerAccepted: 18 } as const

export function leadEventId(input: { kind: string; category?: string | null; carType?: string | null; testDriveOnly?: boolean; usedFlag?: boolean }): number {
  if (input.kind === 'test-drive') {
    if (input.testDriveOnly || input.carType === 'new') return EVENT_IDS.testDriveNew
    if (input.carType === 'used') return input.usedFlag ? EVENT_IDS.testDriveUsedFlagged : EVENT_IDS.testDriveUsed
    return EVENT_IDS.testDriveOther
  }
  if ((input.category ?? '').trim() === 'Careers Enquiry') return EVENT_IDS.careers
  return EVENT_IDS.defaultForm
}
