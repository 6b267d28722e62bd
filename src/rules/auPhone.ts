/**
 * SPEC.md §5 Enquiry form: e-mail and Australian phone numbers are checked with clear messages.
 *
 * Accepted Australian numbers (spaces, dashes, dots and brackets ignored):
 * - mobile and landline: 0 + area/mobile digit (2, 3, 4, 7, 8) + 8 digits, e.g. 0412 345 678, (07) 3123 4567;
 * - the same in international form: +61 4xx xxx xxx, 0061 …, 61 …;
 * - 1300 / 1800 numbers (10 digits) and 13 numbers (6 digits).
 */

const SEPARATORS = /[\s\-().]/g
const LOCAL_OR_INTERNATIONAL = /^(?:\+61|0061|61|0)([23478]\d{8})$/
const SERVICE_NUMBER = /^(?:1[38]00\d{6}|13\d{4})$/

/** The number in national form ("0412345678", "1300123456"), or null when it is not an Australian number. */
export function normaliseAuPhone(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null
  const compact = raw.replace(SEPARATORS, '')
  if (compact.length > 16) return null
  const local = LOCAL_OR_INTERNATIONAL.exec(compact)
  if (local) return `0${local[1]}`
  if (SERVICE_NUMBER.test(compact)) return compact
  return null
}

export function isAuPhone(raw: string | null | undefined): boolean {
  return normaliseAuPhone(raw) !== null
}
