/**
 * A site's search base filter (DESIGN.md "Search contract"; SPEC.md §4 Car status, §7 Search
 * details, §9): built with rules/baseFilter from the site's settings.
 *
 *   (status:in_stock OR status:coming_soon OR sold_date_timestamp > now-N days)
 *   AND show_on_dealer_website:true AND (dealership_slug:a OR …) [AND car_type …] [AND item_type …]
 *   [AND NOT stocknum:X …] AND site_id = {site id}
 *
 * `site_id = …` is added on top of the DESIGN.md clauses: dealership slugs are unique only within
 * a site, so a slug alone could match another site's dealership. A site with no dealerships
 * therefore lists nothing (never everything).
 *
 * Decision on `now`: it is rounded DOWN to the start of the current minute. The filter string
 * then stays identical for a minute (compiled-filter and response caches hit, SSR and browser
 * agree), and a sold car stays listed at most 59 seconds longer than N days — never the hour an
 * hour-rounding would allow. (In Algolia mode the cut-off is frozen into the secured key when the
 * page is rendered; see siteSearchConfig.ts for its lifetime.)
 */
import { buildBaseFilter, facetFilter, soldDays } from '../rules/baseFilter'
import type { Site } from '../payload-types'

const MINUTE_MS = 60_000

/** `now` rounded down to the start of its minute (epoch ms). */
function roundNowToMinute(now: Date | number): number {
  const ms = now instanceof Date ? now.getTime() : now
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS
}

type SiteForScope = Pick<Site, 'id'> & { settings?: Site['settings'] | null }

function listValues(rows: Array<{ value?: string | null } | string | null> | null | undefined): string[] {
  return (rows ?? [])
    .map((r) => (typeof r === 'string' ? r : r?.value))
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
}

/** The site's base filter in Algolia `filters` syntax. */
export function siteBaseFilter(site: SiteForScope, dealershipSlugs: readonly string[], now: Date | number = Date.now()): string {
  const s = site.settings ?? {}
  const base = buildBaseFilter({
    now: roundNowToMinute(now),
    soldDays: soldDays(s.soldDays),
    dealershipSlugs,
    carTypes: s.stockCarTypes ?? [],
    itemTypes: s.stockItemTypes ?? [],
    excludedStockNumbers: listValues(s.excludedStockNumbers),
    presetLevel: s.stockPresetLevel ?? 0,
  })
  const siteClause = typeof site.id === 'number' ? `site_id = ${site.id}` : facetFilter('site_id', String(site.id))
  return `${base} AND ${siteClause}`
}
