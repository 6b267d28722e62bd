import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { ContentPage, contentPageMetadata, loadContentPage } from '@/site/contentPage'
import { canonicalFor } from '@/seo/canonical'
import { RecentlyViewed } from '@/vehicle/RecentlyViewed'
import { toSiteUi } from '@/search/siteUi'

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await getSite((await params).site)
  if (!site) return {}
  const data = await loadContentPage(site, 'home')
  const base = { alternates: canonicalFor('/') }
  return data ? { ...contentPageMetadata(data.page), ...base, title: { absolute: data.page.seo?.title || site.name } } : base
}

export default async function HomePage({ params }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const data = await loadContentPage(site, 'home')
  // The shopper's own recently viewed cars, rendered in the browser below the page's blocks (issue 35 §2).
  const recentlyViewed =
    site.settings?.recentlyViewedEnabled !== false ? (
      <div className="mx-auto max-w-7xl px-4">
        <RecentlyViewed siteSlug={site.slug} site={toSiteUi(site)} />
      </div>
    ) : null
  if (data) {
    return (
      <>
        <ContentPage site={site} page={data.page} previewing={data.previewing} showTitle={false} />
        {recentlyViewed}
      </>
    )
  }
  return (
    <>
      <section className="bg-brand-secondary">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 className="text-3xl font-bold md:text-5xl">Welcome to {site.name}</h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-700">
            Browse our {site.manufacturerName ? `${site.manufacturerName} ` : ''}stock, book a test drive or get a trade-in valuation online.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/cars/" className="rounded bg-brand px-5 py-3 font-semibold text-on-brand">Browse our stock</Link>
            <Link href="/contact" className="rounded border border-gray-400 bg-white px-5 py-3 font-semibold">Find us</Link>
          </div>
        </div>
      </section>
      {recentlyViewed}
    </>
  )
}
