/** Turns a site's menu document into links, with SPEC.md's defaults when none is edited yet. */
import type { Menu } from '@/payload-types'
import type { NavLink } from './NavMenu'
import { isSafeHref } from '@/rules/safeHref'

export const DEFAULT_HEADER: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Our Stock', href: '/cars/' },
  { label: 'Offers', href: '/special-offers' },
  { label: 'Service', href: '/service' },
  { label: 'Contact', href: '/contact' },
]

export function menuLinks(menu: Menu | null, fallback: NavLink[] = DEFAULT_HEADER): NavLink[] {
  if (!menu?.items?.length) return fallback
  return menu.items
    .filter((i) => isSafeHref(i.href))
    .map((i) => ({
      label: i.label,
      href: i.href,
      children: (i.children ?? []).filter((c) => isSafeHref(c.href)).map((c) => ({ label: c.label, href: c.href })),
    }))
}

/** SPEC.md §2: a blog link appears when blogs exist (and the site has not switched it off). */
export function withBlogLink(links: NavLink[], hasPosts: boolean, blogSetting: string | null | undefined): NavLink[] {
  const show = hasPosts && blogSetting !== 'off'
  const without = links.filter((l) => l.href !== '/blog')
  return show ? [...without, { label: 'Blog', href: '/blog' }] : without
}
