/** References shoppers quote: R- for reservations and purchases, P- for dealer payment requests. */
import crypto from 'node:crypto'

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const REFERENCE_PATTERN = /^[RP]-[2-9A-HJ-NP-Z]{10}$/

/** R-7K2P9QXMAB: short, unambiguous, not guessable (about 50 bits). */
export function newReference(prefix: 'R' | 'P' = 'R'): string {
  const bytes = crypto.randomBytes(10)
  return `${prefix}-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`
}
