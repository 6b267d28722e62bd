/**
 * The headers a shared cache in front of the app (Varnish, Fastly, Cloudflare) reads, computed
 * from a response's cache tags (src/cache/tags.ts): pure, so the rules are unit-tested apart
 * from the server that applies them (src/server/edgeHeadersStage.ts).
 *
 * - A shareable answer (Cache-Control public or s-maxage, status 200, no Set-Cookie) that names
 *   its tags (a stale copy of Next's is tagged but given no lifetime) gets `Surrogate-Key` (Fastly, Varnish xkey) and `Cache-Tag` (Cloudflare) with those
 *   tags, a long edge lifetime (`s-maxage` and `Surrogate-Control: max-age`, EDGE_TTL_SECONDS)
 *   and a short browser one (`max-age`, EDGE_BROWSER_TTL_SECONDS): the edge is purged exactly
 *   when a tag expires (src/edge/purge/), the browser is not.
 * - An answer without tags keeps its own Cache-Control: nothing could purge it, so it lives only
 *   as long as the app said.
 * - A personal request (a signed-in shopper's or staff member's cookie, a draft-mode cookie, an
 *   Authorization header, any method but GET/HEAD) gets `Cache-Control: private, no-store` and
 *   no surrogate headers on whatever a shared cache would otherwise keep (tagged or s-maxage);
 *   static assets keep their own public lifetime.
 */
import { intSetting } from '@/lib/intSetting'

/** Internal response header: the cache tags of a page, as Next collected them (comma separated). */
export const EDGE_TAGS_HEADER = 'x-edge-cache-tags'

/**
 * What a route handler adds to a shareable answer so the edge can purge it (robots.txt, sitemaps,
 * feeds): its cache tags in the internal header, which the server edge turns into Surrogate-Key
 * and Cache-Tag with the edge lifetime, and never sends on itself. Pages need nothing: Next's
 * page cache handler hands their tags over.
 */
export function edgeTagsHeader(tags: readonly string[]): Record<string, string> {
  return tags.length > 0 ? { [EDGE_TAGS_HEADER]: [...new Set(tags)].join(',') } : {}
}

/** Cookies that change the answer or mark a signed-in person: their requests are never shared. */
const PERSONAL_COOKIES: readonly string[] = ['dp_shopper', 'payload-token', '__prerender_bypass', '__next_preview_data']

export interface EdgeSettings {
  /** Seconds the edge keeps a tagged answer (it is purged on change). */
  edgeTtlSeconds: number
  /** Seconds a browser keeps it (it is not purged). */
  browserTtlSeconds: number
}

const DEFAULT_EDGE_TTL_SECONDS = 86_400
const DEFAULT_EDGE_BROWSER_TTL_SECONDS = 0

const seconds = (value: string | undefined, fallback: number): number => intSetting(value, { fallback })

/** EDGE_TTL_SECONDS (default a day) and EDGE_BROWSER_TTL_SECONDS (default a minute). */
export function edgeSettingsFrom(env: Record<string, string | undefined>): EdgeSettings {
  return {
    edgeTtlSeconds: seconds(env.EDGE_TTL_SECONDS, DEFAULT_EDGE_TTL_SECONDS),
    browserTtlSeconds: seconds(env.EDGE_BROWSER_TTL_SECONDS, DEFAULT_EDGE_BROWSER_TTL_SECONDS),
  }
}

/**
 * The app's own tags of a Next tag list (`x-next-cache-tags`): Next's implicit path tags
 * (`_N_T_/…`) are dropped, each tag once, in order.
 */
export function appTags(list: string | readonly string[] | undefined): string[] {
  const raw = typeof list === 'string' ? list.split(',') : (list ?? [])
  const seen = new Set<string>()
  for (const tag of raw) {
    const t = tag.trim()
    if (t && !t.startsWith('_N_T_')) seen.add(t)
  }
  return [...seen]
}

/**
 * A tag as an edge key: the same text, with what the headers cannot carry (spaces, commas,
 * control and non-ASCII characters, `%`) percent-encoded. Headers and purges both use it.
 */
