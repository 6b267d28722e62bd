/**
 * The pure parts of the search pages (the reads are src/data/search.ts): what a /search/... path stands for (SPEC.md §2 Routes), its
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
import { pluraliseVehicle } from '@/rules/carType'
import type { Site } from '@/payload-types'
import type { SiteUi } from './cardTypes'

export type SearchScope = {
  /** Car types fixed by the page (/search/new-cars ...). */
  carTypes?: string[]
  make?: string
  model?: string
}

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

/** The plural vehicle word of a site's page titles: "Cars", "Caravans", "Cars and Caravans" (a site of both, as allStockTitle). */
export function vehiclesWord(site: SiteUi): string {
  return site.vehicleLabel === 'Vehicle' ? 'Cars and Caravans' : pluraliseVehicle(site.vehicleLabel, 2)
}

/** "Cars for sale", "Caravans for sale", or "Cars and Caravans for sale" for /cars/. */
export function allStockTitle(site: Site): string {
  const types = site.settings?.stockItemTypes ?? []
  if (types.length === 1 && types[0] === 'caravan') return 'Caravans for sale'
  if (types.includes('caravan') && types.includes('car')) return 'Cars and Caravans for sale'
  return 'Cars for sale'
}
