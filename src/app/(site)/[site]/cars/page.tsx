/**
 * /cars/ — all of the site's stock (SPEC.md §2 Routes), with the URL's query, page, sortBy,
 * refinementList (including dealership_slug, used by "See more from this dealer") and range.
 *
 * This page is the query-less one: rendered once per site and served from Next's cache (the site
 * layout's revalidate; the site's vehicle/search tags expire it). A URL with search state is
 * rewritten by the proxy to ~q/cars (rendered per request). See src/stock/searchRoutes.tsx.
 */
import type { Metadata } from 'next'
import { CarsSearch, carsMetadata, type SiteParams } from '@/stock/searchRoutes'

/**
 * Shorter than the site layout's: the site's stock also changes without an edit in this server
 * (an import run by the CLI, the sold-days cut-off moving on), and re-rendering one page per site
 * a minute costs nothing.
 */
export const revalidate = 60

type Props = { params: SiteParams }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return carsMetadata(params)
}

export default function CarsPage({ params }: Props) {
  return <CarsSearch params={params} search="" />
}
