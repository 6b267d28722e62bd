/**
 * Links editors type into menus and blocks: same-site paths, https URLs, tel: and mailto:.
 * Anything else (javascript:, data:, protocol-relative //evil) is refused.
 */
export function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string') return false
  const h = href.trim()
  if (!h || h.length > 2000) return false
  if (h.startsWith('/')) return !h.startsWith('//') && !h.startsWith('/\\')
  if (h.startsWith('#')) return true
  return /^(https:\/\/[^\s]+|tel:\+?[\d\s()-]+|mailto:[^\s@]+@[^\s@]+)$/i.test(h)
}

export function validateMenuHref(value: unknown): true | string {
  return isSafeHref(value) ? true : 'Use a path on this site (starting with /), an https:// address, tel: or mailto:.'
}

/** A same-site path for sign-in `redirect`/`back` parameters; anything else becomes `fallback`. */
export function sameSitePath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback
  const v = value.trim()
  if (!v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\') || /[\u0000-\u001f]/.test(v)) return fallback
  return v
}
