/** Names and limits several parts of the app must agree on. Pure values; safe in browser and server code. */

/** The primary search index when env ALGOLIA_INDEX is unset (replicas add `_latest`, `_price_desc`, `_price_asc`). */
export const DEFAULT_SEARCH_INDEX = 'Car_production'

/** A primary search index and its three sort replicas (latest, highest price, lowest price). */
export function searchIndexNames(primary: string): { primary: string; latest: string; priceDesc: string; priceAsc: string } {
  return { primary, latest: `${primary}_latest`, priceDesc: `${primary}_price_desc`, priceAsc: `${primary}_price_asc` }
}

/** The longest car slug (the vehicle hooks and the importer write at most this many characters). */
export const MAX_CAR_SLUG_LENGTH = 200
