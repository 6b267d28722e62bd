/**
 * Issue 32 "Menus and pages that never lead to nothing": which stock links a menu shows.
 *
 * A stock-type link is a link to one of the platform's own stock lists, built from the stock types:
 * `/search/{car types}-cars` (SPEC.md §2: /search/new-cars, /search/demo-cars, /search/used-cars,
 * /search/new-and-demo-cars, ...) or `/cars/` refined by nothing but item type and/or car type
 * (`/cars/?refinementList[item_type][0]=caravan`, the "Caravans" link). The seed and the new-dealer
 * wizard write exactly these into the header and footer menus. Such a link whose list is empty on
 * the site (its stock scope counts 0 for those types) is not shown, and shows again once stock of
 * that type is listed. Every other link an editor typed (a make, a model, a filtered search, a
 * page) stays as typed; the admin dashboard names those that lead to an empty list
 * (src/admin/dashboard/emptyListLinks.ts).
 *
 * Decision: when the counts are unknown (the search cannot answer) every link is shown: a link
 * to a list that may be empty is better than a menu that loses its stock links while the search
 * is down.
 */
import { carTypesForSearchSlug, type CarType } from './carType'

/** The stock types a stock-type link lists (either may be absent: no narrowing on it). */
export interface StockList {
  carTypes?: CarType[]
  itemTypes?: string[]
}

/** The site's listed stock per car type and per item type (facet counts inside its scope). */
export interface StockCounts {
  carType: Readonly<Record<string, number>>
  itemType: Readonly<Record<string, number>>
}

const REFINEMENT = /^refinementList\[(car_type|item_type)\]\[\d+\]$/

function parse(href: string): URL | null {
  try {
    return new URL(href, 'http://site.invalid')
  } catch {
    return null
  }
}

/** The stock list a link stands for when it is a stock-type link (see above); else null. */
export function stockListOfHref(href: string | null | undefined): StockList | null {
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return null
  const url = parse(href.trim())
  if (!url) return null
  const path = url.pathname.replace(/\/+$/, '')
  if (/^\/search\/[^/]+$/.test(path)) {
    const carTypes = carTypesForSearchSlug(path)
    return carTypes && url.search === '' ? { carTypes } : null
  }
  if (path !== '/cars') return null
  const carTypes = new Set<CarType>()
  const itemTypes = new Set<string>()
  for (const [key, raw] of url.searchParams) {
    const match = REFINEMENT.exec(key)
    if (!match) return null
    const value = raw.trim().toLowerCase()
    if (match[1] === 'item_type') itemTypes.add(value)
    else {
      const types = carTypesForSearchSlug(`${value}-cars`)
      if (!types || types.length !== 1) return null
      carTypes.add(types[0] as CarType)
    }
  }
  if (carTypes.size === 0 && itemTypes.size === 0) return null
  return { ...(carTypes.size ? { carTypes: [...carTypes] } : {}), ...(itemTypes.size ? { itemTypes: [...itemTypes] } : {}) }
}

const sum = (counts: Readonly<Record<string, number>>, keys: readonly string[]) =>
  keys.reduce((total, key) => total + (Number.isFinite(counts[key]) && (counts[key] as number) > 0 ? (counts[key] as number) : 0), 0)

/**
 * How many listed vehicles a stock list holds, or null when separate facet counts cannot tell (a
 * list narrowed by both car type and item type: shown unless one side alone is empty).
 */
export function stockListCount(list: StockList, counts: StockCounts): number | null {
  const byCar = list.carTypes ? sum(counts.carType, list.carTypes) : null
  const byItem = list.itemTypes ? sum(counts.itemType, list.itemTypes) : null
  if (byCar === 0 || byItem === 0) return 0
  if (byCar !== null && byItem !== null) return null
  return byCar ?? byItem
}

/** Whether a menu shows this link: every link but a stock-type link to an empty list. */
export function showsStockLink(href: string, counts: StockCounts | null): boolean {
  if (!counts) return true
  const list = stockListOfHref(href)
  return !list || stockListCount(list, counts) !== 0
}

type Link = { href: string; children?: Link[] }

/**
 * The menu without its stock-type links to empty lists (top-level items and dropdown items); an
 * entry whose dropdown loses every item keeps its own link. A new array; `links` is not changed.
 */
export function withoutEmptyStockLinks<T extends Link>(links: readonly T[], counts: StockCounts | null): T[] {
  if (!counts) return [...links]
  return links
    .filter((link) => showsStockLink(link.href, counts))
    .map((link) => (link.children?.length ? { ...link, children: link.children.filter((child) => showsStockLink(child.href, counts)) } : link))
}
