'use client'
/**
 * The search results page (SPEC.md §2 Search results; issue 4 item 4).
 *
 * - The server renders it without InstantSearch (staticSearch.ts): the widgets below read the
 *   engine's answer for the URL (`initialResults`, loaded by src/stock/ui/searchPageResults.ts) through
 *   the same connectors the live UI uses, so the HTML is the live UI's: results, facets with
 *   counts, sort, pagination links.
 * - In the browser the live tree hydrates that HTML (SearchIsland does so on the shopper's first
 *   use): ONE InstantSearch per page (DESIGN.md pitfalls: two instances cause hydration errors),
 *   started from the same answer, so its first render is the server's markup, the elements on
 *   screen are kept (no second render replacing them after hydration) and no search is sent until
 *   the shopper refines.
 * - The URL carries the state (query, page, sortBy, refinementList[attr][], range[attr]=min:max)
 *   through the routing of src/search/urlState.ts; reload and back restore it.
 * - A page's fixed scope (/search/new-cars, /search/toyota/hilux) is a hidden `filters` parameter
 *   (Configure), not URL state: it cannot be removed by "Clear all", and the facets count inside it.
 * - Loading and errors keep the previous results on screen (SearchStatus).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Configure } from 'react-instantsearch'
import { createSiteSearchClient, type SearchClientConfig } from '@/search/client'
import type { SiteUi } from '@/search/cardTypes'
import { CurrentRefinementChips } from './CurrentRefinementChips'
import { FilterPanel } from './FilterPanel'
import type { SearchScope } from '@/search/searchPageData'
import { LiveInstantSearch, type SearchLocation } from './LiveInstantSearch'
import { KeywordSearch } from './KeywordSearch'
import { NoResults } from './NoResults'
import { Pagination } from './Pagination'
import { ResultsGrid } from './ResultsGrid'
import { searchRouting } from './routing'
import { StaticSearchProvider } from './searchHooks'
import { SearchLocationProvider } from './searchLocation'
import { pageWidgetOptions, type PageWidgetOptions } from './searchWidgets'
import { SearchStatus } from './SearchStatus'
import { SortSelect } from './SortSelect'
import { createStaticSearch, type InitialResults } from './staticSearch'
import { ResultCountText, useUrlSearchState } from './useResultCount'

export type SearchPageProps = {
  config: SearchClientConfig
  site: SiteUi
  /** The page heading, e.g. "New Cars for sale", "Toyota HiLux for sale". */
  title: string
  intro?: string
  scope?: SearchScope
  /** Algolia `filters` for the page's fixed scope, e.g. `car_type:"new" OR car_type:"demo"`. */
  presetFilter?: string
  /** Server render time (epoch ms): tags and the promo tile read it on both sides of hydration. */
  nowMs: number
  /** The public path and query string the page is rendered for ('' on the cached query-less pages). */
  location: SearchLocation
  /** The engine's answer for `location` (src/stock/ui/searchPageResults.ts). */
  initialResults?: InitialResults
}

const FUTURE = { preserveSharedStateOnUnmount: true } as const

export function SearchPage(props: SearchPageProps & { onLive?: () => void }) {
  const { config, site, title, intro, scope = {}, presetFilter, nowMs, location, initialResults, onLive } = props
  const options = useMemo(() => pageWidgetOptions(config, site, presetFilter), [config, site, presetFilter])
  // The server renders the static tree; the browser hydrates its HTML with the live tree at once
  // (the live UI's first render is the static one's markup: same answer, same relative links), so
  // the elements on screen are kept, not replaced by a second render after hydration (issue 36:
  // a shopper's first click or drag that landed during that swap did nothing).
  const [live] = useState(() => typeof window !== 'undefined')
  // Built once, on the server only: the answer the page was rendered from.
  const [staticSearch] = useState(() => (live ? null : createStaticSearch(initialResults, options, location)))
  const layout = (
    <SearchLayout site={site} title={title} intro={intro} scope={scope} sortItems={options.sortItems} nowMs={nowMs} scoped={Boolean(presetFilter)} />
  )

  if (!live) {
    return (
      <SearchLocationProvider value={location}>
        {staticSearch ? <StaticSearchProvider value={staticSearch}>{layout}</StaticSearchProvider> : null}
      </SearchLocationProvider>
    )
  }
  return (
    <SearchLocationProvider value={location}>
      <LiveSearch config={config} location={location} initialResults={initialResults} configure={options.configure} onLive={onLive}>
        {layout}
      </LiveSearch>
    </SearchLocationProvider>
  )
}

