/**
 * Issue 32: links an editor typed that lead a shopper to an empty stock list. A menu's stock-type
 * links (New cars, Used cars, Caravans: src/rules/stockLinks.ts) hide themselves while their list
 * is empty; every other link to a stock list stays as typed (a make, a model, a filtered /cars/,
 * or any stock link inside a page's or post's text and buttons), and the dashboard names those
 * whose list is empty now, with where they are: "N links lead to empty lists".
 *
 * A link's list is counted the way its page would count it: the site's search, inside the site's
 * stock scope (src/search/siteQuery.ts), with the page's own filter. Published pages and posts
 * only; read with overrideAccess for the sites the viewer already sees (the dashboard's panels).
 */
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import { carTypesForSearchSlug } from '@/rules/carType'
import { stockListOfHref } from '@/rules/stockLinks'
import { ATTR } from '@/search/facets'
import { INDEX_NAMES, type SearchIndex } from '@/search/index'
import { searchSegment } from '@/search/searchLinks'
import { facetFilter } from '@/search/searchPageData'
import { siteMultiSearch } from '@/search/siteQuery'
import { getSearchIndex } from '@/search/provider'

/** A typed link to a stock list, and where it is. */
interface ListLink {
  href: string
  label: string
  /** Where it is, in words: 'header menu "Our Stock"', 'page "About us"'. */
  where: string
  /** The admin screen to fix it in. */
  adminHref: string
}

export interface EmptyListLinks {
  count: number
  links: ListLink[]
}

/** What a list link asks the search: ANDed filters, and make / model slugs to match against stock. */
interface ListQuery {
  filters: string[]
  make?: string
  model?: string
}

function parse(href: string): URL | null {
  try {
    return new URL(href, 'http://site.invalid')
  } catch {
    return null
  }
}

/** The search a same-site link to a stock list (/cars/..., /search/...) stands for; null for any other link. */
function listQueryOfHref(href: string | null | undefined): ListQuery | null {
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return null
  const url = parse(href.trim())
  if (!url) return null
  const path = url.pathname.replace(/\/+$/, '')
  const search = /^\/search\/([^/]+)(?:\/([^/]+))?$/.exec(path)
  if (search) {
    const carTypes = search[2] ? null : carTypesForSearchSlug(search[1])
    if (carTypes) return { filters: [`(${carTypes.map((t) => facetFilter(ATTR.carType, t)).join(' OR ')})`] }
    return { filters: [], make: searchSegment(decodeURIComponent(search[1] as string)), ...(search[2] ? { model: searchSegment(decodeURIComponent(search[2])) } : {}) }
  }
  if (path !== '/cars') return null
  const byAttribute = new Map<string, string[]>()
  for (const [key, value] of url.searchParams) {
    const match = /^refinementList\[([a-z_]+)\]\[\d+\]$/.exec(key)
    if (match) byAttribute.set(match[1] as string, [...(byAttribute.get(match[1] as string) ?? []), value])
  }
  return { filters: [...byAttribute].map(([attribute, values]) => `(${values.map((v) => facetFilter(attribute, v)).join(' OR ')})`) }
}

type MenuDoc = { id: number; placement?: string | null; items?: Array<{ label: string; href: string; children?: Array<{ label: string; href: string }> | null }> | null }

/** A menu's typed links to stock lists (its stock-type links hide themselves and are left out). */
function menuListLinks(menu: MenuDoc): ListLink[] {
  const adminHref = `/admin/collections/menus/${menu.id}`
  const links: ListLink[] = []
  for (const item of menu.items ?? []) {
    for (const [link, parent] of [[item, null] as const, ...(item.children ?? []).map((c) => [c, item] as const)]) {
      if (!listQueryOfHref(link.href) || stockListOfHref(link.href)) continue
      const where = `${menu.placement ?? ''} menu "${parent ? `${parent.label} → ` : ''}${link.label}"`.trim()
      links.push({ href: link.href, label: link.label, where, adminHref })
    }
  }
  return links
}

