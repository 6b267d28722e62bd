/**
 * SPEC.md §2 search pages: /search/new-cars, /search/used-cars, /search/demo-cars,
 * /search/new-and-demo-cars, /search/new-used-and-demo-cars, /search/{car-type}-cars,
 * /search/{make} and /search/{make}/{model}. The path fixes the page's scope; the query string
 * refines inside it exactly as on /cars/. See searchPageData.ts for how paths resolve (and 404).
 *
 * This page is the query-less one, served from Next's cache; a URL with search state is
 * rewritten by the proxy to ~q/search/... (rendered per request). See src/stock/searchRoutes.tsx.
 */
import type { Metadata } from 'next'
import { SlugSearch, searchSlugMetadata, type SlugParams } from '@/stock/searchRoutes'

/**
 * Shorter than the site layout's: the site's stock also changes without an edit in this server
 * (an import run by the CLI, the sold-days cut-off moving on), and re-rendering one page per site
 * a minute costs nothing.
 */
export const revalidate = 60

// No paths at build time: each is rendered on its first request, then served from the cache
// (without this the catch-all segment would make the route render per request).
export function generateStaticParams() {
  return []
}

type Props = { params: SlugParams }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchSlugMetadata(params)
}

export default function SearchSlugPage({ params }: Props) {
  return <SlugSearch params={params} search="" />
}
