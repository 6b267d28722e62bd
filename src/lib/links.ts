/**
 * Links editors type into blocks. Pure: used by the block configs (admin validation) and by the
 * renderers (defence in depth: a stored value that fails is never rendered as a link).
 */

/** A same-site path: starts with one "/" (not "//" or "/\", which browsers treat as another host). */
export function isSameSitePath(href: unknown): href is string {
  if (typeof href !== 'string') return false
  const h = href.trim()
  if (!h.startsWith('/') || h.startsWith('//') || h.startsWith('/\\')) return false
  return h.length <= 2000 && !/[\u0000-\u001f\s]/.test(h)
}

/** An absolute https:// URL with a host. */
export function isHttpsUrl(href: unknown): href is string {
  if (typeof href !== 'string') return false
  const h = href.trim()
  if (!/^https:\/\//i.test(h) || h.length > 2000 || /[\u0000-\u001f\s]/.test(h)) return false
  try {
    const url = new URL(h)
    return url.protocol === 'https:' && url.hostname.length > 0
  } catch {
    return false
  }
}

/** Call-to-action links (Hero, Feature banner, Content columns): a same-site path or an https URL. */
export function isCtaHref(href: unknown): href is string {
  return isSameSitePath(href) || isHttpsUrl(href)
}

const CTA_HREF_MESSAGE = 'Use a path on this site starting with / (e.g. /special-offers) or a full https:// address.'

/** Payload `validate` for a CTA href; an empty optional value passes (the `required` flag decides). */
export function validateCtaHref(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return isCtaHref(value) ? true : CTA_HREF_MESSAGE
}

/** The trimmed href when it is a safe CTA link, else null (render no link). */
export function ctaHref(href: unknown): string | null {
  return isCtaHref(href) ? href.trim() : null
}

/** True for an https URL (opens in a new tab with rel="noopener noreferrer"). */
export function isExternalHref(href: string): boolean {
  return /^https:\/\//i.test(href)
}

/**
 * Links inside rich text: same-site paths, in-page anchors, http(s), mailto: and tel:.
 * Returns the trimmed href, or null for anything else (javascript:, data:, vbscript:, //host ...).
 */
export function richTextHref(href: unknown): string | null {
  if (typeof href !== 'string') return null
  const h = href.trim()
  if (!h || h.length > 2000 || /[\u0000-\u001f]/.test(h)) return null
  if (isSameSitePath(h)) return h
  if (/^#[\w-]*$/.test(h)) return h
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(h)) return h
  if (/^tel:\+?[\d\s()-]+$/i.test(h)) return h
  if (/^https?:\/\//i.test(h)) {
    try {
      const url = new URL(h)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? h : null
    } catch {
      return null
    }
  }
  return null
}
