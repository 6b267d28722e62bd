/**
 * The locations directory (SPEC.md §2 Locations: cards per location in a responsive grid whose
 * column sizing depends on the number of locations; src/rules/directoryColumns.ts). Used by
 * the Locations block and by /contact. With `findNearest` and at least two locations that have
 * coordinates, the grid comes with "Find your nearest dealership" and a map of every location
 * (NearestDealer.tsx), which sorts the same cards by distance.
 */
import type { Location, Site } from '@/payload-types'
import { directoryColumns } from '@/rules/directoryColumns'
import { coordinatesOf } from '@/rules/distance'
import { directoryGridClass } from '@/components/ui/gridClasses'
import { below, type HeadingLevel } from '@/components/ui/Heading'
import { locationSelectorState } from '@/rules/locationFilters'
import { LocationCard } from '../../src/locations/LocationCard'
import { toFilterableLocation } from '@/rules/locationHours'
import { LazyNearestDealer as NearestDealer } from '@/locations/lazyLocationParts'

export function LocationDirectory({
  site,
  locations,
  headingLevel = 2,
  now = new Date(),
  className,
  findNearest = false,
}: {
  site: Pick<Site, 'settings'> & Partial<Pick<Site, 'slug'>>
  locations: readonly Location[]
  /** Level of each card's location name (with the finder: of its heading, the cards one below). */
  headingLevel?: HeadingLevel
  now?: Date
  className?: string
  /** Offer "Find your nearest dealership" and the map (when two or more locations have coordinates). */
  findNearest?: boolean
}) {
  if (locations.length === 0) return null
  const gridClass = directoryGridClass(directoryColumns(locations.length))
  const located = locations.filter((location) => coordinatesOf(location.address))
  if (findNearest && site.slug && located.length >= 2) {
    const cardLevel = below(headingLevel)
    return (
      <div className={className}>
        <NearestDealer
          siteSlug={site.slug}
          headingLevel={headingLevel}
          gridClass={gridClass}
          selector={locationSelectorState(locations.map(toFilterableLocation), {
            excludedIds: (site.settings?.excludedLocationIds ?? []).map((row) => row.value),
          })}
          entries={locations.map((location) => ({
            id: String(location.id),
            name: location.name,
            point: coordinatesOf(location.address),
            card: <LocationCard location={location} site={site} headingLevel={cardLevel} now={now} />,
          }))}
        />
      </div>
    )
  }
  return (
    <ul className={`${gridClass} ${className ?? ''}`} data-location-count={locations.length}>
      {locations.map((location) => (
        <li key={String(location.id)} className="min-w-0">
          <LocationCard location={location} site={site} headingLevel={headingLevel} now={now} />
        </li>
      ))}
    </ul>
  )
}
