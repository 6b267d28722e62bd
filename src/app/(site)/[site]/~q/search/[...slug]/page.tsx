/**
 * /search/... with search state in the query string (the proxy rewrites it here; the public path
 * stays /search/...). Rendered per request from the search results cache. See
 * src/stock/searchRoutes.tsx.
 */
import type { Metadata } from 'next'
import { asQueryLanding } from '@/seo/canonical'
import { SlugSearch, queryStringOf, searchPathOf, searchSlugMetadata, type SearchParams, type SlugParams } from '@/stock/searchRoutes'

export const dynamic = 'force-dynamic'

type Props = { params: SlugParams; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return asQueryLanding(await searchSlugMetadata(params), searchPathOf((await params).slug))
}

export default async function SearchSlugQueryPage({ params, searchParams }: Props) {
  return <SlugSearch params={params} search={queryStringOf(await searchParams)} />
}
