/**
 * The one site identity of the shopper side: a rewritten path segment (`s~slug`, `d~default`,
 * `h~www.example.com`, see src/rules/siteKey.ts) or a site slug (the search endpoint) resolves to
 * the Site document, and a site to its scope (its dealerships' slugs for the search base filter).
 * The directory of slugs and domains is cached under SITES_DIRECTORY_TAG (every site change); the
 * site itself comes from the one resolver (src/data/siteResolver.ts), dropped by the expiry bus.
 *
 * The frontend reads with overrideAccess and filters by site itself: the multi-tenant plugin
 * scopes the admin and API, not the shopper-facing pages.
 */
import 'server-only'
import type { Payload } from 'payload'
import { payloadClient } from '@/data/payload'
import { SITES_DIRECTORY_TAG } from '@/cache/tags'
import { decodeSiteKey, type SiteKey } from '@/rules/siteKey'
import type { Site } from '@/payload-types'
import { cachedForSite, cachedShared } from './cache'
import { resolveSite } from './siteResolver'

export { findSiteForKey } from './siteResolver'

/** Every site's slug and domains: one cache entry, whatever hosts visitors send. */
export type SiteDirectory = { slugs: string[]; domains: string[] }

export async function readSiteDirectory(payload: Payload): Promise<SiteDirectory> {
  const { docs } = await payload.find({
    collection: 'sites',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { slug: true, domains: true },
  })
  return {
    slugs: docs.map((s) => String(s.slug)),
    domains: docs.flatMap((s) => (s.domains ?? []).map((d) => String(d.domain).toLowerCase())),
  }
}

/** Whether a key can name a site at all: unknown slugs and hosts are answered without a cache entry of their own. */
export function isKnownKey(key: SiteKey, directory: SiteDirectory): boolean {
  if (key.kind === 'default') return true
  if (key.kind === 'slug') return directory.slugs.includes(key.slug)
  return directory.domains.includes(key.domain)
}

const SITE_REVALIDATE_SECONDS = 300

function siteDirectory(): Promise<SiteDirectory> {
  return cachedShared(['site-directory'], [SITES_DIRECTORY_TAG], async () => readSiteDirectory(await payloadClient()), SITE_REVALIDATE_SECONDS)
}

/**
 * The site for a rewritten path segment, or null (the caller answers 404). The directory read
 * (Next's data cache) tags the page with the directory's tag; the site itself comes from the one
 * resolver (src/data/siteResolver.ts).
 */
export async function getSite(segment: string): Promise<Site | null> {
  const key = decodeSiteKey(segment)
  if (!key || !isKnownKey(key, await siteDirectory())) return null
  return resolveSite(await payloadClient(), key)
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The site with this slug (the search endpoint's path names the site by slug), or null. */
export function getSiteBySlug(slug: string): Promise<Site | null> {
  if (typeof slug !== 'string' || slug.length > 100 || !SLUG.test(slug)) return Promise.resolve(null)
  return getSite(`s~${slug}`)
}

/** The slugs of every dealership of a site (the search base filter), cached under the site's dealership tag. */
export function getDealershipSlugs(siteId: number): Promise<string[]> {
  return cachedForSite(siteId, 'dealerships', ['slugs'], async () => readDealershipSlugs(await payloadClient(), siteId))
}

export async function readDealershipSlugs(payload: Payload, siteId: number | string): Promise<string[]> {
  const result = await payload.find({
    collection: 'dealerships',
    where: { site: { equals: siteId } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return result.docs.map((d) => (d as { slug?: string | null }).slug).filter((s): s is string => typeof s === 'string' && s !== '')
}

import type { SiteScope } from '@/search/siteQuery'

export type { SiteScope }

/** The scope of the site with this slug; null for an unknown site. */
export async function getSiteScope(slug: string): Promise<SiteScope | null> {
  const site = await getSiteBySlug(slug)
  if (!site) return null
  return { site, dealershipSlugs: await getDealershipSlugs(site.id) }
}
