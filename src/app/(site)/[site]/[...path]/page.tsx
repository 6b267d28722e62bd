/**
 * Every editor-controlled content route of SPEC.md §2: `/pages/{page}` and top-level pages
 * such as `/warranty`, `/service`, `/terms-and-conditions/`. A page with slug "warranty"
 * answers both `/warranty` and `/pages/warranty`. Then the model pages (SPEC.md §2
 * "/{model-slug} or a model override url"): `/cx-5`, or the same-site override url of
 * an offer for the model, when the site sells the model (src/rules/modelPage.ts).
 * A content page wins over a model page of the same slug: it is looked up first, here.
 * Anything else answers the site's 404.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSite, getSoldModels } from '@/data'
import { ContentPage, contentPageMetadata, loadContentPage } from '@/site/contentPage'
import { slugForPath } from '@/site/contentPath'
import { ModelShowroom, modelPageMetadata } from '@/models/modelPage'
import { modelForPath } from '@/rules/modelPage'
import { canonicalFor } from '@/seo/canonical'

type Props = { params: Promise<{ site: string; path: string[] }> }

// Rendered once per site and path on first visit, then served from Next's cache until a Payload
// hook expires the site's tags (src/cache/revalidate.ts) or `revalidate` (the layout) passes.
// A model page reads the stock through the site's vehicles tag (src/data/models.ts), so it follows
// the stock like the search and car pages.
export function generateStaticParams() {
  return []
}

async function load({ params }: Props) {
  const { site: key, path } = await params
  const site = await getSite(key)
  if (!site) return null
  const slug = slugForPath(path)
  // 1. A content page (it wins over a model of the same slug).
  const data = slug ? await loadContentPage(site, slug) : null
  if (data) return { kind: 'content' as const, site, ...data }
  // 2. A model page of a model the site sells.
  const model = modelForPath(path, await getSoldModels(site))
  return model ? { kind: 'model' as const, site, model } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props)
  if (!data) return { title: 'Page not found' }
  // /warranty and /pages/warranty are one page, as /cx-5 and an offer's override url are one
  // model page: the short path is canonical.
  return data.kind === 'content'
    ? contentPageMetadata(data.page, `/${data.page.slug}`)
    : { ...(await modelPageMetadata(data.site, data.model)), alternates: canonicalFor(`/${data.model.slug}`) }
}

export default async function ContentRoute(props: Props) {
  const data = await load(props)
  if (!data) notFound()
  if (data.kind === 'model') return <ModelShowroom site={data.site} model={data.model} />
  return <ContentPage site={data.site} page={data.page} previewing={data.previewing} showTitle />
}
