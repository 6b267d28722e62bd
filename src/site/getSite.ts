/** Moved to the data module: import from `@/data`. Kept as a re-export for code not yet moved over. */
export { findSiteForKey, getSite, isKnownKey, readSiteDirectory, type SiteDirectory } from '@/data/sites'