type LiveSearchProps = {
  config: SearchClientConfig
  location: SearchLocation
  initialResults?: InitialResults
  configure: PageWidgetOptions['configure']
  onLive?: () => void
  children: React.ReactNode
}

/** The live UI: InstantSearch in the browser, started from the page's answer. */
function LiveSearch({ config, location, initialResults, configure, onLive, children }: LiveSearchProps) {
  const searchClient = useMemo(
    () => createSiteSearchClient(config),
    // A new client only when the endpoint or key changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config.mode, config.appId, config.apiKey, config.siteSlug],
  )
  const routing = useMemo(() => searchRouting(config), [config])
  return (
    <LiveInstantSearch
      indexName={config.indexName}
      searchClient={searchClient}
      routing={routing}
      insights={false}
      future={FUTURE}
      serverLocation={location}
      initialResults={initialResults}
    >
      <Configure {...configure} />
      {children}
      <LiveReady onLive={onLive} />
    </LiveInstantSearch>
  )
}

/** Reports the live UI committed (its effect runs after the UI's own). */
function LiveReady({ onLive }: { onLive?: () => void }) {
  useEffect(() => onLive?.(), [onLive])
  return null
}

type LayoutProps = {
  site: SiteUi
  title: string
  intro?: string
  scope: SearchScope
  sortItems: { label: string; value: string }[]
  nowMs: number
  scoped: boolean
}

function SearchLayout({ site, title, intro, scope, sortItems, nowMs, scoped }: LayoutProps) {
  const [filtersOpen, setFiltersOpen] = useState(false)
  const resultsHeading = useRef<HTMLHeadingElement>(null)

  const closeFilters = useCallback(() => setFiltersOpen(false), [])
  const showResults = useCallback(() => {
    // After the drawer has closed and handed focus back, move to the results.
    setTimeout(() => {
      resultsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
      resultsHeading.current?.focus({ preventScroll: true })
    }, 60)
  }, [])

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-8">
      <header className="mb-4">
        <h1 className="text-2xl font-bold md:text-3xl" data-testid="search-title">
          {title}
        </h1>
        {intro ? <p className="mt-1 text-gray-700">{intro}</p> : null}
        <ResultCountText stockCount={site.stockCount} siteLabel={site.vehicleLabel} />
      </header>

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div className="w-full min-w-0 md:w-auto md:flex-1">
          <KeywordSearch />
        </div>
        <SortSelect items={sortItems} />
        <button
          type="button"
          onClick={() => setFiltersOpen(true)}
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-400 bg-white px-4 font-semibold lg:hidden"
          data-testid="filters-button"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M3 5h14v2H3zm3 4h8v2H6zm2 4h4v2H8z" />
          </svg>
          Filters
          <ActiveFilterCount />
        </button>
      </div>

      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <FilterPanel site={site} scope={scope} open={filtersOpen} onClose={closeFilters} onShowResults={showResults} />
        <section aria-labelledby="results-heading" className="min-w-0">
          <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="sr-only">
            Results
          </h2>
          <SearchStatus />
          <CurrentRefinementChips truckMapsTo={site.truckMapsTo} specialFeatureLabel={site.specialFeature?.label} />
          <ResultsGrid site={site} nowMs={nowMs} />
          <NoResults stockCount={site.stockCount} siteLabel={site.vehicleLabel} scoped={scoped} />
          <Pagination onNavigate={showResults} />
        </section>
      </div>
    </div>
  )
}

/** The number of active filters on the "Filters" button, read from the URL (hydration-safe). */
function ActiveFilterCount() {
  const state = useUrlSearchState()
  const count =
    Object.values(state.refinementList ?? {}).reduce((n, values) => n + values.length, 0) +
    Object.keys(state.range ?? {}).length +
    (state.query ? 1 : 0)
  if (count === 0) return null
  return (
    <span className="rounded-full bg-brand px-2 text-xs text-on-brand">
      {count}
      <span className="sr-only"> active</span>
    </span>
  )
}
