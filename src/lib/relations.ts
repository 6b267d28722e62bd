/**
 * Relationship values. Payload returns a relationship as the bare id (depth 0) or as the
 * populated document (depth ≥ 1); these helpers read both the same way. Pure: no I/O.
 */

export type Id = number | string

/** A relationship value: an id, or the populated document. */
export type Relation<T> = Id | T | null | undefined

/** The id of a relationship value (a populated document's `id`, or the bare id); null when empty. */
export function relationId<I extends Id>(value: I | { id: I }): I
export function relationId(value: unknown): Id | null
export function relationId(value: unknown): Id | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object') {
    const id = (value as { id?: unknown }).id
    return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null
  }
  return typeof value === 'number' || typeof value === 'string' ? value : null
}

/**
 * An id sent by a browser as a positive whole number: a number, digits (spaces around them
 * ignored) or a populated document's id; null for anything else (so a forged id never reaches SQL).
 */
export function submittedId(value: unknown): number | null {
  if (value && typeof value === 'object' && 'id' in value) return submittedId(value.id)
  const text = typeof value === 'string' ? value.trim() : null
  const n = typeof value === 'number' ? value : text !== null && /^\d{1,15}$/.test(text) ? Number(text) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

/** The populated document of a relationship value, or null when it is only an id. */
export function docOf<T extends object>(value: Relation<T> | string): T | null {
  return value !== null && typeof value === 'object' ? value : null
}

/** Ids compare as trimmed strings (7 and "7" are the same id). */
export function sameId(a: Id | null | undefined, b: Id | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false
  const key = String(a).trim()
  return key !== '' && key === String(b).trim()
}
