/**
 * GET /feeds/{file} on a site's host (issue 35 §3): the site's Google vehicle ads primary feed,
 * its Google store feed, or its Meta automotive catalog, built from the cached feed cars
 * (./siteFeed.ts) on the site's canonical origin. 404 with a sentence for an unknown file or a site
 * whose setting "Listing feeds" is off.
 */
import 'server-only'
import type { Site } from '@/payload-types'
import { parseFeedFile, type FeedCar, type FeedKind } from '@/rules/listingFeeds'
import { googleStoresTsv, googleVehicleAdsTsv, metaVehiclesCsv } from '@/rules/feedFiles'
import { absoluteImageUrl } from '@/seo/siteOrigin'
import { edgeTagsHeader } from '@/edge/edgeHeaders'
import { siteFileTags } from '@/seo/responses'
import { cachedSiteFeed } from './siteFeed'

const TYPES: Record<FeedKind, string> = {
  google: 'text/tab-separated-values; charset=utf-8',
  'google-stores': 'text/tab-separated-values; charset=utf-8',
  meta: 'text/csv; charset=utf-8',
}

/** True when the site serves its listing feeds (site setting, off for a new site). */
export const listingFeedsEnabled = (site: Pick<Site, 'settings'>): boolean => site.settings?.listingFeedsEnabled === true

const notFound = (message: string) => new Response(message, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** The feed file's text for the site's cars (photos made absolute on `origin`). */
function feedText(kind: FeedKind, origin: string, cars: readonly FeedCar[]): string {
  const absolute = cars.map((car) => ({ ...car, images: car.images.map((u) => absoluteImageUrl(origin, u)).filter((u): u is string => u !== null) }))
  if (kind === 'google') return googleVehicleAdsTsv(origin, absolute)
  if (kind === 'google-stores') return googleStoresTsv(absolute)
  return metaVehiclesCsv(origin, absolute)
}

export async function feedFileResponse(site: Site | null, file: string, origin: (site: Site) => string): Promise<Response> {
  const kind = parseFeedFile(file)
  if (!site || kind === null) return notFound('No such feed. This site’s feeds are /feeds/google-vehicle-ads.tsv, /feeds/google-vehicle-stores.tsv and /feeds/meta-vehicles.csv.')
  if (!listingFeedsEnabled(site)) return notFound('Listing feeds are off for this site (site settings, "Listing feeds").')
  const feed = await cachedSiteFeed(site)
  // Fetched by Merchant Center and Meta on their schedule: no browser copy, every fetch is current.
  // The edge in front keeps it under the site's and its cars' tags and is purged when one changes.
  const headers = { 'Content-Type': TYPES[kind], 'Cache-Control': 'public, max-age=0, must-revalidate', ...edgeTagsHeader(siteFileTags(site.id)) }
  return new Response(feedText(kind, origin(site), feed.included), { headers })
}
