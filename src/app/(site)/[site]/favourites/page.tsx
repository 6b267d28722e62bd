/** /favourites: the favourites stored in the browser, with current data from the search index. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { CarList } from '@/accounts/CarList'

export const metadata: Metadata = { title: 'My favourites', robots: { index: false } }

export default async function FavouritesPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">My favourites</h1>
      <CarList kind="favourites" siteSlug={site.slug} />
    </div>
  )
}
