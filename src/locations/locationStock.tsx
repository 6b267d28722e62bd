/**
 * The parts of a location's page below its card (issue 32: "a location page with its stock and an
 * enquiry form"): a few of the cars held there with a link to the full list refined to the
 * location, and the general enquiry form with the location (and so its dealership) chosen, so a
 * lead sent from the page goes to that location's dealership.
 */
import Link from 'next/link'
import type { Location, Site } from '@/payload-types'
import { CarCard } from '@/components/cards/CarCard'
import { toCardCar } from '@/components/cards/cardCar'
import { LazyLeadForm } from '@/leads/LazyLeadForm'
import type { LeadFormSite } from '@/leads/leadFormTypes'
import type { LocationStock } from '@/data/locationStock'
import { locationSearchUrl } from '@/search/searchLinks'
import { toSiteUi } from '@/search/siteUi'
import { effectiveLocationType } from '@/rules/locationFilters'

/** The cars held at the location; nothing for a service or parts location that holds none. */
export function LocationStockSection({ site, location, stock }: { site: Site; location: Location; stock: LocationStock }) {
  if (stock.total === 0 && effectiveLocationType(location) !== 'sales') return null
  const ui = toSiteUi(site)
  const nowMs = Date.now()
  const things = `${ui.vehicleLabel.toLowerCase()}s`
  return (
    <section aria-labelledby="location-stock" className="mt-10" data-testid="location-stock">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="location-stock" className="text-2xl font-bold">
          In stock at {location.name}
        </h2>
        {stock.total > 0 ? (
          <Link href={locationSearchUrl(location.name)} className="font-semibold underline" data-testid="location-stock-all">
            See all {stock.total} {things} at {location.name}
          </Link>
        ) : null}
      </div>
      {stock.cars.length === 0 ? (
        <p className="mt-4 text-gray-700">
          There are no {things} held at {location.name} right now.{' '}
          <Link href="/cars/" className="font-semibold underline">
            Browse all our stock
          </Link>{' '}
          or send us an enquiry below.
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {stock.cars.map((car) => (
            <li key={String(car.objectID)} className="min-w-0">
              <CarCard car={toCardCar(car)} site={ui} nowMs={nowMs} showDealerLink={false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function LocationEnquiry({ location, formSite }: { location: Location; formSite: LeadFormSite }) {
  const chosen = formSite.locations.find((l) => l.id === String(location.id))
  return (
    <section id="location-enquiry" aria-labelledby="location-enquiry-heading" className="mx-auto mt-10 max-w-3xl scroll-mt-24" data-testid="location-enquiry">
      <h2 id="location-enquiry-heading" className="mb-4 text-2xl font-bold">
        Enquire at {location.name}
      </h2>
      <div className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6">
        <LazyLeadForm kind="enquiry" site={formSite} initialLocation={chosen?.id} department={chosen?.type} />
      </div>
    </section>
  )
}
