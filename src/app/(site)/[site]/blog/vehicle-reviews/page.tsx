import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPosts, getSite } from '@/data'
import { PostList } from '../PostList'

type Props = { params: Promise<{ site: string }> }

export const metadata: Metadata = { title: 'Vehicle reviews' }

export default async function VehicleReviewsPage({ params }: Props) {
  const site = await getSite((await params).site)
  if (!site || site.settings?.blog === 'off') notFound()
  return <PostList posts={await getPosts(site.id, 'vehicle-reviews')} heading="Vehicle reviews" />
}
