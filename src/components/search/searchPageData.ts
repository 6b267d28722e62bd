/**
 * Server side of the search pages: what a /search/... path stands for (SPEC.md §2 Routes), its
 * heading and its fixed scope as an Algolia `filters` expression.
 *
 * Decisions (SPEC.md is silent):
 * - /search/{car-type}-cars (new, used, demo and their "-and-" combinations, "all-cars") scopes the
 *   page to those car types; the condition facet then only offers them.
 * - /search/{make}: the make is matched (case-, space- and accent-insensitively, spaces as hyphens)
 *   against the site's current stock, then against the manufacturers list. A known manufacturer
 *   without stock still gets its page, with the no-results state (links to it stay valid when stock
 *   sells out); anything else is a 404, so typos do not create pages.
 * - /search/{make}/{model}: the model is matched against the make's stock; an unknown model of a
 *   known make renders the no-results state under a readable title. Pages without stock are
 *   marked noindex.
 */
import { cache } from 'react'
import { carTypesForSearchSlug, pluraliseVehicle } from '../../rules/carType'
import type { SearchClientConfig } from '../../search/client'
import { searchSiteInProcess } from '../../search/inProcess'
import { getSiteSearchConfig } from '../../search/siteSearchConfig'
import { payloadClient } from '../../lib/payload'
import { getSite } from '../../site/getSite'
import type { Site } from '../../payload-types'
import type { SiteUi } from '../car/types'
import { toSiteUi } from './siteUi'
import type { SearchScope } from './FilterPanel'
import { ATTR } from './facets'
import { searchSegment } from './links'

export type ResolvedSearchPage = {
  title: string
  scope: SearchScope
  presetFilter?: string
  /** True when the page's scope has no stock right now (robots: noindex). */
  empty: boolean
}

/** `attr:"value"` with quotes and backslashes escaped (Algolia filter syntax). */
export function facetFilter(attribute: string, value: string): string {
  return `${attribute}:"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

const capitalise = (w: string) => (w ? w.charAt(0).toUpperCase() + w.slice(1) : w)

/** "New", "New and Demo", "New, Used and Demo" from the words of the slug, in slug order. */
export function carTypeHeading(slug: string): string {
  const words = slug
    .toLowerCase()
    .replace(/-cars$/, '')
    .split('-')
    .filter((w) => w !== '' && w !== 'and')
    .map(capitalise)
  if (words.length <= 1) return words[0] ?? ''
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

/** The plural vehicle word of a site: "Cars", "Caravans". */
export function vehiclesWord(site: SiteUi): string {
  return pluraliseVehicle(site.vehicleLabel, 2)
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Facet values with counts for the site's stock (optionally inside `filters`), read from the index
 * in process with the site's base filter; null when the search is down.
 */
export async function facetValues(config: SearchClientConfig, facet: string, filters?: string): Promise<Record<string, number> | null> {
  try {
    const response = (await searchSiteInProcess(await payloadClient(), config.siteSlug, [
      { indexName: config.indexName, hitsPerPage: 0, facets: [facet], maxValuesPerFacet: 1000, ...(filters ? { filters } : {}) },
    ])) as { results: Array<{ facets?: Record<string, Record<string, number>> }> } | null
    if (!response) return null
    return response.results[0]?.facets?.[facet] ?? {}
  } catch (error) {
    console.error(`[search] could not read ${facet} values`, error)
    return null
  }
}

async function manufacturerBySegment(segment: string): Promise<string | null> {
  try {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'manufacturers',
      where: { slug: { equals: segment } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const doc = res.docs[0] as { name?: string } | undefined
    return doc?.name ?? null
  } catch {
    return null
  }
}

function matchSegment(values: Record<string, number> | null, segment: string): { value: string; count: number } | null {
  for (const [value, count] of Object.entries(values ?? {})) {
    if (searchSegment(value) === segment) return { value, count }
  }
  return null
}

async function resolve(site: SiteUi, config: SearchClientConfig, slugKey: string): Promise<ResolvedSearchPage | null> {
  const slug = slugKey.split('/').map((s) => searchSegment(safeDecode(s)))
  if (slug.length === 0 || slug.length > 2 || slug.some((s) => s === '')) return null
  const vehicles = vehiclesWord(site)

  if (slug.length === 1) {
    const carTypes = carTypesForSearchSlug(slug[0])
    if (carTypes) {
      const all = carTypes.length === 3
      return {
        title: `${carTypeHeading(slug[0] as string)} ${vehicles} for sale`,
        scope: all ? {} : { carTypes },
        presetFilter: all ? undefined : carTypes.map((t) => facetFilter(ATTR.carType, t)).join(' OR '),
        empty: false,
      }
    }
  }

  const makeSegment = slug[0] as string
  const makes = await facetValues(config, ATTR.make)
  const stocked = matchSegment(makes, makeSegment)
  const make = stocked?.value ?? (await manufacturerBySegment(makeSegment))
  if (!make) return null
  const makeFilter = facetFilter(ATTR.make, make)

  if (slug.length === 1) {
    return { title: `${make} ${vehicles} for sale`, scope: { make }, presetFilter: makeFilter, empty: !stocked }
  }

  const modelSegment = slug[1] as string
  const models = stocked ? await facetValues(config, ATTR.model, makeFilter) : {}
  const found = matchSegment(models, modelSegment)
  const model = found?.value ?? modelSegment.split('-').map(capitalise).join(' ')
  return {
    title: `${make} ${model} for sale`,
    scope: { make, model },
    presetFilter: `${makeFilter} AND ${facetFilter(ATTR.model, model)}`,
    empty: !found,
  }
}

export type SearchContext = { site: Site; ui: SiteUi; config: SearchClientConfig }

/** The site, its plain-data settings and its search config; null for an unknown site. Once per request. */
export const loadSearchContext = cache(async (siteSegment: string): Promise<SearchContext | null> => {
  const site = await getSite(siteSegment)
  if (!site) return null
  const config = await getSiteSearchConfig(site)
  return { site, ui: toSiteUi(site), config }
})

/** What /search/{slug...} shows; null → 404. Once per request (metadata and page share it). */
export const resolveSearchPage = cache(async (siteSegment: string, slugKey: string): Promise<(SearchContext & { page: ResolvedSearchPage }) | null> => {
  const context = await loadSearchContext(siteSegment)
  if (!context) return null
  const page = await resolve(context.ui, context.config, slugKey)
  return page ? { ...context, page } : null
})

/** "Cars for sale", "Caravans for sale", or "Cars and Caravans for sale" for /cars/. */
export function allStockTitle(site: Site): string {
  const types = site.settings?.stockItemTypes ?? []
  if (types.length === 1 && types[0] === 'caravan') return 'Caravans for sale'
  if (types.includes('caravan') && types.includes('car')) return 'Cars and Caravans for sale'
  return 'Cars for sale'
}
