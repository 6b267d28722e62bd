/**
 * /cars/ — all of the site's stock (SPEC.md §2 Routes), with the URL's query, page, sortBy,
 * refinementList (including dealership_slug, used by "See more from this dealer") and range.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SearchPage } from '@/components/search/SearchPage'
import { allStockTitle } from '@/components/search/searchPageData'
import { loadSearchContext } from '@/data'

// Search state lives in the query string, and the search key is made per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await loadSearchContext((await params).site)
  if (!context) return { title: 'Page not found' }
  const title = allStockTitle(context.site)
  return {
    title,
    description: `Browse ${title.toLowerCase()} at ${context.site.name}: search, filter and compare our current stock.`,
    alternates: { canonical: '/cars/' },
  }
}

export default async function CarsPage({ params }: Props) {
  const context = await loadSearchContext((await params).site)
  if (!context) notFound()
  return <SearchPage config={context.config} site={context.ui} title={allStockTitle(context.site)} nowMs={Date.now()} />
}
