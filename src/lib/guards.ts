/**
 * Type guards for values that come from outside the type system (caught errors, parsed JSON,
 * database JSON columns), so callers narrow instead of asserting. Pure: no I/O.
 */

/** A plain object (not null, not an array): its keys can be read as unknown values. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The message of anything thrown: an Error's message, a thrown string itself, otherwise its String(). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (isRecord(error) && typeof error.message === 'string') return error.message
  return String(error)
}

/** An Error for anything thrown (a thrown string or object becomes an Error with its message). */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(errorMessage(error))
}

/** The string value, or undefined when it is not a string. */
export function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** The strings of an array (anything else in it left out), or undefined when it is not an array. */
export function stringsOr(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined
}

/** The number when it is a finite number, else undefined (NaN, ±Infinity, anything not a number). */
export function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}
