import { SLUG_PATTERN } from '@/lib/slug'

/** `/pages/warranty` and `/warranty` both mean the page with slug "warranty"; anything deeper is not a page. */
export function slugForPath(path: string[]): string | null {
  let parts: string[]
  try {
    parts = path.map((p) => decodeURIComponent(p)).filter(Boolean)
  } catch {
    return null
  }
  const slug = parts.length === 2 && parts[0] === 'pages' ? parts[1] : parts.length === 1 ? parts[0] : null
  return slug && SLUG_PATTERN.test(slug) && slug !== 'home' ? slug : null
}
