/**
 * The one server-side data module of the shopper pages: every read a page, a
 * block or a route makes goes through these verb-shaped functions, which return the app's own
 * types, cache with one mechanism (./cache.ts: Next's data cache keyed by site, under the per-site
 * tags the Payload hooks expire) and resolve the site one way (./sites.ts).
 */
import 'server-only'

export { findSiteForKey, resolveSite, siteForHost, siteForRequest } from './siteResolver'
export { getDealershipSlugs, getSite, getSiteBySlug, getSiteScope, isKnownKey, readSiteDirectory, type SiteDirectory, type SiteScope } from './sites'
export { getDealerships, getHolidayHours, getLocations, getMenu, getOffers, getPage, getPost, getPosts, getReviews, type OffersSite } from './content'
export { loadHolidayHours, loadLocations, loadOffers, loadReviews } from './blocks'
export { getSiteVehicle, getVehicle } from './vehicles'
export { getSiteIcon } from './icons'
export {
  facetValues,
  getPriceStats,
  getSearchConfig,
  loadSearchContext,
  resolveSearchPage,
  searchVehicles,
  type SearchContext,
} from './search'
export { getManufacturerName } from './manufacturers'
export { getStockCounts } from './stockCounts'
export { getLocationStock, LOCATION_STOCK_SHOWN, type LocationStock } from './locationStock'
export { getManufacturerBySlug, getModelOffers, getModelPageContent, getModelStock, getSoldModels, type ModelStock } from './models'
