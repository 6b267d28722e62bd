/**
 * Links editors type into menus: same-site paths, https URLs, in-page anchors, tel: and
 * mailto:. Anything else (javascript:, data:, protocol-relative //evil) is refused. Path and
 * https checks are the ones blocks use (src/lib/links.ts).
 */
import { isHttpsUrl, isSameSitePath } from '@/lib/links'

export function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string') return false
  const h = href.trim()
  if (!h || h.length > 2000) return false
  if (h.startsWith('#')) return true
  return isSameSitePath(h) || isHttpsUrl(h) || /^(tel:\+?[\d\s()-]+|mailto:[^\s@]+@[^\s@]+)$/i.test(h)
}

export function validateMenuHref(value: unknown): true | string {
  return isSafeHref(value) ? true : 'Use a path on this site (starting with /), an https:// address, tel: or mailto:.'
}

/** A same-site path for sign-in `redirect`/`back` parameters; anything else becomes `fallback`. */
export function sameSitePath(value: unknown, fallback = '/'): string {
  return isSameSitePath(value) ? value.trim() : fallback
}
