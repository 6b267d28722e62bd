/**
 * The vehicle page's sidebar buttons (SPEC.md §2 "Sidebar buttons, each with its own
 * conditions", decided by rules/vehiclePageButtons): enquire, car history, finance, trade-in,
 * reserve, online purchase, test drive, call (the phone reveal card), chat, location anchor;
 * favourite and compare toggles with the car card's rules. Sold cars get no enquiry, reserve or
 * purchase buttons.
 */
import Link from 'next/link'
import { FavouriteButtons } from '../../components/cards/FavouriteButtons'
import { WatchlistSaveButton } from '../../components/shopper/WatchlistSaveButton'
import { GatedLink } from '../../components/shopper/GatedLink'
import { LeadButton, LeadButtons } from './LeadButtons'
import { PhoneReveal } from './PhoneReveal'
import type { VehicleView } from '../vehicleView'

const primary = 'inline-flex min-h-11 w-full items-center justify-center rounded bg-brand px-4 font-semibold text-on-brand'
const secondary = 'inline-flex min-h-11 w-full items-center justify-center rounded border border-gray-300 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50'

export function VehicleSidebar({ car, siteSlug, hideFavouritesWithoutImages, financeLabel }: { car: VehicleView; siteSlug: string; hideFavouritesWithoutImages: boolean; financeLabel: string }) {
  const b = car.buttons
  return (
    <div className="flex flex-col gap-3" data-testid="vehicle-sidebar">
      <LeadButtons car={car.leadCar} enquire={b.enquire} testDrive={false} primaryClass={primary} secondaryClass={secondary} />
      {b.reserve ? (
        <GatedLink href={b.reserve} className={secondary} data-testid="reserve-button">
          Reserve online
        </GatedLink>
      ) : null}
      {b.onlinePurchase ? (
        <GatedLink href={b.onlinePurchase} className={secondary} data-testid="buy-online-button">
          Buy online
        </GatedLink>
      ) : null}
      {b.finance ? (
        <GatedLink href={car.financeHref} className={secondary} data-testid="sidebar-finance-button">
          {financeLabel}
        </GatedLink>
      ) : null}
      {b.tradeIn ? (
        <Link href={b.tradeIn} className={secondary} data-testid="trade-in-button">
          Value my trade-in
        </Link>
      ) : null}
      {b.testDrive ? (
        <LeadButton kind="test-drive" car={car.leadCar} className={secondary}>
          Book a test drive
        </LeadButton>
      ) : null}
      {b.enquire && car.images.length > 0 ? (
        <LeadButton kind="request-photos" car={car.leadCar} className={secondary}>
          Request more photos
        </LeadButton>
      ) : null}
      {b.historyReport ? (
        <a href={b.historyReport} target="_blank" rel="noopener noreferrer" className={secondary} data-testid="history-button">
          Car history report
        </a>
      ) : null}
      {b.chat ? (
        <a href={b.chat} target="_blank" rel="noopener noreferrer" className={secondary} data-testid="chat-button">
          Chat with us
        </a>
      ) : null}
      {b.location ? (
        <a href="#vehicle-map" className="inline-flex min-h-10 items-center justify-center font-semibold text-brand underline underline-offset-2" data-testid="location-anchor">
          {car.locationName ? `See it at ${car.locationName}` : 'Location and opening hours'}
        </a>
      ) : null}
      {b.call && car.phone ? <PhoneReveal phone={car.phone} slug={car.slug} /> : null}
      <WatchlistSaveButton car={car.favourite} variant="full" />
      <FavouriteButtons car={car.favourite} siteSlug={siteSlug} hideFavouritesWithoutImages={hideFavouritesWithoutImages} className="justify-center" />
    </div>
  )
}
