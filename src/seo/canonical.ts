/**
 * Canonical links and the robots rule for query landings. Pure.
 *
 * Every page kind names the path it is served at; the site layout's `metadataBase` (the site's
 * own origin, src/seo/siteOrigin.ts) makes Next print it absolute, as search engines and
 * Lighthouse require. A page with search state in its query string (`/cars?make=…`, shared links
 * and ads) points at its unfiltered page and is `noindex, follow`: every filter combination is
 * not a page to index, and robots.txt keeps crawlers off query strings anyway.
 */
import type { Metadata } from 'next'

/**
 * The served form of a same-site path: one leading slash, no query or fragment, no trailing slash
 * (Next redirects `/cars/` to `/cars`), and "/" for anything that is not a same-site path.
 */
export function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  if (!bare.startsWith('/') || bare.startsWith('//') || bare.includes('\\')) return '/'
  const trimmed = bare.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** `alternates` naming the page's own served path as canonical. */
export function canonicalFor(path: string): NonNullable<Metadata['alternates']> {
  return { canonical: canonicalPath(path) }
}

/** The page's metadata, as a query landing: canonical to the unfiltered path, not indexed, links followed. */
export function asQueryLanding(metadata: Metadata, unfilteredPath: string): Metadata {
  return { ...metadata, alternates: canonicalFor(unfilteredPath), robots: { index: false, follow: true } }
}

/** The URL every relative metadata URL (canonical, Open Graph) is resolved against. */
export function metadataBaseFor(origin: string): URL | undefined {
  try {
    return new URL(origin)
  } catch {
    return undefined
  }
}
