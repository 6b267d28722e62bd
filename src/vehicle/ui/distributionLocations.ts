import type { Location } from '@/payload-types'
import { relationId } from '@/lib/relations'

/** SPEC.md §3 Car location: distribution_locations — the car's other locations among the site's visible ones. */
export function distributionLocationsOf(ids: ReadonlyArray<number | { id: number } | null> | null | undefined, own: Pick<Location, 'id'>, siteLocations: readonly Location[]): Location[] {
  const wanted = new Set((ids ?? []).map((e) => relationId(e)).filter((id): id is number => typeof id === 'number' && id !== own.id))
  return siteLocations.filter((l) => wanted.has(l.id))
}
