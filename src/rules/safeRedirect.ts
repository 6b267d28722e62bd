/**
 * Same-site redirect sanitiser for /sign-in `redirect` and `back` (SPEC.md §2 "/sign-in takes
 * type, redirect and back"; DESIGN.md "redirect and back are followed only as same-site paths").
 *
 * A value is followed only when it is a path on this site: it starts with exactly one "/", and
 * neither it nor any percent-decoding of it (up to three rounds) could be read by a browser as
 * another host or a script: no "//" or "/\" start, no backslash, no control characters or
 * whitespace, no scheme. Anything else (absolute URLs, protocol-relative, javascript:, data:,
 * encoded variants, overlong values) falls back to the home page "/".
 */

const MAX_REDIRECT_LENGTH = 1000
const HOME = '/'

function looksHostile(value: string): boolean {
  if (!value.startsWith('/')) return true
  if (value.startsWith('//') || value.startsWith('/\\')) return true
  if (value.includes('\\')) return true
  // Control characters, whitespace (tab/newline are stripped by URL parsers: "/\t/evil"), DEL.
  if (/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/.test(value)) return true
  return false
}

/** The same-site path to follow, or "/" when `value` is anything else. */
export function safeRedirectPath(value: unknown, fallback: string = HOME): string {
  if (typeof value !== 'string') return fallback
  if (value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return fallback
  let current = value
  for (let round = 0; round < 4; round++) {
    if (looksHostile(current)) return fallback
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      return fallback
    }
    if (decoded === current) break
    if (round === 3) return fallback // still encoded after three rounds: not a plain path
    current = decoded
  }
  // Final check with a real URL parser: the value must stay on the page's own origin.
  try {
    const base = 'https://same-site.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}

/** True when `value` would be followed as given (after normalisation by the URL parser). */
export function isSafeRedirect(value: unknown): boolean {
  return typeof value === 'string' && safeRedirectPath(value, '\u0000') !== '\u0000'
}
