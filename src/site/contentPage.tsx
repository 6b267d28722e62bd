/**
 * Renders a site's block page (home or any content page) with live-preview support: in draft
 * mode for this site (src/preview/draftMode.ts, turned on by the preview route after checking the
 * token) the latest draft is shown and refreshes on every save in the admin. Shoppers get the
 * published page from the cache.
 */
import { canonicalFor } from '@/seo/canonical'
import type { Metadata } from 'next'
import type { Media, Page, Site } from '../payload-types'
import { RenderBlocks } from '@blocks/RenderBlocks'
import { getPage, getSearchConfig } from '@/data'
import { isPreviewingSite } from '@/preview/draftMode'
import { LazyRefreshOnSave as RefreshOnSave } from '../preview/LazyRefreshOnSave'
import { adminOrigins } from '../preview/origins'

export async function loadContentPage(site: Site, slug: string): Promise<{ page: Page; previewing: boolean } | null> {
  if (await isPreviewingSite(site.id)) {
    const draft = await getPage(site.id, slug, true)
    if (draft) return { page: draft, previewing: true }
  }
  const page = await getPage(site.id, slug)
  return page ? { page, previewing: false } : null
}

/** A page's title, description and image; with `path`, the path it is canonically served at. */
export function contentPageMetadata(page: Page, path?: string): Metadata {
  const image = page.seo?.image as Media | null | undefined
  return {
    ...(path ? { alternates: canonicalFor(path) } : {}),
    title: page.seo?.title || page.title,
    description: page.seo?.description || undefined,
    openGraph: image && typeof image === 'object' && image.url ? { images: [{ url: image.url }] } : undefined,
  }
}

export async function ContentPage({ site, page, previewing, showTitle }: { site: Site; page: Page; previewing: boolean; showTitle: boolean }) {
  const hasHero = page.layout?.[0]?.blockType === 'hero'
  return (
    <div data-page-slug={page.slug}>
      {previewing ? <RefreshOnSave adminOrigins={adminOrigins()} /> : null}
      {showTitle && !hasHero ? (
        <div className="mx-auto max-w-7xl px-4 pt-10">
          <h1 className="text-3xl font-bold md:text-4xl">{page.title}</h1>
        </div>
      ) : null}
      <RenderBlocks blocks={page.layout} site={site} searchConfig={await getSearchConfig(site)} />
    </div>
  )
}
