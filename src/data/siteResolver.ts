/**
 * The one resolver from site key to site: every endpoint (leads, lead photos, valuation,
 * accounts, reservations) and every page (`getSite`) asks it which Site a request is for.
 *
 * - Cached in process (the one MemoryCache, src/cache/memoryCache.ts), per Payload instance, by
 *   the key's path segment (`s~slug`, `d~default`, `h~host`, src/rules/siteKey.ts); an unknown key
 *   is remembered as `null`, so a flood of made-up hosts costs one read each, at most
 *   SITE_CACHE_MAX entries, least recently used out.
 * - Dropped by the expiry bus (src/cache/expiryBus.ts), here or on another instance: the host
 *   directory's tag (any site saved, the platform's default site changed) or "everything" drops
 *   every entry; a site's own tag (`site:{id}`) drops that site's entries. SITE_CACHE_SECONDS
 *   bounds an entry's life when no expiry comes (a safety net).
 *
 * The proxy does not read the database: it only encodes the host as the key (src/proxy.ts).
 */
import type { Payload, Where } from 'payload'
import { MemoryCache } from '@/cache/memoryCache'
import { onExpiry, type CacheExpiry } from '@/cache/expiryBus'
import { SITES_DIRECTORY_TAG, siteTag } from '@/cache/tags'
import { encodeSiteKey, siteKeyForHost, type SiteKey } from '@/rules/siteKey'
import type { Site } from '@/payload-types'
import { relationId } from '@/lib/relations'

/** At most this many keys (sites and unknown hosts) are remembered per process. */
const SITE_CACHE_MAX = 1_000

/** SITE_CACHE_SECONDS (default 300): the longest a resolved site is kept without an expiry. */
function siteCacheSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const n = Math.floor(Number(env.SITE_CACHE_SECONDS))
  return Number.isFinite(n) && n >= 0 ? n : 300
}

/** The site a key names, read from the database (uncached; the resolver below caches it). */
export async function findSiteForKey(payload: Payload, key: SiteKey): Promise<Site | null> {
  const byWhere = async (where: Where) => {
    const result = await payload.find({ collection: 'sites', where, limit: 1, depth: 1, overrideAccess: true })
    return (result.docs[0] as Site | undefined) ?? null
  }
  if (key.kind === 'slug') return byWhere({ slug: { equals: key.slug } })
  if (key.kind === 'domain') return byWhere({ 'domains.domain': { equals: key.domain } })
  const settings = await payload.findGlobal({ slug: 'platform-settings', depth: 0, overrideAccess: true })
  const id = relationId(settings?.defaultSite)
  if (id) {
    const site = await byWhere({ id: { equals: id } })
    if (site) return site
  }
  const first = await payload.find({ collection: 'sites', sort: 'id', limit: 1, depth: 1, overrideAccess: true })
  return (first.docs[0] as Site | undefined) ?? null
}

type SiteCache = MemoryCache<string, Site | null>

/** Which entries an expiry drops: all (no tags, the directory's tag), or the sites whose own tag expired. */
function dropExpiredSites(cache: SiteCache, expiry: CacheExpiry): void {
  if (expiry.tags.length === 0 || expiry.tags.includes(SITES_DIRECTORY_TAG)) {
    cache.clear()
    return
  }
  const expired = new Set(expiry.tags)
  for (const key of cache.keys()) {
    const site = cache.get(key)
    if (site && expired.has(siteTag(site.id))) cache.delete(key)
  }
}

const caches = new WeakMap<Payload, SiteCache>()

function cacheFor(payload: Payload): SiteCache {
  let cache = caches.get(payload)
  if (!cache) {
    const seconds = siteCacheSeconds()
    // SITE_CACHE_SECONDS=0 turns the cache off (every request reads its site).
    const created: SiteCache = new MemoryCache({ max: seconds > 0 ? SITE_CACHE_MAX : 0, ttlMs: seconds * 1000 })
    onExpiry((expiry) => dropExpiredSites(created, expiry))
    caches.set(payload, created)
    cache = created
  }
  return cache
}

/** The site this key names, or null; cached until the bus expires it. */
export function resolveSite(payload: Payload, key: SiteKey): Promise<Site | null> {
  return cacheFor(payload).fetch(encodeSiteKey(key), () => findSiteForKey(payload, key))
}

/** The site served at this Host header, or null (a malformed or unknown host). */
export async function siteForHost(payload: Payload, host: string | null | undefined): Promise<Site | null> {
  const key = siteKeyForHost(host)
  return key ? resolveSite(payload, key) : null
}

/** The site a request was sent to: its Host header, else its URL's host. */
export function siteForRequest(payload: Payload, request: Request): Promise<Site | null> {
  let host = request.headers.get('host')
  if (!host) {
    try {
      host = new URL(request.url).host
    } catch {
      host = null
    }
  }
  return siteForHost(payload, host)
}
