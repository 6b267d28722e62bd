/**
 * The one server-side data module of the shopper pages: every read a page, a
 * block or a route makes goes through these verb-shaped functions, which return the app's own
 * types, cache with one mechanism (./cache.ts: Next's data cache keyed by site, under the per-site
 * tags the Payload hooks expire) and resolve the site one way (./sites.ts).
 */
import 'server-only'

export { siteForHost, siteForRequest } from './siteResolver'
export { getSite } from './sites'
export { getDealerships, getHolidayHours, getLocations, getMenu, getOffers, getPage, getPost, getPosts } from './content'
export { getVehicle } from './vehicles'
export {
  getPriceStats,
  getSearchConfig,
  loadSearchContext,
  resolveSearchPage,
} from './search'
export { getStockCounts } from './stockCounts'
export { getLocationStock } from './locationStock'
export { getManufacturerBySlug, getModelOffers, getModelPageContent, getModelStock, getSoldModels } from './models'
