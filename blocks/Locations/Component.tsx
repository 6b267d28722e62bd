/** Locations block renderer (SPEC.md §2 Locations): one large card or a grid of cards. */
import { loadLocations } from '@/data/blocks'
import { LocationCard } from '../../src/locations/LocationCard'
import { locationDetailData } from '../../src/locations/LocationDetail'
import { LocationDirectory } from './LocationDirectory'
import type { LocationsBlock } from '@/payload-types'
import { locationsForBlock } from './filter'
import type { BlockComponentProps } from '../shared/types'
import { BLOCK_CONTAINER, BLOCK_HEADING, text } from '../shared/layout'

export async function LocationsBlockComponent({ block, site }: BlockComponentProps<LocationsBlock>) {
  const all = await loadLocations(site.id)
  const locations = locationsForBlock(block, all)
  if (locations.length === 0) return null
  const heading = text(block.heading)
  const now = new Date()

  if (block.display === 'card') {
    const location = locations[0]
    const { departments, holidaySections } = await locationDetailData(site, location, now)
    return (
      <div className={BLOCK_CONTAINER}>
        {heading ? <h2 className={`${BLOCK_HEADING} mb-6`}>{heading}</h2> : null}
        <LocationCard
          variant="large"
          location={location}
          site={site}
          headingLevel={heading ? 3 : 2}
          departments={departments}
          holidaySections={holidaySections}
          now={now}
        />
      </div>
    )
  }

  return (
    <div className={BLOCK_CONTAINER}>
      {heading ? <h2 className={`${BLOCK_HEADING} mb-6 text-center`}>{heading}</h2> : null}
      <LocationDirectory site={site} locations={locations} headingLevel={heading ? 3 : 2} now={now} findNearest />
    </div>
  )
}
