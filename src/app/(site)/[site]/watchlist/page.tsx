/** The watchlist page (SPEC.md leaves its route open): saved cars with current price and state. */
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getSite } from '@/data'
import { customerOnPage, requireShopperAccounts } from '@/accounts/serverGate'
import { signInHref } from '@/rules/gatedRoutes'
import { CarList } from '@/accounts/CarList'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'My watchlist', robots: { index: false } }

export default async function WatchlistPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site)
  requireShopperAccounts(site)
  if (!(await customerOnPage(site))) redirect(signInHref('watchlist', '/watchlist', '/'))
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">My watchlist</h1>
      <CarList kind="watchlist" siteSlug={site.slug} />
    </div>
  )
}
