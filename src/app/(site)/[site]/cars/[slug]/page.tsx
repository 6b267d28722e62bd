/**
 * /cars/{slug}: the vehicle detail page (SPEC.md §2 Car detail page). Server-rendered
 * from Payload, cached per site and per vehicle (getVehicle in src/data/vehicles.ts, under the
 * tags the vehicle hooks expire). An unknown slug, another site's car, a car outside the site's stock scope, a hidden car
 * or a car sold longer ago than the site's sold days answers the site's 404.
 * Client components are small leaves: gallery, comments toggle, show-more lists, calculator,
 * phone reveal, favourite buttons. The gallery, lists, calculator, lead buttons and similar cars
 * are islands (components/car/LazyCarParts.tsx): their code loads on first use.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getLocations, getSite, getSoldModels, getVehicle } from '@/data'
import { modelPagePath, soldModelFor } from '@/rules/modelPage'
import { vehicleView } from '@/components/car/vehicleView'
import { galleryPictures } from '@/components/car/galleryImageProps'
import { PreloadImage } from '@/components/PreloadImage'
import { VehicleHeader } from '@/components/car/VehicleHeader'
import { VehicleSidebar } from '@/components/car/VehicleSidebar'
import { FinancePanel } from '@/components/car/FinancePanel'
import { VehicleLocation } from '@/components/car/VehicleLocation'
import { NearIsland } from '@/components/island/Island'
import { distributionLocationsOf } from '@/components/car/distributionLocations'
import { MissingPhoneWarning } from '@/components/car/MissingPhoneWarning'
import { PrintDealerContact } from '@/components/car/PrintDealerContact'
import { LeadButton } from '@/components/car/LeadButtons'
import { CallLink } from '@/components/car/PhoneReveal'
import { copyLines, reservationSentence } from '@/components/car/vehiclePageCopy'
import { FEATURES_VISIBLE, SPECS_VISIBLE } from '@/rules/specRows'
import { Breadcrumbs } from '@/components/car/Breadcrumbs'
import { VehicleJsonLd } from '@/components/car/VehicleJsonLd'
import { LazyCarPdfLink as CarPdfLink, LazyDealerComments as DealerComments, LazyShowMoreList as ShowMoreList, LazySimilarCars as SimilarCars, LazyVehicleGallery as VehicleGallery } from '@/components/car/LazyCarParts'
import { toCardCar } from '@/components/car/cardCar'
import { toSiteUi } from '@/search/siteUi'
import { toSearchRecord } from '@/search/record'
import { getSimilarCars } from '@/data/similarCars'
import { vehicleMetadata } from '@/seo/vehicleMetadata'
import { absoluteUrl, siteOrigin } from '@/seo/siteOrigin'
import { carPath } from '@/seo/vehicleJsonLd'
import { ShareCarButton } from '@/components/car/ShareCarButton'
import { RecentlyViewed } from '@/components/recentlyViewed/RecentlyViewed'
import type { Site } from '@/payload-types'

type Props = { params: Promise<{ site: string; slug: string }> }

// Rendered once per site and path on first visit, then served from Next's cache until a Payload
// hook expires the site's tags (src/cache/revalidate.ts) or `revalidate` (the layout) passes.
export function generateStaticParams() {
  return []
}

// Time decides visibility (sold days) and tags (new for 8 days): re-render at least every 5 minutes.
export const revalidate = 300

async function load(props: Props) {
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

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props)
  if (!data) return { title: 'Page not found' }
  const { site, record } = data
  return vehicleMetadata(record, { origin: siteOrigin(site), siteName: site.name, priceSettings: priceSettingsOf(site) })
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-gray-200 pt-6" data-section={title}>
      <h2 id={id} className="text-xl font-bold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function Lines({ lines, list }: { lines: string[]; list?: boolean }) {
  if (list) {
    return (
      <ul className="list-disc space-y-1 pl-5 text-gray-800">
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
    )
  }
  return (
    <div className="space-y-2 text-gray-800">
      {lines.map((l, i) => (
        <p key={i}>{l}</p>
      ))}
    </div>
  )
}

export default async function VehiclePage(props: Props) {
  const data = await load(props)
  if (!data) notFound()
  const { site, vehicle, now, record } = data
  const s = site.settings ?? {}
  const car = vehicleView(vehicle, site, now)
  // The first photo is the largest paint: preloaded by this page only (src/components/PreloadImage.tsx).
  const pictures = galleryPictures(car.images)
  const copy = s.vehiclePageCopy ?? {}
  const location = vehicle.location && typeof vehicle.location === 'object' ? vehicle.location : null
  const siblings = location ? await getLocations(site.id) : []
  const financeLabel = s.financeButtonLabel || 'Get Finance Quote'
  const sellable = car.buttons.enquire
  const similar = await getSimilarCars(site.slug, record, { now })
  // "Explore model": the car's model page when the site sells the model; no link otherwise.
  const modelPage = soldModelFor(await getSoldModels(site), vehicle.make, vehicle.model)
  const similarCars = similar.length > 0 ? <SimilarCars cars={similar.map(toCardCar)} site={toSiteUi(site)} nowMs={now} className="mt-10" /> : null

  return (
    <article className="mx-auto max-w-7xl px-4 pb-28 pt-6 lg:pb-12" data-testid="vehicle-page" data-vehicle-id={car.id}>
      <VehicleJsonLd car={record} origin={siteOrigin(site)} sellerName={site.name} priceSettings={priceSettingsOf(site)} />
      <Breadcrumbs car={record} className="mb-4" />
      {car.soldNotice ? (
        <>
          <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950" data-testid="sold-notice">
            {car.soldNotice}
          </p>
          {similarCars ? <div className="mb-8">{similarCars}</div> : null}
        </>
      ) : null}
      {vehicle.reserved === true && !car.soldNotice ? (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950" data-testid="reserved-notice">
          This {car.itemWord} is reserved. Enquire and we will let you know if it becomes available.
        </p>
      ) : null}
      {/* One header: after the gallery on phones, beside it on wide screens (grid placement, not a copy). */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {pictures[0] ? <PreloadImage image={pictures[0].main} /> : null}
          <VehicleGallery images={pictures} title={car.title} />
        </div>
        <aside className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label="Price and actions">
          <VehicleHeader car={car} />
          <PrintDealerContact dealerName={(typeof vehicle.dealership === 'object' && vehicle.dealership?.name) || site.name} location={location} phone={car.phone} />
          <VehicleSidebar car={car} siteSlug={site.slug} hideFavouritesWithoutImages={s.hideFavouritesWithoutImages === true} financeLabel={financeLabel} />
          <CarPdfLink slug={car.slug} className="inline-flex min-h-11 w-full items-center justify-center rounded border border-gray-300 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50" />
          {s.shareEnabled !== false ? (
            <ShareCarButton url={absoluteUrl(siteOrigin(site), carPath(record))} title={car.title} className="inline-flex min-h-11 w-full items-center justify-center rounded border border-gray-300 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50" />
          ) : null}
          {modelPage ? (
            <a href={modelPagePath(modelPage)} className="text-center font-semibold underline" data-testid="explore-model">
              Explore the {modelPage.make} {modelPage.model}
            </a>
          ) : null}
          {car.finance ? (
            <FinancePanel finance={car.finance} href={car.financeHref} buttonLabel={financeLabel} />
          ) : null}
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">

          {car.specGroups.map((group, gi) => (
            <section key={group.title} aria-labelledby={`spec-${gi}`} data-testid="spec-grid">
              <h2 id={`spec-${gi}`} className="text-xl font-bold">{group.title}</h2>
              <ShowMoreList
                as="dl"
                visible={SPECS_VISIBLE}
                moreLabel="Show more"
                lessLabel="Show less"
                className="mt-2"
                items={group.rows.map((r) => ({
                  key: r.label,
                  node: (
                    <>
                      <dt className="text-gray-600">{r.label}</dt>
                      <dd className="text-right font-semibold">{r.value}</dd>
                    </>
                  ),
                }))}
              />
            </section>
          ))}

          <Section id="dealer-comments" title="Dealer Comments">
            <DealerComments view={car.comments} />
          </Section>
          <Section id="whats-included" title="What's Included">
            <Lines lines={copyLines(copy.whatsIncluded, 'whatsIncluded', car.leadCar.item_type)} list />
          </Section>
          <Section id="why-buy" title="Why Buy From Us?">
            <Lines lines={copyLines(copy.whyBuyFromUs, 'whyBuyFromUs', car.leadCar.item_type)} list />
          </Section>
          <Section id="reserve-online" title="Reserve Online">
            <p className="font-semibold text-gray-900" data-testid="reserve-sentence">{reservationSentence(s, car.itemWord)}</p>
            <div className="mt-2">
              <Lines lines={copyLines(copy.reserveOnline, 'reserveOnline', car.leadCar.item_type)} />
            </div>
          </Section>
          <Section id="protect" title="Protect Your Car">
            <Lines lines={copyLines(copy.protectYourCar, 'protectYourCar', car.leadCar.item_type)} list />
          </Section>
          {car.features.length > 0 ? (
            <Section id="features" title="Features">
              <ShowMoreList
                visible={FEATURES_VISIBLE}
                moreLabel="Show all features"
                lessLabel="Show fewer features"
                className="grid gap-x-6 gap-y-1 sm:grid-cols-2"
                testId="features"
                items={car.features.map((f, i) => ({ key: `${i}-${f}`, node: <span className="text-gray-800">{f}</span> }))}
              />
            </Section>
          ) : null}

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
      {sellable || car.phone ? (
        <div className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t border-gray-200 bg-white p-3 shadow-lg lg:hidden" data-testid="sticky-contact">
          {car.phone ? <CallLink phone={car.phone} slug={car.slug} className="inline-flex min-h-11 flex-1 items-center justify-center rounded border border-gray-300 font-semibold" /> : null}
          {sellable ? (
            <LeadButton kind="enquiry" car={car.leadCar} className="inline-flex min-h-11 flex-1 items-center justify-center rounded bg-brand font-semibold text-on-brand">
              Enquire
            </LeadButton>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}
