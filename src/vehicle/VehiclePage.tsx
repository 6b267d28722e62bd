/**
 * The vehicle detail page (SPEC.md §2 Car detail page), mounted at /cars/{slug} by its route.
 * Server-rendered from Payload, cached per site and per vehicle (getVehicle in src/data/vehicles.ts,
 * under the tags the vehicle hooks expire). An unknown slug, another site's car, a car outside the
 * site's stock scope, a hidden car or a car sold longer ago than the site's sold days answers the
 * site's 404. Client components are small leaves: gallery, comments toggle, show-more lists,
 * calculator, phone reveal, favourite buttons. The gallery, lists, calculator, lead buttons and
 * similar cars are islands (ui/LazyCarParts.tsx): their code loads on first use.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getLocations, getSite, getSoldModels, getVehicle } from '@/data'
import { modelPagePath, soldModelFor } from '@/rules/modelPage'
import { vehicleView, type VehicleView } from './vehicleView'
import { VehiclePurchasePanel } from './ui/VehiclePurchasePanel'
import { SpecGroups, VehicleCopySections } from './ui/VehicleDetailSections'
import { VehicleStickyContact } from './ui/VehicleStickyContact'
import { LazySimilarCars as SimilarCars, LazyVehicleGallery as VehicleGallery } from './ui/LazyCarParts'
import { galleryPictures } from './ui/galleryImageProps'
import { PreloadImage } from '@/components/PreloadImage'
import { VehicleLocation } from './ui/VehicleLocation'
import { NearIsland } from '@/components/island/Island'
import { distributionLocationsOf } from './ui/distributionLocations'
import { MissingPhoneWarning } from './ui/MissingPhoneWarning'
import { Breadcrumbs } from './ui/Breadcrumbs'
import { VehicleJsonLd } from './ui/VehicleJsonLd'
import { toCardCar } from '@/components/cards/cardCar'
import { toSiteUi } from '@/search/siteUi'
import { toSearchRecord } from '@/search/record'
import { getSimilarCars } from '@/data/similarCarsQuery'
import { vehicleMetadata } from '@/seo/vehicleMetadata'
import { absoluteUrl, siteOrigin } from '@/seo/siteOrigin'
import { carPath } from '@/seo/vehicleJsonLd'
import { RecentlyViewed } from './RecentlyViewed'
import type { Site } from '@/payload-types'

export type VehiclePageProps = { params: Promise<{ site: string; slug: string }> }

async function load(props: VehiclePageProps) {
  const { site: key, slug } = await props.params
  const site = await getSite(key)
  if (!site) return null
  const now = Date.now()
  const vehicle = await getVehicle(site, slug, now)
  if (!vehicle) return null
  // The car under SPEC.md §3 names (the search record): SEO, breadcrumbs and similar cars read it.
  const record = toSearchRecord({ ...vehicle })
  return { site, vehicle, now, record }
}

const priceSettingsOf = (site: Site) => ({ showSubscriptions: site.settings?.subscriptionsShown === true, noPriceText: site.settings?.noPriceText })

export async function vehiclePageMetadata(props: VehiclePageProps): Promise<Metadata> {
  const data = await load(props)
  if (!data) return { title: 'Page not found' }
  const { site, record } = data
  return vehicleMetadata(record, { origin: siteOrigin(site), siteName: site.name, priceSettings: priceSettingsOf(site) })
}

/** The notices above the car: sold (with similar cars straight under it), or reserved. */
function StatusNotices({ car, reserved, similarCars }: { car: VehicleView; reserved: boolean; similarCars: React.ReactNode }) {
  if (car.soldNotice) {
    return (
      <>
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950" data-testid="sold-notice">
          {car.soldNotice}
        </p>
        {similarCars ? <div className="mb-8">{similarCars}</div> : null}
      </>
    )
  }
  if (!reserved) return null
  return (
    <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950" data-testid="reserved-notice">
      This {car.itemWord} is reserved. Enquire and we will let you know if it becomes available.
    </p>
  )
}

export async function VehiclePage(props: VehiclePageProps) {
  const data = await load(props)
  if (!data) notFound()
  const { site, vehicle, now, record } = data
  const s = site.settings ?? {}
  const car = vehicleView(vehicle, site, now)
  // The first photo is the largest paint: preloaded by this page only (src/components/PreloadImage.tsx).
  const pictures = galleryPictures(car.images)
  const location = vehicle.location && typeof vehicle.location === 'object' ? vehicle.location : null
  const siblings = location ? await getLocations(site.id) : []
  const similar = await getSimilarCars(site.slug, record, { now })
  // "Explore model": the car's model page when the site sells the model; no link otherwise.
  const modelPage = soldModelFor(await getSoldModels(site), vehicle.make, vehicle.model)
  const similarCars = similar.length > 0 ? <SimilarCars cars={similar.map(toCardCar)} site={toSiteUi(site)} nowMs={now} className="mt-10" /> : null

  return (
    <article className="mx-auto max-w-7xl px-4 pb-28 pt-6 lg:pb-12" data-testid="vehicle-page" data-vehicle-id={car.id}>
      <VehicleJsonLd car={record} origin={siteOrigin(site)} sellerName={site.name} priceSettings={priceSettingsOf(site)} />
      <Breadcrumbs car={record} className="mb-4" />
      <StatusNotices car={car} reserved={vehicle.reserved === true} similarCars={similarCars} />
      {/* One header: after the gallery on phones, beside it on wide screens (grid placement, not a copy). */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {pictures[0] ? <PreloadImage image={pictures[0].main} /> : null}
          <VehicleGallery images={pictures} title={car.title} />
        </div>
        <VehiclePurchasePanel
          car={car}
          siteSlug={site.slug}
          dealerName={(typeof vehicle.dealership === 'object' && vehicle.dealership?.name) || site.name}
          location={location}
          hideFavouritesWithoutImages={s.hideFavouritesWithoutImages === true}
          financeLabel={s.financeButtonLabel || 'Get Finance Quote'}
          shareUrl={s.shareEnabled !== false ? absoluteUrl(siteOrigin(site), carPath(record)) : null}
          exploreModel={modelPage ? { href: modelPagePath(modelPage), name: `${modelPage.make} ${modelPage.model}` } : null}
        />
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
          <SpecGroups car={car} />
          <VehicleCopySections car={car} settings={s} />
          {location ? (
            <NearIsland>
              <VehicleLocation location={location} siblings={siblings} alsoAt={distributionLocationsOf(vehicle.distribution_locations, location, siblings)} now={now} siteDefaultState={site.defaultState} />
            </NearIsland>
          ) : null}
        </div>
      </div>

      {!car.soldNotice ? similarCars : null}
      {/* The shopper's own recently viewed cars: rendered in the browser at the foot of the page (issue 35 §2). */}
      {s.recentlyViewedEnabled !== false ? <RecentlyViewed siteSlug={site.slug} site={toSiteUi(site)} current={{ id: String(car.id), gone: Boolean(car.soldNotice) }} className="mt-6" /> : null}
      {!car.phone ? <MissingPhoneWarning siteName={site.name} /> : null}
      <VehicleStickyContact car={car} />
    </article>
  )
}
