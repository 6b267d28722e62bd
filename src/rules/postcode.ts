/**
 * SPEC.md §5 Postcode input: "Required, exactly 4 digits, max length 4, no thousand separators."
 * "Message: "Invalid postcode. Please enter a 4-digit number.""
 */

export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
export const POSTCODE_MAX_LENGTH = 4

/** A postcode as typed, with the separators a shopper may type ("4,000", "4 000", " 4000 ") removed. */
export function normalisePostcode(raw: unknown): string {
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw).replace(/[\s,._]/g, '') : ''
}

/** Exactly four digits after trimming; "4,000", "400", "40000" and "40a0" are not postcodes. */
export function isPostcode(raw: string | number | null | undefined): boolean {
  if (raw === null || raw === undefined) return false
  return /^\d{4}$/.test(String(raw).trim())
}
