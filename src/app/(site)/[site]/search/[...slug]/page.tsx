/**
 * SPEC.md §2 search pages: /search/new-cars, /search/used-cars, /search/demo-cars,
 * /search/new-and-demo-cars, /search/new-used-and-demo-cars, /search/{car-type}-cars,
 * /search/{make} and /search/{make}/{model}. The path fixes the page's scope; the query string
 * refines inside it exactly as on /cars/. See searchPageData.ts for how paths resolve (and 404).
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SearchPage } from '@/components/search/SearchPage'
import { resolveSearchPage } from '@/data'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string; slug: string[] }> }

async function load(params: Props['params']) {
  const { site, slug } = await params
  return resolveSearchPage(site, (slug ?? []).join('/'))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params)
  if (!data) return { title: 'Page not found' }
  return {
    title: data.page.title,
    description: `${data.page.title} at ${data.site.name}. Search, filter and compare our current stock.`,
    robots: data.page.empty ? { index: false, follow: true } : undefined,
  }
}

export default async function SearchSlugPage({ params }: Props) {
  const data = await load(params)
  if (!data) notFound()
  return (
    <SearchPage
      config={data.config}
      site={data.ui}
      title={data.page.title}
      scope={data.page.scope}
      presetFilter={data.page.presetFilter}
      nowMs={Date.now()}
    />
  )
}
