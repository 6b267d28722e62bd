/**
 * /sell-my-car: the same valuation first (in "sell" mode: the dealer's ADF says
 * interest "sell"), then the photo-upload form it had before. The site's "sell-my-car" editor page
 * is shown with the valuation put in (src/valuation/valuationPage.ts); without one, the
 * valuation and then the built-in form.
 */
import { notFound } from 'next/navigation'
import { getSite } from '@/data'
import { leadFormRouteMetadata, leadFormRoutePage } from '@/site/leadFormPage'
import { LEAD_FORM_ROUTES } from '@/site/leadFormRoutes'
import { ContentPage, loadContentPage } from '@/site/contentPage'
import { ValuationSection, valuationOn } from '@/valuation/ValuationSection'
import { withValuationBlock } from '@/valuation/valuationPage'

type Props = { params: Promise<{ site: string }> }

export const generateMetadata = leadFormRouteMetadata(LEAD_FORM_ROUTES.sellMyCar)
const builtInForm = leadFormRoutePage({ ...LEAD_FORM_ROUTES.sellMyCar, slug: null, title: 'Or send us photos of your car', intro: 'Prefer a person to look? Tell us about your car and add photos; we will come back to you with an offer.' })

export default async function SellMyCarPage(props: Props) {
  const site = await getSite((await props.params).site)
  if (!site) notFound()
  const editorPage = await loadContentPage(site, 'sell-my-car')
  if (editorPage) {
    const page = valuationOn(site) ? withValuationBlock(editorPage.page, 'sell') : editorPage.page
    return <ContentPage site={site} page={page} previewing={editorPage.previewing} showTitle />
  }
  if (!valuationOn(site)) return builtInForm(props)
  return (
    <>
      <ValuationSection site={site} mode="sell" heading="Sell my car" intro="Get an instant offer for your car in 2 minutes." headingLevel={1} />
      {await builtInForm(props)}
    </>
  )
}
