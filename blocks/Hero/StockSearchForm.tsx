/**
 * The hero's stock search box (issue 32: "a search box on the home page"): free text such as
 * "corolla", "ranger 2022" or "white suv" opens the site's results list, /cars/?query=…, which the
 * search engine (src/search/: the embedded engine or Algolia) filters by that text, as the
 * results page's own keyword box does. A plain GET form: it works before any JavaScript has
 * loaded, and without it. No hooks: renders on the server.
 */
import { MAX_QUERY_LENGTH } from '@/search/urlState'

/** The results list the box opens; its `query` parameter is the search page's keyword (src/search/urlState.ts). */
const STOCK_SEARCH_ACTION = '/cars/'
const STOCK_SEARCH_LABEL = 'Search our stock'
const STOCK_SEARCH_PLACEHOLDER = 'Make, model, year or colour'

export function StockSearchForm({ id }: { id: string }) {
  const inputId = `${id}-query`
  return (
    <form role="search" aria-label={STOCK_SEARCH_LABEL} method="get" action={STOCK_SEARCH_ACTION} className="mt-8 max-w-2xl" data-stock-search="">
      <label htmlFor={inputId} className="block text-lg font-semibold">
        {STOCK_SEARCH_LABEL}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          name="query"
          type="search"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={STOCK_SEARCH_PLACEHOLDER}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-12 w-full min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-4 py-2 text-base text-gray-900 placeholder:text-gray-600"
        />
        <button type="submit" className="min-h-12 shrink-0 rounded-md bg-white px-6 font-semibold text-gray-900 ring-1 ring-gray-300 hover:bg-gray-100">
          Search
        </button>
      </div>
    </form>
  )
}
