/**
 * Host → site key. Pure, shared by the proxy (which rewrites every site path under the
 * key) and the tests. `{slug}.localhost` picks a site by slug on any port and in every
 * mode, plain localhost picks the default site, any other host is looked up in
 * `sites.domains`.
 */
import { SLUG_PATTERN } from '@/lib/slug'
export type SiteKey =
  | { kind: 'slug'; slug: string }
  | { kind: 'default' }
  | { kind: 'domain'; domain: string }

const HOSTNAME = /^[a-z0-9.-]{1,253}$/
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0'])

/** Lower-cases and strips the port; returns null for a missing or malformed host. */
export function normaliseHost(host: string | null | undefined): string | null {
  if (!host) return null
  let h = host.trim().toLowerCase()
  if (h.startsWith('[')) {
    const end = h.indexOf(']')
    return end > 0 ? h.slice(0, end + 1) : null
  }
  h = h.replace(/:\d+$/, '').replace(/\.$/, '')
  return HOSTNAME.test(h) ? h : null
}

export function siteKeyForHost(host: string | null | undefined): SiteKey | null {
  const h = normaliseHost(host)
  if (!h) return null
  if (LOOPBACK.has(h)) return { kind: 'default' }
  if (h.endsWith('.localhost')) {
    const slug = h.slice(0, -'.localhost'.length)
    return SLUG_PATTERN.test(slug) ? { kind: 'slug', slug } : null
  }
  return { kind: 'domain', domain: h }
}

/** Encodes a key as one URL path segment: `s~slug`, `d~default`, `h~www.example.com`. */
export function encodeSiteKey(key: SiteKey): string {
  switch (key.kind) {
    case 'slug':
      return `s~${key.slug}`
    case 'default':
      return 'd~default'
    case 'domain':
      return `h~${key.domain}`
  }
}

export function decodeSiteKey(segment: string): SiteKey | null {
  let value: string
  try {
    value = decodeURIComponent(segment)
  } catch {
    return null
  }
  const [kind, rest] = [value.slice(0, 2), value.slice(2)]
  if (kind === 's~' && SLUG_PATTERN.test(rest)) return { kind: 'slug', slug: rest }
  if (kind === 'd~' && rest === 'default') return { kind: 'default' }
  if (kind === 'h~' && HOSTNAME.test(rest)) return { kind: 'domain', domain: rest }
  return null
}

/**
 * Paths the proxy never rewrites: the admin, the API, Next's assets and public files. robots.txt,
 * sitemap.xml, favicon.ico, the other icons and the manifest are per site: rewritten like pages.
 */
export function isPlatformPath(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/_next/') ||
    pathname.startsWith('/images/')
  )
}