/** Every link to a stock list anywhere in a document's content (rich-text links, block buttons). */
function contentListLinks(content: unknown, where: string, adminHref: string): ListLink[] {
  const links: ListLink[] = []
  const walk = (value: unknown, label: string) => {
    if (Array.isArray(value)) return value.forEach((v) => walk(v, label))
    if (!value || typeof value !== 'object') return
    const node = value as Record<string, unknown>
    const text = Array.isArray(node.children) ? node.children.map((c) => (c as { text?: unknown })?.text).filter((t) => typeof t === 'string').join('') : ''
    const nodeLabel = typeof node.label === 'string' ? node.label : text || label
    for (const key of ['url', 'href'] as const) {
      const href = node[key]
      if (typeof href === 'string' && listQueryOfHref(href)) links.push({ href, label: nodeLabel || href, where, adminHref })
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'url' && key !== 'href') walk(child, nodeLabel)
  }
  walk(content, '')
  return links
}

type FacetResults = { results: Array<{ nbHits?: number; facets?: Record<string, Record<string, number>> }> }

/** How many cars the link's page lists on the site now. */
async function countList(index: SearchIndex, scope: { site: Site; dealershipSlugs: string[] }, query: ListQuery): Promise<number> {
  const run = async (filters: string[], facet?: string) => {
    const request = { indexName: INDEX_NAMES.primary, hitsPerPage: 0, ...(filters.length ? { filters: filters.join(' AND ') } : {}), ...(facet ? { facets: [facet], maxValuesPerFacet: 1000 } : {}) }
    // The engine's multi-search result type is a union of hit and facet answers; a hitsPerPage 0 request answers counts and facets.
    return ((await siteMultiSearch(index, scope, { requests: [request] })) as unknown as FacetResults).results[0] ?? {}
  }
  const filters = [...query.filters]
  for (const [attribute, segment] of [[ATTR.make, query.make], [ATTR.model, query.model]] as const) {
    if (segment === undefined) continue
    const values = (await run(filters, attribute)).facets?.[attribute] ?? {}
    const value = Object.keys(values).find((v) => searchSegment(v) === segment)
    if (value === undefined) return 0
    filters.push(facetFilter(attribute, value))
  }
  return (await run(filters)).nbHits ?? 0
}

async function siteListLinks(payload: Payload, siteId: number): Promise<ListLink[]> {
  const bySite = { site: { equals: siteId } }
  const [menus, pages, posts] = await Promise.all([
    payload.find({ collection: 'menus', where: bySite, pagination: false, depth: 0, overrideAccess: true }),
    payload.find({ collection: 'pages', where: { and: [bySite, { _status: { equals: 'published' } }] }, pagination: false, depth: 0, overrideAccess: true }),
    payload.find({ collection: 'posts', where: { and: [bySite, { _status: { equals: 'published' } }] }, pagination: false, depth: 0, overrideAccess: true }),
  ])
  return [
    ...(menus.docs as MenuDoc[]).flatMap(menuListLinks),
    ...pages.docs.flatMap((p) => contentListLinks(p.layout, `page "${p.title}"`, `/admin/collections/pages/${p.id}`)),
    ...posts.docs.flatMap((p) => contentListLinks(p.content, `post "${p.title}"`, `/admin/collections/posts/${p.id}`)),
  ]
}

/** The site's typed links whose list is empty now; none when the search cannot answer. */
export async function emptyListLinks(payload: Payload, site: Site): Promise<EmptyListLinks> {
  try {
    const links = await siteListLinks(payload, site.id)
    if (links.length === 0) return { count: 0, links: [] }
    const dealerships = await payload.find({ collection: 'dealerships', where: { site: { equals: site.id } }, pagination: false, depth: 0, overrideAccess: true, select: { slug: true } })
    const scope = { site, dealershipSlugs: dealerships.docs.map((d) => String(d.slug)) }
    const index = getSearchIndex(payload)
    const counts = new Map<string, Promise<number>>()
    const countOf = (href: string) => {
      if (!counts.has(href)) counts.set(href, countList(index, scope, listQueryOfHref(href) as ListQuery))
      return counts.get(href) as Promise<number>
    }
    const empty = (await Promise.all(links.map(async (link) => ((await countOf(link.href)) === 0 ? link : null)))).filter((l): l is ListLink => l !== null)
    return { count: empty.length, links: empty }
  } catch (error) {
    console.error('[dashboard] could not check the links to stock lists', error)
    return { count: 0, links: [] }
  }
}

/** "1 link leads to an empty list" / "N links lead to empty lists". */
export function emptyListLinksText(count: number): string {
  return count === 1 ? '1 link leads to an empty list' : `${count} links lead to empty lists`
}
