/**
 * SPEC.md §5 "Rego expiry is shown only if in the future: 'Expires on {date}'."
 * The date is written the Australian way, e.g. "Expires on 12 March 2027".
 */
import { dateTimeFormat } from './intlFormats'
import { toEpochMs } from './tagPrecedence'

export function regoExpiryText(expiry: string | number | Date | null | undefined, now: Date | number, timeZone = 'Australia/Brisbane'): string | null {
  if (expiry === null || expiry === undefined || expiry === '') return null
  const ms = expiry instanceof Date ? expiry.getTime() : toEpochMs(expiry)
  const nowMs = now instanceof Date ? now.getTime() : now
  if (ms === null || !Number.isFinite(ms) || ms <= nowMs) return null
  const date = dateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(ms))
  return `Expires on ${date}`
}
