/** Names and limits several parts of the app must agree on. Pure values; safe in browser and server code. */

/** The primary search index when env ALGOLIA_INDEX is unset (replicas add `_latest`, `_price_desc`, `_price_asc`). */
export const DEFAULT_SEARCH_INDEX = 'Car_production'

/** The longest car slug (the vehicle hooks and the importer write at most this many characters). */
export const MAX_CAR_SLUG_LENGTH = 200
