/**
 * The two search routes (/cars and /search/...), each rendered by two sibling pages:
 * - the cached one (cars/page.tsx, search/[...slug]/page.tsx): no query string, rendered once per
 *   site and path, served from Next's cache until the site's vehicle/search tags expire;
 * - the dynamic one (~q/cars, ~q/search/[...slug]): the proxy (src/search/searchPageRoute.ts)
 *   rewrites a URL with search state there; it reads `searchParams` and renders per request,
 *   with the engine read in process and results reused from the search cache (src/data/search.ts).
 * Both render the same page; only the location the search UI starts from differs. Neither runs
 * InstantSearch on the server: the page loads the engine's answer for its location
 * (src/stock/ui/searchPageResults.ts) and the search UI renders it (src/stock/ui/staticSearch.ts).
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SearchIsland } from '@/stock/ui/SearchIsland'
import type { SearchLocation } from '@/stock/ui/LiveInstantSearch'
import { pageWidgetOptions } from '@/stock/ui/searchWidgets'
import type { SearchClientConfig } from '@/search/client'
import type { SiteUi } from '@/search/cardTypes'
import { allStockTitle } from '@/search/searchPageData'
import { loadSearchContext, resolveSearchPage } from '@/data'
import { cachedForSite } from '@/data/cache'
import { loadSearchPageResults } from '@/stock/ui/searchPageResults'
import { canonicalFor } from '@/seo/canonical'
import { savedSearchesOn } from '@/rules/savedSearch'
import { SaveSearchButton } from '@/stock/ui/SaveSearchButton'

export type SiteParams = Promise<{ site: string }>
export type SlugParams = Promise<{ site: string; slug: string[] }>
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * Puts the site's vehicle tags on the page being rendered. Next attaches the tags of every cached
 * read to the page's cache entry; the results themselves come from the in-process engine, not a
 * cached read, so this read (of nothing) is what lets a vehicle save expire exactly this site's
 * search pages (src/search/searchPageExpiry.ts, once the index has the change).
 */
async function tagWithSiteStock(siteId: number): Promise<void> {
  await cachedForSite(siteId, 'vehicles', ['search-page-tags'], async () => true)
}

/** At most this many characters of query string reach the page (a browser URL rarely has more). */
const MAX_QUERY_CHARS = 8_192

/** Next's `searchParams` back to a query string ('' or '?a=b'), in the URL's order. */
export function queryStringOf(params: Record<string, string | string[] | undefined>): string {
  const out = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(key, v)
  }
  const text = out.toString().slice(0, MAX_QUERY_CHARS)
  return text ? `?${text}` : ''
}

/** The public path of a /search/... page, as the browser's location.pathname spells it. */
export function searchPathOf(slug: readonly string[] | undefined): string {
  return `/search/${(slug ?? []).map((s) => encodeURIComponent(s)).join('/')}`
}

export async function carsMetadata(params: SiteParams): Promise<Metadata> {
  const context = await loadSearchContext((await params).site)
  if (!context) return { title: 'Page not found' }
  const title = allStockTitle(context.site)
  return {
    title,
    description: `Browse ${title.toLowerCase()} at ${context.site.name}: search, filter and compare our current stock.`,
    alternates: canonicalFor('/cars'),
  }
}

/** The engine's answer the page renders, for its query string (reused per normalised search: src/data/search.ts). */
function pageResults(config: SearchClientConfig, site: SiteUi, presetFilter: string | undefined, search: string) {
  return loadSearchPageResults(config, pageWidgetOptions(config, site, presetFilter), search)
}

export async function CarsSearch({ params, search }: { params: SiteParams; search: string }) {
  const context = await loadSearchContext((await params).site)
  if (!context) notFound()
  const [initialResults] = await Promise.all([pageResults(context.config, context.ui, undefined, search), tagWithSiteStock(context.site.id)])
  return (
    <>
      {savedSearchesOn(context.site) ? <SaveSearchButton /> : null}
      <SearchIsland
        config={context.config}
        site={context.ui}
        title={allStockTitle(context.site)}
        nowMs={Date.now()}
        location={{ pathname: '/cars', search } satisfies SearchLocation}
        initialResults={initialResults}
      />
    </>
  )
}

async function loadSlugPage(params: SlugParams) {
  const { site, slug } = await params
  return { data: await resolveSearchPage(site, (slug ?? []).join('/')), slug }
}

export async function searchSlugMetadata(params: SlugParams): Promise<Metadata> {
  const { data, slug } = await loadSlugPage(params)
  if (!data) return { title: 'Page not found' }
  return {
    title: data.page.title,
    description: `${data.page.title} at ${data.site.name}. Search, filter and compare our current stock.`,
    alternates: canonicalFor(searchPathOf(slug)),
    robots: data.page.empty ? { index: false, follow: true } : undefined,
  }
}

export async function SlugSearch({ params, search }: { params: SlugParams; search: string }) {
  const { data, slug } = await loadSlugPage(params)
  if (!data) notFound()
  const [initialResults] = await Promise.all([pageResults(data.config, data.ui, data.page.presetFilter, search), tagWithSiteStock(data.site.id)])
  return (
    <>
      {savedSearchesOn(data.site) ? <SaveSearchButton /> : null}
      <SearchIsland
        config={data.config}
        site={data.ui}
        title={data.page.title}
        scope={data.page.scope}
        presetFilter={data.page.presetFilter}
        nowMs={Date.now()}
        location={{ pathname: searchPathOf(slug), search }}
        initialResults={initialResults}
      />
    </>
  )
}
