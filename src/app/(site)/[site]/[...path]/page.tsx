/**
 * Every editor-controlled content route of SPEC.md §2: `/pages/{page}` and top-level pages
 * such as `/warranty`, `/service`, `/terms-and-conditions/`. A page with slug "warranty"
 * answers both `/warranty` and `/pages/warranty`. Anything else answers the site's 404.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { ContentPage, contentPageMetadata, loadContentPage } from '@/site/contentPage'
import { slugForPath } from '@/site/contentPath'

type Props = { params: Promise<{ site: string; path: string[] }> }

// Rendered once per site and path on first visit, then served from Next's cache until a Payload
// hook expires the site's tags (src/cache/revalidate.ts) or `revalidate` (the layout) passes.
export function generateStaticParams() {
  return []
}

async function load({ params }: Props) {
  const { site: key, path } = await params
  const slug = slugForPath(path)
  if (!slug) return null
  const site = await getSite(key)
  if (!site) return null
  const data = await loadContentPage(site, slug)
  return data ? { site, ...data } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props)
  // /warranty and /pages/warranty are one page: the shorter path is canonical.
  return data ? contentPageMetadata(data.page, `/${data.page.slug}`) : { title: 'Page not found' }
}

export default async function ContentRoute(props: Props) {
  const data = await load(props)
  if (!data) notFound()
  return <ContentPage site={data.site} page={data.page} previewing={data.previewing} showTitle />
}
