/**
 * /online-payment (SPEC.md §2 "gated pages"): an editor page (slug "online-payment") behind the gate (SPEC.md §4):
 * a signed-out visitor is sent to sign-in on the server, so gated content never flashes.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { enforceGate } from '@/accounts/serverGate'
import { ContentPage, loadContentPage } from '@/site/contentPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false } }

export default async function GatedPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  await enforceGate(site, 'online-payment', '/online-payment')
  const data = await loadContentPage(site, 'online-payment')
  if (!data) notFound()
  return <ContentPage site={site} page={data.page} previewing={false} showTitle />
}
