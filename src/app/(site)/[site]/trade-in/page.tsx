/**
 * /trade-in (SPEC.md §2: trade-in valuation): the site's "trade-in" editor page with the
 * valuation flow in it (src/valuation/valuationPage.ts), or the flow on its own when
 * the site has no such page. Sites with valuation off show only their editor page (or 404).
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { ContentPage, contentPageMetadata, loadContentPage } from '@/site/contentPage'
import { ValuationSection, valuationOn } from '@/valuation/ValuationSection'
import { withValuationBlock } from '@/valuation/valuationPage'

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await getSite((await params).site)
  if (!site) return { title: 'Page not found' }
  const page = await loadContentPage(site, 'trade-in')
  return page ? contentPageMetadata(page.page) : { title: 'Value your trade-in', description: 'Sell your car with an instant offer in 2 minutes.' }
}

export default async function TradeInPage({ params }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const editorPage = await loadContentPage(site, 'trade-in')
  if (editorPage) {
    const page = valuationOn(site) ? withValuationBlock(editorPage.page, 'trade-in') : editorPage.page
    return <ContentPage site={site} page={page} previewing={editorPage.previewing} showTitle />
  }
  if (!valuationOn(site)) notFound()
  return <ValuationSection site={site} mode="trade-in" heading="Value your trade-in" intro="Sell your car with an instant offer in 2 minutes." headingLevel={1} />
}
