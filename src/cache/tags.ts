/**
 * Cache tags. Every tag names the site, so an edit on one site never refreshes another.
 */
export const siteTag = (siteId: number | string) => `site:${siteId}`
export const siteCollectionTag = (siteId: number | string, collection: string) => `site:${siteId}:${collection}`
/** Host-to-site resolution depends on every site's slug and domains. */
export const SITES_DIRECTORY_TAG = 'sites-directory'
/** Collections that are not site-scoped (manufacturers) affect every site. */
export const globalCollectionTag = (collection: string) => `global:${collection}`
/** One vehicle's page on one site (by slug: the page looks the car up by its slug). */
export const vehicleTag = (siteId: number | string, slug: string) => `site:${siteId}:vehicle:${slug}`
