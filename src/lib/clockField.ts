/**
 * Admin validation of wall-clock times stored as 24-hour "HH:MM" text (weekly opening hours and
 * holiday hours): the time at the location, independent of anyone's browser time zone.
 */
const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

const CLOCK_TIME_MESSAGE = 'Use 24-hour time such as 08:30.'

/** Payload `validate` for an optional "HH:MM" text field. */
export function validateClockTime(value: unknown): true | string {
  return value === undefined || value === null || value === '' || (typeof value === 'string' && CLOCK_TIME_PATTERN.test(value))
    ? true
    : CLOCK_TIME_MESSAGE
}
