/**
 * The canonical origin of a site: its first domain (https) when it has one,
 * else the host the request came in on, else `{slug}.localhost[:PORT]` (dev). Pure.
 */
import { normaliseHost } from '../rules/siteKey'

export interface OriginSite {
  slug: string
  domains?: Array<{ domain?: string | null } | null> | null
}

export interface OriginRequest {
  /** The request's Host header (may include a port). */
  host?: string | null
  /** x-forwarded-proto, when a proxy terminates TLS. */
  proto?: string | null
}

const PORT = /^\d{1,5}$/

/** The host part of a Host header, with its port when it has a valid one; null when malformed. */
export function cleanHost(host: string | null | undefined): string | null {
  const name = normaliseHost(host)
  if (!name) return null
  const port = host!.trim().match(/:(\d{1,5})$/)?.[1]
  return port && PORT.test(port) && !name.startsWith('[') ? `${name}:${port}` : name
}

/** The first configured domain of a site, lower-cased, or null. */
function firstDomain(site: OriginSite): string | null {
  for (const row of site.domains ?? []) {
    const host = cleanHost(row?.domain ?? null)
    if (host) return host
  }
  return null
}

/**
 * `https://www.example.com.au` for a site with a domain; otherwise the request's own origin
 * (`http://{slug}.localhost:3000` in dev); with no request either, `http://{slug}.localhost[:port]`.
 */
export function siteOrigin(site: OriginSite, request: OriginRequest = {}, port: string | undefined = process.env.PORT): string {
  const domain = firstDomain(site)
  if (domain) return `https://${domain}`
  const host = cleanHost(request.host)
  if (host) {
    const proto = request.proto?.split(',')[0]?.trim().toLowerCase() === 'https' ? 'https' : 'http'
    return `${proto}://${host}`
  }
  const p = port && PORT.test(port) ? `:${port}` : ''
  return `http://${site.slug}.localhost${p}`
}

/** `origin` + a same-site path ("/cars/x"); anything not starting with one slash becomes "/". */
export function absoluteUrl(origin: string, path: string): string {
  const safe = path.startsWith('/') && !path.startsWith('//') ? path : '/'
  return `${origin}${safe}`
}

/** An image URL made absolute on the site's origin (already absolute http(s) URLs pass through). */
export function absoluteImageUrl(origin: string, url: string | null | undefined): string | null {
  if (!url || url.trim() === '') return null
  const u = url.trim()
  if (/^https?:\/\//i.test(u)) return u
  if (u.startsWith('/') && !u.startsWith('//')) return `${origin}${u}`
  return null
}

/** The canonical origin for a route handler's request (Host and x-forwarded-proto headers). */
export function originForRequest(site: OriginSite, request: Pick<Request, 'headers'>): string {
  return siteOrigin(site, { host: request.headers.get('host'), proto: request.headers.get('x-forwarded-proto') })
}
