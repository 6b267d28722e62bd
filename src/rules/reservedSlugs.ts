/**
 * Site slugs the platform keeps for itself: every top-level path segment the app serves (the
 * segments of src/app, through its route groups, and the folders and files of public/), Next's own
 * `_next`, and the names a host or proxy commonly routes. A site slug with one of these names
 * would collide with a route, so the new-dealer wizard and the Sites form refuse them.
 * tests/unit/rules/reservedSlugs.test.ts compares the list with the tree, so a new top-level
 * route cannot be added without reserving its name here. Pure.
 */

/** Top-level route segments of src/app and public/ (kept equal to the tree by the unit test). */
export const ROUTE_SEGMENTS = ['admin', 'api', 'images'] as const

/** Segments Next.js, browsers and proxies reserve whatever the tree holds. */
const PLATFORM_SEGMENTS = ['_next', 'static', 'assets', 'favicon', 'robots', 'sitemap', 'manifest', 'health', 'www', 'localhost'] as const

export const RESERVED_SLUGS: ReadonlySet<string> = new Set<string>([...ROUTE_SEGMENTS, ...PLATFORM_SEGMENTS])

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug.trim().toLowerCase())
}

export const reservedSlugMessage = (slug: string) =>
  `"${slug}" is an address the platform uses itself (e.g. /${slug}): choose another slug, such as ${slug}-motors.`
