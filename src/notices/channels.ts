/**
 * The one list of PostgreSQL NOTIFY channels between app instances, with the payload each carries
 * (every payload is JSON and names its sender, `from`, so an instance ignores its own notices).
 * The in-process channel of the same expiries is the expiry bus (src/cache/expiryBus.ts,
 * `CacheExpiry`); every sender packs its payloads with the one packer (noticePayloads.ts).
 */

/** Cache tags expired on one instance (src/cache/expiryNotices.ts). */
export const EXPIRY_CHANNEL = 'cache_expiry'
export type ExpiryNotice = { from: string; tags: string[] }

/** Vehicles changed on one instance, for the others' embedded index (vehicleNotices.ts). */
export const VEHICLES_CHANNEL = 'search_vehicles'
export type VehicleNotice = { from: string; ids: number[]; all: boolean }

/** Next's cache tag states changed on one instance, shared page cache (src/cache/sharedPageCache.ts). */
export const NEXT_CACHE_TAGS_CHANNEL = 'next_cache_tags'
/** A tag's state in Next's cache: when it went stale and when it expired (ms since the epoch). */
export type TagState = { stale?: number; expired?: number }
export type TagStateNotice = { from: string; tags: Record<string, TagState> }

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTICE_BYTES = 7900
