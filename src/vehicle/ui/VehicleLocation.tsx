/**
 * The car's location lower on the vehicle page (#vehicle-map): address, map and
 * opening hours (today's first), with the location components the location pages use. The
 * header's "Location:" link and the sidebar's "See it at …" land here.
 */
import Link from 'next/link'
import { LazyLocationMap as LocationMap, LazyOpeningHours as OpeningHours } from '@/locations/lazyLocationParts'
import { addressLines, departmentHours, directionsUrl, locationPagePath, mapView } from '@/rules/locationHours'
import type { Location } from '@/payload-types'
import { TodaysHours } from './TodaysHours'

type Props = { location: Location; siblings: Location[]; alsoAt?: Location[]; now: number; siteDefaultState?: string | null }

export function VehicleLocation({ location, siblings, alsoAt = [], now, siteDefaultState }: Props) {
  const lines = addressLines(location.address)
  const directions = directionsUrl(location)
  const view = mapView(location)
  const departments = departmentHours(location, siblings)
  const page = locationPagePath(location)
  return (
    <section id="vehicle-map" aria-labelledby="vehicle-map-heading" className="scroll-mt-24 rounded-lg border border-gray-200 p-4" data-testid="vehicle-location">
      <h2 id="vehicle-map-heading" className="text-xl font-bold">Where to see it</h2>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div>
          <p className="font-semibold">{page ? <Link href={page} className="underline underline-offset-2">{location.name}</Link> : location.name}</p>
          <address className="not-italic text-gray-700">
            {lines.map((l) => (
              <span key={l} className="block">{l}</span>
            ))}
          </address>
          <TodaysHours location={{ location_type: location.location_type, opening_hours: location.opening_hours, address: location.address, timeZone: location.timeZone }} serverNow={now} siteDefaultState={siteDefaultState} />
          {alsoAt.length > 0 ? (
            <p className="mt-2 text-gray-800" data-testid="vehicle-also-at">
              Also available at{' '}
              {alsoAt.map((l, i) => {
                const href = locationPagePath(l)
                return (
                  <span key={l.id}>
                    {i > 0 ? (i === alsoAt.length - 1 ? ' and ' : ', ') : null}
                    {href ? <Link href={href} className="underline underline-offset-2">{l.name}</Link> : l.name}
                  </span>
                )
              })}
            </p>
          ) : null}
          {directions ? (
            <a href={directions} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex min-h-10 items-center font-semibold text-brand underline underline-offset-2">
              Get Directions
            </a>
          ) : null}
          {departments.length > 0 ? <OpeningHours departments={departments} headingLevel={3} className="mt-4" /> : null}
        </div>
        {view ? <LocationMap lat={view.lat} lng={view.lng} zoom={view.zoom} name={location.name} addressLines={lines} directionsHref={directions} height={280} /> : null}
      </div>
    </section>
  )
}
