/**
 * The page views the fleet load draws from: every site's home, `/cars`, its 20 most viewed car
 * pages (by the cars' view count, listed cars only: in stock or coming soon, shown on the dealer
 * website, and inside the site's stock scope, its car types, item types and excluded stock numbers
 * (src/rules/baseFilter.ts `isListedOnSite`); the fleet sites copy Sunshine Toyota's new-and-demo
 * scope, so their used cars answer 404) and 5 search answers, the sites ranked by id
 * and each site's pages in that order, both drawn with Zipf exponent 1.0.
 */
import type pg from 'pg'

export type SitePages = { host: string; paths: string[] }

const slug = (text: string) => encodeURIComponent(text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''))
/**
 * Search answers a shopper lands on from a menu or a search engine (path-scoped pages the edge
 * keeps); `/cars?query=…` answers are rendered per request (private, no-store) and never shared.
 */
const SEARCH_ANSWERS = (make: string, model: string) => ['/search/used-cars', '/search/new-cars', '/search/demo-cars', `/search/${slug(make)}`, `/search/${slug(make)}/${slug(model)}`]

/** Each fleet site's host (its domain) and its 27 pages, most likely first. */
export async function fleetPages(client: pg.Client, carPages = 20): Promise<SitePages[]> {
  const { rows } = await client.query<{ domain: string; slugs: string[]; make: string; model: string }>(`
    select d.domain,
      array(select v.slug from vehicles v where v.site_id = s.id and v.status <> 'sold' and v.show_on_dealer_website
        and (not exists (select 1 from sites_settings_stock_car_types t where t.parent_id = s.id)
          or v.car_type::text in (select t.value::text from sites_settings_stock_car_types t where t.parent_id = s.id))
        and (not exists (select 1 from sites_settings_stock_item_types t where t.parent_id = s.id)
          or v.item_type::text in (select t.value::text from sites_settings_stock_item_types t where t.parent_id = s.id))
        and v.stocknum not in (select x.value from sites_settings_excluded_stock_numbers x where x._parent_id = s.id and x.value is not null)
        order by v.views desc, v.id limit ${carPages}) as slugs,
      (select v.make from vehicles v where v.site_id = s.id group by v.make order by count(*) desc, v.make limit 1) as make,
      (select v.model from vehicles v where v.site_id = s.id group by v.model order by count(*) desc, v.model limit 1) as model
    from sites s join sites_domains d on d._parent_id = s.id
    where d.domain like '%.fleet.test'
    order by s.id`)
  return rows.map((r) => ({ host: r.domain, paths: ['/', '/cars', ...r.slugs.map((slug) => `/cars/${encodeURIComponent(slug)}`), ...SEARCH_ANSWERS(r.make ?? 'toyota', r.model ?? 'corolla')] }))
}

/** A Zipf(s) sampler over ranks 0..n-1 (inverse of the cumulative weights, binary search). */
function zipf(n: number, s: number, random: () => number): () => number {
  const cumulative = new Float64Array(n)
  let total = 0
  for (let k = 0; k < n; k++) cumulative[k] = total += 1 / Math.pow(k + 1, s)
  return () => {
    const x = random() * total
    let lo = 0
    let hi = n - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid] < x) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

/** `count` page views drawn site first, then page, both Zipf 1.0. */
export function drawViews(sites: SitePages[], count: number, random: () => number): Array<{ host: string; path: string }> {
  const site = zipf(sites.length, 1, random)
  const pageSamplers = new Map<number, () => number>()
  const out: Array<{ host: string; path: string }> = []
  for (let i = 0; i < count; i++) {
    const s = sites[site()]
    const n = s.paths.length
    if (!pageSamplers.has(n)) pageSamplers.set(n, zipf(n, 1, random))
    out.push({ host: s.host, path: s.paths[pageSamplers.get(n)!()] })
  }
  return out
}