export function edgeKey(tag: string): string {
  return tag.replace(/[^\x21-\x7e]|[%,]/g, (c) => encodeURIComponent(c))
}

export interface EdgeRequest {
  method?: string
  headers: Record<string, string | string[] | undefined>
}

function cookieNames(cookie: string | string[] | undefined): string[] {
  const text = Array.isArray(cookie) ? cookie.join(';') : (cookie ?? '')
  return text.split(';').map((part) => part.split('=')[0]!.trim()).filter(Boolean)
}

/** True when the answer to this request may depend on who asks: never shared. */
export function isPersonalRequest(req: EdgeRequest): boolean {
  const method = (req.method ?? 'GET').toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return true
  if (req.headers.authorization !== undefined) return true
  return cookieNames(req.headers.cookie).some((name) => PERSONAL_COOKIES.includes(name))
}

export interface EdgeResponse {
  status: number
  cacheControl?: string
  setCookie?: boolean
  /** The response's cache tags (already app tags). */
  tags: readonly string[]
  /** Next answered a copy past its revalidate time while it renders a new one (`x-nextjs-cache: STALE`). */
  stale?: boolean
}

/** Header name → value to set (`null`: remove). */
export type EdgeHeaderChanges = Record<string, string | null>

const SURROGATE_HEADERS = ['surrogate-key', 'cache-tag', 'surrogate-control']

function removeSurrogate(changes: EdgeHeaderChanges): EdgeHeaderChanges {
  for (const name of SURROGATE_HEADERS) changes[name] = null
  return changes
}

/** True when the app marked the answer shareable (public or s-maxage, not private or no-store). */
function isShareable(cacheControl: string | undefined): boolean {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/i.test(cacheControl)) return false
  return /\bpublic\b/i.test(cacheControl) || /\bs-maxage=\d+/i.test(cacheControl)
}

/**
 * The browser lifetime: the app's own max-age when shorter than the setting. A media file (all its
 * tags `media:file:…`) keeps its own max-age: its name changes with its content far more often than
 * a page's does, and a browser asking again for every photo on every page would cost more than a
 * replaced photo seen a little late.
 */
function browserSeconds(cacheControl: string, settings: EdgeSettings, tags: readonly string[]): number {
  const own = /\bmax-age=(\d+)/i.exec(cacheControl.replace(/\bs-maxage=\d+/gi, ''))
  if (own && tags.length > 0 && tags.every((tag) => tag.startsWith('media:file:'))) return Number(own[1])
  return own ? Math.min(Number(own[1]), settings.browserTtlSeconds) : settings.browserTtlSeconds
}

/** What to change on a response on its way out (the internal tags header always goes). */
export function edgeHeaderChanges(req: EdgeRequest, res: EdgeResponse, settings: EdgeSettings): EdgeHeaderChanges {
  const changes: EdgeHeaderChanges = { [EDGE_TAGS_HEADER]: null }
  if (isPersonalRequest(req)) {
    // What a shared cache would keep (tagged, or with an s-maxage) is made private; a static
    // asset's own public max-age (the same for everyone) is left alone, browsers keep it.
    if (res.tags.length > 0 || /\bs-maxage=\d+/i.test(res.cacheControl ?? '')) changes['cache-control'] = 'private, no-store'
    return removeSurrogate(changes)
  }
  if ((res.status !== 200 && res.status !== 304) || res.setCookie || res.tags.length === 0 || !isShareable(res.cacheControl)) return changes
  const keys = res.tags.map(edgeKey)
  // A stale copy is tagged but not kept: the edge asks again for the one Next is rendering.
  const ttl = res.stale ? 0 : settings.edgeTtlSeconds
  const swr = /\bstale-while-revalidate=\d+/i.exec(res.cacheControl!)?.[0]
  changes['cache-control'] = [`public, max-age=${res.stale ? 0 : browserSeconds(res.cacheControl!, settings, res.tags)}, s-maxage=${ttl}`, ...(swr ? [swr] : [])].join(', ')
  changes['surrogate-control'] = `max-age=${ttl}`
  changes['surrogate-key'] = keys.join(' ')
  changes['cache-tag'] = keys.join(',')
  return changes
}
