/**
 * The single location page's content (SPEC.md §2: /contact-us/{slug} and /teams/{slug}): the
 * large location card with Opening Hours (department selector when the address hosts several
 * departments), the Holiday Opening Hours dialog and the map. Loads what it needs.
 */
import type { Location, Site } from '@/payload-types'
import { loadHolidayHours, loadLocations } from '@/data/blocks'
import { holidayHoursForLocation, holidayHoursSections } from '@/rules/holidayHours'
import type { HeadingLevel } from '@/components/ui/Heading'
import { LocationCard } from './LocationCard'
import { departmentHours, departmentsOf } from '@/rules/locationHours'
import { locationTimeZone } from '@/rules/timeZone'

/** Department hours and holiday dialog sections of a location (shared with the Locations block). */
export async function locationDetailData(site: Pick<Site, 'id' | 'defaultState'>, location: Location, now: Date = new Date()) {
  const [locations, holidays] = await Promise.all([loadLocations(site.id), loadHolidayHours(site.id)])
  const departments = departmentHours(location, locations)
  const timeZone = locationTimeZone(location, site.defaultState)
  const holidaySections = holidayHoursSections(holidayHoursForLocation(holidays, location.id), {
    departments: departmentsOf(departments, location),
    now,
    timeZone,
  })
  return { departments, holidaySections }
}

export async function LocationDetail({
  site,
  location,
  headingLevel = 1,
}: {
  site: Site
  location: Location
  headingLevel?: HeadingLevel
}) {
  const { departments, holidaySections } = await locationDetailData(site, location)
  return (
    <LocationCard
      variant="large"
      location={location}
      site={site}
      headingLevel={headingLevel}
      departments={departments}
      holidaySections={holidaySections}
    />
  )
}
