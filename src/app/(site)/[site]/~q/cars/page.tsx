/**
 * /cars with search state in the query string (the proxy rewrites it here; the public path stays
 * /cars). Rendered per request, cheaply: the engine is read in process and the results of a
 * normalised request are reused (src/data/search.ts); the site, its settings and the search
 * config come from the data cache. See src/stock/searchRoutes.tsx.
 */
import type { Metadata } from 'next'
import { asQueryLanding } from '@/seo/canonical'
import { CarsSearch, carsMetadata, queryStringOf, type SearchParams, type SiteParams } from '@/stock/searchRoutes'

export const dynamic = 'force-dynamic'

type Props = { params: SiteParams; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return asQueryLanding(await carsMetadata(params), '/cars')
}

export default async function CarsQueryPage({ params, searchParams }: Props) {
  return <CarsSearch params={params} search={queryStringOf(await searchParams)} />
}
