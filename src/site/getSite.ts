/**
 * Resolves a site key to the Site document, cached per key and expired by the sites hooks.
 * The frontend reads with overrideAccess and filters by site itself: the multi-tenant plugin
 * scopes the admin and API, not the shopper-facing pages.
 */
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { payloadClient } from '../lib/payload'
import { SITES_DIRECTORY_TAG } from '../cache/tags'
import { decodeSiteKey, type SiteKey } from './siteKey'
import type { Site } from '../payload-types'

export async function findSiteForKey(payload: Payload, key: SiteKey): Promise<Site | null> {
  const byWhere = async (where: Record<string, unknown>) => {
    const result = await payload.find({ collection: 'sites', where: where as never, limit: 1, depth: 1, overrideAccess: true })
    return (result.docs[0] as Site | undefined) ?? null
  }
  if (key.kind === 'slug') return byWhere({ slug: { equals: key.slug } })
  if (key.kind === 'domain') return byWhere({ 'domains.domain': { equals: key.domain } })
  const settings = await payload.findGlobal({ slug: 'platform-settings', depth: 0, overrideAccess: true })
  const defaultId = settings?.defaultSite as number | { id: number } | null | undefined
  const id = defaultId && typeof defaultId === 'object' ? defaultId.id : defaultId
  if (id) {
    const site = await byWhere({ id: { equals: id } })
    if (site) return site
  }
  const first = await payload.find({ collection: 'sites', sort: 'id', limit: 1, depth: 1, overrideAccess: true })
  return (first.docs[0] as Site | undefined) ?? null
}

const cachedSite = unstable_cache(
  async (segment: string): Promise<Site | null> => {
    const key = decodeSiteKey(segment)
    if (!key) return null
    return findSiteForKey(await payloadClient(), key)
  },
  ['site-by-key'],
  { tags: [SITES_DIRECTORY_TAG], revalidate: 300 },
)

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

const cachedDirectory = unstable_cache(async () => readSiteDirectory(await payloadClient()), ['site-directory'], {
  tags: [SITES_DIRECTORY_TAG],
  revalidate: 300,
})

/** Whether a key can name a site at all: unknown slugs and hosts are answered without a cache entry of their own. */
export function isKnownKey(key: SiteKey, directory: SiteDirectory): boolean {
  if (key.kind === 'default') return true
  if (key.kind === 'slug') return directory.slugs.includes(key.slug)
  return directory.domains.includes(key.domain)
}

/** The site for a rewritten path segment, or null (the caller answers 404). */
export async function getSite(segment: string): Promise<Site | null> {
  const key = decodeSiteKey(segment)
  if (!key || !isKnownKey(key, await cachedDirectory())) return null
  return cachedSite(segment)
}
