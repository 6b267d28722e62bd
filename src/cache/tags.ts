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
/**
 * One stored file of a media document (its original or one of its sizes), by file name: the
 * file's answers (/api/media/file/…, and /_next/image for it) are tagged from their URL alone,
 * and a media document's save or delete expires the tags of every file it had and has.
 */
export const mediaFileTag = (filename: string) => `media:file:${filename}`
