/**
 * Which dealerships an import writes to: the --site (dealership slugs are looked up on that site
 * only), each row's dealership resolved once per slug, and the dealerships in scope (those of the
 * good rows, the --dealership, and with --full-feed every dealership the file names).
 */
import type { Payload, Where } from 'payload'
import { ImportFatalError } from './importErrors'
import { type ImportRun, reject } from './importRun'
import type { ValidRow } from './importRows'
import type { DealershipInfo } from './importTypes'
import { relationId } from '@/lib/relations'

type Resolution = { ok: true; dealership: DealershipInfo } | { ok: false; reason: string }
export type ResolveDealership = (slug: string) => Promise<Resolution>

const idOf = (v: unknown): number | string | undefined => relationId(v) ?? undefined

/** The id of the --site, if one is given; an unknown one stops the import. */
export async function findSiteId(payload: Payload, site: string | undefined): Promise<number | string | undefined> {
  if (!site) return undefined
  const sites = await payload.find({ collection: 'sites', where: { slug: { equals: site } }, limit: 1, depth: 0, overrideAccess: true })
  if (!sites.docs[0]) throw new ImportFatalError(`No site with slug "${site}".`)
  return sites.docs[0].id
}

/** Resolves a dealership slug (on the site, when there is one), each slug looked up once. */
export function dealershipResolver(payload: Payload, siteId: number | string | undefined, siteSlug: string | undefined): ResolveDealership {
  const cache = new Map<string, Promise<Resolution>>()
  const lookUp = async (slug: string): Promise<Resolution> => {
    const where: Where = siteId !== undefined ? { and: [{ slug: { equals: slug } }, { site: { equals: siteId } }] } : { slug: { equals: slug } }
    const { docs } = await payload.find({ collection: 'dealerships', where, limit: 10, depth: 1, overrideAccess: true })
    if (docs.length === 0) return { ok: false, reason: siteSlug ? `unknown dealership "${slug}" on site ${siteSlug}` : `unknown dealership "${slug}"` }
    if (docs.length > 1) {
      const sites = docs.map((d) => (d.site && typeof d.site === 'object' ? d.site.slug : idOf(d.site))).join(', ')
      return { ok: false, reason: `dealership "${slug}" exists on several sites (${sites}); pass --site` }
    }
    const d = docs[0]
    return { ok: true, dealership: { id: d.id, slug, name: String(d.name ?? slug), site: idOf(d.site) } }
  }
  return (slug) => {
    let found = cache.get(slug)
    if (!found) {
      found = lookUp(slug)
      cache.set(slug, found)
    }
    return found
  }
}

/**
 * Gives each good row its dealership (or rejects it) and returns the dealerships in scope by slug:
 * the good rows', the --dealership's and, with --full-feed, every dealership the file names
 * (rejected rows still name their dealership: it is part of the feed).
 */
export async function dealershipsInScope(
  run: ImportRun,
  good: ValidRow[],
  listed: ReadonlyMap<string, Set<string>>,
  defaultDealership: string | undefined,
  resolveDealership: ResolveDealership,
): Promise<Map<string, DealershipInfo>> {
  const inScope = new Map<string, DealershipInfo>()
  for (const item of good) {
    const resolved = await resolveDealership(item.value.dealership_slug)
    if (resolved.ok) {
      item.dealership = resolved.dealership
      inScope.set(resolved.dealership.slug, resolved.dealership)
    } else {
      reject(run, item.row, item.value.stocknum, [{ field: 'dealership_slug', reason: resolved.reason }])
    }
  }
  if (defaultDealership) {
    const resolved = await resolveDealership(defaultDealership)
    if (resolved.ok) inScope.set(resolved.dealership.slug, resolved.dealership)
  }
  if (run.options.fullFeed) {
    for (const slug of listed.keys()) {
      const resolved = await resolveDealership(slug)
      if (resolved.ok) inScope.set(slug, resolved.dealership)
    }
  }
  return inScope
}
