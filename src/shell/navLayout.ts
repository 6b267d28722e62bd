/**
 * Pure view rules of the header navigation: which item is the current page (or its section), and
 * how many items fit in the one desktop row (the rest go into "More").
 */
/** One header or footer menu entry; an entry with children is a dropdown. */
export type NavLink = { label: string; href: string; children?: NavLink[] }

export type CurrentNav = {
  /** Index of the top-level item that holds the current page. */
  index: number
  /** Index of the child link inside that item's dropdown, when the match is one of its children. */
  child: number | null
  /** True when the link's path is the page's path; false when the page is inside its section. */
  exact: boolean
}

/** A path without query, hash or trailing slash ("/" stays "/"); null for links that are not site paths. */
function linkPath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  if (/[?#]/.test(href)) return null // a filtered view (/cars/?type=…) is not a page's own address
  return href.replace(/\/+$/, '') || '/'
}

function pagePath(pathname: string): string {
  return pathname.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'
}

/**
 * The menu item of the page at `pathname`: the link whose path equals the page's, or else the
 * link whose path is the longest prefix of it (its section: "/cars" for "/cars/{car}"). "/" is
 * only ever the home page, never a section. A dropdown's own href is not a link the shopper can
 * follow, so only its children count; links with a query string (a filtered view) never match.
 * On a tie the first item in the menu wins.
 */
export function currentNavItem(items: NavLink[], pathname: string): CurrentNav | null {
  const page = pagePath(pathname)
  let best: (CurrentNav & { score: number }) | null = null
  const consider = (href: string, index: number, child: number | null) => {
    const path = linkPath(href)
    if (!path) return
    const exact = path === page
    if (!exact && (path === '/' || !page.startsWith(`${path}/`))) return
    const score = exact ? Number.MAX_SAFE_INTEGER : path.length
    if (!best || score > best.score) best = { index, child, exact, score }
  }
  items.forEach((item, index) => {
    if (item.children?.length) item.children.forEach((c, child) => consider(c.href, index, child))
    else consider(item.href, index, null)
  })
  if (!best) return null
  const { index, child, exact } = best as CurrentNav & { score: number }
  return { index, child, exact }
}

/**
 * How many items, in menu order, fit in a row `available` pixels wide with `gap` pixels between
 * them (items have `widths`). At least none, at most all.
 */
export function fitCount(widths: number[], gap: number, available: number): number {
  let used = 0
  for (let i = 0; i < widths.length; i++) {
    used += widths[i] + (i > 0 ? gap : 0)
    if (used > available + 0.5) return i // half a pixel of rounding
  }
  return widths.length
}

/**
 * How many items the row shows when "More" must follow it as soon as one item is left out
 * (`moreSpace`: its width and the gap before it): all of them when they fit in `available`, else
 * as many as fit beside "More".
 */
export function rowFit(widths: number[], gap: number, available: number, moreSpace: number): number {
  const all = fitCount(widths, gap, available)
  return all === widths.length ? all : fitCount(widths, gap, available - moreSpace)
}
