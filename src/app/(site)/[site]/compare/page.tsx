/** /compare: up to 4 compare cars side by side, differences highlighted. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { CompareTable } from '@/accounts/CompareTable'

export const metadata: Metadata = { title: 'Compare cars', robots: { index: false } }

export default async function ComparePage({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Compare cars</h1>
      <CompareTable siteSlug={site.slug} />
    </div>
  )
}
