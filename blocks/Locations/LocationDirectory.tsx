/**
 * The locations directory (SPEC.md §2 Locations: cards per location in a responsive grid whose
 * column sizing depends on the number of locations; src/rules/directoryColumns.ts). Used by
 * the Locations block and by /contact.
 */
import type { Location, Site } from '@/payload-types'
import { directoryColumns } from '@/rules/directoryColumns'
import { directoryGridClass } from '@/components/ui/gridClasses'
import type { HeadingLevel } from '@/components/ui/Heading'
import { LocationCard } from './LocationCard'

export function LocationDirectory({
  site,
  locations,
  headingLevel = 2,
  now = new Date(),
  className,
}: {
  site: Pick<Site, 'settings'>
  locations: readonly Location[]
  /** Level of each card's location name. */
  headingLevel?: HeadingLevel
  now?: Date
  className?: string
}) {
  if (locations.length === 0) return null
  return (
    <ul className={`${directoryGridClass(directoryColumns(locations.length))} ${className ?? ''}`} data-location-count={locations.length}>
      {locations.map((location) => (
        <li key={String(location.id)} className="min-w-0">
          <LocationCard location={location} site={site} headingLevel={headingLevel} now={now} />
        </li>
      ))}
    </ul>
  )
}
