/**
 * The car page's price and actions column (beside the gallery on wide screens): the header, the
 * dealer contact for print, the sidebar's buttons, the PDF and share links, the model page link
 * and the finance panel.
 */
import type { Location } from '@/payload-types'
import { VehicleHeader } from './VehicleHeader'
import { VehicleSidebar } from './VehicleSidebar'
import { FinancePanel } from './FinancePanel'
import { PrintDealerContact } from './PrintDealerContact'
import { ShareCarButton } from './ShareCarButton'
import { LazyCarPdfLink as CarPdfLink } from './LazyCarParts'
import type { VehicleView } from '../vehicleView'

const outlineButton = 'inline-flex min-h-11 w-full items-center justify-center rounded border border-gray-300 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50'

type Props = {
  car: VehicleView
  siteSlug: string
  dealerName: string
  location: Location | null
  hideFavouritesWithoutImages: boolean
  financeLabel: string
  /** The car's absolute address to share; null when the site turned sharing off. */
  shareUrl: string | null
  /** The car's model page when the site sells the model. */
  exploreModel: { href: string; name: string } | null
}

export function VehiclePurchasePanel({ car, siteSlug, dealerName, location, hideFavouritesWithoutImages, financeLabel, shareUrl, exploreModel }: Props) {
  return (
    <aside className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label="Price and actions">
      <VehicleHeader car={car} />
      <PrintDealerContact dealerName={dealerName} location={location} phone={car.phone} />
      <VehicleSidebar car={car} siteSlug={siteSlug} hideFavouritesWithoutImages={hideFavouritesWithoutImages} financeLabel={financeLabel} />
      <CarPdfLink slug={car.slug} className={outlineButton} />
      {shareUrl ? <ShareCarButton url={shareUrl} title={car.title} className={outlineButton} /> : null}
      {exploreModel ? (
        <a href={exploreModel.href} className="text-center font-semibold underline" data-testid="explore-model">
          Explore the {exploreModel.name}
        </a>
      ) : null}
      {car.finance ? <FinancePanel finance={car.finance} href={car.financeHref} buttonLabel={financeLabel} /> : null}
    </aside>
  )
}
