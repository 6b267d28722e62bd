/**
 * The feed report staff open on the dashboard (issue 35 §3): for a site of theirs whose listing
 * feeds are on, the feed URLs, how many cars are in the feeds and every car left out with its
 * reason. Another site's staff get nothing.
 */
import 'server-only'
import type { Site, User } from '@/payload-types'
import { maySeeSite } from '@/access/roles'
import { FEED_FILES, reasonCounts, type ExclusionReason, type FeedReportLine } from '@/rules/listingFeeds'
import { siteOrigin } from '@/seo/siteOrigin'
import { cachedSiteFeed } from './siteFeed'
import { listingFeedsEnabled } from './feedResponse'

/** Cars listed by name in the report (the counts per reason cover them all). */
const REPORT_CARS_SHOWN = 200

export type FeedReport = {
  urls: string[]
  included: number
  excludedCount: number
  reasons: { reason: ExclusionReason; label: string; count: number }[]
  excluded: FeedReportLine[]
}

/** The site's feed report, or null when its feeds are off or the viewer does not work on it. */
export async function siteFeedReport(site: Site, user: User): Promise<FeedReport | null> {
  if (!listingFeedsEnabled(site) || !maySeeSite(user, site.id)) return null
  const feed = await cachedSiteFeed(site)
  const origin = siteOrigin(site)
  return {
    urls: Object.keys(FEED_FILES).map((file) => `${origin}/feeds/${file}`),
    included: feed.included.length,
    excludedCount: feed.excluded.length,
    reasons: reasonCounts(feed.excluded),
    excluded: feed.excluded.slice(0, REPORT_CARS_SHOWN),
  }
}
