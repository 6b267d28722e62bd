/**
 * SPEC.md §5 "Rego expiry is shown only if in the future: 'Expires on {date}'."
 * The date is written the Australian way, e.g. "Expires on 12 March 2027".
 */
import { toEpochMs } from './tagPrecedence'

export function regoExpiryText(expiry: string | number | Date | null | undefined, now: Date | number, timeZone = 'Australia/Brisbane'): string | null {
  if (expiry === null || expiry === undefined || expiry === '') return null
  const ms = expiry instanceof Date ? expiry.getTime() : toEpochMs(expiry)
  const nowMs = now instanceof Date ? now.getTime() : now
  if (ms === null || !Number.isFinite(ms) || ms <= nowMs) return null
  const date = new Date(ms).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone })
  return `Expires on ${date}`
}
