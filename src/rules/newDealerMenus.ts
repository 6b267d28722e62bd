/**
 * The menus a new dealer gets from its template site (issue 32): the template's links, less the
 * ones an editor typed to the template's own stock lists. A link to a make or model
 * (/search/toyota/corolla), a filtered list (/cars/?refinementList…) or a brand page leads to the
 * template dealer's stock, which the new dealer does not have: the copy leaves it out, and an entry
 * left with no dropdown items after that goes too. The whole stock (/cars/) and the car-type lists
 * (/search/new-cars …) stay: whether those show is decided from the site's own stock when menus
 * are drawn (the rule "generated stock links with an empty list are not shown").
 *
 * Pure.
 */
import { carTypesForSearchSlug } from './carType'

export interface MenuLink {
  label: string
  href: string
  children?: MenuLink[] | null
}

/** The path and query of a same-site href; null for other sites and non-paths. */
function pathAndQuery(href: string): { path: string; query: string } | null {
  const trimmed = href.trim()
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null
  const [beforeHash] = trimmed.split('#')
  const [path, query = ''] = (beforeHash ?? '').split('?')
  return { path: (path ?? '').replace(/\/+$/, '').toLowerCase() || '/', query }
}

/** True when the href leads to a list of the template dealer's stock rather than the site's own. */
export function isTemplateStockLink(href: string): boolean {
  const parts = pathAndQuery(href)
  if (!parts) return false
  const { path, query } = parts
  if (path === '/cars') return query.trim() !== ''
  if (path.startsWith('/brands/')) return true
  if (path.startsWith('/search/')) return carTypesForSearchSlug(path) === null || path.split('/').length > 3 || query.trim() !== ''
  return false
}

/** The template's menu items for a new dealer (see the module comment). */
export function menuItemsForNewDealer<T extends MenuLink>(items: readonly T[] | null | undefined): T[] {
  return (items ?? []).flatMap((item) => {
    if (isTemplateStockLink(item.href)) return []
    const children = item.children ?? []
    const kept = children.filter((child) => !isTemplateStockLink(child.href))
    if (children.length > 0 && kept.length === 0) return []
    return [{ ...item, children: kept }]
  })
}
