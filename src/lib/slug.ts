/**
 * URL slugs: the one pattern every slug (site, page, dealership, car) must match, the one slug
 * maker, and a URI decoder that never throws. Pure: no I/O.
 */

/** Lower-case letters and digits in hyphen-separated runs, e.g. "sunshine-toyota". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** True when `value` is a slug of at most `maxLength` characters. */
export function isSlug(value: unknown, maxLength = 200): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength && SLUG_PATTERN.test(value)
}

/**
 * Turns a name into a URL slug: accents dropped, lower-case, "&" as "and", every run of other
 * characters one hyphen, no leading or trailing hyphen ("Land Rover" -> "land-rover",
 * "Citroën" -> "citroen"). The result always passes SLUG_PATTERN (or is empty).
 */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** decodeURIComponent that answers null for a malformed escape instead of throwing. */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}
